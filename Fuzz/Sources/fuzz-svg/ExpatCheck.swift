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

  /// What expat makes of `document`.
  func parse(_ document: String) -> Outcome {
    let bytes = Data(document.utf8)
    input.fileHandleForWriting.write(Data("\(bytes.count)\n".utf8) + bytes)
    var line = Data()
    while true {
      let byte = output.fileHandleForReading.readData(ofLength: 1)
      guard let first = byte.first else { fatalError("python3 ended") }
      if first == UInt8(ascii: "\n") { break }
      line.append(first)
    }
    guard let answer = (try? JSONParser.parse(utf8: Array(line)))?.objectValue else {
      fatalError("python3 answered \(String(decoding: line, as: UTF8.self))")
    }
    if let reason = answer["error"]?.stringValue { return .refused(reason) }
    let classes = answer["classes"]?.arrayValue?.compactMap(\.stringValue) ?? []
    return .read(classes: classes, style: answer["style"]?.stringValue ?? "")
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
