#if canImport(SwiftUI)
  import SwiftUI
  import TanreiBridge
  import TanreiCore

  /// Three dots that say a reply is being written, for chat and assistant replies.
  ///
  /// ```swift
  /// import SwiftUI
  /// import Tanrei
  ///
  /// struct ChatFooter: View {
  ///   var isTyping: Bool
  ///
  ///   var body: some View {
  ///     if isTyping { TanreiTypingIndicator("Mia is typing") }
  ///   }
  /// }
  /// ```
  ///
  /// VoiceOver reads its label as static text once it is shown; under Reduce Motion the dots
  /// rest with the first one raised. An empty label is reported in debug builds.
  public struct TanreiTypingIndicator: View {
    private let label: ViewLabel
    private let showDelay: Duration?

    @Environment(\.locale) private var locale

    /// An indicator named by `label`, localized; with none, the package's own word for typing
    /// in the view's locale.
    public init(_ label: LocalizedStringResource? = nil, showDelay: Duration? = nil) {
      self.label = .localized(label ?? PackageWords.typing)
      self.showDelay = showDelay
    }

    /// An indicator named by `label`, taken as it is.
    @_disfavoredOverload
    public init<Label: StringProtocol>(_ label: Label, showDelay: Duration? = nil) {
      self.label = .verbatim(String(label))
      self.showDelay = showDelay
    }

    /// The component, drawn and exposed as its bridge says.
    public var body: some View {
      let props = TypingIndicatorProps(
        label.text(in: locale), presence: PresenceProps(showDelay: showDelay))
      BridgedComponent<ComponentLifecycle<TypingIndicator>, _>(
        "TanreiTypingIndicator", props: props, tokens: .typingIndicator
      ) {
        shown in
        Text(shown.accessibility?.name ?? props.label)
      }
    }
  }
#endif
