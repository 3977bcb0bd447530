/// The few questions the core asks of text, answered on its UTF-8 bytes.
///
/// Asked of bytes rather than of `String`, so that the rules hold the same wherever the text
/// comes from — a Swift string, a command line, an attribute a web page passes to the module —
/// and so that a WebAssembly build of the core can answer them without the string machinery.
public enum UTF8Text {
  /// Whether `text` holds the same bytes as `name`.
  @inlinable
  public static func equals<Text: Collection>(_ text: Text, _ name: StaticString) -> Bool
  where Text.Element == UInt8 {
    let count = name.utf8CodeUnitCount
    guard text.count == count else { return false }
    var index = 0
    for byte in text {
      guard byte == name.utf8Start[index] else { return false }
      index += 1
    }
    return true
  }

  /// Whether `text` has nothing but white space: empty, or only characters that Unicode gives
  /// the White_Space property (spaces, tabs, line breaks, no-break and typographic spaces).
  ///
  /// A label like that names nothing, so a component treats it as empty (LDG-10). Bytes that
  /// are not valid UTF-8 are not white space.
  public static func isBlank<Text: Collection>(_ text: Text) -> Bool where Text.Element == UInt8 {
    var bytes = text.makeIterator()
    while let first = bytes.next() {
      switch first {
      case 0x09...0x0D, 0x20: continue
      case 0xC2:
        // U+0085 next line, U+00A0 no-break space
        guard let second = bytes.next(), second == 0x85 || second == 0xA0 else { return false }
      case 0xE1:
        // U+1680 Ogham space mark
        guard bytes.next() == 0x9A, bytes.next() == 0x80 else { return false }
      case 0xE2:
        guard let second = bytes.next(), let third = bytes.next() else { return false }
        switch (second, third) {
        // U+2000…U+200A spaces, U+2028 line and U+2029 paragraph separators, U+202F
        // narrow no-break space
        case (0x80, 0x80...0x8A), (0x80, 0xA8), (0x80, 0xA9), (0x80, 0xAF): continue
        // U+205F medium mathematical space
        case (0x81, 0x9F): continue
        default: return false
        }
      case 0xE3:
        // U+3000 ideographic space
        guard bytes.next() == 0x80, bytes.next() == 0x80 else { return false }
      default:
        return false
      }
    }
    return true
  }
}
