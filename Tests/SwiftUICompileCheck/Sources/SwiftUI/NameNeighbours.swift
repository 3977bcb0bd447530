// SwiftUI declarations the views never call but whose names they meet: TanreiScene also has a
// `Scene` and a `Shape`, so on Apple platforms an unqualified use of either in a file that imports
// SwiftUI is ambiguous. Declaring them here makes that ambiguity fail the check too.

/// A part of an app's user interface with a life cycle the system manages.
/// https://developer.apple.com/documentation/swiftui/scene
@MainActor @preconcurrency
public protocol Scene {
  /// The type of scene this scene is made of.
  associatedtype Body: Scene
  /// The content of this scene (Apple builds it with `@SceneBuilder`, left out here).
  @MainActor @preconcurrency var body: Self.Body { get }
}

/// A 2-D shape drawn as a view (Apple's also refines `Animatable`, left out here).
/// https://developer.apple.com/documentation/swiftui/shape
public protocol Shape: Sendable, View {
  /// https://developer.apple.com/documentation/swiftui/shape/path(in:)
  func path(in rect: CGRect) -> Path
}
