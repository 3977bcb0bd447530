/// Every component's tokens from one design system in one mode, read once and shared.
///
/// A system need not define every component — Appetite UI has a spinner and no loading
/// indicator; the default Tanrei system has no spinner. Each component's tokens are read on their
/// own: those a system lacks, or that cannot be read, are `nil`, and ``problems`` says why, so a
/// front can fall back to another system's with a diagnostic rather than fail.
public final class SystemTokens: Sendable {
  /// The design system's name.
  public let name: String
  /// The modifier contexts the tokens were resolved for, such as `["mode": "dark"]`.
  public let context: [String: String]
  /// The loading indicator's (`comp.loading-indicator`).
  public let loadingIndicator: LoadingIndicatorTokens?
  /// Progress bars' and rings' (`comp.progress-bar`, `comp.progress-ring`).
  public let progress: ProgressTokens?
  /// The skeleton's (`comp.skeleton`).
  public let skeleton: SkeletonTokens?
  /// The typing indicator's (`comp.typing-indicator`).
  public let typingIndicator: TypingIndicatorTokens?
  /// The spinner's (`comp.spinner`).
  public let spinner: SpinnerTokens?
  /// Delayed content's timing (`comp.presence`).
  public let presence: PresenceTokens?
  /// Why each missing component's tokens are missing, keyed by the component's token group.
  public let problems: [String: TokenError]

  /// Reads every component's tokens from `system`.
  public init(system: DesignSystem) {
    var problems: [String: TokenError] = [:]
    func read<T>(_ group: String, _ make: (DesignSystem) throws(TokenError) -> T) -> T? {
      do {
        return try make(system)
      } catch {
        problems[group] = error
        return nil
      }
    }
    name = system.name
    context = system.context
    loadingIndicator = read("comp.loading-indicator", LoadingIndicatorTokens.init(system:))
    progress = read("comp.progress", ProgressTokens.init(system:))
    skeleton = read("comp.skeleton", SkeletonTokens.init(system:))
    typingIndicator = read("comp.typing-indicator", TypingIndicatorTokens.init(system:))
    spinner = read("comp.spinner", SpinnerTokens.init(system:))
    presence = read("comp.presence", PresenceTokens.init(system:))
    self.problems = problems
  }

  /// The compiled-in tokens of `system`, sharing the component tokens the library already made.
  private init(compiled system: DesignSystem, _ tokens: CompiledParts) {
    name = system.name
    context = system.context
    loadingIndicator = tokens.loadingIndicator
    progress = tokens.progress
    skeleton = tokens.skeleton
    typingIndicator = tokens.typingIndicator
    spinner = tokens.spinner
    presence = tokens.presence
    var problems: [String: TokenError] = [:]
    if tokens.loadingIndicator == nil {
      problems["comp.loading-indicator"] = TokenError(
        .missingToken, file: nil, tokenPath: "comp.loading-indicator",
        message: "\(system.name) defines no loading indicator")
    }
    if tokens.spinner == nil {
      problems["comp.spinner"] = TokenError(
        .missingToken, file: nil, tokenPath: "comp.spinner",
        message: "\(system.name) defines no spinner")
    }
    self.problems = problems
  }

  private struct CompiledParts {
    var loadingIndicator: LoadingIndicatorTokens?
    var progress: ProgressTokens
    var skeleton: SkeletonTokens
    var typingIndicator: TypingIndicatorTokens
    var spinner: SpinnerTokens?
    var presence: PresenceTokens
  }

  /// The default Tanrei system, light mode.
  public static let tanrei = SystemTokens(
    compiled: .tanrei,
    CompiledParts(
      loadingIndicator: .tanrei, progress: .tanrei, skeleton: .tanrei, typingIndicator: .tanrei,
      spinner: nil, presence: .tanrei))
  /// The default Tanrei system, dark mode.
  public static let tanreiDark = SystemTokens(
    compiled: .tanreiDark,
    CompiledParts(
      loadingIndicator: .tanreiDark, progress: .tanreiDark, skeleton: .tanreiDark,
      typingIndicator: .tanreiDark, spinner: nil, presence: .tanrei))
  /// Appetite UI, light mode.
  public static let appetite = SystemTokens(
    compiled: .appetite,
    CompiledParts(
      loadingIndicator: nil, progress: .appetite, skeleton: .appetite, typingIndicator: .appetite,
      spinner: .appetite, presence: .appetite))
  /// Appetite UI, dark mode.
  public static let appetiteDark = SystemTokens(
    compiled: .appetiteDark,
    CompiledParts(
      loadingIndicator: nil, progress: .appetiteDark, skeleton: .appetiteDark,
      typingIndicator: .appetiteDark, spinner: .appetiteDark, presence: .appetite))
}
