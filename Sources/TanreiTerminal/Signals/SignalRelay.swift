import CTanreiTerminal
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's one set of signal handlers, shared by the live regions that draw on a terminal.
///
/// The handlers themselves are C (`CTanreiTerminal`), because a handler may only do what is
/// async-signal-safe: write the bytes that put the terminal back, which the region arms in
/// advance, give the keys their echo back, forward, stop, and write a note to a pipe. This type
/// installs them while at least one region needs them; the region's drawing thread waits on the
/// notes pipe along with its clock, and reads the notes with ``events(from:)``.
final class SignalRelay: Sendable {
  /// What a live region learns from the handlers.
  enum Event: Sendable, Equatable {
    /// The window changed size.
    case resized
    /// The process was stopped and continued; the handler put the terminal back before
    /// stopping if `restored`.
    case continued(restored: Bool)
    /// An ending signal was handled by a handler of the program's, after the terminal was put
    /// back; the process goes on.
    case restored
  }

  /// The relay of this process.
  static let shared = SignalRelay()

  private struct State {
    /// The regions subscribed, each once. A short list rather than a set: the first use of a
    /// set of a type costs the runtime a search of every conformance in the process.
    var owners: [ObjectIdentifier] = []
    var installed: (descriptor: Int32, forwardTo: Int32)?
    var notes: Int32 = -1
  }

  private let state = Mutex(State())

  /// Installs the handlers for `descriptor` (and, if given, forwarding to `forwardTo`) for
  /// `owner`, unless they are installed that way already; answers the pipe the notes come on,
  /// or `nil` when the handlers could not be installed.
  func subscribe(_ owner: ObjectIdentifier, descriptor: Int32, forwardTo: Int32?) -> Int32? {
    state.withLock { state in
      if !state.owners.contains(owner) { state.owners.append(owner) }
      let wanted = (descriptor: descriptor, forwardTo: forwardTo ?? 0)
      if let installed = state.installed, installed == wanted { return state.notes }
      Self.uninstall(&state)
      let notes = tanrei_signals_install(descriptor, pid_t(wanted.forwardTo))
      guard notes >= 0 else { return nil }
      state.installed = wanted
      state.notes = notes
      return notes
    }
  }

  /// Stops for `owner`; the last one to go takes the handlers away. Answers the notes pipe to
  /// close once nobody waits on it any more, if the handlers went.
  func unsubscribe(_ owner: ObjectIdentifier) -> Int32? {
    state.withLock { state in
      state.owners.removeAll { $0 == owner }
      guard state.owners.isEmpty, state.installed != nil else { return nil }
      let notes = state.notes
      Self.uninstall(&state)
      return notes
    }
  }

  private static func uninstall(_ state: inout State) {
    guard state.installed != nil else { return }
    tanrei_signals_uninstall()
    state.installed = nil
    state.notes = -1
  }

  /// Sets what a handler writes to put the terminal back; empty disarms.
  func arm(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { characters in
        tanrei_signals_arm(characters.baseAddress, characters.count)
      }
    }
  }

  /// How many times the window has been resized while the handlers were installed: a region
  /// that has fitted its lines to fewer fits them again before it draws, whichever thread
  /// draws, even before its own thread has read the note.
  var resizes: Int32 { tanrei_signals_resizes() }

  /// Whether a handler has begun ending the process, after which nothing should be drawn.
  var isEnding: Bool { tanrei_signals_ending() != 0 }

  /// Runs `write` unless a handler has begun ending the process, keeping that handler from
  /// putting the terminal back until the write is done; answers whether `write` ran.
  func whileWriting(_ write: () -> Void) -> Bool {
    guard tanrei_signals_begin_write() != 0 else { return false }
    defer { tanrei_signals_end_write() }
    write()
    return true
  }

  /// The events the notes waiting on `descriptor` stand for.
  static func events(from descriptor: Int32) -> [Event] {
    var notes = [UInt8](repeating: 0, count: 64)
    let count = notes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return [] }
    return notes[..<count].compactMap { note in
      let signal = Int32(note & 0x7F)
      let restored = note & UInt8(TANREI_SIGNAL_RESTORED) != 0
      switch signal {
      case SIGWINCH: return .resized
      case SIGCONT, SIGTSTP: return .continued(restored: restored)
      default: return restored ? .restored : nil
      }
    }
  }
}
