import CTanreiTerminal
import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's one set of signal handlers, shared by the live lines that draw on a terminal.
///
/// The handlers themselves are C (`CTanreiTerminal`), because a handler may only do what is
/// async-signal-safe: write the bytes that put the terminal back, which the live line arms in
/// advance, forward, stop, and write a note to a pipe. This type installs them while at least one
/// live line needs them, reads the notes on the main queue, and tells the live lines what
/// happened.
@MainActor
final class SignalRelay {
  /// What a live line learns from the handlers.
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

  private var listeners: [ObjectIdentifier: (Event) -> Void] = [:]
  private var source: (any DispatchSourceRead)?
  private var installed: (descriptor: Int32, forwardTo: Int32)?

  /// Starts telling `listener` about signals, installing the handlers for `descriptor` (and, if
  /// given, forwarding to `forwardTo`) when they are not installed that way already.
  func subscribe(
    _ owner: ObjectIdentifier, descriptor: Int32, forwardTo: Int32?,
    listener: @escaping (Event) -> Void
  ) {
    listeners[owner] = listener
    let wanted = (descriptor: descriptor, forwardTo: forwardTo ?? 0)
    if let installed, installed == wanted { return }
    stopReading()
    let notes = tanrei_signals_install(descriptor, pid_t(wanted.forwardTo))
    guard notes >= 0 else { return }
    installed = wanted
    let reading = DispatchSource.makeReadSource(fileDescriptor: notes, queue: .main)
    reading.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.readNotes(from: notes) }
    }
    reading.setCancelHandler { close(notes) }
    reading.resume()
    source = reading
  }

  /// Stops telling `owner`; the last one to go takes the handlers away.
  func unsubscribe(_ owner: ObjectIdentifier) {
    listeners[owner] = nil
    guard listeners.isEmpty, installed != nil else { return }
    stopReading()
  }

  /// Sets what a handler writes to put the terminal back; empty disarms.
  func arm(_ bytes: [UInt8]) {
    guard installed != nil else { return }
    bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { characters in
        tanrei_signals_arm(characters.baseAddress, characters.count)
      }
    }
  }

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

  private func stopReading() {
    guard installed != nil else { return }
    tanrei_signals_uninstall()
    source?.cancel()
    source = nil
    installed = nil
  }

  private func readNotes(from descriptor: Int32) {
    var notes = [UInt8](repeating: 0, count: 64)
    let count = notes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return }
    for note in notes[..<count] {
      let signal = Int32(note & 0x7F)
      let restored = note & UInt8(TANREI_SIGNAL_RESTORED) != 0
      let event: Event?
      switch signal {
      case SIGWINCH: event = .resized
      case SIGCONT, SIGTSTP: event = .continued(restored: restored)
      default: event = restored ? .restored : nil
      }
      guard let event else { continue }
      for listener in listeners.values { listener(event) }
    }
  }
}
