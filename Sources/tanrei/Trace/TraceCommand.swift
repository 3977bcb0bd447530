import Foundation
import TanreiTrace

/// `tanrei trace FILE|-`: runs a scenario and prints one JSON object per sample.
struct TraceCommand {
  static let usage = """
    USAGE: tanrei trace <scenario.json | ->

    Runs a conformance scenario and writes one JSON object per sample time to standard output.
    A scenario gives props, an environment, timed events and sample times, all in milliseconds:

      {"props": {"label": "Loading"},
       "environment": {"reducedMotion": false, "direction": "ltr",
                       "removesAllAnimations": false, "motionScale": 1},
       "events": [{"at": 0, "do": "insert"}, {"at": 900, "do": "remove"}],
       "samples": [0, 299, 300, 425, 1300]}

    Events: insert, remove, hide, show, set (with "props"), reducedMotion and direction (with
    "value"). "-" reads the scenario from standard input. A scenario that cannot be read is
    reported on standard error with exit status 2.

    """

  static func run(_ arguments: inout ArgumentList) throws(UsageError) -> Int32 {
    if arguments.flag("--help", "-h") {
      StandardStreams.out(usage)
      return 0
    }
    let paths = try arguments.positionals()
    guard paths.count == 1, let path = paths.first else {
      throw UsageError(
        paths.isEmpty
          ? "trace needs a scenario file, or - for standard input" : "trace takes one scenario file"
      )
    }
    let text: String
    do {
      text = try read(path)
    } catch {
      StandardStreams.error("tanrei trace: \(error)\n")
      return 2
    }
    do {
      let scenario = try TraceScenario.parse(text)
      StandardStreams.out(TraceRunner(scenario: scenario).text())
      return 0
    } catch {
      StandardStreams.error("tanrei trace: \(path == "-" ? "standard input" : path): \(error)\n")
      return 2
    }
  }

  private static func read(_ path: String) throws -> String {
    let data: Data
    if path == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      guard FileManager.default.fileExists(atPath: path) else {
        throw ReadError("\(path): no such file")
      }
      do {
        data = try Data(contentsOf: URL(fileURLWithPath: path))
      } catch {
        throw ReadError("\(path): cannot be read")
      }
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ReadError("\(path == "-" ? "standard input" : path): is not UTF-8 text")
    }
    return text
  }
}

struct ReadError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
