import Synchronization
import TanreiTestSupport
import Testing

/// The deadline every awaited frame and sleeper in these tests runs under: a wait that does not
/// end fails its test when the deadline comes, whether or not the wait heeds cancellation.
@Suite("withDeadline fails a wait that does not end, on time", .timeLimit(.minutes(1)))
struct DeadlineTests {
  @Test("an operation that ends in time gives its value, and no issue")
  func inTime() async throws {
    let value = try await withDeadline(.seconds(5)) { 42 }
    #expect(value == 42)
  }

  @Test("an operation's own error is thrown as it is")
  func ownError() async {
    struct Own: Error {}
    await #expect(throws: Own.self) {
      try await withDeadline(.seconds(5)) { throw Own() }
    }
  }

  /// Ends a loop that swallows cancellation.
  final class Stop: Sendable {
    private let flag = Mutex(false)
    var isSet: Bool { flag.withLock { $0 } }
    func set() { flag.withLock { $0 = true } }
  }

  @Test("a wait that ignores cancellation is still given up at the deadline, with an issue")
  func deafWait() async {
    let stop = Stop()
    let start = ContinuousClock.now
    // The issue the deadline records, and the error it throws, are the point: a known issue
    // that is not recorded fails this test.
    await withKnownIssue("the deadline is meant to pass here") {
      try await withDeadline(.milliseconds(200), "a wait that never ends") {
        while !stop.isSet { try? await Task.sleep(for: .milliseconds(10)) }
      }
    }
    let waited = ContinuousClock.now - start
    stop.set()
    // Without the deadline the wait would never have returned: the loop stops only when told,
    // just above, after it. The bound is generous: with the whole suite running on two cores,
    // resuming the caller once the deadline has passed has taken up to 8 s.
    #expect(waited < .seconds(30))
  }
}
