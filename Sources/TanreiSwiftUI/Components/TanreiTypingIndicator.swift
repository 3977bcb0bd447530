#if canImport(SwiftUI)
  import SwiftUI
  import TanreiBridge
  import TanreiCore

  /// Three dots that say a reply is being written, for chat and assistant replies.
  ///
  /// ```swift
  /// if isTyping { TanreiTypingIndicator("Mia is typing") }
  /// ```
  ///
  /// VoiceOver reads its label as static text once it is shown; under Reduce Motion the dots
  /// rest with the first one raised. An empty label is reported in debug builds.
  public struct TanreiTypingIndicator: View {
    private let props: TypingIndicatorProps

    /// An indicator named `label`.
    public init(_ label: String = "Typing", showDelay: Duration? = nil) {
      props = TypingIndicatorProps(label, presence: PresenceProps(showDelay: showDelay))
    }

    /// The component, drawn and exposed as its bridge says.
    public var body: some View {
      BridgedComponent(
        "TanreiTypingIndicator", props: props, tokens: .typingIndicator,
        bridge: TypingIndicatorBridge(props, component: .typingIndicator)
      ) { shown in
        Text(shown.accessibility?.name ?? props.label)
      }
    }
  }
#endif
