// The property wrappers that hold a view's own values and hand them to the views inside it.

/// A property wrapper for a value a view owns.
/// https://developer.apple.com/documentation/swiftui/state
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) {}

  /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  public init(initialValue value: Value) {}

  /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }

  /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> { fatalError() }
}

extension State: Sendable where Value: Sendable {}

/// A two-way connection to a value that another view owns.
/// https://developer.apple.com/documentation/swiftui/binding
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  /// https://developer.apple.com/documentation/swiftui/binding/constant(_:)
  public static func constant(_ value: Value) -> Binding<Value> { fatalError() }

  /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }

  /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue
  public var projectedValue: Binding<Value> { self }

  /// https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
  public init(projectedValue: Binding<Value>) {}

  /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { fatalError() }
}

/// Apple's interface: `extension Binding : @unchecked Sendable where Value : Sendable {}`.
extension Binding: @unchecked Sendable where Value: Sendable {}
