import CTanreiTerminal
import Dispatch
import Foundation

/// A program `tanrei spin` runs: started with its standard output and error where they should
/// go, its output read as it comes, its end awaited.
@MainActor
final class ChildProcess {
  /// Why a program could not be started, with the status a shell gives for it.
  struct StartError: Error, CustomStringConvertible {
    var program: String
    var code: Int32

    /// 127 when there is no such program, 126 when it exists but cannot be run.
    var status: Int32 { code == ENOENT ? 127 : 126 }

    var description: String {
      "cannot run \(program): \(String(cString: strerror(code)))"
    }
  }

  /// Where a stream of the child goes.
  enum Destination {
    /// Straight to one of our descriptors: the child writes there itself, byte for byte.
    case inherit(Int32)
    /// Through a pipe to us, handed to a function as it arrives; when the function answers
    /// `false` (where it passes the bytes on is gone), the pipe is closed, so that the child's
    /// next write fails as it would have without us.
    case relay((_ bytes: [UInt8]) -> Bool)
    /// To the child's pseudo-terminal (see ``init(_:terminal:input:output:fromTerminal:onStop:)``).
    case terminal
  }

  /// A stream read from the child, open until its end or until we stop waiting for it.
  private struct Stream {
    var descriptor: Int32
    var watch: ReadinessWatcher.Watch
    /// Whether the descriptor is ours to close at the end (the terminal's leader is not).
    var closes: Bool
  }

  let pid: pid_t
  /// The signal that ended the child, once it has ended by one.
  private(set) var endingSignal: Int32?
  private let watcher: ReadinessWatcher
  private var streams: [Stream] = []
  private var exitStatus: Int32?
  private var finished: CheckedContinuation<Int32, Never>?
  private var isDone = false
  private var keys: ReadinessWatcher.Watch?
  /// The command's terminal, while our keys are passed on to it.
  private var keysGoTo: String?
  private var onStop: (() -> Void)?
  /// Stops of the child that this process made itself, not to be reported as the child's own.
  private var stopsMade = 0

  /// Starts `command` (looked up in PATH), its standard input ours.
  convenience init(_ command: [String], output: Destination, error: Destination)
    throws(StartError)
  {
    try self.init(command, terminal: nil, input: 0, output: output, error: error)
  }

  /// Starts `command` in a session of its own on `terminal`, a pseudo-terminal that is its
  /// controlling terminal and standard error; its standard input is `input` (the terminal when
  /// `nil`, and then our own standard input is passed on to it key by key), its standard output
  /// goes to `output`. What it writes to the terminal is handed to `fromTerminal`. When it stops
  /// (Ctrl-Z on its terminal), `onStop` is called, as a shell would be told.
  convenience init(
    _ command: [String], terminal: CommandTerminal, input: Int32?, output: Destination,
    fromTerminal: @escaping ([UInt8]) -> Bool, onStop: @escaping () -> Void
  ) throws(StartError) {
    try self.init(command, terminal: terminal, input: input ?? -1, output: output, error: .terminal)
    self.onStop = onStop
    relay(terminal.leader, to: fromTerminal, closes: false)
    if input == nil { passKeys(to: terminal.leader, follower: terminal.followerPath) }
  }

  /// Stops the child's process group as Ctrl-Z would have, had its terminal been able to: a
  /// group in a session of its own, whose parent is in another, is orphaned, and the kernel
  /// discards the stop its terminal sends it. Then `onStop`, and when that returns (we were
  /// continued), the child continues.
  func suspend() {
    stopsMade += 1
    kill(-pid, SIGSTOP)
    onStop?()
    kill(-pid, SIGCONT)
  }

  private init(
    _ command: [String], terminal: CommandTerminal?, input: Int32, output: Destination,
    error: Destination
  ) throws(StartError) {
    guard let watcher = ReadinessWatcher() else {
      throw StartError(program: command[0], code: errno)
    }
    self.watcher = watcher
    var pipes: [(read: Int32, write: Int32)] = []
    func descriptor(for destination: Destination) throws(StartError) -> Int32 {
      switch destination {
      case .inherit(let fd): return fd
      case .terminal: return -1
      case .relay:
        var ends: [Int32] = [-1, -1]
        guard tanrei_pipe(&ends) == 0 else {
          throw StartError(program: command[0], code: errno)
        }
        pipes.append((ends[0], ends[1]))
        return ends[1]
      }
    }
    let outputFD = try descriptor(for: output)
    let errorFD = try descriptor(for: error)

    var spawned: pid_t = 0
    let arguments = command.map { strdup($0) } + [nil]
    defer { for argument in arguments { free(argument) } }
    let code = tanrei_spawn(
      &spawned, command[0], arguments, nil, input, outputFD, errorFD, terminal?.followerPath)
    // Our copies of the writing ends go, so that the child's end is the pipes' end.
    for pipe in pipes { close(pipe.write) }
    terminal?.closeFollower()
    guard code == 0 else {
      for pipe in pipes { close(pipe.read) }
      throw StartError(program: command[0], code: code)
    }
    pid = spawned

    var readEnds = pipes.map(\.read).makeIterator()
    for destination in [output, error] {
      guard case .relay(let deliver) = destination, let fd = readEnds.next() else { continue }
      relay(fd, to: deliver)
    }
    waitInBackground()
  }

  /// Stops passing our keys on: the child has ended, or our terminal hung up.
  private func stopPassingKeys() {
    if let keys { watcher.stop(keys) }
    keys = nil
  }

  /// Once the child has ended, types the keys passed on that it never read on our terminal
  /// again, for the shell, as they would have stayed there had we not been in between. Where
  /// the system refuses that (see `tanrei_terminal_return_unread_input`), they are lost with
  /// the command's terminal.
  private func returnUnreadKeys() {
    guard let path = keysGoTo else { return }
    keysGoTo = nil
    _ = tanrei_terminal_return_unread_input(path, 0)
  }

  /// Passes what is typed on our terminal (in raw input) to the child's, as it comes: Ctrl-C,
  /// Ctrl-D and Ctrl-Z included, which the child's terminal acts on as ours would have.
  private func passKeys(to leader: Int32, follower: String) {
    // One read per wake, and no O_NONBLOCK: the terminal's open file is shared with the shell
    // that started us, which may set it back to blocking at any time (after Ctrl-Z and fg), and
    // a read of what is known to be there does not block.
    keys = watcher.watch(0) { [weak self] in
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = buffer.withUnsafeMutableBytes { systemRead(0, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK { return }
      guard count > 0 else {
        // Our terminal hung up.
        self?.stopPassingKeys()
        return
      }
      var keys = Array(buffer[..<count])
      // The suspend key is ours to act on (see suspend()); the rest go on as typed.
      if let suspendKey = Self.suspendKey(of: follower), let at = keys.firstIndex(of: suspendKey) {
        Self.writeAll(Array(keys[..<at]), to: leader)
        keys = Array(keys[(at + 1)...])
        self?.suspend()
      }
      Self.writeAll(keys, to: leader)
    }
    keysGoTo = follower
  }

  /// The key that suspends on the terminal at `path` (the command's, as the command has set
  /// it), when its line discipline acts on it: not while a program reads every key itself.
  private static func suspendKey(of path: String) -> UInt8? {
    let descriptor = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var mode = termios()
    guard tcgetattr(descriptor, &mode) == 0, mode.c_lflag & tcflag_t(ISIG) != 0 else {
      return nil
    }
    let key = withUnsafeBytes(of: mode.c_cc) { $0[Int(VSUSP)] }
    return key == 0 ? nil : key
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, base + offset, buffer.count - offset)
        if written < 0, errno == EINTR { continue }
        if written <= 0 { return }
        offset += written
      }
    }
  }

  /// Waits for the child to end and its output to be read, and answers its status as a shell
  /// reports it: the exit status, or 128 + the number of the signal that ended it.
  func status() async -> Int32 {
    await withCheckedContinuation { continuation in
      finished = continuation
      finishIfDone()
    }
  }

  private func relay(_ fd: Int32, to deliver: @escaping ([UInt8]) -> Bool, closes: Bool = true) {
    _ = tanrei_set_nonblocking(fd, 1)
    let watch = watcher.watch(fd) { [weak self] in self?.read(fd, deliver: deliver) }
    streams.append(Stream(descriptor: fd, watch: watch, closes: closes))
  }

  /// Stops reading the stream on `fd`, and closes it if it is ours.
  private func endStream(_ fd: Int32) {
    guard let index = streams.firstIndex(where: { $0.descriptor == fd }) else { return }
    let stream = streams.remove(at: index)
    watcher.stop(stream.watch)
    if stream.closes { close(fd) }
  }

  private func read(_ fd: Int32, deliver: ([UInt8]) -> Bool) {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
      if count > 0, deliver(Array(buffer[..<count])) {
        continue
      }
      if count < 0, errno == EINTR { continue }
      if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { return }
      // The end of the stream, or an error that ends it.
      endStream(fd)
      finishIfDone()
      return
    }
  }

  private func waitInBackground() {
    let pid = pid
    Thread.detachNewThread {
      var status: Int32 = 0
      while true {
        let result = waitpid(pid, &status, WUNTRACED)
        if result < 0, errno == EINTR { continue }
        // Stopped on its own terminal: tell whoever stands for the shell, and wait on.
        if result > 0, status & 0xFF == 0x7F {
          DispatchQueue.main.async {
            MainActor.assumeIsolated {
              if self.stopsMade > 0 {
                self.stopsMade -= 1
              } else if let onStop = self.onStop {
                onStop()
                kill(-pid, SIGCONT)
              }
            }
          }
          continue
        }
        break
      }
      let reported = Self.shellStatus(status)
      let signal = status & 0x7F
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          if signal != 0 { self.endingSignal = signal }
          self.exited(with: reported)
        }
      }
    }
  }

  private func exited(with status: Int32) {
    exitStatus = status
    stopPassingKeys()
    returnUnreadKeys()
    finishIfDone()
    // A program that leaves a background process holding its output open has still ended:
    // read what is there for a moment, then stop waiting for the end of the stream.
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) {
      MainActor.assumeIsolated {
        for stream in self.streams { self.endStream(stream.descriptor) }
        self.finishIfDone()
      }
    }
  }

  private func finishIfDone() {
    guard !isDone, let exitStatus, streams.isEmpty, let finished else { return }
    isDone = true
    watcher.stopAll()
    self.finished = nil
    finished.resume(returning: exitStatus)
  }

  /// A `waitpid` status as a shell reports it.
  nonisolated static func shellStatus(_ status: Int32) -> Int32 {
    let signal = status & 0x7F
    if signal == 0 { return (status >> 8) & 0xFF }
    return 128 + signal
  }
}

/// `read(2)`, named apart from the method that calls it.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    return Glibc.read(fd, buffer, count)
  #elseif canImport(Musl)
    return Musl.read(fd, buffer, count)
  #else
    return Darwin.read(fd, buffer, count)
  #endif
}
