// What the program writes to its terminal, passed above the live lines: while they are drawn,
// standard output and standard error — those of them that are the lines' terminal — are one
// pipe. Both streams written into the same pipe keep the order they were written in, which
// two pipes could not tell apart. The region's thread watches the pipe and has what comes
// through it handed to the region, which clears its lines, writes the bytes to the terminal
// through a descriptor of its own and draws the lines again below them.
//
// The pipe is never closed under a writer: a program's child started while the lines were
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

// Hands on what the pipe holds now; with `wait`, first waits until it holds something.
// Answers 0 at end of file, 1 otherwise. Called with `delivery` held.
//
// Each read and the delivery of what it read are one write to the terminal for the signal
// handlers: a handler ending the process waits for them, and once one has begun nothing more
// is read here, so what the pipe still holds is the handler's to copy, in order.
static int take(int wait) {
  uint8_t buffer[16384];
  int from = atomic_load(&read_end);
  for (;;) {
    if (wait) {
      pthread_mutex_unlock(&delivery);
      struct pollfd descriptor = {.fd = from, .events = POLLIN, .revents = 0};
      while (poll(&descriptor, 1, -1) < 0 && errno == EINTR) {}
      pthread_mutex_lock(&delivery);
      wait = 0;
    }
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
      deliver_bytes(deliver_context, buffer, (size_t)count);
    } else {
      write_all(atomic_load(&copy_terminal), buffer, (size_t)count);
    }
    tanrei_signals_end_write();
  }
}

// Closes the pipe and the terminal's copy. Called with `delivery` held.
static void close_pipe(void) {
  int from = atomic_exchange(&read_end, -1);
  if (from >= 0) close(from);
  int terminal = atomic_exchange(&copy_terminal, -1);
  if (terminal >= 0) close(terminal);
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

// Puts the captured descriptors back. Async-signal-safe.
static void put_back(void) {
  for (int descriptor = 1; descriptor <= 2; descriptor++) {
    int original = atomic_exchange(&saved[descriptor], -1);
    if (original < 0) continue;
    dup2(original, descriptor);
    close(original);
  }
}

void tanrei_capture_rescue(void) {
  int from = atomic_load(&read_end);
  int terminal = atomic_load(&copy_terminal);
  put_back();
  if (from < 0 || terminal < 0) return;
  uint8_t buffer[4096];
  for (;;) {
    ssize_t count = read(from, buffer, sizeof buffer);
    if (count < 0 && errno == EINTR) continue;
    if (count <= 0) return;
    write_all(terminal, buffer, (size_t)count);
  }
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

static void install_crash_handlers(void) {
  struct sigaction ours;
  memset(&ours, 0, sizeof ours);
  ours.sa_sigaction = crashed;
  ours.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&ours.sa_mask);
  for (size_t slot = 0; slot < CRASH_COUNT; slot++) {
    crash_installed[slot] = 0;
    if (sigaction(crashes[slot], NULL, &before_crash[slot]) != 0) continue;
    int ignored = !(before_crash[slot].sa_flags & SA_SIGINFO) &&
                  before_crash[slot].sa_handler == SIG_IGN;
    if (ignored) continue;
    if (sigaction(crashes[slot], &ours, NULL) == 0) crash_installed[slot] = 1;
  }
}

static void uninstall_crash_handlers(void) {
  for (size_t slot = 0; slot < CRASH_COUNT; slot++) {
    if (!crash_installed[slot]) continue;
    struct sigaction current;
    // A handler installed over ours since is the program's: it stays.
    if (sigaction(crashes[slot], NULL, &current) == 0 && (current.sa_flags & SA_SIGINFO) &&
        current.sa_sigaction == crashed) {
      sigaction(crashes[slot], &before_crash[slot], NULL);
    }
    crash_installed[slot] = 0;
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

int tanrei_capture_begin(
    int output, tanrei_capture_deliver deliver, void *context, int *terminal_out) {
  if (atomic_load(&pipe_open)) return -1;
  int captures[3] = {0, same_terminal(1, output), same_terminal(2, output)};
  if (!captures[1] && !captures[2]) return -1;
  int ends[2];
  if (tanrei_pipe(ends) != 0) return -1;
  fcntl(ends[0], F_SETFL, O_NONBLOCK);
  // The terminal, for the region (which owns it) and for what the pipe brings after the end.
  int terminal = fcntl(output, F_DUPFD_CLOEXEC, 3);
  int copied = fcntl(output, F_DUPFD_CLOEXEC, 3);
  int originals[3] = {-1, -1, -1};
  int failed = terminal < 0 || copied < 0;
  for (int descriptor = 1; descriptor <= 2 && !failed; descriptor++) {
    if (!captures[descriptor]) continue;
    originals[descriptor] = fcntl(descriptor, F_DUPFD_CLOEXEC, 3);
    failed = originals[descriptor] < 0;
  }
  if (failed) {
    for (int descriptor = 1; descriptor <= 2; descriptor++) {
      if (originals[descriptor] >= 0) close(originals[descriptor]);
    }
    if (terminal >= 0) close(terminal);
    if (copied >= 0) close(copied);
    close(ends[0]);
    close(ends[1]);
    return -1;
  }
  static int registered = 0;
  if (!registered) {
    registered = 1;
    tanrei_signals_register_exit();
  }
  // Line by line, as on the terminal: stdio chose its buffering when it first wrote, and a
  // program that first prints into the pipe would otherwise hold its lines until it exits.
  if (captures[1]) {
    fflush(stdout);
    setvbuf(stdout, NULL, _IOLBF, BUFSIZ);
  }
  pthread_mutex_lock(&delivery);
  atomic_store(&read_end, ends[0]);
  atomic_store(&copy_terminal, copied);
  deliver_bytes = deliver;
  deliver_context = context;
  active = 1;
  atomic_store(&pipe_open, 1);
  install_crash_handlers();
  for (int descriptor = 1; descriptor <= 2; descriptor++) {
    if (!captures[descriptor]) continue;
    atomic_store(&saved[descriptor], originals[descriptor]);
    dup2(ends[1], descriptor);
  }
  pthread_mutex_unlock(&delivery);
  close(ends[1]);
  *terminal_out = terminal;
  return ends[0];
}

void tanrei_capture_take(void) {
  pthread_mutex_lock(&delivery);
  if (active && atomic_load(&read_end) >= 0) take(0);
  pthread_mutex_unlock(&delivery);
}

void tanrei_capture_flush(void) {
  fflush(stdout);
  pthread_mutex_lock(&delivery);
  if (active && atomic_load(&read_end) >= 0) take(0);
  pthread_mutex_unlock(&delivery);
}

void tanrei_capture_end(void) {
  fflush(stdout);
  pthread_mutex_lock(&delivery);
  if (active) {
    put_back();
    uninstall_crash_handlers();
    // This process holds the pipe no more: end of file, unless a child holds it.
    int held = atomic_load(&read_end) >= 0 && take(0);
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
