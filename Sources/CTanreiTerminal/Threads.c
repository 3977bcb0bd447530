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

int tanrei_wait_readable(int first, int second, int third, long long nanoseconds) {
  struct pollfd descriptors[3] = {
      {.fd = first, .events = POLLIN, .revents = 0},
      {.fd = second, .events = POLLIN, .revents = 0},
      {.fd = third, .events = POLLIN, .revents = 0},
  };
#if defined(__linux__)
  struct timespec timeout;
  struct timespec *limit = NULL;
  if (nanoseconds >= 0) {
    timeout.tv_sec = (time_t)(nanoseconds / 1000000000LL);
    timeout.tv_nsec = (long)(nanoseconds % 1000000000LL);
    limit = &timeout;
  }
  int count = ppoll(descriptors, 3, limit, NULL);
#else
  int milliseconds = nanoseconds < 0 ? -1 : (int)((nanoseconds + 999999LL) / 1000000LL);
  int count = poll(descriptors, 3, milliseconds);
#endif
  if (count < 0) return errno == EINTR ? 0 : -1;
  int mask = 0;
  if (first >= 0 && (descriptors[0].revents & (POLLIN | POLLHUP))) mask |= 1;
  if (second >= 0 && (descriptors[1].revents & (POLLIN | POLLHUP))) mask |= 2;
  if (third >= 0 && (descriptors[2].revents & (POLLIN | POLLHUP))) mask |= 4;
  return mask;
}
