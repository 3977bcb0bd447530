// Standard output passed above the live lines: while they are drawn, descriptor 1 is a pipe;
// the region's thread watches it and has what comes through it handed to the region, which
// clears its lines, writes the bytes to the terminal and draws the lines again below them.
//
// The pipe is never closed under a writer: a program's child started while the lines were
// drawn keeps it as its standard output, so when the capture ends with the pipe still held, a
// thread goes on copying what comes to the original standard output, and ends only at end of
// file. One capture at a time; while that thread copies, no other begins.

#include "CTanreiTerminal.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

// Held while bytes are taken from the pipe and handed on, so that the thread and the end of a
// capture hand them on in the order they were written.
static pthread_mutex_t delivery = PTHREAD_MUTEX_INITIALIZER;
// Guarded by `delivery`.
static tanrei_capture_deliver deliver_bytes = NULL;
static void *deliver_context = NULL;
static int active = 0;
static int read_end = -1;
static int original = -1;
// Whether a pipe is open: from a capture's beginning to end of file, after its end if a child
// holds it.
static atomic_int pipe_open = 0;

static void write_all(int descriptor, const uint8_t *bytes, size_t count) {
  while (count > 0) {
    ssize_t written = write(descriptor, bytes, count);
    if (written < 0) {
      if (errno == EINTR) continue;
      return;
    }
    bytes += written;
    count -= (size_t)written;
  }
}

// Hands on what the pipe holds now; with `wait`, first waits until it holds something.
// Answers 0 at end of file, 1 otherwise. Called with `delivery` held.
static int take(int wait) {
  uint8_t buffer[16384];
  for (;;) {
    if (wait) {
      pthread_mutex_unlock(&delivery);
      struct pollfd descriptor = {.fd = read_end, .events = POLLIN, .revents = 0};
      while (poll(&descriptor, 1, -1) < 0 && errno == EINTR) {}
      pthread_mutex_lock(&delivery);
      wait = 0;
    }
    ssize_t count = read(read_end, buffer, sizeof buffer);
    if (count < 0) {
      if (errno == EINTR) continue;
      return 1;  // EAGAIN: nothing more for now.
    }
    if (count == 0) return 0;
    if (active && deliver_bytes != NULL) {
      deliver_bytes(deliver_context, buffer, (size_t)count);
    } else if (original >= 0) {
      write_all(original, buffer, (size_t)count);
    }
  }
}

// Closes the pipe and the original's copy. Called with `delivery` held.
static void close_pipe(void) {
  close(read_end);
  read_end = -1;
  close(original);
  original = -1;
  atomic_store(&pipe_open, 0);
}

static void *copy(void *unused) {
  (void)unused;
  pthread_mutex_lock(&delivery);
  while (take(1)) {}
  close_pipe();
  pthread_mutex_unlock(&delivery);
  return NULL;
}

// At exit the region may not be asked for anything: what is left goes to the terminal as it is.
static void end_at_exit(void) {
  fflush(stdout);
  pthread_mutex_lock(&delivery);
  if (active) {
    dup2(original, 1);
    active = 0;
    deliver_bytes = NULL;
    if (read_end >= 0) take(0);
  }
  pthread_mutex_unlock(&delivery);
}

int tanrei_capture_possible(int output) {
  if (output == 1 || !isatty(1) || !isatty(output)) return 0;
  struct stat ours, theirs;
  if (fstat(output, &ours) != 0 || fstat(1, &theirs) != 0) return 0;
  return ours.st_rdev == theirs.st_rdev;
}

int tanrei_capture_begin(tanrei_capture_deliver deliver, void *context, int *original_out) {
  if (atomic_load(&pipe_open)) return -1;
  static int registered = 0;
  if (!registered) {
    registered = 1;
    atexit(end_at_exit);
  }
  int ends[2];
  if (pipe(ends) != 0) return -1;
  fcntl(ends[0], F_SETFD, FD_CLOEXEC);
  fcntl(ends[0], F_SETFL, O_NONBLOCK);
  // Line by line, as on the terminal: stdio chose its buffering when it first wrote, and a
  // program that first prints into the pipe would otherwise hold its lines until it exits.
  fflush(stdout);
  setvbuf(stdout, NULL, _IOLBF, BUFSIZ);
  int saved = fcntl(1, F_DUPFD_CLOEXEC, 3);
  if (saved < 0 || dup2(ends[1], 1) < 0) {
    if (saved >= 0) close(saved);
    close(ends[0]);
    close(ends[1]);
    return -1;
  }
  close(ends[1]);
  pthread_mutex_lock(&delivery);
  read_end = ends[0];
  original = saved;
  deliver_bytes = deliver;
  deliver_context = context;
  active = 1;
  atomic_store(&pipe_open, 1);
  pthread_mutex_unlock(&delivery);
  *original_out = saved;
  return ends[0];
}

void tanrei_capture_take(void) {
  pthread_mutex_lock(&delivery);
  if (active && read_end >= 0) take(0);
  pthread_mutex_unlock(&delivery);
}

void tanrei_capture_flush(void) {
  fflush(stdout);
  pthread_mutex_lock(&delivery);
  if (active && read_end >= 0) take(0);
  pthread_mutex_unlock(&delivery);
}

void tanrei_capture_end(void) {
  fflush(stdout);
  pthread_mutex_lock(&delivery);
  if (active) {
    dup2(original, 1);
    // This process holds the pipe no more: end of file, unless a child holds it.
    int held = read_end >= 0 && take(0);
    active = 0;
    deliver_bytes = NULL;
    deliver_context = NULL;
    pthread_t thread;
    if (!held) {
      close_pipe();
    } else if (pthread_create(&thread, NULL, copy, NULL) == 0) {
      pthread_detach(thread);
    } else {
      // No thread to copy for the child: it writes to a closed pipe from now on.
      close_pipe();
    }
  }
  pthread_mutex_unlock(&delivery);
}
