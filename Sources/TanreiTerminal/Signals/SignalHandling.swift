/// What an indicator does about the signals that would leave a terminal in a bad state.
///
/// An indicator hides the cursor while it animates; a program ended by Ctrl-C in that state
/// would leave the person's shell without a cursor. Unless told otherwise, an indicator that
/// draws on a terminal catches the ending signals, puts the terminal back, and then lets the
/// signal do what it would have done.
public enum SignalHandling: Sendable, Hashable {
  /// On SIGINT, SIGTERM, SIGHUP and SIGQUIT: clear the line and show the cursor, then act as
  /// the program had the signal act (by default, end with that signal's usual status; a handler
  /// the program installed is called). Around SIGTSTP and SIGCONT: put the terminal back before
  /// stopping and draw again on continuing. On SIGWINCH: fit the new width.
  case restoreThenEnd
  /// For a program that runs another one (`tanrei spin`): the ending signals, and SIGUSR1 and
  /// SIGUSR2, are sent on to process `pid` when a process sent them to this one (a signal from
  /// the terminal reaches the whole foreground group, the child included, without help), and
  /// this process keeps running until the child ends. Suspension and resizing as above.
  case forward(to: Int32)
  /// Installs nothing: the program handles signals itself, and ends the indicator before it
  /// ends.
  case none
}
