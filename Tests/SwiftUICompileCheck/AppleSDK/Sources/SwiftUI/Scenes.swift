// An app and its scenes: what a sample app's entry point uses.

/// An app: its entry point is the `main()` this protocol provides, called by `@main`.
/// https://developer.apple.com/documentation/swiftui/app
@MainActor @preconcurrency
public protocol App {
  /// The type of the app's scenes.
  associatedtype Body: Scene
  /// https://developer.apple.com/documentation/swiftui/app/body-swift.property
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// https://developer.apple.com/documentation/swiftui/app/init()
  @MainActor @preconcurrency init()
}

extension App {
  /// https://developer.apple.com/documentation/swiftui/app/main()
  @MainActor @preconcurrency public static func main() {}
}

/// A part of an app's user interface with a life cycle the system manages.
/// https://developer.apple.com/documentation/swiftui/scene
@MainActor @preconcurrency
public protocol Scene {
  /// The type of scene this scene is made of.
  associatedtype Body: Scene
  /// https://developer.apple.com/documentation/swiftui/scene/body-swift.property
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// A result builder that composes scenes.
/// https://developer.apple.com/documentation/swiftui/scenebuilder
@resultBuilder
public struct SceneBuilder {
  /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildexpression(_:)
  public static func buildExpression<Content>(_ content: Content) -> Content
  where Content: Scene { content }

  /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene {
    content
  }
}

/// A scene that presents a group of identically structured windows.
/// https://developer.apple.com/documentation/swiftui/windowgroup
@MainActor @preconcurrency
public struct WindowGroup<Content>: Scene where Content: View {
  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(makecontent:)
  nonisolated public init(@ViewBuilder makeContent: @escaping () -> Content) {}

  /// Primitive: no body.
  public var body: Never { fatalError() }
}
