/// What the bytes passed above the lines — a command's output, the program's own — have left
/// the terminal in, read as they pass: whether a full-screen program (`top`, `less`, an
/// editor) holds the screen, where nothing of ours belongs; and the
/// colours and attributes (SGR) set and not yet reset, which our own drawing must carry on
/// instead of cutting with its reset.
///
/// Sequences may be split across writes: the reading carries on from one call to the next.
struct PassedOutput: Sendable {
  /// Whether the alternate screen is shown (`ESC[?1049h`, `ESC[?1047h`, `ESC[?47h`; left with
  /// their `l` forms).
  private(set) var onAlternateScreen = false
  /// Whether the cursor keys are in application mode (`ESC[?1h`, left with `ESC[?1l`), which
  /// full-screen programs set, on the alternate screen or not: `top` draws on the main one.
  private(set) var applicationKeys = false
  /// Whether a full-screen program holds the screen.
  var ownsScreen: Bool { onAlternateScreen || applicationKeys }
  /// The SGR sequences written since the pen was last reset, as written, in order: writing
  /// them again puts the pen back. Empty while the pen is the terminal's default.
  private(set) var pen: [UInt8] = []
  /// Whether text was written since a full-screen program last let the screen go.
  private(set) var textSinceLeaving = false
  /// Whether a full-screen program let the screen go, with no text after.
  var leftAlternateScreen: Bool { justLeft && !textSinceLeaving }
  /// Whether the text of the last bytes read ended a line; `nil` when they held no text, only
  /// escape sequences, which leave the line as it was.
  private(set) var lastReadEndsLine: Bool?

  private enum Phase: Sendable {
    case text
    case escape
    case control
  }

  private var phase = Phase.text
  private var parameters: [UInt8] = []
  private var intermediates = false
  private var justLeft = false

  /// The most of the pen kept: past it only its latest sequence is, which may leave out an
  /// attribute set long before (output that sets colours so often without a reset is rare).
  static let penLimit = 512
  /// The most parameter bytes read of one sequence; a longer one is nothing we act on.
  static let parameterLimit = 64

  /// Reads `bytes`.
  mutating func read(_ bytes: [UInt8]) {
    var lastText: UInt8?
    defer { lastReadEndsLine = lastText.map { $0 == 0x0A } }
    for byte in bytes {
      switch phase {
      case .text:
        if byte == 0x1B {
          phase = .escape
        } else {
          lastText = byte
          if byte >= 0x20, byte != 0x7F, !ownsScreen { textSinceLeaving = true }
        }
      case .escape:
        switch byte {
        case UInt8(ascii: "["):
          phase = .control
          parameters.removeAll(keepingCapacity: true)
          intermediates = false
        case UInt8(ascii: "c"):
          // A full reset: the main screen, the default pen.
          onAlternateScreen = false
          applicationKeys = false
          pen = []
          phase = .text
        case 0x1B:
          break
        default:
          phase = .text
        }
      case .control:
        switch byte {
        case 0x30...0x3F:
          if parameters.count < Self.parameterLimit { parameters.append(byte) }
        case 0x20...0x2F:
          intermediates = true
        case 0x40...0x7E:
          finish(byte)
          phase = .text
        case 0x1B:
          phase = .escape
        case 0x18, 0x1A:
          phase = .text
        default:
          // Controls inside a sequence act and the sequence goes on.
          break
        }
      }
    }
  }

  private mutating func finish(_ final: UInt8) {
    guard !intermediates, parameters.count < Self.parameterLimit else { return }
    switch final {
    case UInt8(ascii: "h"), UInt8(ascii: "l"):
      guard parameters.first == UInt8(ascii: "?") else { return }
      let modes = parameters.dropFirst().split(
        separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
      let alternate = modes.contains { mode in
        mode.elementsEqual("1049".utf8) || mode.elementsEqual("1047".utf8)
          || mode.elementsEqual("47".utf8)
      }
      let keys = modes.contains { $0.elementsEqual("1".utf8) }
      guard alternate || keys else { return }
      let entering = final == UInt8(ascii: "h")
      let owned = ownsScreen
      if alternate { onAlternateScreen = entering }
      if keys { applicationKeys = entering }
      if owned, !ownsScreen {
        justLeft = true
        textSinceLeaving = false
      }
      if ownsScreen { justLeft = false }
    case UInt8(ascii: "m"):
      guard parameters.allSatisfy({ (0x30...0x3B).contains($0) }) else { return }
      let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
      let isZero = { (field: ArraySlice<UInt8>) in field.allSatisfy { $0 == UInt8(ascii: "0") } }
      let sequence = [0x1B, UInt8(ascii: "[")] + parameters + [final]
      if fields.allSatisfy(isZero) {
        pen = []
      } else if let first = fields.first, isZero(first) {
        // Resets, then sets: the sequence alone says all.
        pen = sequence
      } else if pen.count + sequence.count > Self.penLimit {
        pen = sequence
      } else {
        pen += sequence
      }
    default:
      return
    }
  }
}
