#if canImport(SwiftUI)
  import SwiftUI
  import TanreiBridge
  import TanreiCore

  /// Progress with a known total as a bar or a ring, or moving when the total is unknown.
  ///
  /// ```swift
  /// TanreiProgress(value: upload.fraction, label: "Uploading receipt")
  /// TanreiProgress(value: nil, label: "Contacting server")        // indeterminate
  /// TanreiProgress(value: 0.65, label: "Storage used")
  ///   .tanreiProgressStyle(.ring)
  ///   .tanreiProgressLineWidth(7)
  /// ```
  ///
  /// VoiceOver reads it as the platform's progress indicator named by `label`, its value in
  /// words ("40 percent"), marked as updating frequently so that it is read on request rather
  /// than at every change; reaching 1 is announced once (`completionAnnouncement`, or
  /// "<label>: complete"). A value outside 0…1 is clamped and one that is not a number shows
  /// indeterminate progress, each reported in debug builds. It waits out the system's show delay
  /// like every Tanrei component; set `showDelay: .zero` for progress the person started.
  public struct TanreiProgress: View {
    private let value: Double?
    private let label: String
    private let completionAnnouncement: String?
    private let presence: PresenceProps
    private let postsAnnouncements: Bool

    @Environment(\.tanreiProgressAppearance) private var appearance

    /// Progress named `label` at `value` in 0…1, or indeterminate when `value` is `nil`.
    public init(
      value: Double?, label: String, completionAnnouncement: String? = nil,
      showDelay: Duration? = nil, entrance: TanreiLoadingEntrance? = nil,
      enterDuration: Duration? = nil
    ) {
      self.init(
        value: value, label: label, completionAnnouncement: completionAnnouncement,
        presence: PresenceProps(
          showDelay: showDelay, entrance: entrance, enterDuration: enterDuration),
        postsAnnouncements: true)
    }

    init(
      value: Double?, label: String, completionAnnouncement: String?, presence: PresenceProps,
      postsAnnouncements: Bool
    ) {
      self.value = value
      self.label = label
      self.completionAnnouncement = completionAnnouncement
      self.presence = presence
      self.postsAnnouncements = postsAnnouncements
    }

    /// The component, drawn and exposed as its bridge says.
    public var body: some View {
      let props = ProgressProps(
        label, value: value, style: appearance.style, showsPercentLabel: appearance.showsPercent,
        tint: appearance.tint, trackColor: appearance.trackColor,
        lineWidth: appearance.lineWidth, length: appearance.length,
        completionAnnouncement: completionAnnouncement, presence: presence)
      BridgedComponent(
        "TanreiProgress", props: props, tokens: .progress,
        postsAnnouncements: postsAnnouncements, bridge: ProgressBridge(props, component: .progress)
      ) { shown in
        if let fraction = props.value, fraction.isFinite {
          ProgressView(label, value: min(1, max(0, fraction)), total: 1)
            .accessibilityValue(shown.accessibility?.value ?? "")
            .accessibilityAddTraits(.updatesFrequently)
        } else {
          ProgressView(label)
        }
      }
    }
  }

  /// How ``TanreiProgress`` views in a hierarchy are drawn, set by the `tanreiProgress…`
  /// modifiers; `nil` values take the design system's tokens.
  struct TanreiProgressAppearance: Sendable, Hashable {
    var style = ProgressStyle.bar
    var showsPercent = true
    var tint: RGBAColor?
    var trackColor: RGBAColor?
    var lineWidth: Double?
    var length: Double?
  }

  private struct TanreiProgressAppearanceKey: EnvironmentKey {
    static let defaultValue = TanreiProgressAppearance()
  }

  extension EnvironmentValues {
    var tanreiProgressAppearance: TanreiProgressAppearance {
      get { self[TanreiProgressAppearanceKey.self] }
      set { self[TanreiProgressAppearanceKey.self] = newValue }
    }
  }

  extension View {
    /// Draws ``TanreiProgress`` views as a bar (the default) or a ring.
    public func tanreiProgressStyle(_ style: ProgressStyle) -> some View {
      transformEnvironment(\.tanreiProgressAppearance) { $0.style = style }
    }

    /// Colours the filled part of ``TanreiProgress`` views, instead of the token's.
    public func tanreiProgressTint(_ color: RGBAColor) -> some View {
      transformEnvironment(\.tanreiProgressAppearance) { $0.tint = color }
    }

    /// Colours the track of ``TanreiProgress`` views, instead of the token's.
    public func tanreiProgressTrackColor(_ color: RGBAColor) -> some View {
      transformEnvironment(\.tanreiProgressAppearance) { $0.trackColor = color }
    }

    /// A ring's stroke, instead of the token's; the bar ignores it.
    public func tanreiProgressLineWidth(_ width: Double) -> some View {
      transformEnvironment(\.tanreiProgressAppearance) { $0.lineWidth = width }
    }

    /// The bar's length or the ring's side, instead of the token's.
    public func tanreiProgressLength(_ length: Double) -> some View {
      transformEnvironment(\.tanreiProgressAppearance) { $0.length = length }
    }

    /// Whether a ring prints its percentage in the middle (where it fits); on by default.
    public func tanreiProgressShowsPercent(_ shows: Bool) -> some View {
      transformEnvironment(\.tanreiProgressAppearance) { $0.showsPercent = shows }
    }
  }
#endif
