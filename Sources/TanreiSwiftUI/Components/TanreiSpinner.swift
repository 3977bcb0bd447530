#if canImport(SwiftUI)
  import SwiftUI
  import TanreiBridge
  import TanreiCore

  /// Appetite UI's spinner: a 270° arc turning on its track, for a wait with no end in sight.
  ///
  /// ```swift
  /// TanreiSpinner("Signing in", size: "base")
  ///   .tanreiDesignSystem(.appetite)
  /// ```
  ///
  /// Sizes are the design system's names (`sm`, `md`, `base`, `lg` in Appetite UI); an unknown
  /// one takes the default, reported in debug builds. In a system without a spinner (the default
  /// Tanrei system) Appetite UI's stands in, reported too. VoiceOver reads it as the platform's
  /// busy progress indicator named by `label`.
  public struct TanreiSpinner: View {
    private let props: SpinnerProps

    /// A spinner named `label`, of the size named `size` (`nil` takes the default).
    public init(_ label: String, size: String? = nil, showDelay: Duration? = nil) {
      props = SpinnerProps(label, size: size, presence: PresenceProps(showDelay: showDelay))
    }

    /// The component, drawn and exposed as its bridge says.
    public var body: some View {
      BridgedComponent(
        "TanreiSpinner", props: props, tokens: .spinner,
        bridge: SpinnerBridge(props, component: .spinner)
      ) { shown in
        ProgressView(shown.accessibility?.name ?? props.label)
      }
    }
  }
#endif
