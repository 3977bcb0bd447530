import Foundation
import Synchronization
import Testing

/// A task executor with a thread of its own, running the jobs given to it in order.
///
/// With the suite in parallel, a task resumed on the cooperative pool waits its turn behind
/// every test case already queued there — seconds at the start of a run on two cores, and on
/// Linux the main actor is served by the same threads, so priorities do not help. A test whose
/// meaning depends on real time (a conversation with a program in a pseudo-terminal: wait for a
/// line, type, wait for the answer) runs its steps here instead, at the program's pace.
public final class ThreadExecutor: TaskExecutor, Sendable {
  private struct Queue {
    var jobs: [UnownedJob] = []
    var finished = false
  }

  private let queue = Mutex(Queue())
  private let ready = DispatchSemaphore(value: 0)

  /// An executor whose thread starts at once and ends after ``finish()``.
  public init() {
    Thread.detachNewThread { [self] in run() }
  }

  /// Takes `job` to run on the executor's thread.
  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.withLock { $0.jobs.append(job) }
    ready.signal()
  }

  /// Lets the thread end once the jobs already given have run.
  public func finish() {
    queue.withLock { $0.finished = true }
    ready.signal()
  }

  private func run() {
    while true {
      ready.wait()
      let next = queue.withLock { queue -> UnownedJob?? in
        if !queue.jobs.isEmpty { return queue.jobs.removeFirst() }
        return queue.finished ? .some(nil) : nil
      }
      switch next {
      case .some(.some(let job)): job.runSynchronously(on: asUnownedTaskExecutor())
      case .some(.none): return
      case .none: continue
      }
    }
  }
}

/// Runs each test of a suite, or one test, on a ``ThreadExecutor`` of its own (see there why).
public struct OwnExecutorTrait: TestTrait, SuiteTrait, TestScoping {
  /// Every test of the suite, each on its own executor.
  public var isRecursive: Bool { true }

  /// Runs `function` with an executor of its own as the task's preference: the test's code, and
  /// the child tasks it starts, resume there rather than on the cooperative pool.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil || !test.isSuite else { return try await function() }
    let executor = ThreadExecutor()
    defer { executor.finish() }
    try await withTaskExecutorPreference(executor) { try await function() }
  }
}

extension Trait where Self == OwnExecutorTrait {
  /// Runs the tests on executors of their own, away from the cooperative pool's queue.
  public static var ownExecutor: Self { OwnExecutorTrait() }
}
