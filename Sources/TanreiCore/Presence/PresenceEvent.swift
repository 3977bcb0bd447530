/// Something that happens to a component's presence at a moment on its timeline.
public enum PresenceEvent<Content: PresenceContent>: Sendable {
  /// Put into a view: the show delay starts.
  case insert
  /// Taken out: gone at once, whatever the phase.
  case remove
  /// No longer seen: the cycle pauses; the delay and the entrance run on.
  case hide
  /// Seen again: the cycle resumes where it paused.
  case show
  /// New resolved values. What they draw applies at once; their timing applies from the next
  /// insertion, so that a running delay or entrance finishes as it began.
  case setContent(Content)
  /// The whole environment changes at once.
  case setEnvironment(ComponentEnvironment)
}
