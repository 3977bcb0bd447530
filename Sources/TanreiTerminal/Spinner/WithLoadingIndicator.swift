/// Runs `operation` under a loading indicator labelled `label`, and ends the indicator however
/// the operation ends.
///
/// ```swift
/// import TanreiTerminal
///
/// func fetchPackages() async throws -> [String] { ["swift-argument-parser", "swift-log"] }
///
/// let packages = try await withLoadingIndicator("Fetching packages") { indicator in
///   indicator.println("Resolving the graph")
///   return try await fetchPackages()
/// }
/// print("Fetched \(packages.count) packages")
/// ```
///
/// The indicator waits its show delay before drawing anything, so a quick operation writes
/// nothing at all. When the operation returns, the indicator ends with `success` (see
/// ``TerminalLoadingIndicator/finish(_:showingElapsed:)``); when it throws — cancellation included — it ends
/// with `failure` and the error is thrown on. Either way the terminal is put back.
///
/// The operation runs where the call is made (on the main actor when called from it); the
/// indicator turns from a thread of its own, so synchronous work in the operation does not
/// stop it.
public func withLoadingIndicator<Result>(
  _ label: String, showDelay: Duration? = nil, entrance: LoadingEntrance? = nil,
  enterDuration: Duration? = nil, success: String? = nil, failure: String? = nil,
  terminal: TerminalSetup = TerminalSetup(), isolation: isolated (any Actor)? = #isolation,
  operation: (TerminalLoadingIndicator) async throws -> Result
) async rethrows -> Result {
  let indicator = TerminalLoadingIndicator(
    label, showDelay: showDelay, entrance: entrance, enterDuration: enterDuration,
    terminal: terminal)
  indicator.start()
  do {
    let result = try await operation(indicator)
    indicator.finish(success)
    return result
  } catch {
    indicator.fail(failure)
    throw error
  }
}

/// Runs `operation` under a loading indicator labelled `label`; the form for an operation that
/// prints nothing while it runs. See the form whose operation takes the indicator.
public func withLoadingIndicator<Result>(
  _ label: String, showDelay: Duration? = nil, entrance: LoadingEntrance? = nil,
  enterDuration: Duration? = nil, success: String? = nil, failure: String? = nil,
  terminal: TerminalSetup = TerminalSetup(), isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result
) async rethrows -> Result {
  try await withLoadingIndicator(
    label, showDelay: showDelay, entrance: entrance, enterDuration: enterDuration,
    success: success, failure: failure, terminal: terminal, isolation: isolation
  ) { _ in try await operation() }
}
