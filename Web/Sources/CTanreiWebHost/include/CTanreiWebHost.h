#ifndef C_TANREI_WEB_HOST_H
#define C_TANREI_WEB_HOST_H

#include <stddef.h>
#include <stdint.h>

/// The bytes of one element's state, which the page keeps between calls and copies here
/// before each one.
unsigned char *_Nonnull tanrei_state(void);
/// How many bytes of state the buffer holds.
size_t tanrei_state_capacity(void);
/// The numbers a call answers with.
double *_Nonnull tanrei_answer(void);
/// How many numbers the answer holds.
size_t tanrei_answer_capacity(void);
/// The UTF-8 texts of a call, back to back.
unsigned char *_Nonnull tanrei_text(void);
/// How many bytes of text the buffer holds.
size_t tanrei_text_capacity(void);

/// The value of the decimal number in the `length` bytes at `text`, correctly rounded: the
/// page's `Number()` in WebAssembly, C's `strtod` natively.
double tanrei_host_number(const unsigned char *_Nonnull text, size_t length);

#endif
