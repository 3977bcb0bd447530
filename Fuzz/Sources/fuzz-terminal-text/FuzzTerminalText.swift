import FuzzSupport

@testable import TanreiTerminal

/// Any bytes as a label on a terminal `width` columns wide (the first byte): the text made safe
/// holds nothing a terminal acts on, measures what its cells say, and cut to fit never takes
/// more than the columns given; drawn twice, with a change between, the bytes written hold no
/// escape sequence but the writer's own.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTerminalText(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let (choice, label) = FuzzInput(data, size).choiceAndText
  let width = Int(choice % 100)

  let safe = SafeText.sanitized(label)
  for scalar in safe.unicodeScalars {
    let value = scalar.value
    require(value >= 0x20 && value != 0x7F && !(0x80..<0xA0).contains(value), "control \(value)")
    require(
      scalar.properties.generalCategory != .format || SafeText.isKeptFormat(value),
      "format character \(value)")
  }
  require(SafeText.sanitized(safe) == safe, "making safe text safe again changes it")

  var line = TerminalLine()
  line.append(label, fittingIn: width)
  require(line.columns <= width, "\(line.columns) columns in \(width)")
  require(
    line.columns == line.cells.reduce(0) { $0 + $1.width }, "the line's width is not its cells'")
  for cell in line.cells {
    require(
      DisplayWidth.of(cell.text) == cell.width, "a cell of \(cell.width) holding \(cell.text)")
  }

  var writer = LineWriter()
  var bytes: [UInt8] = []
  var shorter = TerminalLine()
  shorter.append(String(label.prefix(label.count / 2)), fittingIn: width)
  writer.draw(line, into: &bytes)
  writer.draw(shorter.styled(CellStyle(grey: .palette(240))), into: &bytes)
  writer.release(into: &bytes)
  requireOnlyOwnSequences(bytes)
  return 0
}

/// The writer writes text, carriage returns and CSI sequences (`ESC [` parameters, a final
/// letter) of its own kinds: colours, erasing to the end of the line or of the screen (which
/// also clears what a narrowing terminal reflowed), moving along the line and up and down a
/// group of lines, the cursor shown and hidden. Anything else came from the label.
func requireOnlyOwnSequences(_ bytes: [UInt8]) {
  var index = 0
  while index < bytes.count {
    let byte = bytes[index]
    if byte == 0x1B {
      require(index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "["), "a bare ESC")
      var end = index + 2
      while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
      require(end < bytes.count, "an unfinished sequence")
      let parameters = bytes[(index + 2)..<end]
      require(
        parameters.allSatisfy { (0x30...0x3F).contains($0) }, "parameters \(Array(parameters))")
      require("mKJCDABlh".utf8.contains(bytes[end]), "a sequence ending in \(bytes[end])")
      index = end + 1
      continue
    }
    require(byte >= 0x20 || byte == 0x0D, "control byte \(byte) written")
    require(byte != 0x7F, "DEL written")
    index += 1
  }
  // C1 controls would be the two-byte UTF-8 sequences C2 80 … C2 9F.
  for pair in zip(bytes, bytes.dropFirst()) where pair.0 == 0xC2 {
    require(!(0x80...0x9F).contains(pair.1), "a C1 control written")
  }
}
