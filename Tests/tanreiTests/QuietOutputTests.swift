import Foundation
import TanreiTestSupport
import Testing

/// `tanrei spin --quiet` with more output than it keeps in memory (``KeptOutput``'s 4 MiB),
/// as a program: a failing command's output comes back whole from the file with no name, and
/// where the temporary folder fills up, the head and the tail come back with the count of the
/// bytes between.
@Suite("tanrei spin --quiet with more output than memory holds", .timeLimit(.minutes(1)))
struct QuietOutputTests {
  /// What `yes "$line" | head -c count` writes.
  static func lines(_ line: String, count: Int) -> [UInt8] {
    let whole = Array((line + "\n").utf8)
    return (0..<count).map { whole[$0 % whole.count] }
  }

  @Test("every byte of a failing command's 6 MB, in order; the temporary folder stays empty")
  func wholeOutputFromTheFile() async throws {
    let scratch = try ScratchFolder("quiet-file")
    defer { scratch.remove() }
    // The command looks at the temporary folder once its output went past the memory, and,
    // on Linux, at the descriptors of tanrei, its parent: one is a file in that folder with no
    // name.
    var script = """
      for i in 1 2 3; do yes "out $i" | head -c 2000000; echo "err $i" >&2; done
      echo "in the folder: $(ls -A "$TMPDIR")" >&2

      """
    #if os(Linux)
      script += #"echo "unnamed: $(ls -l /proc/$PPID/fd | grep -c "$TMPDIR/.* (deleted)")" >&2"#
    #endif
    script += "\nexit 3"
    let result = try await ProgramRunner.run(
      "tanrei",
      ["spin", "-q", "--show-delay", "0", "--label", "Working", "--", "sh", "-c", script],
      environment: scratch.childEnvironment(["CI": "true"]))
    #expect(result.status == 3)
    let expected = (1...3).flatMap { Self.lines("out \($0)", count: 2_000_000) }
    #expect(KeptOutputTests.difference(result.output.utf8, expected) == nil)
    var error = "Working…\nerr 1\nerr 2\nerr 3\nin the folder: \n"
    #if os(Linux)
      error += "unnamed: 1\n"
    #endif
    error += "Working: failed (exit status 3)\n"
    // Compared apart: a failure describes what was compared, which may be megabytes.
    let errorAsExpected = result.error == error
    #expect(errorAsExpected, "\(result.error.prefix(600))")
    #expect(TemporaryFilesTests.contents(of: scratch.temporaryFolder) == [])
  }

  @Test(
    "a temporary folder that fills up: the head, the count of the bytes left out, the tail",
    .requires(.mountNamespace))
  func folderFillsUp() async throws {
    guard Requirement.mountNamespace.confirm() else { return }
    let scratch = try ScratchFolder("quiet-full")
    defer { scratch.remove() }
    let environment = scratch.childEnvironment(["CI": "true"])
    let folder = scratch.temporaryFolder.path
    // A file system of 256 KiB over the temporary folder, seen by tanrei alone.
    let result = try await ProgramRunner.run(
      executable: try #require(Requirement.program("unshare")),
      [
        "-rm", "sh", "-c", #"mount -t tmpfs -o size=256k tanrei "$TMPDIR" && exec "$@""#, "sh",
        ProgramRunner.path(of: "tanrei"), "spin", "-q", "--show-delay", "0", "--label", "Working",
        "--", "sh", "-c", "seq 1 1400000; exit 3",
      ], environment: environment)
    #expect(result.status == 3)
    let all = Array((1...1_400_000).map { "\($0)\n" }.joined().utf8)
    let shown = Array(result.output.utf8)
    let dropped = all.count - shown.count
    let error =
      "Working…\ntanrei spin: \(dropped) bytes of output left out here: the temporary file in "
      + "\(folder) could not be written (No space left on device)\nWorking: failed (exit status 3)\n"
    let errorAsExpected = result.error == error
    #expect(errorAsExpected, "\(result.error.prefix(600))")
    let head = zip(shown, all).prefix { $0 == $1 }.count
    #expect(head >= 4 << 20, "first the 4 MiB of memory, and what the file held before it filled")
    #expect(shown.count - head >= 2 << 20, "then at least the last 2 MiB")
    #expect(KeptOutputTests.difference(shown[head...], all.suffix(shown.count - head)) == nil)
    #expect(dropped > 0)
    #expect(TemporaryFilesTests.contents(of: scratch.temporaryFolder) == [])
  }
}
