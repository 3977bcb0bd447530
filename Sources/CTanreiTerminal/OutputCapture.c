// What the program writes to its terminal, passed above the live lines: while they are drawn,
// standard output and standard error — those of them that are the lines' terminal — are one
// pipe. Both streams written into the same pipe keep the order they were written in, which
// two pipes could not tell apart. The region's thread watches the pipe and has what comes
// through it handed to the region, which clears its lines, writes the bytes to the terminal
// through a descriptor of its own and draws the lines again below them.
//
// Standard output sent to a pipe whose reader writes to the terminal (`tool | cat`) goes
// through a pipe of its own, apart: the region hands it on to the reader and keeps its lines
// clear until the reader has written it.
//
// The pipes are never closed under a writer: a program's child started while the lines were
// drawn keeps it as its standard output and error, so when the capture ends with the pipe
// still held, a thread goes on copying what comes to the terminal, and ends only at end of
// file. One capture at a time; while that thread copies, no other begins.
//
// Nothing written is lost: at exit, on an ending signal and on a crash, what the pipe holds is
// copied to the terminal after the lines are cleared (`tanrei_capture_rescue`), and a crash
// puts the descriptors back before the runtime's own handler reports it.

#define _GNU_SOURCE
#include "CTanreiTerminal.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
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
// Read by signal handlers: set before the descriptors are redirected, cleared after they are
// put back. `saved[n]` is the original of descriptor n (1 or 2) while it is captured.
static atomic_int read_end = -1;
static atomic_int saved[3] = {-1, -1, -1};
// The terminal, for what the pipe still brings once the capture has ended (a child's output)
// and for a handler's rescue. Guarded by `delivery`, read atomically by handlers.
static atomic_int copy_terminal = -1;
// Standard output's own pipe and its original, while it goes to a pipe apart; -1 otherwise.
static atomic_int apart_read = -1;
static atomic_int apart_copy = -1;
// Whether a pipe is open: from a capture's beginning to end of file, after its end if a child
// holds it.
static atomic_int pipe_open = 0;

// The signals a crash is reported by, and what handled them before the capture.
static const int crashes[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT};
#define CRASH_COUNT (sizeof crashes / sizeof crashes[0])
static struct sigaction before_crash[CRASH_COUNT];
static int crash_installed[CRASH_COUNT];

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

// Hands on what `from` (the pipe of `stream`: 0 the terminal's, 1 standard output's apart)
// holds now. Answers 0 at end of file, 1 otherwise. Called with `delivery` held.
//
// Each read and the delivery of what it read are one write to the terminal for the signal
// handlers: a handler ending the process waits for them, and once one has begun nothing more
// is read here, so what the pipe still holds is the handler's to copy, in order.
static int take_from(int from, int stream) {
  uint8_t buffer[16384];
  for (;;) {
    if (!tanrei_signals_begin_write()) return 1;
    ssize_t count = read(from, buffer, sizeof buffer);
    if (count < 0) {
      tanrei_signals_end_write();
      if (errno == EINTR) continue;
      return 1;  // EAGAIN: nothing more for now.
    }
    if (count == 0) {
      tanrei_signals_end_write();
      return 0;
    }
    if (active && deliver_bytes != NULL) {
      deliver_bytes(deliver_context, stream, buffer, (size_t)count);
    } else {
      write_all(atomic_load(stream ? &apart_copy : &copy_terminal), buffer, (size_t)count);
    }
    tanrei_signals_end_write();
  }
}

// Hands on what both pipes hold now; answers whether either is still held by a writer.
// Called with `delivery` held.
static int take(void) {
  int held = 0;
  int from = atomic_load(&read_end);
  int apart = atomic_load(&apart_read);
  if (from >= 0) held |= take_from(from, 0);
  if (apart >= 0) held |= take_from(apart, 1);
  return held;
}

// Closes the pipes and the copies of the streams they stand for. Called with `delivery` held.
static void close_pipe(void) {
  atomic_int *owned[] = {&read_end, &copy_terminal, &apart_read, &apart_copy};
  for (size_t index = 0; index < sizeof owned / sizeof owned[0]; index++) {
    int descriptor = atomic_exchange(owned[index], -1);
    if (descriptor >= 0) close(descriptor);
  }
  atomic_store(&pipe_open, 0);
}

// After the capture, while a child holds a pipe: copies what comes through either until both
// reach end of file.
static void *copy(void *unused) {
  (void)unused;
  pthread_mutex_lock(&delivery);
  int open[2] = {atomic_load(&read_end) >= 0, atomic_load(&apart_read) >= 0};
  while (open[0] || open[1]) {
    struct pollfd descriptors[2] = {
        {.fd = open[0] ? atomic_load(&read_end) : -1, .events = POLLIN, .revents = 0},
        {.fd = open[1] ? atomic_load(&apart_read) : -1, .events = POLLIN, .revents = 0},
    };
    pthread_mutex_unlock(&delivery);
    while (poll(descriptors, 2, -1) < 0 && errno == EINTR) {}
    pthread_mutex_lock(&delivery);
    for (int stream = 0; stream < 2; stream++) {
      if (open[stream] && descriptors[stream].revents) {
        open[stream] = take_from(descriptors[stream].fd, stream);
      }
    }
  }
  close_pipe();
  pthread_mutex_unlock(&delivery);
  return NULL;
}

// Puts the captured descriptors back. Async-signal-safe.
static void put_back(void) {
  for (int descriptor = 1; descriptor <= 2; descriptor++) {
    int original = atomic_exchange(&saved[descriptor], -1);
    if (original < 0) continue;
    dup2(original, descriptor);
    close(original);
  }
}

// Copies what `from` holds now to `to`. Async-signal-safe.
static void copy_now(int from, int to) {
  if (from < 0 || to < 0) return;
  uint8_t buffer[4096];
  for (;;) {
    ssize_t count = read(from, buffer, sizeof buffer);
    if (count < 0 && errno == EINTR) continue;
    if (count <= 0) return;
    write_all(to, buffer, (size_t)count);
  }
}

void tanrei_capture_rescue(void) {
  put_back();
  copy_now(atomic_load(&apart_read), atomic_load(&apart_copy));
  copy_now(atomic_load(&read_end), atomic_load(&copy_terminal));
}

// A crash: the lines cleared and the pipe copied to the terminal, the descriptors put back so
// that the runtime's report (Swift's backtrace) reaches the terminal, then whatever handled the
// signal before acts.
static void crashed(int sig, siginfo_t *info, void *context) {
  tanrei_signals_restore_for_ending();
  size_t slot = 0;
  while (slot < CRASH_COUNT && crashes[slot] != sig) slot++;
  if (slot == CRASH_COUNT) return;
  struct sigaction *before = &before_crash[slot];
  sigaction(sig, before, NULL);
  if (before->sa_flags & SA_SIGINFO) {
    if (before->sa_sigaction != NULL) before->sa_sigaction(sig, info, context);
  } else if (before->sa_handler != SIG_DFL && before->sa_handler != SIG_IGN) {
    before->sa_handler(sig);
  }
  // A fault returns to the instruction, which faults again under the handler put back; a
  // signal raised (abort) is raised again by its sender or ends the process by default.
}

// One call a signal each way: a drawing's first write pays for these.
static void install_crash_handlers(void) {
  struct sigaction ours;
  memset(&ours, 0, sizeof ours);
  ours.sa_sigaction = crashed;
  ours.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&ours.sa_mask);
  for (size_t slot = 0; slot < CRASH_COUNT; slot++) {
    crash_installed[slot] = sigaction(crashes[slot], &ours, &before_crash[slot]) == 0;
    int ignored = !(before_crash[slot].sa_flags & SA_SIGINFO) &&
                  before_crash[slot].sa_handler == SIG_IGN;
    // An ignored signal stays ignored.
    if (crash_installed[slot] && ignored) {
      sigaction(crashes[slot], &before_crash[slot], NULL);
      crash_installed[slot] = 0;
    }
  }
}

static void uninstall_crash_handlers(void) {
  for (size_t slot = 0; slot < CRASH_COUNT; slot++) {
    if (!crash_installed[slot]) continue;
    crash_installed[slot] = 0;
    struct sigaction current;
    if (sigaction(crashes[slot], &before_crash[slot], &current) != 0) continue;
    // A handler installed over ours since is the program's: it stays.
    if (!(current.sa_flags & SA_SIGINFO) || current.sa_sigaction != crashed) {
      sigaction(crashes[slot], &current, NULL);
    }
  }
}

// Whether `descriptor` is a terminal and the same one as `output`.
static int same_terminal(int descriptor, int output) {
  struct stat ours, theirs;
  if (!isatty(descriptor) || fstat(output, &ours) != 0 || fstat(descriptor, &theirs) != 0) {
    return 0;
  }
  return ours.st_rdev == theirs.st_rdev;
}

void tanrei_line_buffer_shared_output(int output) {
  struct stat ours, theirs;
  if (output == 1 || isatty(1) || fstat(output, &ours) != 0 || fstat(1, &theirs) != 0) return;
  if (ours.st_dev != theirs.st_dev || ours.st_ino != theirs.st_ino) return;
  fflush(stdout);
  setvbuf(stdout, NULL, _IOLBF, BUFSIZ);
}

int tanrei_capture_possible(int output) {
  if (!isatty(output)) return 0;
  return same_terminal(1, output) || same_terminal(2, output);
}

int tanrei_capture_terminal(int descriptor) {
  if (descriptor == 1 || descriptor == 2) {
    int original = atomic_load(&saved[descriptor]);
    if (original >= 0) return original;
  }
  return descriptor;
}

// Closes each of `descriptors` (`count` of them) that is open.
static void close_all(int *descriptors, size_t count) {
  for (size_t index = 0; index < count; index++) {
    if (descriptors[index] >= 0) close(descriptors[index]);
  }
}

int tanrei_capture_begin(
    int output, int apart, tanrei_capture_deliver deliver, void *context, int *terminal_out,
    int *apart_read_out, int *apart_original_out) {
  *apart_read_out = -1;
  *apart_original_out = -1;
  if (atomic_load(&pipe_open)) return -1;
  int captures[3] = {0, same_terminal(1, output), same_terminal(2, output)};
  if (!captures[1] && !captures[2]) return -1;
  struct stat status;
  apart = apart && !captures[1] && fstat(1, &status) == 0 && S_ISFIFO(status.st_mode);
  // Each end and copy made, so that a failure closes them all: the pipe, standard output's
  // pipe, the terminal for the region (which owns it) and for what the pipe brings after the
  // end, standard output for the region and after the end, and the originals of 1 and 2.
  int made[10] = {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1};
  int *ends = made, *apart_ends = made + 2, *originals = made + 7;
  int failed = tanrei_pipe(ends) != 0 || (apart && tanrei_pipe(apart_ends) != 0);
  if (!failed) {
    made[4] = fcntl(output, F_DUPFD_CLOEXEC, 3);
    made[5] = fcntl(output, F_DUPFD_CLOEXEC, 3);
    failed = made[4] < 0 || made[5] < 0;
  }
  if (!failed && apart) {
    made[6] = fcntl(1, F_DUPFD_CLOEXEC, 3);
    *apart_original_out = fcntl(1, F_DUPFD_CLOEXEC, 3);
    failed = made[6] < 0 || *apart_original_out < 0;
  }
  for (int descriptor = 1; descriptor <= 2 && !failed; descriptor++) {
    if (!captures[descriptor] && !(descriptor == 1 && apart)) continue;
    originals[descriptor - 1] = fcntl(descriptor, F_DUPFD_CLOEXEC, 3);
    failed = originals[descriptor - 1] < 0;
  }
  if (failed) {
    close_all(made, sizeof made / sizeof made[0]);
    if (*apart_original_out >= 0) close(*apart_original_out);
    *apart_original_out = -1;
    return -1;
  }
  fcntl(ends[0], F_SETFL, O_NONBLOCK);
  if (apart) fcntl(apart_ends[0], F_SETFL, O_NONBLOCK);
  int terminal = made[4];
  static int registered = 0;
  if (!registered) {
    registered = 1;
    tanrei_signals_register_exit();
  }
  pthread_mutex_lock(&delivery);
  atomic_store(&read_end, ends[0]);
  atomic_store(&copy_terminal, made[5]);
  atomic_store(&apart_read, apart ? apart_ends[0] : -1);
  atomic_store(&apart_copy, made[6]);
  deliver_bytes = deliver;
  deliver_context = context;
  active = 1;
  atomic_store(&pipe_open, 1);
  install_crash_handlers();
  for (int descriptor = 1; descriptor <= 2; descriptor++) {
    if (originals[descriptor - 1] < 0) continue;
    atomic_store(&saved[descriptor], originals[descriptor - 1]);
    dup2(descriptor == 1 && apart ? apart_ends[1] : ends[1], descriptor);
  }
  pthread_mutex_unlock(&delivery);
  close(ends[1]);
  if (apart) close(apart_ends[1]);
  // What stdio holds was printed before the lines: it goes through the pipe, as what comes
  // next does, so that it too passes above them (or waits for the reader apart). Then line by
  // line, as on the terminal: stdio chose its buffering when it first wrote, and a program
  // that first prints into the pipe would otherwise hold its lines until it exits.
  if (captures[1] || apart) {
    fflush(stdout);
    setvbuf(stdout, NULL, _IOLBF, BUFSIZ);
  }
  *terminal_out = terminal;
  *apart_read_out = apart ? apart_ends[0] : -1;
  return ends[0];
}

void tanrei_capture_take(void) {
  pthread_mutex_lock(&delivery);
  if (active) take();
  pthread_mutex_unlock(&delivery);
}

void tanrei_capture_flush(void) {
  fflush(stdout);
  pthread_mutex_lock(&delivery);
  if (active) take();
  pthread_mutex_unlock(&delivery);
}

void tanrei_capture_end(void) {
  fflush(stdout);
  pthread_mutex_lock(&delivery);
  if (active) {
    put_back();
    uninstall_crash_handlers();
    // This process holds the pipes no more: end of file, unless a child holds one.
    int held = take();
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
