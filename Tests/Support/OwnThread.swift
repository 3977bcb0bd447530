import Foundation

/// Runs `body`, which may block its thread for as long as it likes (waiting on a program, a
/// pseudo-terminal, a pipe), on a thread of its own, and resumes the caller when it returns.
///
/// Swift Testing runs tests on the cooperative pool, which has a thread per core: on two cores,
/// two tests blocked in a wait would stop every other test, and the deadlines that bound them.
/// A wait made here holds no thread of the pool.
public func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
  await withCheckedContinuation { continuation in
    Thread.detachNewThread { continuation.resume(returning: body()) }
  }
}

/// ``onOwnThread(_:)`` for a body that throws.
public func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
  }
}

/// A value several tests share that takes long to make (every fixture rendered), made once, on a
/// thread of its own, and awaited by each test that reads it.
///
/// A `static let` made by the first test that reads it would hold that test's thread of the pool
/// for as long as it takes, and every other test that reads it meanwhile would block in the
/// one-time initializer on a thread of the pool too.
public final class SharedComputation<Value: Sendable>: Sendable {
  private let task: Task<Value, Never>

  /// Starts making the value at once, on a thread of its own.
  public init(_ make: @escaping @Sendable () -> Value) {
    task = Task { await onOwnThread(make) }
  }

  /// The value, once made.
  public var value: Value {
    get async { await task.value }
  }
}
