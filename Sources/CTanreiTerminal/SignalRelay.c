#define _GNU_SOURCE
#include "CTanreiTerminal.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

// Everything a handler reads is written before the handlers are installed, or is atomic.
static int relay_output = -1;
static int relay_active = 0;
static int notify_write = -1;
static atomic_int forward_pid = 0;
static atomic_int ending = 0;
static atomic_int size_follower = -1;
static atomic_int suspensions = 0;
static atomic_int child_terminal = -1;
static atomic_int writing = 0;
static atomic_int resizes = 0;
// How many writes this thread has begun and not ended: a write begun inside another (bytes
// taken from the capture's pipe, then drawn) must not be refused halfway.
static _Thread_local int claims = 0;

static const int relayed[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP,
                              SIGCONT, SIGWINCH, SIGUSR1, SIGUSR2};
#define RELAYED_COUNT (sizeof relayed / sizeof relayed[0])
static struct sigaction previous[RELAYED_COUNT];
static int installed[RELAYED_COUNT];
static struct sigaction ours;

// Two buffers, so that arming writes one while a handler may be reading the other.
static char restore_bytes[2][64];
static atomic_size_t restore_length[2];
static atomic_int restore_active = -1;
static atomic_int exit_hook_registered = 0;

static int slot_of(int sig) {
  for (size_t index = 0; index < RELAYED_COUNT; index++) {
    if (relayed[index] == sig) return (int)index;
  }
  return -1;
}

// Writes the restore sequence if armed, and disarms. Async-signal-safe.
static int restore_terminal(void) {
  tanrei_terminal_restore_echo();
  tanrei_terminal_restore_input();
  int active = atomic_exchange(&restore_active, -1);
  if (active < 0 || relay_output < 0) return 0;
  size_t length = atomic_load(&restore_length[active]);
  const char *bytes = restore_bytes[active];
  // Standard error may be the capture's pipe: the sequence goes to the terminal itself.
  int output = tanrei_capture_terminal(relay_output);
  while (length > 0) {
    ssize_t written = write(output, bytes, length);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) break;
    bytes += written;
    length -= (size_t)written;
  }
  return 1;
}

// Claims the terminal for an ending handler: no write may begin after this, and one under way
// on another thread is waited for, at most 100 ms (it may be this thread's own, interrupted, in
// which case it can never end). Async-signal-safe.
static void claim_for_ending(void) {
  atomic_store(&ending, 1);
  struct timespec step = {0, 1000000};
  for (int waited = 0; waited < 100 && atomic_load(&writing) > 0; waited++) {
    nanosleep(&step, NULL);
  }
}

static void notify(unsigned char note) {
  if (notify_write >= 0) {
    ssize_t ignored = write(notify_write, &note, 1);
    (void)ignored;
  }
}

// Whether the process ends when `sig` acts as it did before the handlers. Async-signal-safe.
static int ends_by_default(int sig) {
  struct sigaction *before = &previous[slot_of(sig)];
  return !(before->sa_flags & SA_SIGINFO) && before->sa_handler == SIG_DFL;
}

static void end_as_before(int sig, siginfo_t *info, void *context) {
  int slot = slot_of(sig);
  struct sigaction *before = &previous[slot];
  if (before->sa_flags & SA_SIGINFO) {
    if (before->sa_sigaction != NULL) before->sa_sigaction(sig, info, context);
    return;
  }
  if (before->sa_handler == SIG_DFL) {
    atomic_store(&ending, 1);
    sigaction(sig, before, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, sig);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(sig);
    return;
  }
  if (before->sa_handler != SIG_IGN) before->sa_handler(sig);
}

static void stop_and_continue(void) {
  struct sigaction stop;
  memset(&stop, 0, sizeof stop);
  stop.sa_handler = SIG_DFL;
  sigemptyset(&stop.sa_mask);
  sigaction(SIGTSTP, &stop, NULL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGTSTP);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
  raise(SIGTSTP);
  // Here again after SIGCONT.
  sigprocmask(SIG_BLOCK, &set, NULL);
  sigaction(SIGTSTP, &ours, NULL);
}

static void relay(int sig, siginfo_t *info, void *context) {
  int saved = errno;
  pid_t child = (pid_t)atomic_load(&forward_pid);
  // A process sent it to this one alone; the terminal sends to the whole foreground group,
  // the child included.
  int from_process =
      info != NULL && (info->si_code == SI_USER || info->si_code == SI_QUEUE ||
                       info->si_code == SI_TKILL);
  unsigned char note = (unsigned char)sig;
  switch (sig) {
  case SIGWINCH: {
    atomic_fetch_add(&resizes, 1);
    int follower = atomic_load(&size_follower);
    if (follower >= 0 && relay_output >= 0) {
      tanrei_terminal_copy_size(tanrei_capture_terminal(relay_output), follower);
    }
    break;
  }
  case SIGCONT:
    if (child > 0 && from_process) kill(child, SIGCONT);
    // Brought back to the foreground (fg): keys are passed on again.
    tanrei_terminal_resume_input();
    break;
  case SIGTSTP: {
    if (child > 0 && from_process) kill(child, SIGTSTP);
    if (restore_terminal()) note |= TANREI_SIGNAL_RESTORED;
    stop_and_continue();
    tanrei_terminal_resume_input();
    atomic_fetch_add(&suspensions, 1);
    break;
  }
  default:
    if (child > 0) {
      // A child on a terminal of its own gets no signal from ours. Ctrl-C or Ctrl-\ typed here
      // is typed on its terminal, which acts on the key as ours would have (a signal to its
      // foreground group, or the key itself to a program that reads every key); any other
      // ending signal, whoever sent it, goes to its whole group, as a terminal's would.
      int leader = atomic_load(&child_terminal);
      if (leader >= 0 && !from_process && (sig == SIGINT || sig == SIGQUIT)) {
        unsigned char key = tanrei_terminal_key_for_signal(sig);
        ssize_t ignored = write(leader, &key, 1);
        (void)ignored;
      } else if (leader >= 0) {
        kill(-child, sig);
      } else if (from_process) {
        kill(child, sig);
      }
      break;
    }
    claim_for_ending();
    if (restore_terminal()) note |= TANREI_SIGNAL_RESTORED;
    notify(note);
    // What the program wrote before the signal, still in the capture's pipe, comes before the
    // end; a handler of the program's lets the process go on, and the pipe is read as before.
    if (ends_by_default(sig)) tanrei_capture_rescue();
    end_as_before(sig, info, context);
    // Still here: the program's handler let the process go on, and drawing may resume.
    atomic_store(&ending, 0);
    errno = saved;
    return;
  }
  notify(note);
  errno = saved;
}

void tanrei_signals_restore_for_ending(void) {
  claim_for_ending();
  restore_terminal();
  tanrei_capture_rescue();
}

static void restore_at_exit(void) {
  // What stdio holds goes into the capture's pipe while it is still read, then the pipe is
  // copied to the terminal below the cleared lines.
  fflush(stdout);
  tanrei_signals_restore_for_ending();
  tanrei_terminal_restore_echo();
  tanrei_terminal_end_raw_input();
}

void tanrei_signals_register_exit(void) {
  if (atomic_exchange(&exit_hook_registered, 1)) return;
  atexit(restore_at_exit);
}

int tanrei_signals_install(int output, pid_t forward_to) {
  if (relay_active) tanrei_signals_uninstall();
  int pipe_ends[2];
  if (tanrei_pipe_nonblocking(pipe_ends) != 0) return -1;
  notify_write = pipe_ends[1];
  relay_active = 1;
  relay_output = output;
  atomic_store(&forward_pid, forward_to);
  atomic_store(&ending, 0);
  tanrei_signals_register_exit();

  memset(&ours, 0, sizeof ours);
  ours.sa_sigaction = relay;
  ours.sa_flags = SA_SIGINFO | SA_RESTART;
  sigemptyset(&ours.sa_mask);
  for (size_t index = 0; index < RELAYED_COUNT; index++) {
    int sig = relayed[index];
    installed[index] = 0;
    if ((sig == SIGUSR1 || sig == SIGUSR2) && forward_to <= 0) continue;
    if (sigaction(sig, NULL, &previous[index]) != 0) continue;
    int custom = (previous[index].sa_flags & SA_SIGINFO) != 0 ||
                 (previous[index].sa_handler != SIG_DFL && previous[index].sa_handler != SIG_IGN);
    int ignored = !(previous[index].sa_flags & SA_SIGINFO) && previous[index].sa_handler == SIG_IGN;
    // An ignored signal stays ignored; a program that handles its own suspension keeps it.
    if (ignored || (sig == SIGTSTP && custom)) continue;
    if (sigaction(sig, &ours, NULL) == 0) installed[index] = 1;
  }
  return pipe_ends[0];
}

void tanrei_signals_uninstall(void) {
  for (size_t index = 0; index < RELAYED_COUNT; index++) {
    if (installed[index]) sigaction(relayed[index], &previous[index], NULL);
    installed[index] = 0;
  }
  atomic_store(&forward_pid, 0);
  atomic_store(&restore_active, -1);
  int writing = notify_write;
  notify_write = -1;
  if (writing >= 0) close(writing);
  relay_active = 0;
}

void tanrei_signals_arm(const char *bytes, size_t count) {
  if (count == 0 || bytes == NULL) {
    atomic_store(&restore_active, -1);
    return;
  }
  if (count > sizeof restore_bytes[0] - 1) count = sizeof restore_bytes[0] - 1;
  int active = atomic_load(&restore_active);
  int next = active == 0 ? 1 : 0;
  memcpy(restore_bytes[next], bytes, count);
  atomic_store(&restore_length[next], count);
  atomic_store(&restore_active, next);
}

int tanrei_signals_ending(void) { return atomic_load(&ending); }

void tanrei_signals_follow_size(int terminal) { atomic_store(&size_follower, terminal); }

int tanrei_signals_suspensions(void) { return atomic_load(&suspensions); }

void tanrei_signals_child_terminal(int leader) { atomic_store(&child_terminal, leader); }

void tanrei_end_by_signal(int sig) {
  switch (sig) {
  case SIGCHLD: case SIGCONT: case SIGSTOP: case SIGTSTP: case SIGTTIN: case SIGTTOU:
  case SIGWINCH: case SIGURG:
    return;
  default:
    break;
  }
  // The command's core, if it left one, is the command's; this process leaves none of its own.
  struct rlimit none = {0, 0};
  setrlimit(RLIMIT_CORE, &none);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = SIG_DFL;
  sigemptyset(&action.sa_mask);
  sigaction(sig, &action, NULL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, sig);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
  raise(sig);
}

int tanrei_signals_begin_write(void) {
  // Announce the write, then look: a handler that set `ending` before this announcement is
  // seen here; one that sets it after sees the announcement and waits (both are seq_cst).
  atomic_fetch_add(&writing, 1);
  if (claims == 0 && atomic_load(&ending)) {
    atomic_fetch_sub(&writing, 1);
    return 0;
  }
  claims++;
  return 1;
}

void tanrei_signals_end_write(void) {
  claims--;
  atomic_fetch_sub(&writing, 1);
}

int tanrei_signals_resizes(void) { return atomic_load(&resizes); }
