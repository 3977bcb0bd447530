import TanreiTestSupport
import Testing

@testable import TanreiDriver

@Suite(
  "ManualClock moves only when told, and wakes sleepers synchronously", .timeLimit(.minutes(1)))
struct ManualClockTests {
  @Test("a sleep whose deadline has passed returns at once")
  func pastDeadline() async throws {
    let clock = ManualClock()
    clock.advance(by: .seconds(1))
    try await withDeadline(.seconds(5), "a sleep whose deadline has passed") {
      try await clock.sleep(until: clock.now.advanced(by: .milliseconds(-5)))
    }
    #expect(clock.now.offset == .seconds(1))
  }

  @Test("advancing resumes a sleeper; the sleep ends only when its deadline is reached")
  func advanceWakes() async throws {
    let clock = ManualClock()
    let woke = AsyncStream<Duration>.makeStream()
    let sleeper = Task {
      try await clock.sleep(until: .init(offset: .milliseconds(300)))
      woke.continuation.yield(clock.now.offset)
    }
    // Advancing short of the deadline leaves it asleep, whether or not it is asleep yet.
    clock.advance(by: .milliseconds(299))
    clock.advance(by: .milliseconds(1))
    let wokeAt = try await withDeadline(.seconds(5), "the sleeper's wake") {
      var iterator = woke.stream.makeAsyncIterator()
      return await iterator.next()
    }
    #expect(wokeAt == .milliseconds(300))
    try await withDeadline(.seconds(5), "the sleeper's end") { try await sleeper.value }
  }

  @Test("a cancelled sleep throws CancellationError")
  func cancellation() async {
    let clock = ManualClock()
    let sleeper = Task { try await clock.sleep(until: .init(offset: .seconds(10))) }
    sleeper.cancel()
    await #expect(throws: CancellationError.self) {
      try await withDeadline(.seconds(5), "the cancelled sleep") { try await sleeper.value }
    }
    #expect(clock.sleeperCount == 0)
  }

  @Test("time never runs backwards")
  func noRewind() {
    let clock = ManualClock()
    clock.advance(by: .seconds(2))
    clock.advance(by: .seconds(-1))
    clock.advance(to: .init(offset: .seconds(1)))
    #expect(clock.now.offset == .seconds(2))
  }
}
