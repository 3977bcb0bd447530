// What TanreiTerminal needs from the C library that Swift cannot call directly: variadic
// ioctl and fcntl, spawning with job-control attributes, pseudo-terminals for tests, and signal
// handlers, which must be async-signal-safe and so cannot be written in Swift.
#ifndef C_TANREI_TERMINAL_H
#define C_TANREI_TERMINAL_H

#include <stddef.h>
#include <stdint.h>
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

/// A pipe whose descriptors are closed on exec and never block, made in one system call where
/// the system allows. Returns 0, or -1 with errno.
int tanrei_pipe_nonblocking(int descriptors[2]);

/// Turns O_NONBLOCK on or off. Returns 0, or -1 with errno.
int tanrei_set_nonblocking(int fd, int on);

/// Whether the writing end of a pipe `fd` has no reader left (a closed reader: `| head -1` done).
int tanrei_pipe_reader_gone(int fd);

/// How many bytes wait unread in the pipe or terminal `fd` refers to (either end of a pipe), or
/// -1 when that cannot be told.
int tanrei_pending_bytes(int fd);

/// Turns the echo of typed keys off on the terminal `fd`, when it is one and this process is in
/// its foreground (a background process would be stopped for trying), keeping the mode it had.
/// Keys typed meanwhile still reach whoever reads the terminal; they are just not drawn over the
/// indicator's line. Returns 1 when the echo was turned off by this call or an earlier one.
int tanrei_terminal_silence_echo(int fd);

/// Puts back the terminal mode `tanrei_terminal_silence_echo` changed, if it changed one.
/// Async-signal-safe; also done by the signal handlers and at exit.
void tanrei_terminal_restore_echo(void);

/// Whether this process is in the foreground process group of the terminal `fd` (also when
/// `fd` is not a terminal, or not this process's controlling one): only then may it draw there
/// or change the terminal's mode.
int tanrei_terminal_in_foreground(int fd);

/// Puts the terminal `fd` in raw input — no line editing, no echo, every key read as typed but
/// the interrupt and quit keys, which still signal the whole foreground group, and the suspend
/// key, which is read as a key — for a program that passes keys on to another terminal, when
/// it is one and this process is in its foreground. Output processing is left as it was. What
/// line editing held complete before (whole lines, an end of input) is read first into
/// `pending` (at most `capacity` bytes, each end of input as 0x04) and its length put in
/// `*taken`, to be passed on ahead of what comes next. The mode before is kept, and put back
/// by `tanrei_terminal_end_raw_input`, by the signal handlers (and taken up again once the
/// process is continued in the foreground) and at exit. Returns 1 when the terminal is in raw
/// input.
int tanrei_terminal_raw_input(int fd, unsigned char *pending, size_t capacity, size_t *taken);

/// Puts back the mode `tanrei_terminal_raw_input` changed, for now: a continued process in the
/// foreground takes raw input up again. Never changes the mode from the background.
/// Async-signal-safe.
void tanrei_terminal_restore_input(void);

/// Puts back the mode for good.
void tanrei_terminal_end_raw_input(void);

/// Takes raw input up again after `tanrei_terminal_restore_input`, if it is still wanted and
/// this process is in the foreground. Async-signal-safe.
void tanrei_terminal_resume_input(void);

/// Whether raw input is on.
int tanrei_terminal_raw_input_active(void);

/// The key that sends `sig` (SIGINT or SIGQUIT) on the terminal in raw input, as it was set
/// before; ^C and ^\ when none is. Async-signal-safe.
unsigned char tanrei_terminal_key_for_signal(int sig);

/// Takes back what was typed on the pseudo-terminal at `path` and never read there, and types
/// it on the terminal `to`, as if it had been typed there (TIOCSTI): for the keys passed on to
/// a program that ended without reading them, which the shell should get. Returns how many
/// bytes were typed on `to`: 0 when nothing was left, fewer than were left when the system does
/// not allow it (without privilege where `dev.tty.legacy_tiocsti` is 0, or where `to` is not
/// this process's controlling terminal), -1 when `path` cannot be opened.
int tanrei_terminal_return_unread_input(const char *path, int to);

/// Copies the window size of terminal `from` to terminal `to` (which signals SIGWINCH to the
/// foreground group of `to`). Returns 0, or -1 with errno. Async-signal-safe.
int tanrei_terminal_copy_size(int from, int to);

// MARK: Threads

/// Starts a detached thread running `body(context)`, with the signals a person or another
/// process sends (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT, SIGWINCH, SIGUSR1,
/// SIGUSR2) blocked in it. Returns 0, or an errno value.
int tanrei_thread_start(void (*body)(void *), void *context);

/// Waits until any of `descriptors` (`count` of them, at most 8; any may be -1) can be read, or
/// `nanoseconds` pass (a negative count waits without end). Returns a mask, bit n set when
/// `descriptors[n]` can be read; 0 when the time passed; -1 with errno on an error other than
/// EINTR.
int tanrei_wait_readable(const int *descriptors, int count, long long nanoseconds);

// MARK: Standard output and error above the lines

/// Receives what the program wrote while it was captured: to its terminal (`stream` 0), or to
/// standard output sent to a pipe apart (`stream` 1).
typedef void (*tanrei_capture_deliver)(
    void *context, int stream, const uint8_t *bytes, size_t count);

/// Whether what the program writes to its terminal can be passed above lines drawn on
/// `output`: `output` is a terminal, and standard output or standard error is the same one.
int tanrei_capture_possible(int output);

/// Where standard output is the same pipe or file as `output` (`2>&1` into a log), and no
/// terminal, makes stdio's `stdout` line-buffered: its lines then reach the log when printed,
/// in order with what is written to `output`, instead of in blocks, later.
void tanrei_line_buffer_shared_output(int output);

/// Makes standard output and standard error, those of them that are the terminal `output` is,
/// one pipe, and sets stdio's `stdout` to line buffering. With `apart`, standard output, when
/// it is a pipe rather than the terminal, becomes a pipe of its own too (`*apart_read` its read
/// end, `*apart_original` a descriptor on the pipe it went to, for the caller to write to and
/// close; both -1 otherwise). Returns the first pipe's read end, for the caller to watch, with
/// `*apart_read`, and call `tanrei_capture_take` when either can be read; or -1 when nothing
/// was captured (an earlier capture's pipe is still copied for a child, or a call failed).
/// `*terminal` is then a descriptor on `output`'s terminal for the caller to write to, and to
/// close once it no longer does. Crashes are watched meanwhile (see `tanrei_capture_rescue`).
/// One capture at a time.
int tanrei_capture_begin(
    int output, int apart, tanrei_capture_deliver deliver, void *context, int *terminal,
    int *apart_read, int *apart_original);

/// The descriptor that is `descriptor`'s terminal: while standard output or error is
/// captured, the original of that stream; otherwise `descriptor` itself. Async-signal-safe.
int tanrei_capture_terminal(int descriptor);

/// Hands what the pipes hold now to `deliver`.
void tanrei_capture_take(void);

/// Flushes `stdout` and hands on whatever the pipes hold now.
void tanrei_capture_flush(void);

/// Puts the descriptors back, and hands on what the pipes still hold. If a child started
/// meanwhile still holds a pipe, a thread goes on copying what it writes to the terminal (or to
/// standard output's pipe) until no one holds it.
void tanrei_capture_end(void);

/// For a process about to end (at exit, by a signal, in a crash), once the lines are cleared:
/// puts the descriptors back and copies what the pipes hold to the terminal (and to standard
/// output's pipe), as it is.
/// Async-signal-safe.
void tanrei_capture_rescue(void);

// MARK: Processes

/// Starts `file` (looked up in PATH when it has no slash) with `arguments` (NULL-terminated)
/// and `environment` (NULL-terminated, or NULL for this process's), its standard streams being
/// `input`, `output` and `error`, and SIGPIPE at its default action whatever this process does
/// with it. With `controlling_terminal`, the program starts a session of its own whose
/// controlling terminal, opened from that path, is its standard error, and its standard input
/// and output unless `input` and `output` are 0 or more (`error` is then ignored), and every
/// signal is at its default action: a terminal as a person's shell would give it.
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

/// On every SIGWINCH, copies the size of the terminal the handlers were installed for to
/// `terminal` (a pseudo-terminal's leader), or stops when -1.
void tanrei_signals_follow_size(int terminal);

/// How many times the SIGTSTP handler has stopped this process and seen it continue (or seen
/// the stop discarded, for a process group the terminal's session has orphaned).
int tanrei_signals_suspensions(void);

/// The leader of the pseudo-terminal the process forwarded to leads a session on, or -1. Then
/// Ctrl-C and Ctrl-\ typed on ours are typed on that terminal, and the other ending signals,
/// whoever sent them, go to the process's whole group, since nothing from our terminal (a
/// hang-up) reaches it.
void tanrei_signals_child_terminal(int leader);

/// Ends this process by `sig` as the command it ran was ended: the default action restored and
/// the signal raised, with no core of this process's own. Returns for a signal that does not
/// end a process (SIGCHLD, SIGCONT, the stops, SIGWINCH, SIGURG).
void tanrei_end_by_signal(int sig);
/// Marks the start of a write to the terminal; 0 when a handler has begun ending the process,
/// in which case nothing may be written (and `tanrei_signals_end_write` is not called). An
/// ending handler waits for a write begun elsewhere to end before it puts the terminal back, so
/// that a line drawn by another thread never lands after the restore sequence. A write begun
/// while this thread has one under way is never refused: it is part of that one.
int tanrei_signals_begin_write(void);

/// Marks the end of a write begun with `tanrei_signals_begin_write`.
void tanrei_signals_end_write(void);

/// How many times the window has been resized (SIGWINCH) while the handlers were installed.
int tanrei_signals_resizes(void);

/// For a process about to end: keeps any other thread from writing to the terminal (waiting,
/// at most 100 ms, for a write under way), writes the restore sequence if armed, and copies
/// what the capture's pipe holds (`tanrei_capture_rescue`). Async-signal-safe.
void tanrei_signals_restore_for_ending(void);

/// Has the terminal put back at exit: the restore sequence, the capture's pipe, the echo and
/// the input mode. Once per process.
void tanrei_signals_register_exit(void);

#endif
