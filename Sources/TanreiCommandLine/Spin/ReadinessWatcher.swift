import CTanreiTerminal
import Dispatch
import Foundation
import Synchronization

/// Tells the main actor when descriptors have something to read, from a thread of its own that
/// waits in `poll(2)`; the reading itself is the handler's, on the main actor.
///
/// `tanrei spin` used libdispatch's read sources for this. Under load, about one run in a
/// hundred crashed inside libdispatch's event loop, which walked a descriptor's list of sources
/// into one already freed, whatever the order in which the sources were cancelled and their
/// descriptors closed. Nothing here is registered with the kernel: each wait polls the
/// descriptors watched at that moment, so a descriptor that stops being watched is simply not
/// asked about again, and it may be closed as soon as ``stop(_:)`` returns.
@MainActor
final class ReadinessWatcher {
  /// What one watch is called.
  struct Watch: Hashable {
    fileprivate let id: Int
  }

  private var handlers: [Int: () -> Void] = [:]
  private var nextID = 0
  private let poller: Poller

  /// A watcher whose thread starts with the first watch; `nil` when its wake pipe cannot be
  /// made (no descriptors left).
  init?() {
    guard let poller = Poller() else { return nil }
    self.poller = poller
  }

  /// Calls `handler` on the main actor whenever `descriptor` can be read without blocking, or
  /// has reached its end or an error; not again until that call has returned.
  func watch(_ descriptor: Int32, handler: @escaping () -> Void) -> Watch {
    nextID += 1
    let id = nextID
    handlers[id] = handler
    poller.add(id: id, descriptor: descriptor) { ready in
      // The thread never runs a handler itself: it asks the main queue to, by number, so that
      // handlers and what they capture stay on the main actor.
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          self.handlers[ready]?()
          self.poller.handled(id: ready)
        }
      }
    }
    return Watch(id: id)
  }

  /// Stops calling the handler of `watch`; its descriptor may be closed once this returns.
  func stop(_ watch: Watch) {
    handlers[watch.id] = nil
    poller.remove(id: watch.id)
  }

  /// Stops every watch and lets the thread end.
  func stopAll() {
    handlers.removeAll()
    poller.finish()
  }
}

/// The thread of a ``ReadinessWatcher`` and what it shares with the main actor.
private final class Poller: Sendable {
  private struct Entry {
    var id: Int
    var descriptor: Int32
    /// Reported and not yet handled: left out of the waits until it is.
    var inFlight = false
  }

  private struct State {
    var entries: [Entry] = []
    var report: (@Sendable (Int) -> Void)?
    var started = false
    var finished = false
  }

  private let state = Mutex(State())
  private let wakeRead: Int32
  private let wakeWrite: Int32

  init?() {
    var ends: [Int32] = [-1, -1]
    guard tanrei_pipe_nonblocking(&ends) == 0 else { return nil }
    wakeRead = ends[0]
    wakeWrite = ends[1]
  }

  deinit {
    close(wakeRead)
    close(wakeWrite)
  }

  func add(id: Int, descriptor: Int32, report: @escaping @Sendable (Int) -> Void) {
    let start = state.withLock { state -> Bool in
      state.entries.append(Entry(id: id, descriptor: descriptor))
      state.report = report
      defer { state.started = true }
      return !state.started
    }
    if start {
      Thread.detachNewThread { [self] in run() }
    } else {
      wake()
    }
  }

  func remove(id: Int) {
    state.withLock { $0.entries.removeAll { $0.id == id } }
    wake()
  }

  func handled(id: Int) {
    state.withLock { state in
      if let index = state.entries.firstIndex(where: { $0.id == id }) {
        state.entries[index].inFlight = false
      }
    }
    wake()
  }

  func finish() {
    state.withLock { state in
      state.finished = true
      state.entries.removeAll()
    }
    wake()
  }

  private func wake() {
    var byte: UInt8 = 1
    // A full pipe already holds a wake: nothing is lost when this write fails.
    _ = write(wakeWrite, &byte, 1)
  }

  private func run() {
    var drain = [UInt8](repeating: 0, count: 64)
    while true {
      let (waiting, report, finished) = state.withLock { state in
        (state.entries.filter { !$0.inFlight }, state.report, state.finished)
      }
      if finished { return }
      var descriptors = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
      descriptors += waiting.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
      let count = poll(&descriptors, nfds_t(descriptors.count), -1)
      if count < 0 {
        if errno == EINTR { continue }
        return
      }
      if descriptors[0].revents != 0 {
        while drain.withUnsafeMutableBytes({ read(wakeRead, $0.baseAddress, $0.count) }) > 0 {}
      }
      var ready: [Int] = []
      for (entry, polled) in zip(waiting, descriptors.dropFirst()) where polled.revents != 0 {
        ready.append(entry.id)
      }
      guard !ready.isEmpty else { continue }
      state.withLock { state in
        for index in state.entries.indices where ready.contains(state.entries[index].id) {
          state.entries[index].inFlight = true
        }
      }
      for id in ready { report?(id) }
    }
  }
}
