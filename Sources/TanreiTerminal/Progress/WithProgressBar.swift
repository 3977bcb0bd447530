/// Runs `operation` under a progress bar counting up to `total`, and ends the bar however the
/// operation ends: with `success` when it returns (its last line kept with `keepingLine`), with
/// `failure` when it throws (the error is thrown on).
///
/// ```swift
/// import TanreiTerminal
///
/// func index(_ file: String) async throws { try await Task.sleep(for: .milliseconds(2)) }
///
/// func indexAll(_ files: [String]) async throws {
///   try await withProgressBar("Indexing", total: Double(files.count)) { bar in
///     for file in files {
///       try await index(file)
///       bar.advance()
///     }
///   }
/// }
/// ```
public func withProgressBar<Result>(
  _ label: String, total: Double?, unit: ProgressUnit = .items, showsCount: Bool = true,
  showsRate: Bool = false, showsTimeRemaining: Bool = false, showDelay: Duration? = nil,
  success: String? = nil, failure: String? = nil, keepingLine: Bool = false,
  terminal: TerminalSetup = TerminalSetup(), isolation: isolated (any Actor)? = #isolation,
  operation: (TerminalProgressBar) async throws -> Result
) async rethrows -> Result {
  let bar = TerminalProgressBar(
    label, total: total, unit: unit, showsCount: showsCount, showsRate: showsRate,
    showsTimeRemaining: showsTimeRemaining, showDelay: showDelay, terminal: terminal)
  bar.start()
  do {
    let result = try await operation(bar)
    bar.finish(success, keepingLine: keepingLine)
    return result
  } catch {
    bar.fail(failure)
    throw error
  }
}
