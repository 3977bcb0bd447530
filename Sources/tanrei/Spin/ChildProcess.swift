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
  }

  let pid: pid_t
  private var readers: [any DispatchSourceRead] = []
  private var openStreams = 0
  private var exitStatus: Int32?
  private var finished: CheckedContinuation<Int32, Never>?
  private var isDone = false

  /// Starts `command` (looked up in PATH), its standard input ours.
  init(_ command: [String], output: Destination, error: Destination) throws(StartError) {
    var pipes: [(read: Int32, write: Int32)] = []
    func descriptor(for destination: Destination) throws(StartError) -> Int32 {
      if case .inherit(let fd) = destination { return fd }
      var ends: [Int32] = [-1, -1]
      guard tanrei_pipe(&ends) == 0 else {
        throw StartError(program: command[0], code: errno)
      }
      pipes.append((ends[0], ends[1]))
      return ends[1]
    }
    let outputFD = try descriptor(for: output)
    let errorFD = try descriptor(for: error)

    var spawned: pid_t = 0
    let arguments = command.map { strdup($0) } + [nil]
    defer { for argument in arguments { free(argument) } }
    let code = tanrei_spawn(&spawned, command[0], arguments, nil, 0, outputFD, errorFD, nil)
    // Our copies of the writing ends go, so that the child's end is the pipes' end.
    for pipe in pipes { close(pipe.write) }
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

  /// Waits for the child to end and its output to be read, and answers its status as a shell
  /// reports it: the exit status, or 128 + the number of the signal that ended it.
  func status() async -> Int32 {
    await withCheckedContinuation { continuation in
      finished = continuation
      finishIfDone()
    }
  }

  private func relay(_ fd: Int32, to deliver: @escaping ([UInt8]) -> Bool) {
    _ = tanrei_set_nonblocking(fd, 1)
    openStreams += 1
    let reader = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
    reader.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.read(fd, reader: reader, deliver: deliver) }
    }
    reader.setCancelHandler { close(fd) }
    reader.resume()
    readers.append(reader)
  }

  private func read(
    _ fd: Int32, reader: any DispatchSourceRead, deliver: ([UInt8]) -> Bool
  ) {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
      if count > 0, deliver(Array(buffer[..<count])) {
        continue
      }
      if count < 0, errno == EINTR { continue }
      if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { return }
      // The end of the stream, or an error that ends it.
      if !reader.isCancelled {
        reader.cancel()
        openStreams -= 1
        finishIfDone()
      }
      return
    }
  }

  private func waitInBackground() {
    let pid = pid
    Thread.detachNewThread {
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0, errno == EINTR {}
      let reported = Self.shellStatus(status)
      DispatchQueue.main.async {
        MainActor.assumeIsolated { self.exited(with: reported) }
      }
    }
  }

  private func exited(with status: Int32) {
    exitStatus = status
    finishIfDone()
    // A program that leaves a background process holding its output open has still ended:
    // read what is there for a moment, then stop waiting for the end of the stream.
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) {
      MainActor.assumeIsolated {
        for reader in self.readers where !reader.isCancelled {
          reader.cancel()
          self.openStreams -= 1
        }
        self.finishIfDone()
      }
    }
  }

  private func finishIfDone() {
    guard !isDone, let exitStatus, openStreams == 0, let finished else { return }
    isDone = true
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
