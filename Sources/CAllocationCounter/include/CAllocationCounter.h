#ifndef TANREI_ALLOCATION_COUNTER_H
#define TANREI_ALLOCATION_COUNTER_H

#include <stdint.h>

/// The number of heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc,
/// memalign) made by this process since it started, on platforms where the counter can stand
/// in front of the C allocator (glibc); always 0 elsewhere.
uint64_t tanrei_allocation_count(void);

/// Whether allocations are being counted on this platform.
int tanrei_allocation_counting_available(void);

#endif
