/// Whether the scene a view is in is in front of the person (SwiftUI's `ScenePhase`).
public enum SceneActivity: String, Sendable, Hashable, CaseIterable {
  /// In the foreground and interactive.
  case active
  /// In the foreground but not interactive (the app switcher, a system overlay).
  case inactive
  /// Not seen.
  case background
}
