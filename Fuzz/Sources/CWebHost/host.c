// The page's side of the module's one import, natively: the module has already checked the
// text's syntax (a decimal number), and strtod rounds it correctly, as Number() does.
#include "CWebHost.h"

#include <stdlib.h>
#include <string.h>

double tanrei_host_number(const char *text, size_t length) {
  char buffer[128];
  // A decimal longer than this is still a number; the heap holds it.
  char *copy = length < sizeof buffer ? buffer : malloc(length + 1);
  if (copy == NULL) return 0.0 / 0.0;
  if (length > 0) memcpy(copy, text, length);
  copy[length] = '\0';
  double value = strtod(copy, NULL);
  if (copy != buffer) free(copy);
  return value;
}
