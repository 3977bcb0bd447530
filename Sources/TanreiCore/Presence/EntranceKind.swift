/// An entrance the component can draw.
public enum EntranceKind: String, Sendable, Hashable, CaseIterable, BitwiseCopyable {
  /// Opacity from 0 to 1.
  case fade
  /// Opacity from 0 to 1 while the scale goes from 0 to 1 about the centre.
  case grow
}
