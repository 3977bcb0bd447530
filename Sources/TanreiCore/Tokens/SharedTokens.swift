/// Tokens read once from a design system and shared by reference by every component that uses
/// them: two are equal when they are the same instance, which is what tells one system's tokens
/// from another's without comparing every value.
public protocol SharedTokens: AnyObject, Hashable, Sendable {}

extension SharedTokens {
  /// Whether the two are the same tokens.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

  /// Hashes the identity of the tokens.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
