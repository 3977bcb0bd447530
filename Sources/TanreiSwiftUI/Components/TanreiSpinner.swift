#if canImport(SwiftUI)
  import SwiftUI
  import TanreiBridge
  import TanreiCore

  /// Appetite UI's spinner: a 270° arc turning on its track, for a wait with no end in sight.
  ///
  /// ```swift
  /// import SwiftUI
  /// import Tanrei
  ///
  /// struct SignInButtonLabel: View {
  ///   var body: some View {
  ///     TanreiSpinner("Signing in", size: "base")
  ///       .tanreiDesignSystem(.appetite)
  ///   }
  /// }
  /// ```
  ///
  /// Sizes are the design system's names (`sm`, `md`, `base`, `lg` in Appetite UI); an unknown
  /// one takes the default, reported in debug builds. In a system without a spinner (the default
  /// Tanrei system) Appetite UI's stands in, reported too. VoiceOver reads it as the platform's
  /// busy progress indicator named by `label`.
  public struct TanreiSpinner: View {
    private let label: ViewLabel
    private let size: String?
    private let showDelay: Duration?

    @Environment(\.locale) private var locale

    /// A spinner named by `label`, localized, of the size named `size` (`nil` takes the
    /// default).
    public init(_ label: LocalizedStringResource, size: String? = nil, showDelay: Duration? = nil) {
      self.label = .localized(label)
      self.size = size
      self.showDelay = showDelay
    }

    /// A spinner named by `label`, taken as it is.
    @_disfavoredOverload
    public init<Label: StringProtocol>(
      _ label: Label, size: String? = nil, showDelay: Duration? = nil
    ) {
      self.label = .verbatim(String(label))
      self.size = size
      self.showDelay = showDelay
    }

    /// The component, drawn and exposed as its bridge says.
    public var body: some View {
      let props = SpinnerProps(
        label.text(in: locale), size: size, presence: PresenceProps(showDelay: showDelay))
      BridgedComponent<ComponentLifecycle<Spinner>, _>(
        "TanreiSpinner", props: props, tokens: .spinner
      ) { shown in
        ProgressView(shown.accessibility?.name ?? props.label)
      }
    }
  }
#endif
