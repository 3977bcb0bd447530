/// Text made safe to show on a terminal: nothing in it can move the cursor, change colours,
/// ring the bell or reorder what is shown.
///
/// A label may come from anywhere — a command line, a file name, a server's answer — and a
/// terminal executes the control characters and escape sequences it receives. Each control
/// character is replaced by its visible picture (`␛` for ESC, `␇` for BEL), tabs and line
/// breaks become spaces so that a label stays on one line, and invisible formatting characters
/// are dropped — among them the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
/// U+2066–U+2069), which could make a line read other than it is written — but for those that
/// writing needs: the joiners (U+200C, U+200D), which decide how letters join and emoji
/// combine, the direction marks (U+200E, U+200F, U+061C), which only say which way neutral
/// characters run, and the tags of flag emoji (U+E0020–U+E007F).
enum SafeText {
  /// Whether a formatting character is one that writing needs, and is kept.
  static func isKeptFormat(_ value: UInt32) -> Bool {
    switch value {
    case 0x200C...0x200F, 0x061C, 0xE0020...0xE007F: true
    default: false
    }
  }

  /// `text` with every character a terminal would act on replaced or removed.
  static func sanitized(_ text: String) -> String {
    // The common case — printable ASCII — is returned as it is.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x2028, 0x2029:
        result.append(" ")
      case 0x00..<0x20:
        // The Control Pictures block holds one symbol per C0 control, in the same order.
        result.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
      case 0x7F:
        result.append("\u{2421}")
      case 0x80..<0xA0:
        result.append("\u{FFFD}")
      case _ where isKeptFormat(scalar.value):
        result.append(scalar)
      default:
        if scalar.properties.generalCategory == .format { continue }
        result.append(scalar)
      }
    }
    return String(result)
  }
}
