/// A stored value SwiftUI keeps up to date for a view.
/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
  mutating func update()
}

extension DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
  public mutating func update() {}
}

/// A property wrapper that reads a value from a view's environment.
/// https://developer.apple.com/documentation/swiftui/environment
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/environment/init(_:)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

  /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  public var wrappedValue: Value { fatalError() }
}

/// The values a view's environment holds.
/// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/init()
  public init() {}

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { K.defaultValue }
    set {}
  }

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
  public var accessibilityReduceMotion: Bool { false }

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection
  public var layoutDirection: LayoutDirection {
    get { .leftToRight }
    set {}
  }

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme
  public var colorScheme: ColorScheme {
    get { .light }
    set {}
  }

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
  public var scenePhase: ScenePhase {
    get { .active }
    set {}
  }

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/locale
  public var locale: Locale {
    get { Locale(identifier: "en") }
    set {}
  }
}

/// A key for a value of one's own in the environment.
/// https://developer.apple.com/documentation/swiftui/environmentkey
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
  static var defaultValue: Self.Value { get }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:)
  nonisolated public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View { self }
}

// The three enums below are not @frozen in Apple's SDKs, and this module is built with library
// evolution, as Apple's are: a switch over one needs `@unknown default`.

/// The direction of a layout: left to right or right to left.
/// https://developer.apple.com/documentation/swiftui/layoutdirection
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight
  case rightToLeft
}

/// Light or dark appearance.
/// https://developer.apple.com/documentation/swiftui/colorscheme
public enum ColorScheme: CaseIterable, Sendable {
  case light
  case dark
}

/// Whether a scene is active, inactive or in the background.
/// https://developer.apple.com/documentation/swiftui/scenephase
public enum ScenePhase: Comparable, Sendable {
  case background
  case inactive
  case active
}
