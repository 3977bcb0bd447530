/// How many terminal columns text takes: 2 for East Asian wide characters and emoji shown as
/// pictures, 0 for marks that combine with the character before them, 1 for the rest.
///
/// The C library's `wcwidth` answers only under a UTF-8 locale, which a program cannot count
/// on (containers often run in "C"), so the width is worked out from the characters themselves.
/// Characters whose width the standard leaves to the terminal ("ambiguous", such as `○`) count
/// as 1, as terminals outside East Asian locales draw them.
enum DisplayWidth {
  /// The columns `character` takes.
  static func of(_ character: Character) -> Int {
    if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
    var visible = false
    for scalar in character.unicodeScalars {
      // U+FE0F asks for the picture form of the emoji before it, which is two columns wide.
      if scalar.value == 0xFE0F || isWide(scalar) { return 2 }
      if !isZeroWidth(scalar) { visible = true }
    }
    return visible ? 1 : 0
  }

  /// The columns `text` takes.
  static func of(_ text: some StringProtocol) -> Int {
    var columns = 0
    for character in text { columns += of(character) }
    return columns
  }

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: true
    default: scalar.properties.isVariationSelector
    }
  }

  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.properties.isEmojiPresentation { return true }
    return wideRanges.contains { $0.contains(scalar.value) }
  }

  /// The East Asian wide and fullwidth blocks.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initials
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility, CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small forms
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x1F300...0x1F64F,  // pictographs and emoticons
    0x1F900...0x1F9FF,  // supplemental pictographs
    0x20000...0x2FFFD,  // CJK extensions B and later
    0x30000...0x3FFFD,  // CJK extension G and later
  ]
}
