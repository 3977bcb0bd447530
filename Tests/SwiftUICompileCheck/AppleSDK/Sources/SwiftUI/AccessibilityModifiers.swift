import Foundation

// The accessibility modifiers and the types they take. Announcements are the Accessibility
// framework's (the module of that name), not SwiftUI's.
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
  nonisolated public func accessibilityHidden(_ hidden: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { fatalError() }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)
  nonisolated public func accessibilityValue<S>(_ value: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  where S: StringProtocol { fatalError() }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { fatalError() }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilityfocused(_:)
  nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding)
    -> some View
  { self }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilityrepresentation(representation:)
  nonisolated public func accessibilityRepresentation<V>(
    @ViewBuilder representation: () -> V
  ) -> some View where V: View { self }
}

/// A value SwiftUI keeps equal to where VoiceOver's focus is, and that moves it when set.
/// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate
@propertyWrapper @frozen
public struct AccessibilityFocusState<Value>: DynamicProperty where Value: Hashable {
  /// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/init()
  public init() where Value == Bool {}

  /// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }

  /// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/projectedvalue
  public var projectedValue: AccessibilityFocusState<Value>.Binding { fatalError() }

  /// A binding to an accessibility focus state.
  /// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding
  @propertyWrapper @frozen
  public struct Binding {
    private init(unset: Void) {}

    /// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding/wrappedvalue
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set {}
    }
  }
}

/// The modifier the accessibility modifiers attach.
/// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
public struct AccessibilityAttachmentModifier {}

extension AccessibilityAttachmentModifier: ViewModifier {
  /// Primitive: no body.
  public typealias Body = Never
  /// Never called.
  public func body(content: Content) -> Never { fatalError() }
}

/// Traits that describe how an element behaves.
/// https://developer.apple.com/documentation/swiftui/accessibilitytraits
public struct AccessibilityTraits: SetAlgebra, Sendable {
  private var members: Swift.Set<Int>

  private init(member: Int) { members = [member] }

  /// Makes an empty set of traits, as `SetAlgebra` requires.
  public init() { members = [] }

  /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/updatesfrequently
  public static let updatesFrequently = AccessibilityTraits(member: 0)

  /// `SetAlgebra`.
  public func contains(_ member: AccessibilityTraits) -> Bool {
    member.members.isSubset(of: members)
  }
  /// `SetAlgebra`.
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
    var result = self
    result.members.formUnion(other.members)
    return result
  }
  /// `SetAlgebra`.
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    var result = self
    result.members.formIntersection(other.members)
    return result
  }
  /// `SetAlgebra`.
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    var result = self
    result.members.formSymmetricDifference(other.members)
    return result
  }
  /// `SetAlgebra`.
  public mutating func insert(_ newMember: AccessibilityTraits) -> (
    inserted: Bool, memberAfterInsert: AccessibilityTraits
  ) {
    let inserted = !contains(newMember)
    members.formUnion(newMember.members)
    return (inserted, newMember)
  }
  /// `SetAlgebra`.
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    guard contains(member) else { return nil }
    members.subtract(member.members)
    return member
  }
  /// `SetAlgebra`.
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    let present = contains(newMember)
    members.formUnion(newMember.members)
    return present ? newMember : nil
  }
  /// `SetAlgebra`.
  public mutating func formUnion(_ other: AccessibilityTraits) { members.formUnion(other.members) }
  /// `SetAlgebra`.
  public mutating func formIntersection(_ other: AccessibilityTraits) {
    members.formIntersection(other.members)
  }
  /// `SetAlgebra`.
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {
    members.formSymmetricDifference(other.members)
  }
}
