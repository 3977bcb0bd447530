import Foundation

// The accessibility modifiers, the types they take, and the announcement SwiftUI re-exports from
// the Accessibility framework.
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
  nonisolated public func accessibilityHidden(_ hidden: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { fatalError() }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)
  nonisolated public func accessibilityLabel(_ label: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { fatalError() }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)
  nonisolated public func accessibilityLabel<S>(_ label: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  where S: StringProtocol { fatalError() }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)
  nonisolated public func accessibilityValue(_ valueDescription: Text)
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

  /// https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> some View
  { self }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilityrepresentation(representation:)
  nonisolated public func accessibilityRepresentation<V>(
    @ViewBuilder representation: () -> V
  ) -> some View where V: View { self }
}

/// The modifier the accessibility modifiers attach.
/// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
@frozen
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
  /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/isstatictext
  public static let isStaticText = AccessibilityTraits(member: 1)
  /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/isimage
  public static let isImage = AccessibilityTraits(member: 2)

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

/// How an accessibility element treats its children.
/// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
public struct AccessibilityChildBehavior: Hashable, Sendable {
  private let behavior: Int

  /// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore
  public static let ignore = AccessibilityChildBehavior(behavior: 0)
  /// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/contain
  public static let contain = AccessibilityChildBehavior(behavior: 1)
  /// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/combine
  public static let combine = AccessibilityChildBehavior(behavior: 2)
}

/// Notifications posted to assistive technologies (from the Accessibility framework).
/// https://developer.apple.com/documentation/accessibility/accessibilitynotification
public enum AccessibilityNotification {
  /// Something for an assistive technology to announce.
  /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement
  public struct Announcement {
    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/init(_:)
    public init(_ announcement: String) {}

    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/init(_:)
    public init(_ announcement: AttributedString) {}

    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/post()
    public func post() {}
  }
}
