/// Runs `operation` under a progress bar counting up to `total`, and ends the bar however the
/// operation ends: with `success` when it returns, with `failure` when it throws (the error is
/// thrown on).
///
/// ```swift
/// try await withProgressBar("Indexing", total: Double(files.count)) { bar in
///   for file in files {
///     try await index(file)
///     bar.advance()
///   }
/// }
/// ```
public func withProgressBar<Result>(
  _ label: String, total: Double, unit: ProgressUnit = .items, showsRate: Bool = false,
  showsTimeRemaining: Bool = false, showDelay: Duration? = nil, success: String? = nil,
  failure: String? = nil, terminal: TerminalSetup = TerminalSetup(),
  isolation: isolated (any Actor)? = #isolation,
  operation: (TerminalProgressBar) async throws -> Result
) async rethrows -> Result {
  let bar = TerminalProgressBar(
    label, total: total, unit: unit, showsRate: showsRate,
    showsTimeRemaining: showsTimeRemaining, showDelay: showDelay, terminal: terminal)
  bar.start()
  do {
    let result = try await operation(bar)
    bar.finish(success)
    return result
  } catch {
    bar.fail(failure)
    throw error
  }
}
