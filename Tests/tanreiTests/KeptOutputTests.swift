import Foundation
import TanreiTestSupport
import Testing

@testable import TanreiCommandLine

/// What `--quiet` keeps, on a budget small enough for a few hundred kilobytes to cross it: the
/// same bytes back in the same order whether they were held in memory or in the file, a file
/// that never has a name, and, where no file can be kept, the head, the tail and the count of
/// what fell between.
@MainActor
@Suite("--quiet keeps what a command wrote in fixed memory, the rest in a file with no name")
struct KeptOutputTests {
  /// Every byte with its stream, so that order across the two streams is compared too.
  typealias Tagged = [UInt16]

  /// Stretches of every length from 1 to about 3,000 bytes, on the two streams in runs, with a
  /// few longer than any record; about `total` bytes in all.
  static func stretches(total: Int) -> [(bytes: [UInt8], stream: Int32)] {
    var stretches: [(bytes: [UInt8], stream: Int32)] = []
    var written = 0
    var index = 0
    while written < total {
      let length = index % 50 == 7 ? 70_000 : (index * 7919) % 2999 + 1
      let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ index) }
      stretches.append((bytes, index % 5 < 3 ? 2 : 1))
      written += length
      index += 1
    }
    return stretches
  }

  static func tagged(_ stretches: [(bytes: [UInt8], stream: Int32)]) -> Tagged {
    stretches.flatMap { stretch in stretch.bytes.map { UInt16(stretch.stream) << 8 | UInt16($0) } }
  }

  /// What `kept` shows, stretch by stretch.
  static func shown(_ kept: KeptOutput) -> [(bytes: [UInt8], stream: Int32)] {
    var shown: [(bytes: [UInt8], stream: Int32)] = []
    kept.show { bytes, stream in shown.append((bytes, stream)) }
    return shown
  }

  /// Where `shown` first differs from `expected`, or `nil` when they are equal: a failure said
  /// in a line, where comparing the arrays themselves would describe both, megabytes long.
  nonisolated static func difference<T: Equatable>(
    _ shown: some Collection<T>, _ expected: some Collection<T>
  ) -> String? {
    let same = zip(shown, expected).prefix { $0 == $1 }.count
    if same == shown.count, same == expected.count { return nil }
    return "\(shown.count) shown, \(expected.count) expected; the first difference at \(same)"
  }

  static func contents(_ folder: URL) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? ["(unreadable)"]
  }

  @Test(
    "every byte comes back in the order written, from memory and from the file",
    arguments: [0, 64, 4096, 100_000, 4 << 20])
  func orderKept(budget: Int) throws {
    let scratch = try ScratchFolder("kept-order")
    defer { scratch.remove() }
    let written = Self.stretches(total: 400_000)
    let kept = KeptOutput(budget: budget, temporaryFolder: scratch.url.path)
    for stretch in written { kept.append(stretch.bytes, stream: stretch.stream) }
    // Past the budget, the rest is in the file; within it, no file is made.
    #expect((kept.file != nil) == (budget < 400_000))
    let shown = Self.shown(kept)
    #expect(Self.difference(Self.tagged(shown), Self.tagged(written)) == nil)
    #expect(Self.contents(scratch.url) == [])
  }

  @Test("the file has no name: the temporary folder is empty while it holds the output, and after")
  func fileHasNoName() throws {
    let scratch = try ScratchFolder("kept-unnamed")
    defer { scratch.remove() }
    let kept = KeptOutput(budget: 1024, temporaryFolder: scratch.url.path)
    for stretch in Self.stretches(total: 200_000) {
      kept.append(stretch.bytes, stream: stretch.stream)
    }
    weak var gone: SpillFile?
    do {
      let file = try #require(kept.file)
      var status = stat()
      #expect(fstat(file.descriptor, &status) == 0)
      #expect(status.st_nlink == 0, "the file still has a name")
      #expect(file.length > 190_000, "the file holds what went past the budget")
      gone = file
    }
    #expect(Self.contents(scratch.url) == [])
    _ = Self.shown(kept)
    #expect(gone == nil, "the file is closed once shown")
    #expect(Self.contents(scratch.url) == [])
  }

  @Test("memory is used to its last byte before a file is made: output that fills it makes none")
  func budgetFilledExactly() throws {
    let scratch = try ScratchFolder("kept-exact")
    defer { scratch.remove() }
    let kept = KeptOutput(budget: 1024, temporaryFolder: scratch.url.path)
    // Four records of 251 bytes, each with its header of 5: 1024 bytes.
    for index in 0..<4 { kept.append([UInt8](repeating: UInt8(index), count: 251), stream: 2) }
    #expect(kept.file == nil)
    kept.append([9], stream: 1)
    #expect(kept.file != nil)
  }

  /// Where no file can be made: a missing folder, a file in a folder's place, a path too long.
  @Test(
    "where no file can be made: the head, a line counting the bytes dropped, then the tail",
    arguments: ["missing/folder", "regular-file", "too-long"])
  func headAndTail(folder name: String) throws {
    let scratch = try ScratchFolder("kept-fallback")
    defer { scratch.remove() }
    try Data("x".utf8).write(to: scratch.file("regular-file"))
    let folder =
      name == "too-long"
      ? scratch.url.path + String(repeating: "/long", count: 1000) : scratch.file(name).path
    let written = Self.stretches(total: 200_000)
    let budget = 8192
    let kept = KeptOutput(budget: budget, temporaryFolder: folder)
    for stretch in written { kept.append(stretch.bytes, stream: stretch.stream) }
    let shown = Self.shown(kept)

    let line = try #require(
      shown.firstIndex { String(decoding: $0.bytes, as: UTF8.self).contains("tanrei spin:") })
    let words = String(decoding: shown[line].bytes, as: UTF8.self)
    #expect(shown[line].stream == 2)
    let head = Self.tagged(Array(shown[..<line]))
    let tail = Self.tagged(Array(shown[(line + 1)...]))
    let all = Self.tagged(written)
    #expect(Self.difference(head, all.prefix(head.count)) == nil, "the head is the start")
    #expect(Self.difference(tail, all.suffix(tail.count)) == nil, "the tail is the end")
    #expect(head.count > budget / 2 && tail.count > budget / 8)
    let dropped = all.count - head.count - tail.count
    // On a line of its own on standard error, after what the command left there.
    let lastError = shown[..<line].last { $0.stream == 2 && !$0.bytes.isEmpty }?.bytes.last
    let start = lastError == 0x0A ? "" : "\n"
    #expect(
      words.hasPrefix(start + "tanrei spin: \(dropped) bytes of output left out here: "),
      "\(words)")
    #expect(words.contains("no temporary file could be made in \(folder) ("), "\(words)")
    #expect(words.hasSuffix(")\n"))
    #expect(Self.contents(scratch.url) == ["regular-file"])
  }

  @Test("where no file can be made but the tail holds the rest, nothing is dropped nor said")
  func tailHoldsTheRest() throws {
    let kept = KeptOutput(budget: 1024, temporaryFolder: "/nonexistent/tanrei")
    let written: [(bytes: [UInt8], stream: Int32)] = [
      (Array(repeating: 0x61, count: 900), 1), ([0x62, 0x0A], 2),
      (Array(repeating: 0x63, count: 400), 2),
    ]
    for stretch in written { kept.append(stretch.bytes, stream: stretch.stream) }
    #expect(Self.difference(Self.tagged(Self.shown(kept)), Self.tagged(written)) == nil)
  }

  @Test("nothing written, nothing shown; once shown, nothing is shown again")
  func emptyAndTwice() throws {
    let kept = KeptOutput(budget: 64, temporaryFolder: "/nonexistent/tanrei")
    kept.append([], stream: 1)
    #expect(Self.shown(kept).isEmpty)
    kept.append(Array(repeating: 0x78, count: 10_000), stream: 2)
    #expect(Self.tagged(Self.shown(kept)).count > 32)
    #expect(Self.shown(kept).isEmpty)
  }

  @Test(
    "the temporary folder is TMPDIR, or /tmp where it is unset or empty",
    arguments: [
      ([:], "/tmp"), (["TMPDIR": ""], "/tmp"), (["TMPDIR": "/var/tmp/x"], "/var/tmp/x"),
    ] as [([String: String], String)])
  func temporaryFolder(environment: [String: String], expected: String) {
    #expect(KeptOutput.temporaryFolder(environment) == expected)
  }
}
