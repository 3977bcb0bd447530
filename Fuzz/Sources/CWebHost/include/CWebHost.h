// What the page gives the web elements' module, for the module's exports compiled natively.
#pragma once
#include <stddef.h>

/// The value of `length` bytes of decimal text at `text`, as the page's Number() gives it.
double tanrei_host_number(const char *text, size_t length);
