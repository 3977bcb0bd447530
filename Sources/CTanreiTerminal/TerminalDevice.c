#define _GNU_SOURCE
#include "CTanreiTerminal.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <signal.h>
#include <stdatomic.h>
#include <termios.h>
#include <unistd.h>

#if defined(__APPLE__)
#include <util.h>
#else
#include <pty.h>
#endif

int tanrei_terminal_columns(int fd) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
  return size.ws_col;
}

int tanrei_terminal_set_size(int fd, unsigned short rows, unsigned short columns) {
  struct winsize size = {.ws_row = rows, .ws_col = columns};
  return ioctl(fd, TIOCSWINSZ, &size);
}

int tanrei_same_terminal(int a, int b) {
  struct stat first;
  struct stat second;
  if (!isatty(a) || !isatty(b)) return 0;
  if (fstat(a, &first) != 0 || fstat(b, &second) != 0) return 0;
  return first.st_rdev == second.st_rdev;
}

static int close_on_exec(int fd) {
  int flags = fcntl(fd, F_GETFD);
  if (flags < 0) return -1;
  return fcntl(fd, F_SETFD, flags | FD_CLOEXEC);
}

int tanrei_open_pseudo_terminal(
    int *leader, int *follower, char *path, size_t capacity, unsigned short rows,
    unsigned short columns) {
  struct winsize size = {.ws_row = rows, .ws_col = columns};
  char name[128] = {0};
  if (openpty(leader, follower, name, NULL, &size) != 0) return -1;
  if (close_on_exec(*leader) != 0 || close_on_exec(*follower) != 0) {
    int saved = errno;
    close(*leader);
    close(*follower);
    errno = saved;
    return -1;
  }
  if (path != NULL && capacity > 0) {
    strncpy(path, name, capacity - 1);
    path[capacity - 1] = 0;
  }
  return 0;
}

int tanrei_pipe(int descriptors[2]) {
#if defined(__APPLE__)
  if (pipe(descriptors) != 0) return -1;
  if (close_on_exec(descriptors[0]) != 0 || close_on_exec(descriptors[1]) != 0) return -1;
  return 0;
#else
  return pipe2(descriptors, O_CLOEXEC);
#endif
}

int tanrei_pipe_nonblocking(int descriptors[2]) {
#if defined(__APPLE__)
  if (tanrei_pipe(descriptors) != 0) return -1;
  if (tanrei_set_nonblocking(descriptors[0], 1) != 0 ||
      tanrei_set_nonblocking(descriptors[1], 1) != 0) {
    close(descriptors[0]);
    close(descriptors[1]);
    return -1;
  }
  return 0;
#else
  return pipe2(descriptors, O_CLOEXEC | O_NONBLOCK);
#endif
}

int tanrei_set_nonblocking(int fd, int on) {
  int flags = fcntl(fd, F_GETFL);
  if (flags < 0) return -1;
  return fcntl(fd, F_SETFL, on ? (flags | O_NONBLOCK) : (flags & ~O_NONBLOCK));
}

int tanrei_pipe_reader_gone(int fd) {
  struct pollfd descriptor = {.fd = fd, .events = POLLOUT, .revents = 0};
  if (poll(&descriptor, 1, 0) < 0) return 0;
  return (descriptor.revents & POLLERR) != 0;
}

int tanrei_pending_bytes(int fd) {
  int count = 0;
  if (ioctl(fd, FIONREAD, &count) != 0) return -1;
  return count;
}

// The mode before the echo was silenced. Written before `echo_silenced` is set, read by signal
// handlers only after they see it set.
static struct termios mode_before;
static int mode_fd = -1;
static atomic_int echo_silenced = 0;

int tanrei_terminal_silence_echo(int fd) {
  if (atomic_load(&echo_silenced)) return 1;
  if (!isatty(fd) || tcgetpgrp(fd) != getpgrp()) return 0;
  struct termios mode;
  if (tcgetattr(fd, &mode) != 0) return 0;
  if (!(mode.c_lflag & ECHO)) return 0;
  mode_before = mode;
  mode_fd = fd;
  atomic_store(&echo_silenced, 1);
  mode.c_lflag &= ~(tcflag_t)ECHO;
  // TCSANOW: keys already typed stay queued for whoever reads them.
  if (tcsetattr(fd, TCSANOW, &mode) != 0) {
    atomic_store(&echo_silenced, 0);
    return 0;
  }
  return 1;
}

// Whether this process is in the foreground of terminal `fd`, or `fd` is not its controlling
// terminal (nothing else could own its mode then). A mode changed from the background would
// stop the process with SIGTTOU, or with SIGTTOU blocked, change the mode under the program
// in the foreground (the shell's line editor). Async-signal-safe.
static int in_foreground(int fd) {
  pid_t group = tcgetpgrp(fd);
  return group < 0 || group == getpgrp();
}

int tanrei_terminal_in_foreground(int fd) {
  if (!isatty(fd)) return 1;
  return in_foreground(fd);
}

void tanrei_terminal_restore_echo(void) {
  if (!atomic_exchange(&echo_silenced, 0)) return;
  // Standard error, silenced before it was captured, may be the capture's pipe now.
  int fd = tanrei_capture_terminal(mode_fd);
  // A process in the background has nothing to put back: the SIGTSTP handler did that before
  // it stopped, and the mode is now the foreground program's.
  if (!in_foreground(fd)) return;
  sigset_t block, before;
  sigemptyset(&block);
  sigaddset(&block, SIGTTOU);
  sigprocmask(SIG_BLOCK, &block, &before);
  struct termios mode;
  if (tcgetattr(fd, &mode) == 0) {
    // Only the echo is ours to put back; whatever else a program changed since stays.
    mode.c_lflag |= (mode_before.c_lflag & ECHO);
    tcsetattr(fd, TCSANOW, &mode);
  }
  sigprocmask(SIG_SETMASK, &before, NULL);
}

// Raw input, for passing keys on. The same discipline as the echo's: written before the flag is
// set, read by handlers only after they see it set.
static struct termios input_before;
static struct termios input_raw;
static int input_fd = -1;
static atomic_int input_is_raw = 0;
// Whether raw input is wanted until `tanrei_terminal_end_raw_input`: a handler puts the mode
// back around a suspension, and takes raw input up again once the process is in the
// foreground.
static atomic_int input_wanted = 0;

// Reads what canonical input holds complete now (whole lines, and the end of input a Ctrl-D or
// `script` reaching the end of its own input leaves), so that none of it is left for the switch
// to raw input: the kernel keeps an end of input as a NUL byte, which raw input would read as a
// typed Ctrl-@. Each end of input is handed on as 0x04, which the command's terminal reads as
// an end of input in its turn.
static size_t take_complete_input(int fd, unsigned char *pending, size_t capacity) {
  size_t count = 0;
  while (count < capacity) {
    struct pollfd descriptor = {.fd = fd, .events = POLLIN, .revents = 0};
    if (poll(&descriptor, 1, 0) <= 0 || !(descriptor.revents & POLLIN)) break;
    ssize_t got = read(fd, pending + count, capacity - count);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) break;
    if (got == 0) {
      pending[count++] = 0x04;
      continue;
    }
    count += (size_t)got;
  }
  return count;
}

// While raw input is on, Ctrl-C and Ctrl-\ still signal this process. Until the program's own
// handlers are installed (or where it has none), one of these puts the mode back before the
// signal's default action ends the process, so that it never leaves the terminal raw.
static const int guarded[] = {SIGINT, SIGQUIT, SIGTERM, SIGHUP};
#define GUARDED_COUNT (sizeof guarded / sizeof guarded[0])
static int guard_installed[GUARDED_COUNT];

static void restore_then_default(int sig) {
  tanrei_terminal_restore_input();
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = SIG_DFL;
  sigemptyset(&action.sa_mask);
  sigaction(sig, &action, NULL);
  raise(sig);
}

static void guard_raw_input(int on) {
  for (size_t index = 0; index < GUARDED_COUNT; index++) {
    struct sigaction current;
    if (sigaction(guarded[index], NULL, &current) != 0) continue;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    if (on && !(current.sa_flags & SA_SIGINFO) && current.sa_handler == SIG_DFL) {
      action.sa_handler = restore_then_default;
      if (sigaction(guarded[index], &action, NULL) == 0) guard_installed[index] = 1;
    } else if (!on && guard_installed[index]) {
      guard_installed[index] = 0;
      if (!(current.sa_flags & SA_SIGINFO) && current.sa_handler == restore_then_default) {
        action.sa_handler = SIG_DFL;
        sigaction(guarded[index], &action, NULL);
      }
    }
  }
}

int tanrei_terminal_raw_input(int fd, unsigned char *pending, size_t capacity, size_t *taken) {
  if (taken != NULL) *taken = 0;
  if (atomic_load(&input_is_raw)) return 1;
  if (!isatty(fd) || tcgetpgrp(fd) != getpgrp()) return 0;
  struct termios mode;
  if (tcgetattr(fd, &mode) != 0) return 0;
  input_before = mode;
  // ISIG stays: Ctrl-C and Ctrl-\ still signal the whole foreground group (the shell, the rest
  // of a pipeline), as they would without us. The suspend key is read as a key instead, so
  // that the command is stopped with us (see ChildProcess.suspend).
  mode.c_lflag &= ~(tcflag_t)(ICANON | ECHO | IEXTEN);
  mode.c_iflag &= ~(tcflag_t)(IXON | ICRNL | INLCR | IGNCR | ISTRIP | BRKINT);
  mode.c_cc[VMIN] = 1;
  mode.c_cc[VTIME] = 0;
  mode.c_cc[VSUSP] = _POSIX_VDISABLE;
  input_raw = mode;
  input_fd = fd;
  if (pending != NULL && taken != NULL && (input_before.c_lflag & ICANON)) {
    *taken = take_complete_input(fd, pending, capacity);
  }
  guard_raw_input(1);
  atomic_store(&input_is_raw, 1);
  atomic_store(&input_wanted, 1);
  if (tcsetattr(fd, TCSANOW, &mode) != 0) {
    atomic_store(&input_is_raw, 0);
    atomic_store(&input_wanted, 0);
    guard_raw_input(0);
    return 0;
  }
  return 1;
}

static void set_mode_unstopped(int fd, const struct termios *mode) {
  if (!in_foreground(fd)) return;
  sigset_t block, before;
  sigemptyset(&block);
  sigaddset(&block, SIGTTOU);
  sigprocmask(SIG_BLOCK, &block, &before);
  tcsetattr(fd, TCSANOW, mode);
  sigprocmask(SIG_SETMASK, &before, NULL);
}

void tanrei_terminal_restore_input(void) {
  if (!atomic_exchange(&input_is_raw, 0)) return;
  set_mode_unstopped(input_fd, &input_before);
}

void tanrei_terminal_end_raw_input(void) {
  int wanted = atomic_exchange(&input_wanted, 0);
  tanrei_terminal_restore_input();
  if (wanted) guard_raw_input(0);
}

void tanrei_terminal_resume_input(void) {
  if (!atomic_load(&input_wanted) || input_fd < 0 || atomic_load(&input_is_raw)) return;
  if (tcgetpgrp(input_fd) != getpgrp()) return;
  atomic_store(&input_is_raw, 1);
  set_mode_unstopped(input_fd, &input_raw);
}

int tanrei_terminal_raw_input_active(void) { return atomic_load(&input_is_raw); }

unsigned char tanrei_terminal_key_for_signal(int sig) {
  int known = atomic_load(&input_wanted);
  if (sig == SIGQUIT) return known ? input_before.c_cc[VQUIT] : 0x1C;
  return known ? input_before.c_cc[VINTR] : 0x03;
}

int tanrei_terminal_return_unread_input(const char *path, int to) {
  int fd = open(path, O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return -1;
  // Out of line editing, everything queued can be read, an unfinished line included; without
  // the echo, nothing is written back to the terminal as it is read.
  struct termios mode;
  if (tcgetattr(fd, &mode) == 0) {
    mode.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
    mode.c_cc[VMIN] = 0;
    mode.c_cc[VTIME] = 0;
    tcsetattr(fd, TCSANOW, &mode);
  }
  int typed = 0;
  unsigned char buffer[4096];
  for (;;) {
    ssize_t count = read(fd, buffer, sizeof buffer);
    if (count < 0 && errno == EINTR) continue;
    if (count <= 0) break;
    for (ssize_t index = 0; index < count; index++) {
      if (ioctl(to, TIOCSTI, &buffer[index]) != 0) {
        close(fd);
        return typed;
      }
      typed++;
    }
  }
  close(fd);
  return typed;
}

int tanrei_terminal_copy_size(int from, int to) {
  struct winsize size;
  if (ioctl(from, TIOCGWINSZ, &size) != 0) return -1;
  return ioctl(to, TIOCSWINSZ, &size);
}
