#define _GNU_SOURCE
#include "CTanreiTerminal.h"

#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <time.h>

struct start {
  void (*body)(void *);
  void *context;
};

static void *run(void *argument) {
  struct start start = *(struct start *)argument;
  free(argument);
  start.body(start.context);
  return NULL;
}

int tanrei_thread_start(void (*body)(void *), void *context) {
  struct start *start = malloc(sizeof *start);
  if (start == NULL) return ENOMEM;
  start->body = body;
  start->context = context;
  // The thread starts with the signals a person sends blocked: their handlers run on another
  // thread, which they never find halfway through a write of this one's.
  sigset_t blocked, before;
  sigemptyset(&blocked);
  int asynchronous[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT, SIGWINCH, SIGUSR1,
                        SIGUSR2};
  for (size_t index = 0; index < sizeof asynchronous / sizeof asynchronous[0]; index++) {
    sigaddset(&blocked, asynchronous[index]);
  }
  pthread_sigmask(SIG_BLOCK, &blocked, &before);
  pthread_t thread;
  int status = pthread_create(&thread, NULL, run, start);
  pthread_sigmask(SIG_SETMASK, &before, NULL);
  if (status != 0) {
    free(start);
    return status;
  }
  pthread_detach(thread);
  return 0;
}

int tanrei_wait_readable(const int *descriptors, int count, long long nanoseconds) {
  struct pollfd polled[8];
  if (count < 0 || count > 8) {
    errno = EINVAL;
    return -1;
  }
  for (int index = 0; index < count; index++) {
    polled[index] = (struct pollfd){.fd = descriptors[index], .events = POLLIN, .revents = 0};
  }
#if defined(__linux__)
  struct timespec timeout;
  struct timespec *limit = NULL;
  if (nanoseconds >= 0) {
    timeout.tv_sec = (time_t)(nanoseconds / 1000000000LL);
    timeout.tv_nsec = (long)(nanoseconds % 1000000000LL);
    limit = &timeout;
  }
  int ready = ppoll(polled, (nfds_t)count, limit, NULL);
#else
  int milliseconds = nanoseconds < 0 ? -1 : (int)((nanoseconds + 999999LL) / 1000000LL);
  int ready = poll(polled, (nfds_t)count, milliseconds);
#endif
  if (ready < 0) return errno == EINTR ? 0 : -1;
  int mask = 0;
  for (int index = 0; index < count; index++) {
    if (descriptors[index] >= 0 && (polled[index].revents & (POLLIN | POLLHUP))) {
      mask |= 1 << index;
    }
  }
  return mask;
}
