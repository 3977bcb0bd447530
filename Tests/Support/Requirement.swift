import Foundation
import Testing

/// Something a test needs from the machine beyond the toolchain — a program, a font, the
/// browser checks' Python environment — and how to get it.
///
/// Where it is missing, the test is skipped and says what to install, so that plain
/// `swift test` passes on a bare machine; where everything must run (``isStrict``: `CI=true`, or
/// `TANREI_REQUIRE_EVERYTHING=1` as `scripts/test` sets once it has installed everything), the
/// test runs and fails instead, saying what is missing.
public struct Requirement: Sendable, CustomStringConvertible {
  /// What is needed ("Chromium").
  public let name: String
  /// Whether this machine has it.
  public let isMet: Bool
  /// How to get it ("Debian: chromium").
  public let install: String

  /// A requirement met when `isMet` says so.
  public init(_ name: String, isMet: Bool, install: String) {
    self.name = name
    self.isMet = isMet
    self.install = install
  }

  /// "Chromium is not installed (Debian: chromium; scripts/test installs it)".
  public var description: String {
    "\(name) is missing (\(install); scripts/test installs it)"
  }

  /// Whether a missing requirement fails its test rather than skipping it.
  public static let isStrict: Bool = {
    let environment = ProcessInfo.processInfo.environment
    return environment["CI"] == "true" || environment["TANREI_REQUIRE_EVERYTHING"] == "1"
  }()

  /// Answers whether the requirement is met; when it is not, records an issue saying so, at
  /// the caller's line. A test that runs although something is missing (under ``isStrict``)
  /// calls this first and returns when it answers `false`.
  public func confirm(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    if isMet { return true }
    Issue.record("\(self), and every test must run here", sourceLocation: sourceLocation)
    return false
  }

  // MARK: What the tests need

  /// A program on the `PATH`, or `nil`.
  public static func program(_ names: String...) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for name in names {
      for folder in path.split(separator: ":") {
        let candidate = "\(folder)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      }
    }
    return nil
  }

  /// librsvg's `rsvg-convert`, which the renderer's pictures are compared with.
  public static let rsvgConvert = Requirement(
    "rsvg-convert", isMet: program("rsvg-convert") != nil, install: "Debian: librsvg2-bin")

  /// Chromium, headless, which the renderer's pictures and the pages are checked in.
  public static let chromium = Requirement(
    "Chromium", isMet: program("chromium", "chromium-browser", "google-chrome") != nil,
    install: "Debian: chromium")

  /// Firefox ESR, which the web elements are checked in, headless, over Marionette.
  public static let firefox = Requirement(
    "Firefox ESR", isMet: program("firefox-esr") != nil, install: "Debian: firefox-esr")

  /// WebKitGTK's MiniBrowser, which the web elements are checked in through WebKitWebDriver,
  /// on a display of Xvfb's.
  public static let webKit = Requirement(
    "WebKitGTK's MiniBrowser, WebKitWebDriver and Xvfb",
    isMet: miniBrowserIsInstalled() && program("WebKitWebDriver") != nil && program("Xvfb") != nil,
    install: "Debian: libwebkit2gtk-4.1-0, webkit2gtk-driver, xvfb")

  /// Whether the WebKitGTK 4.1 library package put MiniBrowser in its folder, under the
  /// machine's architecture's library folder.
  private static func miniBrowserIsInstalled() -> Bool {
    let libraries = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib")) ?? []
    return libraries.contains { folder in
      FileManager.default.isExecutableFile(atPath: "/usr/lib/\(folder)/webkit2gtk-4.1/MiniBrowser")
    }
  }

  /// The Python environment that drives the engines for the page and web-element checks:
  /// Playwright and axe-core for Chromium, marionette-driver and websocket-client for Firefox,
  /// Selenium for WebKit.
  public static let browserEnvironment = Requirement(
    "The browser checks' Python environment (.build/browser-venv)",
    isMet: FileManager.default.isExecutableFile(
      atPath: RepositoryFiles.url(".build/browser-venv/bin/python").path),
    install: "python3 -m venv .build/browser-venv, then pip install axe-playwright-python "
      + "playwright marionette-driver websocket-client selenium")

  /// The JavaScript tools the web packages are checked with where apps are made: Node,
  /// esbuild, rollup and tsc on the `PATH`, React and its types for Node (Debian's, under
  /// `/usr/share/nodejs`), and webpack with rollup's node-resolve plugin, unpacked into
  /// `.build/javascript-tools`.
  public static let javascriptTools = Requirement(
    "The JavaScript tools (Node, esbuild, rollup, tsc, React for Node, webpack)",
    isMet: ["node", "esbuild", "rollup", "tsc"].allSatisfy { program($0) != nil }
      && FileManager.default.fileExists(atPath: "/usr/share/nodejs/react-dom/package.json")
      && FileManager.default.fileExists(
        atPath: RepositoryFiles.url(".build/javascript-tools/.unpacked").path),
    install: "Debian: nodejs esbuild rollup node-typescript node-react node-react-dom "
      + "node-csstype node-prop-types, and webpack and node-rollup-plugin-node-resolve unpacked "
      + "into .build/javascript-tools")

  /// The Inter font, whose semibold face sets the progress ring's percentage; the references
  /// are recorded with it, so a drawing in a fallback face is never compared with them.
  public static let inter = Requirement(
    "The Inter font", isMet: fontFamilies().contains("Inter"), install: "Debian: fonts-inter")

  /// A mount namespace of one's own (`unshare -rm`, Linux), in which a test mounts a small
  /// file system to fill.
  public static let mountNamespace = Requirement(
    "A mount namespace of one's own (unshare -rm)", isMet: runs("unshare", ["-rm", "true"]),
    install: "Debian: util-linux, on a kernel that allows user namespaces")

  /// Whether the program `name` on the `PATH` runs with `arguments` and succeeds within 5 s.
  private static func runs(_ name: String, _ arguments: [String]) -> Bool {
    output(of: name, arguments, within: 5) != nil
  }

  /// What the program `name` on the `PATH` prints on standard output with `arguments`, or `nil`
  /// where it is not installed, fails, or has not ended within `seconds` (it is then ended). For
  /// programs that start no others: a child left holding the output would hold the read too.
  public static func output(of name: String, _ arguments: [String], within seconds: Int = 10)
    -> String?
  {
    guard let path = program(name) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    // Ending the program ends its output too: the read below is bounded by the deadline.
    let deadline = DispatchWorkItem { [process] in
      if process.isRunning { process.terminate() }
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds), execute: deadline)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    deadline.cancel()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// The families fontconfig knows, by asking `fc-list` (empty where it is not installed).
  private static func fontFamilies() -> Set<String> {
    guard let listed = output(of: "fc-list", [":", "family"]) else { return [] }
    var families = Set<String>()
    for line in listed.split(separator: "\n") {
      for family in line.split(separator: ",") {
        families.insert(family.trimmingCharacters(in: .whitespaces))
      }
    }
    return families
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs the test where `requirements` are met, or everywhere under ``Requirement/isStrict``;
  /// otherwise skips it, saying what is missing and how to install it.
  public static func requires(_ requirements: Requirement...) -> Self {
    let missing = requirements.filter { !$0.isMet }
    let comment = missing.map(\.description).joined(separator: "; ")
    return .enabled(if: missing.isEmpty || Requirement.isStrict, Comment(rawValue: comment))
  }
}
