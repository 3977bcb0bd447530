// The few things a benchmark needs from the operating system that Swift's Glibc module does not
// import: thread affinity (a GNU extension) and the allocator's own count of bytes in use.
#if defined(__linux__)
#define _GNU_SOURCE
#include <sched.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "CBenchmarkHost.h"

int tanrei_pin_to_current_cpu(void) {
#if defined(__linux__)
  int cpu = sched_getcpu();
  if (cpu < 0) return -1;
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(cpu, &set);
  if (sched_setaffinity(0, sizeof(set), &set) != 0) return -1;
  return cpu;
#else
  return -1;
#endif
}

int64_t tanrei_heap_bytes_in_use(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
  struct mallinfo2 info = mallinfo2();
  return (int64_t)info.uordblks;
#else
  return -1;
#endif
}
