#if canImport(SwiftUI)
  import SwiftUI
  import TanreiBridge
  import TanreiCore

  /// Progress with a known total as a bar or a ring, or moving when the total is unknown.
  ///
  /// ```swift
  /// import SwiftUI
  /// import Tanrei
  ///
  /// struct Transfers: View {
  ///   var uploaded: Double   // 0…1, as the upload reports it
  ///
  ///   var body: some View {
  ///     TanreiProgress(value: uploaded, label: "Uploading receipt")
  ///     TanreiProgress(value: nil, label: "Contacting server")        // indeterminate
  ///     TanreiProgress(value: 0.65, label: "Storage used")
  ///       .tanreiProgressStyle(.ring)
  ///       .frame(width: 64, height: 64)
  ///     TanreiProgress(value: 0.55, label: "Synced")
  ///       .tanreiProgressTint(.green)
  ///       .tanreiProgressTrackColor(Color.green.opacity(0.15))
  ///   }
  /// }
  /// ```
  ///
  /// A bar fills the width it is offered, as `ProgressView` does; a ring fills the largest square
  /// it is offered, as a shape does, so give it a `.frame`. VoiceOver reads it as the platform's
  /// progress indicator named by `label`, its value as Foundation formats a percentage in the
  /// view's locale ("40%", read "40 percent"), marked as updating frequently so that it is read
  /// on request rather than at every change; reaching 1 is announced once
  /// (`completionAnnouncement`, or the package's localized "<label>: complete"). A value outside 0…1 is
  /// clamped and one that is not a number shows indeterminate progress, each reported in debug
  /// builds. It waits out the system's show delay like every Tanrei component; set
  /// `showDelay: .zero` for progress the person started.
  public struct TanreiProgress: View {
    private let value: Double?
    private let label: ViewLabel
    private let completionAnnouncement: ViewLabel?
    private let presence: PresenceProps
    private let postsAnnouncements: Bool

    @Environment(\.tanreiProgressAppearance) private var appearance
    @Environment(\.locale) private var locale
    /// The space the layout offers, once it has: the bar's length, the ring's side.
    @State private var offered: BoxSize?

    /// Progress named by `label`, localized, at `value` in 0…1, or indeterminate when `value`
    /// is `nil`.
    public init(
      value: Double?, label: LocalizedStringResource,
      completionAnnouncement: LocalizedStringResource? = nil, showDelay: Duration? = nil,
      entrance: TanreiLoadingEntrance? = nil, enterDuration: Duration? = nil
    ) {
      self.init(
        value: value, label: .localized(label),
        completionAnnouncement: completionAnnouncement.map { .localized($0) },
        presence: PresenceProps(
          showDelay: showDelay, entrance: entrance, enterDuration: enterDuration),
        postsAnnouncements: true)
    }

    /// Progress named by `label`, and announcing its completion with
    /// `completionAnnouncement`, taken as they are.
    @_disfavoredOverload
    public init<Label: StringProtocol>(
      value: Double?, label: Label, completionAnnouncement: String? = nil,
      showDelay: Duration? = nil, entrance: TanreiLoadingEntrance? = nil,
      enterDuration: Duration? = nil
    ) {
      self.init(
        value: value, label: .verbatim(String(label)),
        completionAnnouncement: completionAnnouncement.map { .verbatim($0) },
        presence: PresenceProps(
          showDelay: showDelay, entrance: entrance, enterDuration: enterDuration),
        postsAnnouncements: true)
    }

    init(
      value: Double?, label: ViewLabel, completionAnnouncement: ViewLabel?,
      presence: PresenceProps, postsAnnouncements: Bool
    ) {
      self.value = value
      self.label = label
      self.completionAnnouncement = completionAnnouncement
      self.presence = presence
      self.postsAnnouncements = postsAnnouncements
    }

    /// The component, drawn and exposed as its bridge says.
    public var body: some View {
      let text = label.text(in: locale)
      let completion = (completionAnnouncement ?? .localized(PackageWords.complete(text)))
        .text(in: locale)
      let given = ProgressProps(
        text, value: value, style: appearance.style, showsPercentLabel: appearance.showsPercent,
        tint: appearance.tint, trackColor: appearance.trackColor,
        lineWidth: appearance.lineWidth, completionAnnouncement: completion, presence: presence)
      // The core fits the props to the space offered: the decision is not the view's.
      let props = offered.map { given.fitted(to: $0) } ?? given
      BridgedComponent<ComponentLifecycle<ProgressIndicator>, _>(
        "TanreiProgress", props: props, tokens: .progress,
        layout: appearance.style == .bar ? .fillsWidth : .fillsSquare,
        postsAnnouncements: postsAnnouncements
      ) { shown in
        if let fraction = props.value, fraction.isFinite {
          ProgressView(text, value: min(1, max(0, fraction)), total: 1)
            .accessibilityValue(ProgressValueText.text(for: fraction, locale: locale) ?? "")
            .accessibilityAddTraits(.updatesFrequently)
        } else {
          ProgressView(text)
        }
      }
      .onGeometryChange(for: CGSize.self) { @Sendable proxy in
        proxy.size
      } action: { size in
        offered = BoxSize(width: Double(size.width), height: Double(size.height))
      }
    }
  }

  /// How ``TanreiProgress`` views in a hierarchy are drawn, set by the `tanreiProgress…`
  /// modifiers; `nil` values take the design system's tokens. Colours are resolved in the
  /// environment where they are set.
  struct TanreiProgressAppearance: Sendable, Hashable {
    var style = ProgressStyle.bar
    var showsPercent = true
    var tint: RGBAColor?
    var trackColor: RGBAColor?
    var lineWidth: Double?
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

  extension RGBAColor {
    /// `color` as it resolves in `environment` (light or dark, high contrast), in sRGB.
    init(_ color: Color, in environment: EnvironmentValues) {
      let resolved = color.resolve(in: environment)
      self.init(
        red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
        alpha: Double(resolved.opacity))
    }
  }

  extension View {
    /// Draws ``TanreiProgress`` views as a bar (the default) or a ring.
    public func tanreiProgressStyle(_ style: ProgressStyle) -> some View {
      transformEnvironment(\.tanreiProgressAppearance) { $0.style = style }
    }

    /// Colours the filled part of ``TanreiProgress`` views with `color`, as it resolves where it
    /// is set, instead of the token's.
    public func tanreiProgressTint(_ color: Color) -> some View {
      modifier(ProgressColorModifier(color: color, isTrack: false))
    }

    /// Colours the track of ``TanreiProgress`` views with `color`, as it resolves where it is
    /// set, instead of the token's.
    public func tanreiProgressTrackColor(_ color: Color) -> some View {
      modifier(ProgressColorModifier(color: color, isTrack: true))
    }

    /// A ring's stroke, instead of the token's; the bar ignores it.
    public func tanreiProgressLineWidth(_ width: Double) -> some View {
      transformEnvironment(\.tanreiProgressAppearance) { $0.lineWidth = width }
    }

    /// Whether a ring prints its percentage in the middle (where it fits); on by default.
    public func tanreiProgressShowsPercent(_ shows: Bool) -> some View {
      transformEnvironment(\.tanreiProgressAppearance) { $0.showsPercent = shows }
    }
  }

  /// Resolves a colour where it is set — its environment is where `Color.green` means the
  /// green of this colour scheme — and hands the result down to the progress views.
  private struct ProgressColorModifier: ViewModifier {
    let color: Color
    let isTrack: Bool
    @Environment(\.self) private var environment

    func body(content: Content) -> some View {
      let resolved = RGBAColor(color, in: environment)
      content.transformEnvironment(\.tanreiProgressAppearance) {
        if isTrack { $0.trackColor = resolved } else { $0.tint = resolved }
      }
    }
  }
#endif
