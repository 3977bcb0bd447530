// What a page and a module exchange, and what Embedded Swift's runtime calls on wasm32, which
// has no C library.
//
// Every buffer is static: the module allocates nothing, so its memory stays as it is loaded
// however many elements a page holds and however long it lives. The page writes an element's
// state and its texts into these buffers, calls an export, and reads the answer; it holds each
// element's state itself between calls.

#include "CTanreiWebHost.h"

#if defined(__wasm__)
#define EXPORT(name) __attribute__((export_name(name)))
#else
#define EXPORT(name)
#endif

enum { stateCapacity = 512, answerCapacity = 64, textCapacity = 1 << 16 };

static _Alignas(16) unsigned char stateBytes[stateCapacity];
static double answerNumbers[answerCapacity];
static unsigned char textBytes[textCapacity];

// The page reads the buffers where these say, and knows their sizes: 512 bytes of state,
// 64 numbers of answer, 64 KiB of text (TanreiElement in src/base/tanrei-element.js).
EXPORT("tanrei_state") unsigned char *tanrei_state(void) { return stateBytes; }
size_t tanrei_state_capacity(void) { return stateCapacity; }
EXPORT("tanrei_answer") double *tanrei_answer(void) { return answerNumbers; }
size_t tanrei_answer_capacity(void) { return answerCapacity; }
EXPORT("tanrei_text") unsigned char *tanrei_text(void) { return textBytes; }
size_t tanrei_text_capacity(void) { return textCapacity; }

#if defined(__wasm__)

// The page's Number(), given the bytes the module checked are a decimal number.
__attribute__((import_module("env"), import_name("number"))) double
hostNumber(const unsigned char *text, size_t length);

double tanrei_host_number(const unsigned char *text, size_t length) {
  return hostNumber(text, length);
}

// The memory functions the compiler and the standard library call. Written as loops: the
// module is built with -fno-builtin, so these are not turned back into calls of themselves.

void *memcpy(void *destination, const void *source, size_t count) {
  unsigned char *to = destination;
  const unsigned char *from = source;
  while (count--) *to++ = *from++;
  return destination;
}

void *memmove(void *destination, const void *source, size_t count) {
  unsigned char *to = destination;
  const unsigned char *from = source;
  if (to < from) {
    while (count--) *to++ = *from++;
  } else {
    to += count;
    from += count;
    while (count--) *--to = *--from;
  }
  return destination;
}

void *memset(void *destination, int value, size_t count) {
  unsigned char *to = destination;
  while (count--) *to++ = (unsigned char)value;
  return destination;
}

int memcmp(const void *left, const void *right, size_t count) {
  const unsigned char *a = left;
  const unsigned char *b = right;
  for (; count; count--, a++, b++) {
    if (*a != *b) return *a - *b;
  }
  return 0;
}

#else

#include <stdlib.h>
#include <string.h>

// Natively, for the fuzz targets: C's reader, which rounds a decimal text as Number() does.
double tanrei_host_number(const unsigned char *text, size_t length) {
  char *copy = malloc(length + 1);
  if (!copy) abort();
  memcpy(copy, text, length);
  copy[length] = 0;
  double value = strtod(copy, NULL);
  free(copy);
  return value;
}

#endif
