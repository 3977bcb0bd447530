/// The loading indicator's props, as the spec's property table lists them.
///
/// Every prop has a default, so `LoadingIndicatorProps("Loading messages")` is a complete
/// indicator. The three timing props are `nil` by default, which takes the design system's
/// token; a value set here is used exactly as given, never scaled by the motion dial (LDG-14).
public struct LoadingIndicatorProps: Sendable, Hashable {
  /// The accessible name: what is loading ("Loading messages"). An empty label still renders,
  /// with a diagnostic (LDG-10).
  public var label: String
  /// The indicator's size; `medium` by default.
  public var size: LoadingIndicatorSize
  /// Whether the indicator sits on a raised container of its own.
  public var contained: Bool
  /// How long the indicator waits after it is inserted before it is drawn and exposed; `nil`
  /// takes `comp.loading-indicator.motion.show-delay`, `.zero` shows it as it is inserted.
  public var showDelay: Duration?
  /// How the indicator enters; `nil` (like ``LoadingEntrance/auto``) takes
  /// `comp.loading-indicator.motion.entrance`.
  public var entrance: LoadingEntrance?
  /// How long the entrance lasts; `nil` takes `comp.loading-indicator.motion.enter-duration`,
  /// `.zero` shows the indicator whole at once.
  public var enterDuration: Duration?

  /// Props with the given values; every one has the spec's default.
  public init(
    _ label: String = "", size: LoadingIndicatorSize = .medium, contained: Bool = false,
    showDelay: Duration? = nil, entrance: LoadingEntrance? = nil, enterDuration: Duration? = nil
  ) {
    self.label = label
    self.size = size
    self.contained = contained
    self.showDelay = showDelay
    self.entrance = entrance
    self.enterDuration = enterDuration
  }
}
