import Foundation
import FuzzSupport
import TanreiCore

/// Python's XML parser (expat, through `xml.etree`), started once and fed one document at a
/// time through a pipe: a strict parser of well-formedness, outside this program so that it
/// keeps nothing of ours, yet fast enough for the fuzzer.
final class ExpatCheck: @unchecked Sendable {
  enum Outcome {
    /// The document is refused, with expat's reason.
    case refused(String)
    /// The document reads; every `class` attribute in order, and the text of `<style>`.
    case read(classes: [String], style: String)
  }

  static let shared = ExpatCheck()

  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()

  private static let program = #"""
    import sys, json, xml.etree.ElementTree as ET
    read, write = sys.stdin.buffer, sys.stdout
    while True:
        header = read.readline()
        if not header:
            break
        document = read.read(int(header))
        try:
            root = ET.fromstring(document)
            classes = [e.get("class") for e in root.iter() if e.get("class") is not None]
            style = [e.text or "" for e in root.iter() if e.tag.endswith("style")]
            write.write(json.dumps({"classes": classes, "style": style[0] if style else None}))
        except ET.ParseError as error:
            write.write(json.dumps({"error": str(error)}))
        write.write("\n")
        write.flush()
    """#

  private init() {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", Self.program]
    process.standardInput = input
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      fatalError("python3 cannot be started: \(error)")
    }
  }

  /// What python3 has answered past the last line taken.
  private var unread: [UInt8] = []

  /// What expat makes of `document`.
  ///
  /// The pipes are read and written with the system calls themselves: libFuzzer's timer
  /// interrupts them (EINTR) every second, which `FileHandle`'s methods turn into a crash.
  func parse(_ document: String) -> Outcome {
    let bytes = Array(document.utf8)
    writeAll(Array("\(bytes.count)\n".utf8) + bytes, to: input.fileHandleForWriting.fileDescriptor)
    let line = readLine(from: output.fileHandleForReading.fileDescriptor)
    guard let answer = (try? JSONParser.parse(utf8: Array(line)))?.objectValue else {
      fatalError("python3 answered \(String(decoding: line, as: UTF8.self))")
    }
    if let reason = answer["error"]?.stringValue { return .refused(reason) }
    let classes = answer["classes"]?.arrayValue?.compactMap(\.stringValue) ?? []
    return .read(classes: classes, style: answer["style"]?.stringValue ?? "")
  }

  private func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return write(descriptor, base + offset, buffer.count - offset)
      }
      if written < 0 {
        guard errno == EINTR else { fatalError("python3 cannot be written to: errno \(errno)") }
        continue
      }
      offset += written
    }
  }

  private func readLine(from descriptor: Int32) -> [UInt8] {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      if let end = unread.firstIndex(of: UInt8(ascii: "\n")) {
        let line = Array(unread[..<end])
        unread.removeFirst(end + 1)
        return line
      }
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        guard errno == EINTR else { fatalError("python3 cannot be read: errno \(errno)") }
        continue
      }
      guard count > 0 else { fatalError("python3 ended") }
      unread += chunk[..<count]
    }
  }

  /// `label` as a parser gives it back: the characters XML 1.0 cannot hold become U+FFFD.
  static func expected(_ label: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in label.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A, 0x0D: result.append(scalar)
      case 0..<0x20, 0xFFFE, 0xFFFF: result.append("\u{FFFD}")
      default: result.append(scalar)
      }
    }
    return String(result)
  }
}
