import FuzzSupport

/// Any sequence of the calls a page's script makes on the web elements' modules, decoded from
/// the input: elements of every kind, each keeping its state as the page does; `set` with
/// attribute texts of any bytes (what `TextEncoder` gives, or raw bytes written to the text
/// buffer) in any presence, with any lengths, flags and times; `answer` with any event codes,
/// times and naming attributes; states another element made, an earlier copy of the element's
/// own, or bytes no call made; `tanrei_number` on any text.
///
/// No call traps, each result is the one `Documentation/WebModules.md` gives for its arguments,
/// a refused call leaves the state as it was, every answer is well-formed (``AnswerCheck``), and
/// the same call on the same state answers the same: the modules keep nothing between calls.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWebAttributes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  var page = WebPage(InputReader(FuzzInput(data, size).bytes))
  while !page.reader.isAtEnd { page.step() }
  return 0
}
