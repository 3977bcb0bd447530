// What TanreiTerminal needs from the C library that Swift cannot call directly: variadic
// ioctl and fcntl, spawning with job-control attributes, pseudo-terminals for tests, and signal
// handlers, which must be async-signal-safe and so cannot be written in Swift.
#ifndef C_TANREI_TERMINAL_H
#define C_TANREI_TERMINAL_H

#include <stddef.h>
#include <sys/types.h>

// MARK: Terminal devices

/// The terminal's width in columns, or 0 when `fd` is not a terminal or does not know its size.
int tanrei_terminal_columns(int fd);

/// Sets the window size a pseudo-terminal reports (and signals SIGWINCH to its foreground
/// group). Returns 0, or -1 with errno.
int tanrei_terminal_set_size(int fd, unsigned short rows, unsigned short columns);

/// Whether `a` and `b` are the same terminal device.
int tanrei_same_terminal(int a, int b);

/// Opens a pseudo-terminal of `rows` by `columns` whose descriptors are closed on exec. Writes
/// the follower's path into `path` (at most `capacity` bytes). Returns 0, or -1 with errno.
int tanrei_open_pseudo_terminal(
    int *leader, int *follower, char *path, size_t capacity, unsigned short rows,
    unsigned short columns);

/// A pipe whose descriptors are closed on exec. Returns 0, or -1 with errno.
int tanrei_pipe(int descriptors[2]);

/// Turns O_NONBLOCK on or off. Returns 0, or -1 with errno.
int tanrei_set_nonblocking(int fd, int on);

// MARK: Processes

/// Starts `file` (looked up in PATH when it has no slash) with `arguments` (NULL-terminated)
/// and `environment` (NULL-terminated, or NULL for this process's), its standard streams being
/// `input`, `output` and `error`, and SIGPIPE at its default action whatever this process does
/// with it. With `controlling_terminal`, the program starts a session of its own whose
/// controlling terminal, opened from that path, is its standard input and error (`input` and
/// `error` are then ignored), and every signal is at its default action: a terminal as a
/// person's shell would give it; `output`, when 0 or more, is still used for standard output.
/// Returns 0 and the process id in `pid`, or an errno value
/// (ENOENT when the program does not exist, EACCES when it cannot be run).
int tanrei_spawn(
    pid_t *pid, const char *file, char *const arguments[], char *const environment[], int input,
    int output, int error, const char *controlling_terminal);

// MARK: Signals

/// The bit a notification carries when the handler wrote the restore sequence before it.
#define TANREI_SIGNAL_RESTORED 0x80

/// Installs handlers for SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT and SIGWINCH (and,
/// when forwarding, SIGUSR1 and SIGUSR2), leaving alone any the program ignores or, for SIGTSTP,
/// handles itself. Each handled signal writes one byte, its number, to a non-blocking pipe whose
/// reading end is returned (or -1 with errno); TANREI_SIGNAL_RESTORED is added when the handler
/// wrote the restore sequence to `output` first.
///
/// Ending signals (INT, TERM, HUP, QUIT): without a process to forward to, write the restore
/// sequence if armed, then act as the program had them act before (by default: end with that
/// signal). With one, send it the signal when a process sent it to this one (a signal from the
/// terminal already reached the whole foreground group), and keep running.
///
/// SIGTSTP writes the restore sequence if armed, stops the process, and on SIGCONT reinstalls
/// itself and notifies. The restore sequence is also written at exit when armed.
int tanrei_signals_install(int output, pid_t forward_to);

/// Restores the dispositions the program had and closes the pipe's writing end.
void tanrei_signals_uninstall(void);

/// Sets the bytes that put the terminal back (at most 63); an empty sequence disarms.
void tanrei_signals_arm(const char *bytes, size_t count);

/// Whether a handler has begun ending the process: nothing more should be drawn.
int tanrei_signals_ending(void);

/// Marks the start of a write to the terminal; 0 when a handler has begun ending the process,
/// in which case nothing may be written (and `tanrei_signals_end_write` is not called). An
/// ending handler waits for a write begun elsewhere to end before it puts the terminal back, so
/// that a line drawn by another thread never lands after the restore sequence.
int tanrei_signals_begin_write(void);

/// Marks the end of a write begun with `tanrei_signals_begin_write`.
void tanrei_signals_end_write(void);

#endif
