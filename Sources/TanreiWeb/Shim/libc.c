// What Embedded Swift's runtime and standard library call on wasm32-unknown-none, which has no
// C library: an allocator, the memory functions, a source of hash seeds, the 128-bit multiply
// compiler-rt would give, `round`, and the standard library's hook for reading a Double from
// text. Nothing else is linked, so the link fails loudly if a later change needs more.
//
// Built freestanding: `-ffreestanding` keeps clang from turning the loops below back into calls
// of the functions they define.

#include <stddef.h>
#include <stdint.h>

// MARK: Allocation
//
// Blocks are powers of two from 32 bytes, each kind on its own free list, taken from the end of
// the heap (grown with memory.grow) when its list is empty. A module holds a few lifecycles and
// their strings, so blocks of the same few sizes come and go: they are reused as they are, never
// split or merged. A block's first 16 bytes say which list it returns to.

extern unsigned char __heap_base;

enum { pageSize = 65536, headerSize = 16, smallestClass = 5, classCount = 32 };

static uintptr_t heapEnd;
static void *freeBlocks[classCount];

static void *takeBlock(unsigned sizeClass) {
  void *block = freeBlocks[sizeClass];
  if (block) {
    freeBlocks[sizeClass] = *(void **)block;
    return block;
  }
  if (!heapEnd) heapEnd = ((uintptr_t)&__heap_base + 15) & ~(uintptr_t)15;
  uintptr_t size = (uintptr_t)1 << sizeClass;
  uintptr_t start = heapEnd;
  uintptr_t end = start + size;
  if (end < start) return NULL;
  uintptr_t available = __builtin_wasm_memory_size(0) * pageSize;
  if (end > available) {
    uintptr_t pages = (end - available + pageSize - 1) / pageSize;
    if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return NULL;
  }
  heapEnd = end;
  return (void *)start;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < headerSize) alignment = headerSize;
  if ((alignment & (alignment - 1)) != 0) return 22;  // EINVAL
  // The payload starts `headerSize` into the block, rounded up to `alignment`.
  size_t needed = size + headerSize + (alignment - headerSize);
  if (needed < size) return 12;  // ENOMEM
  unsigned sizeClass = smallestClass;
  while (sizeClass < classCount && ((size_t)1 << sizeClass) < needed) sizeClass++;
  if (sizeClass >= classCount) return 12;
  unsigned char *block = takeBlock(sizeClass);
  if (!block) return 12;
  uintptr_t payload = ((uintptr_t)block + headerSize + alignment - 1) & ~(uintptr_t)(alignment - 1);
  uint32_t *header = (uint32_t *)payload - 2;
  header[0] = (uint32_t)(payload - (uintptr_t)block);
  header[1] = sizeClass;
  *result = (void *)payload;
  return 0;
}

void free(void *pointer) {
  if (!pointer) return;
  uint32_t *header = (uint32_t *)pointer - 2;
  void *block = (unsigned char *)pointer - header[0];
  unsigned sizeClass = header[1];
  *(void **)block = freeBlocks[sizeClass];
  freeBlocks[sizeClass] = block;
}

// MARK: Memory and strings
//
// The bulk-memory instructions, which every current engine has and Swift's own code already uses.

void *memcpy(void *destination, const void *source, size_t count) {
  __builtin_memcpy(destination, source, count);
  return destination;
}

void *memmove(void *destination, const void *source, size_t count) {
  __builtin_memmove(destination, source, count);
  return destination;
}

void *memset(void *destination, int value, size_t count) {
  __builtin_memset(destination, value, count);
  return destination;
}

int memcmp(const void *left, const void *right, size_t count) {
  const unsigned char *a = left, *b = right;
  for (size_t i = 0; i < count; i++) {
    if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return 0;
}

size_t strlen(const char *text) {
  size_t length = 0;
  while (text[length]) length++;
  return length;
}

// MARK: Hash seeds
//
// Hasher asks for a random seed so that an attacker cannot choose keys that collide. A module
// here hashes only the few names of its own props, so a fixed sequence serves (splitmix64); it
// also makes a module's dictionaries iterate the same way on every run.

static uint64_t seedState = 0x54414e5245495745ull;

void arc4random_buf(void *buffer, size_t count) {
  unsigned char *bytes = buffer;
  while (count > 0) {
    uint64_t z = (seedState += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    z ^= z >> 31;
    for (int i = 0; i < 8 && count > 0; i++, count--) {
      *bytes++ = (unsigned char)z;
      z >>= 8;
    }
  }
}

// MARK: Arithmetic compiler-rt would supply

// The low 128 bits of a 128-bit product, for Duration's attosecond arithmetic.
__int128 __multi3(__int128 a, __int128 b) {
  unsigned __int128 x = (unsigned __int128)a, y = (unsigned __int128)b;
  uint64_t xl = (uint64_t)x, xh = (uint64_t)(x >> 64);
  uint64_t yl = (uint64_t)y, yh = (uint64_t)(y >> 64);
  uint64_t x0 = xl & 0xffffffff, x1 = xl >> 32, y0 = yl & 0xffffffff, y1 = yl >> 32;
  uint64_t p00 = x0 * y0, p01 = x0 * y1, p10 = x1 * y0, p11 = x1 * y1;
  uint64_t middle = (p00 >> 32) + (p01 & 0xffffffff) + (p10 & 0xffffffff);
  uint64_t low = (p00 & 0xffffffff) | (middle << 32);
  uint64_t high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32);
  high += xl * yh + xh * yl;
  return (__int128)(((unsigned __int128)high << 64) | low);
}

// Halves away from zero, as C's round: Double.rounded() calls it. The difference from the
// truncation is exact, so no sum of the value and one half can round the wrong way.
double round(double value) {
  double truncated = __builtin_trunc(value);
  if (__builtin_fabs(value - truncated) >= 0.5) truncated += __builtin_copysign(1.0, value);
  return truncated;
}

// MARK: Reading numbers
//
// Double(String) hands the standard library's C hook a NUL-terminated text and succeeds only if
// the whole text is read. The syntax is checked here — an optional sign, then digits with at
// most one point and an optional exponent, or inf, infinity or nan in any case — and the
// conversion itself is the host's (JavaScript's Number, which rounds correctly, as strtod does):
// a correctly rounded conversion in C needs arbitrary precision, more code than the rest of this
// file. Hexadecimal text is refused; nothing in the core writes or reads it.

__attribute__((import_module("env"), import_name("tanrei_parse_double")))
double tanreiParseDouble(const char *text, size_t length);

// The same import for Swift (Exchange.decimal), with C's calling convention: a Swift function
// declared as a wasm import would pass two more parameters than the page's function takes.
double tanrei_host_number(const char *text, size_t length) { return tanreiParseDouble(text, length); }

static int lower(char c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

static size_t matchWord(const char *text, const char *word) {
  size_t i = 0;
  while (word[i]) {
    if (lower(text[i]) != word[i]) return 0;
    i++;
  }
  return i;
}

const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
  const char *p = text;
  int negative = 0;
  if (*p == '+' || *p == '-') negative = *p++ == '-';
  size_t word = matchWord(p, "infinity");
  if (!word) word = matchWord(p, "inf");
  if (word) {
    if (result) *result = negative ? -__builtin_inf() : __builtin_inf();
    return p + word;
  }
  if ((word = matchWord(p, "nan"))) {
    if (result) *result = negative ? -__builtin_nan("") : __builtin_nan("");
    return p + word;
  }
  size_t digits = 0;
  while (*p >= '0' && *p <= '9') p++, digits++;
  if (*p == '.') {
    p++;
    while (*p >= '0' && *p <= '9') p++, digits++;
  }
  if (digits == 0) return NULL;
  if (*p == 'e' || *p == 'E') {
    const char *exponent = p + 1;
    if (*exponent == '+' || *exponent == '-') exponent++;
    if (*exponent >= '0' && *exponent <= '9') {
      while (*exponent >= '0' && *exponent <= '9') exponent++;
      p = exponent;
    }
  }
  if (result) *result = tanreiParseDouble(text, (size_t)(p - text));
  return p;
}
