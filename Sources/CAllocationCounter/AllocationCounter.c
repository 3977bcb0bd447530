// Counts heap allocations by defining the allocator's entry points in the executable, which the
// dynamic linker then prefers to the C library's, and forwarding each call to glibc's own
// implementation. Only the benchmark links this target.
#include "CAllocationCounter.h"

#if defined(__GLIBC__)
#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static uint64_t allocations = 0;

static inline void count(void) { __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED); }

void *malloc(size_t size) {
  count();
  return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
  count();
  return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
  count();
  return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
  count();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  count();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

uint64_t tanrei_allocation_count(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }
int tanrei_allocation_counting_available(void) { return 1; }
#else
uint64_t tanrei_allocation_count(void) { return 0; }
int tanrei_allocation_counting_available(void) { return 0; }
#endif
