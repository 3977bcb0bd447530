/// What a component exposes to assistive technology: the platform-neutral form of an
/// accessibility element, which each front maps onto its platform's API.
public struct AccessibilityNode: Sendable, Hashable {
  /// The role a screen reader announces.
  public enum Role: String, Sendable, Hashable {
    /// A progress bar, determinate (with a value) or busy (without).
    case progressbar
    /// A live region whose changes are read politely.
    case status
    /// A live region whose changes interrupt.
    case alert
    /// A control that acts when pressed.
    case button
    /// A plain container of other elements.
    case group
    /// A piece of text.
    case text
  }

  /// The role.
  public var role: Role
  /// The accessible name; empty when the product gave none.
  public var name: String
  /// Whether the element is in the platform's busy (indeterminate) state.
  public var isBusy: Bool
  /// The current value as text a screen reader reads well ("40 percent"), or `nil` when there is
  /// none, as for a loading indicator.
  public var value: String?
  /// Whether the element can take focus.
  public var isFocusable: Bool
  /// Whether the value changes often, so that assistive technology reads it on request rather
  /// than on every change (`updatesFrequently` on Apple's platforms).
  public var updatesFrequently: Bool

  /// A node with the given properties.
  public init(
    role: Role, name: String, isBusy: Bool = false, value: String? = nil,
    isFocusable: Bool = false, updatesFrequently: Bool = false
  ) {
    self.role = role
    self.name = name
    self.isBusy = isBusy
    self.value = value
    self.isFocusable = isFocusable
    self.updatesFrequently = updatesFrequently
  }
}
