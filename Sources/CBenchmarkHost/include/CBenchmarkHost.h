#ifndef TANREI_BENCHMARK_HOST_H
#define TANREI_BENCHMARK_HOST_H

#include <stdint.h>

/// Pins the calling thread to the processor it is running on, so that a measurement is not
/// moved between cores midway. Returns that processor's number, or -1 where pinning is not
/// available (not Linux) or was refused.
int tanrei_pin_to_current_cpu(void);

/// The bytes of heap the C allocator has handed out and not had back, where it can say
/// (glibc 2.33 and later); -1 elsewhere.
int64_t tanrei_heap_bytes_in_use(void);

#endif
