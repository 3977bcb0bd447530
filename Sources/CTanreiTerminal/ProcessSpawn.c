#define _GNU_SOURCE
#include "CTanreiTerminal.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <unistd.h>

extern char **environ;

int tanrei_spawn(
    pid_t *pid, const char *file, char *const arguments[], char *const environment[], int input,
    int output, int error, const char *controlling_terminal) {
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attributes;
  int status = posix_spawn_file_actions_init(&actions);
  if (status != 0) return status;
  status = posix_spawnattr_init(&attributes);
  if (status != 0) {
    posix_spawn_file_actions_destroy(&actions);
    return status;
  }

  sigset_t defaults;
  sigset_t mask;
  sigemptyset(&mask);
  short flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK;
  if (controlling_terminal != NULL) {
    // A session of its own, with the terminal opened after setsid so that it becomes the
    // controlling one, and no signal disposition inherited.
    sigfillset(&defaults);
    sigdelset(&defaults, SIGKILL);
    sigdelset(&defaults, SIGSTOP);
#if defined(POSIX_SPAWN_SETSID)
    flags |= POSIX_SPAWN_SETSID;
#endif
    // A stream kept where it is is left alone: it may be closed, as a closed standard input is.
    status = posix_spawn_file_actions_addopen(&actions, 2, controlling_terminal, O_RDWR, 0);
    if (status == 0 && input != 0) {
      status = posix_spawn_file_actions_adddup2(&actions, input >= 0 ? input : 2, 0);
    }
    if (status == 0 && output != 1) {
      status = posix_spawn_file_actions_adddup2(&actions, output >= 0 ? output : 2, 1);
    }
  } else {
    // Signals the program ignored stay ignored, as a shell leaves them; SIGPIPE is this
    // process's own choice and must not leak into the child.
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGPIPE);
    int streams[3] = {input, output, error};
    for (int target = 0; target < 3 && status == 0; target++) {
      if (streams[target] != target) {
        status = posix_spawn_file_actions_adddup2(&actions, streams[target], target);
      }
    }
  }
  if (status == 0) status = posix_spawnattr_setsigdefault(&attributes, &defaults);
  if (status == 0) status = posix_spawnattr_setsigmask(&attributes, &mask);
  if (status == 0) status = posix_spawnattr_setflags(&attributes, flags);
  if (status == 0) {
    status = posix_spawnp(
        pid, file, &actions, &attributes, arguments,
        environment != NULL ? environment : environ);
  }
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  return status;
}
