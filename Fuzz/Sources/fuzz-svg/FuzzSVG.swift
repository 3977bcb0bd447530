import FuzzSupport
import TanreiCore
import TanreiRender

/// Any text as the names of a scene's groups and as its style, and any numbers as its geometry:
/// the SVG is well-formed XML that a real parser (Python's expat, kept running beside the
/// fuzzer) reads with every name and the style intact, characters XML cannot hold becoming
/// U+FFFD; and no number is written that SVG cannot read.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let input = FuzzInput(data, size)
  let parts = input.text.split(separator: "\u{1}", maxSplits: 2, omittingEmptySubsequences: false)
  let label = String(parts[0])
  let style = parts.count > 1 ? String(parts[1]) : label
  let numbers = numbers(from: input.bytes)
  func number(_ index: Int) -> Double { numbers.isEmpty ? 1 : numbers[index % numbers.count] }

  let shapes: [SceneNode] = [
    .shape(
      .roundedRect(
        SceneRect(x: number(0), y: number(1), width: number(2), height: number(3)),
        cornerRadius: number(4)), .fill(.black)),
    .shape(
      .arc(
        center: ScenePoint(x: number(5), y: number(6)), radius: number(7),
        startDegrees: number(8), sweepDegrees: number(9)),
      .stroke(.black, width: number(10), cap: .round)),
    .shadow(
      .circle(center: ScenePoint(x: number(11), y: number(12)), radius: number(13)),
      ShadowLayer(color: .black, offsetY: number(14), blur: number(15))),
  ]
  func scene(named name: String) -> VectorScene {
    VectorScene(
      size: BoxSize(width: number(16), height: number(17)),
      nodes: [
        .group(
          SceneGroup(
            name: name, opacity: number(18),
            clip: ClipRect(SceneRect(x: 0, y: 0, width: 4, height: 4)),
            children: [.group(SceneGroup(name: name, children: shapes))]))
      ])
  }
  let svg = SVGWriter().document(scene(named: label), style: style)

  // The numbers are checked where no label can be taken for one.
  requireNumbersReadable(SVGWriter().document(scene(named: "n")))
  let expected = ExpatCheck.expected(label)
  let expectedStyle =
    "\n"
    + style.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "" : "    " + ExpatCheck.expected(String($0))
    }.joined(separator: "\n") + "\n  "
  switch ExpatCheck.shared.parse(svg) {
  case .refused(let reason):
    fatalError("expat refuses the SVG: \(reason)\n\(svg)")
  case .read(let classes, let styleText):
    require(classes == [expected, expected], "names read back as \(classes), not \(expected)")
    require(styleText == expectedStyle, "style read back as \(styleText.debugDescription)")
  }
  return 0
}

/// Doubles from the input's bytes, eight at a time, any bit pattern: NaN, infinities, huge.
func numbers(from bytes: [UInt8]) -> [Double] {
  stride(from: 0, to: bytes.count - 7, by: 8).map { start in
    var bits: UInt64 = 0
    for offset in 0..<8 { bits |= UInt64(bytes[start + offset]) << (8 * offset) }
    return Double(bitPattern: bits)
  }
}

/// Every number in an attribute is plain decimal: digits, at most one point, a leading minus.
func requireNumbersReadable(_ svg: String) {
  for word in svg.split(whereSeparator: { " \"(),".contains($0) }) {
    let text = word.drop { $0 == "=" }
    guard let first = text.first, first == "-" || first.isNumber else { continue }
    require(!text.contains("e") && !text.lowercased().contains("nan"), "the number \(text)")
  }
}
