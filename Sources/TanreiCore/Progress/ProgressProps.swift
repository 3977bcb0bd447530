/// The two ways progress is drawn.
public enum ProgressStyle: String, Sendable, Hashable, CaseIterable, BitwiseCopyable {
  /// A horizontal bar filled from the leading end.
  case bar
  /// A circle filled clockwise from 12 o'clock, with the percentage in its middle.
  case ring
}

/// What a progress view is given.
///
/// A `value` in 0…1 is determinate; `nil` is indeterminate (the total is unknown). A value
/// outside 0…1 is clamped, and a value that is not a number is taken as indeterminate, each with
/// a diagnostic.
public struct ProgressProps: Sendable, Hashable {
  /// The accessible name: what is progressing ("Uploading receipt").
  public var label: String
  /// How far along, 0…1, or `nil` when the total is unknown.
  public var value: Double?
  /// Bar or ring.
  public var style: ProgressStyle
  /// Whether a ring prints its percentage in the middle (where it fits); on by default.
  public var showsPercentLabel: Bool
  /// The filled part's colour, instead of the token's.
  public var tint: RGBAColor?
  /// The track's colour, instead of the token's.
  public var trackColor: RGBAColor?
  /// A ring's stroke, instead of the token's; ignored by the bar.
  public var lineWidth: Double?
  /// The bar's length, or the ring's box side, instead of the token's.
  public var length: Double?
  /// What is said once when the value reaches 1 while the view is shown; `nil` says
  /// "<label>: complete".
  public var completionAnnouncement: String?
  /// The show delay, entrance and enter duration; `nil` takes the system's tokens.
  public var presence: PresenceProps

  /// Props for a progress view named `label`.
  public init(
    _ label: String, value: Double?, style: ProgressStyle = .bar, showsPercentLabel: Bool = true,
    tint: RGBAColor? = nil, trackColor: RGBAColor? = nil, lineWidth: Double? = nil,
    length: Double? = nil, completionAnnouncement: String? = nil,
    presence: PresenceProps = PresenceProps()
  ) {
    self.label = label
    self.value = value
    self.style = style
    self.showsPercentLabel = showsPercentLabel
    self.tint = tint
    self.trackColor = trackColor
    self.lineWidth = lineWidth
    self.length = length
    self.completionAnnouncement = completionAnnouncement
    self.presence = presence
  }
}

extension ProgressProps {
  /// The props for a view offered `size` by its layout: a bar whose length was not set fills the
  /// width offered; a ring whose side was not set takes the smaller side offered, as a shape in
  /// a frame does. An offer that is not a positive finite size changes nothing.
  public func fitted(to offered: BoxSize) -> ProgressProps {
    guard length == nil else { return self }
    let side = style == .bar ? offered.width : min(offered.width, offered.height)
    guard side.isFinite, side > 0 else { return self }
    var fitted = self
    fitted.length = side
    return fitted
  }
}
