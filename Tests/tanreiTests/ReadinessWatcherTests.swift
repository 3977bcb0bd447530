import Foundation
import TanreiTestSupport
import Testing

@testable import TanreiCommandLine

/// The thread that tells `tanrei spin` when its command's streams can be read: each handler on
/// the main actor, once per readiness, and never again once its watch is stopped — so that a
/// descriptor may be closed the moment it is.
@MainActor
@Suite("tanrei spin's readiness watcher")
struct ReadinessWatcherTests {
  /// A pipe whose reading end is non-blocking, as the command's streams are.
  static func pipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    guard Foundation.pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    return (ends[0], ends[1])
  }

  @Test("what is written reaches the handler, on the main actor, as it comes")
  func reads() async throws {
    let watcher = try #require(ReadinessWatcher())
    defer { watcher.stopAll() }
    let ends = try Self.pipe()
    defer {
      close(ends.read)
      close(ends.write)
    }
    var received: [UInt8] = []
    _ = watcher.watch(ends.read) {
      var buffer = [UInt8](repeating: 0, count: 16)
      let count = read(ends.read, &buffer, buffer.count)
      if count > 0 { received += buffer[..<count] }
    }
    for byte: UInt8 in [1, 2, 3] {
      var byte = byte
      _ = write(ends.write, &byte, 1)
      #expect(await eventually("the handler's call") { received.last == byte })
    }
    #expect(received == [1, 2, 3])
  }

  @Test("a stopped watch is never called again, though its descriptor is closed and reused")
  func stopThenClose() async throws {
    let watcher = try #require(ReadinessWatcher())
    defer { watcher.stopAll() }
    var calls = 0
    for _ in 0..<50 {
      let ends = try Self.pipe()
      let watch = watcher.watch(ends.read) { calls += 1 }
      var byte: UInt8 = 7
      _ = write(ends.write, &byte, 1)
      watcher.stop(watch)
      // At once, while the thread may be waiting on it: the number is free for the next pipe.
      close(ends.read)
      close(ends.write)
    }
    // Long enough for any report already on its way to arrive and be dropped.
    try await Task.sleep(for: .milliseconds(100))
    #expect(calls == 0)
  }

  @Test("a descriptor still readable when its handler returns is reported again; drained, not")
  func onceUntilHandled() async throws {
    let watcher = try #require(ReadinessWatcher())
    defer { watcher.stopAll() }
    let ends = try Self.pipe()
    defer {
      close(ends.read)
      close(ends.write)
    }
    var calls = 0
    // Reads nothing the first time: the byte is still there, so the descriptor is ready again.
    _ = watcher.watch(ends.read) {
      calls += 1
      if calls > 1 {
        var byte: UInt8 = 0
        _ = read(ends.read, &byte, 1)
      }
    }
    var byte: UInt8 = 1
    _ = write(ends.write, &byte, 1)
    #expect(await eventually("the handler's call") { calls == 2 })
    try await Task.sleep(for: .milliseconds(50))
    #expect(calls == 2)
  }
}
