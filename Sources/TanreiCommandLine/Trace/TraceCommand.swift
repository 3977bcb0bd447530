import Foundation
import TanreiTrace

/// `tanrei trace FILE|-`: runs a scenario and prints one JSON object per sample.
struct TraceCommand {
  static let usage = """
    USAGE: tanrei trace <scenario.json | ->

    Runs a conformance scenario and writes one JSON object per sample time to
    standard output. A scenario gives props, an environment, timed events and
    sample times, all in milliseconds:

      {"props": {"label": "Loading"},
       "environment": {"reducedMotion": false, "direction": "ltr",
                       "removesAllAnimations": false, "motionScale": 1},
       "events": [{"at": 0, "do": "insert"}, {"at": 900, "do": "remove"}],
       "samples": [0, 299, 300, 425, 1300]}

    Events: insert, remove, hide, show, set (with "props"), reducedMotion and
    direction (with "value"). "component" is loading-indicator (the default),
    progress, skeleton, typing-indicator, spinner or delayed-presence; "system"
    is tanrei (the default), tanrei-dark, appetite or appetite-dark.

    With "host": "swiftui" the events are the callbacks SwiftUI makes on the
    component's view, replayed through the bridge the view owns, exactly as the
    view calls it, on a manual clock:

      {"host": "swiftui", "props": {"label": "Loading messages"},
       "events": [{"at": 0, "view": "appear"}, {"at": 0, "view": "taskStart"},
                  {"at": 100, "view": "disappear"},
                  {"at": 100, "view": "taskCancel"},
                  {"at": 200, "view": "appear"}, {"at": 200, "view": "taskStart"}],
       "samples": [0, 299, 300]}

      init             the view's init ran again (its parent updated); "props"
                       gives new ones, passed on only when they differ, as
                       onChange(of:) does
      appear           onAppear; the identity's first appearance inserts the
                       component
      disappear        onDisappear: hidden, not removed
      taskStart        a .task started: shown
      taskCancel       the oldest running task was cancelled and ended:
                       hidden, unless a newer task has started since
      release          the identity ended (left the hierarchy, an id change):
                       gone; the next appearance is a new identity, which
                       waits its whole delay again
      scenePhase       "value": active, inactive or background
      scrollVisible    "value": true or false (onScrollVisibilityChange)
      reduceMotion     "value": true or false (accessibilityReduceMotion)
      layoutDirection  "value": ltr or rtl
      colorScheme      "value": light or dark
      indicating       "value": true or false (TanreiDelayed's flag)

    Events at the same millisecond apply in the order written. Each line then
    adds "accessibilityHidden" and "paused" (whether the view's timeline may
    pause); while no identity of the view lives it is absent, with no box.

    "-" reads the scenario from standard input. A scenario that cannot be read
    — an unknown event or value included, which is named — or one larger than
    16 MiB, is reported on standard error with exit status 2.

    """

  /// Reads the scenario's path (`-` for standard input) from the words that follow `trace`.
  static func parse(_ arguments: inout ArgumentList) throws(UsageError) -> String {
    let paths = try arguments.positionals()
    guard paths.count == 1, let path = paths.first, !path.isEmpty else {
      throw UsageError(
        paths.count > 1
          ? "trace takes one scenario file" : "trace needs a scenario file, or - for standard input"
      )
    }
    return path
  }

  /// Traces the scenario at `path`; returns the exit status.
  @MainActor static func run(path: String) -> Int32 {
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

  /// The largest scenario read: a thousand times the largest example, and small enough that
  /// reading it cannot exhaust memory.
  static let maximumBytes = 16 << 20

  private static func read(_ path: String) throws -> String {
    let name = path == "-" ? "standard input" : path
    let handle: FileHandle
    if path == "-" {
      handle = FileHandle.standardInput
    } else {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw ReadError("\(path): no such file")
      }
      guard !isFolder.boolValue, let file = FileHandle(forReadingAtPath: path) else {
        throw ReadError("\(path): cannot be read")
      }
      handle = file
    }
    defer { if path != "-" { try? handle.close() } }
    // Read at most one byte more than allowed, so that a larger input is refused without being
    // read whole, be it a file or a pipe that never ends.
    var data = Data()
    do {
      while data.count <= maximumBytes,
        let chunk = try handle.read(upToCount: min(1 << 20, maximumBytes + 1 - data.count)),
        !chunk.isEmpty
      {
        data.append(chunk)
      }
    } catch {
      throw ReadError("\(name): cannot be read")
    }
    guard data.count <= maximumBytes else {
      throw ReadError("\(name): larger than \(maximumBytes >> 20) MiB, the most trace reads")
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
