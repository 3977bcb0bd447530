/// What a view knows of whether it can be seen: each part SwiftUI reports apart, and only all of
/// them together make the component visible.
///
/// None of them inserts or removes: they show and hide (LDG-7 pauses the cycle while hidden;
/// LDG-15 keeps the delay counting; LDG-13 runs the entrance to its end).
public struct ViewVisibility: Sendable, Hashable {
  /// The scene's phase (`scenePhase`).
  public var sceneActivity: SceneActivity
  /// Whether the view is scrolled into view (`onScrollVisibilityChange`).
  public var isScrolledIntoView: Bool
  /// Whether the view is on screen: between `onAppear` and `onDisappear`.
  public var isOnScreen: Bool
  /// Whether the view's `.task` runs: SwiftUI cancels it some time after the view disappears.
  public var isTaskRunning: Bool

  /// Visibility with the given parts; all visible unless given.
  public init(
    sceneActivity: SceneActivity = .active, isScrolledIntoView: Bool = true,
    isOnScreen: Bool = true, isTaskRunning: Bool = true
  ) {
    self.sceneActivity = sceneActivity
    self.isScrolledIntoView = isScrolledIntoView
    self.isOnScreen = isOnScreen
    self.isTaskRunning = isTaskRunning
  }

  /// Whether the component can be seen: its scene active, scrolled into view, on screen, its
  /// task running.
  public var isVisible: Bool {
    sceneActivity == .active && isScrolledIntoView && isOnScreen && isTaskRunning
  }
}
