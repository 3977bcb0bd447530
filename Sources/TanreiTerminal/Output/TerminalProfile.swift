import CTanreiTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the place an indicator writes to can show, and what the person asked for: whether to
/// animate at all, in which colours, on which background, with how much motion, in how many
/// columns.
///
/// ``detect(fileDescriptor:environment:accessible:reducedMotion:)`` reads it from the output and
/// the environment, following the conventions command-line tools share:
///
/// | Where, or what is set | Presentation | Colours |
/// | --- | --- | --- |
/// | not a terminal (a pipe, a file) | ``Presentation/lines`` | none |
/// | `CI` set (and not `0` or `false`) | ``Presentation/lines`` | none |
/// | `TERM=dumb`, or `TERM` unset | ``Presentation/lines`` | none |
/// | `TANREI_ACCESSIBLE=1`, or `accessible` | ``Presentation/lines`` | none |
/// | a terminal otherwise | ``Presentation/animated`` | as `TERM` and `COLORTERM` say |
/// | `NO_COLOR` set and not empty | unchanged | ``Colors/none`` |
///
/// `TANREI_REDUCED_MOTION=1` (or `reducedMotion`) asks for reduced motion, and `COLORFGBG`, where
/// the terminal sets it, tells a light background from a dark one.
///
/// The glyphs are ``Glyphs/ascii`` where the locale's character set is not UTF-8 (the first of
/// `LC_ALL`, `LC_CTYPE` and `LANG` that is set decides; none set is the C locale) or where
/// `TERM` names a terminal whose font lacks them (`linux`, the console; `vt100`, `vt220` and
/// the other `vt…`; `ansi`); ``Glyphs/unicode`` otherwise.
public struct TerminalProfile: Sendable, Hashable {
  /// How the indicator is presented.
  public enum Presentation: Sendable, Hashable, CaseIterable {
    /// Drawn on the live line and animated, with escape sequences: an interactive terminal.
    case animated
    /// No animation and no escape sequence: one plain line when the indicator is shown and one
    /// when the work ends, nothing for a wait shorter than the show delay. For pipes, files,
    /// CI logs, dumb terminals and screen readers.
    case lines
  }

  /// The colours the terminal may be asked for.
  public enum Colors: Sendable, Hashable, CaseIterable {
    /// None: the entrance appears at once and the reduced-motion circle stays still, since
    /// nothing can be dimmed (`NO_COLOR`).
    case none
    /// The 16 basic colours: one grey step.
    case basic
    /// The 256-colour palette: a ramp of greys.
    case palette
  }

  /// The terminal's background, which decides which way a grey ramp runs.
  public enum Background: Sendable, Hashable, CaseIterable {
    /// Light text on a dark background, the usual terminal.
    case dark
    /// Dark text on a light background.
    case light
  }

  /// The characters the indicator, the bar and their lines are drawn with.
  public enum Glyphs: Sendable, Hashable, CaseIterable {
    /// The design system's: the quarter arcs `◝ ◞ ◟ ◜`, the circle `○`, `…`, the bar's `━` and
    /// `─`, the failure mark `✖`.
    case unicode
    /// Plain ASCII for a locale or terminal that cannot show those: `| / - \` turning
    /// clockwise, `o`, `...`, `=` and `-`, `x`.
    case ascii
  }

  /// How the indicator is presented.
  public var presentation: Presentation
  /// The colours it may use.
  public var colors: Colors
  /// The background the greys are chosen for.
  public var background: Background
  /// Whether motion is reduced: no turning, a pulse at most once a second, or a still circle
  /// where the terminal cannot dim (LDG-4).
  public var reducedMotion: Bool
  /// A width in columns to use instead of asking the terminal; `nil` asks it, and falls back to
  /// `COLUMNS`, then 80, when it does not know.
  public var columns: Int?
  /// The characters drawn.
  public var glyphs: Glyphs

  /// A profile with the given values; by default an interactive terminal with 256 colours on a
  /// dark background, full motion and the design system's glyphs.
  public init(
    presentation: Presentation = .animated, colors: Colors = .palette,
    background: Background = .dark, reducedMotion: Bool = false, columns: Int? = nil,
    glyphs: Glyphs = .unicode
  ) {
    self.presentation = presentation
    self.colors = colors
    self.background = background
    self.reducedMotion = reducedMotion
    self.columns = columns
    self.glyphs = glyphs
  }

  /// The profile for writing to `fileDescriptor`, read from the environment.
  ///
  /// - Parameters:
  ///   - fileDescriptor: Where the indicator will write; standard error unless given.
  ///   - environment: The variables to read; this process's environment when `nil`.
  ///   - accessible: The program's own `--accessible` option: lines, whatever the terminal.
  ///   - reducedMotion: The program's own `--reduced-motion` option.
  public static func detect(
    fileDescriptor: Int32 = 2, environment: [String: String]? = nil, accessible: Bool = false,
    reducedMotion: Bool = false
  ) -> TerminalProfile {
    let variable: (String) -> String? = { name in
      if let environment { return environment[name] }
      return getenv(name).map { String(cString: $0) }
    }
    let term = variable("TERM") ?? ""
    // While lines are drawn, standard output and error may be the pipe they are passed above
    // the lines through: the terminal behind it is what counts.
    let interactive =
      isatty(tanrei_capture_terminal(fileDescriptor)) == 1 && !isSet(variable("CI"))
      && !term.isEmpty && term != "dumb"
      && !accessible && !isSet(variable("TANREI_ACCESSIBLE"))

    var colors = Colors.basic
    let colorTerm = variable("COLORTERM") ?? ""
    if containsASCII(term, "256color") || equalsIgnoringASCIICase(colorTerm, "truecolor")
      || equalsIgnoringASCIICase(colorTerm, "24bit")
    {
      colors = .palette
    }
    if !interactive || !(variable("NO_COLOR") ?? "").isEmpty { colors = .none }

    return TerminalProfile(
      presentation: interactive ? .animated : .lines,
      colors: colors,
      background: background(from: variable("COLORFGBG")),
      reducedMotion: reducedMotion || isSet(variable("TANREI_REDUCED_MOTION")),
      columns: nil,
      glyphs: glyphs(
        term: term,
        locale: ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap(variable)
          .first { !$0.isEmpty }))
  }

  /// The glyphs for a terminal of type `term` under `locale` (the first locale variable set).
  static func glyphs(term: String, locale: String?) -> Glyphs {
    let consoles: [StaticString] = ["linux", "ansi", "cons25"]
    if consoles.contains(where: { equalsIgnoringASCIICase(term, $0) })
      || term.utf8.starts(with: "vt".utf8)
    {
      return .ascii
    }
    guard let locale else { return .ascii }
    // "en_US.UTF-8", "C.utf8", "UTF-8" (macOS's LC_CTYPE): the character set after the dot.
    let lowered = String(
      decoding: locale.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    return containsASCII(lowered, "utf-8") || containsASCII(lowered, "utf8") ? .unicode : .ascii
  }

  /// Whether a variable is set to something that means yes: anything but empty, `0`, `false`,
  /// `no` and `off`.
  static func isSet(_ value: String?) -> Bool {
    guard let value, !value.isEmpty else { return false }
    return !["0", "false", "no", "off"].contains { equalsIgnoringASCIICase(value, $0) }
  }

  /// Whether `text` holds `part` byte for byte. `String.contains` compares by Unicode's rules,
  /// loading their tables on first use, for words that are plain ASCII.
  static func containsASCII(_ text: String, _ part: StaticString) -> Bool {
    let needle = UnsafeBufferPointer(start: part.utf8Start, count: part.utf8CodeUnitCount)
    let haystack = Array(text.utf8)
    guard needle.count <= haystack.count else { return false }
    return (0...(haystack.count - needle.count)).contains { start in
      needle.indices.allSatisfy { haystack[start + $0] == needle[$0] }
    }
  }

  /// Whether `text` is `lowercase` in any mix of ASCII cases. Unlike `lowercased()`, this reads
  /// no Unicode tables: a program's first indicator is made before it has touched them.
  static func equalsIgnoringASCIICase(_ text: String, _ lowercase: StaticString) -> Bool {
    let expected = UnsafeBufferPointer(
      start: lowercase.utf8Start, count: lowercase.utf8CodeUnitCount)
    var index = 0
    for byte in text.utf8 {
      guard index < expected.count else { return false }
      let folded = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
      guard folded == expected[index] else { return false }
      index += 1
    }
    return index == expected.count
  }

  /// `COLORFGBG` is "foreground;background" (sometimes with a middle field), in basic colour
  /// numbers: 7 and 9–15 are light backgrounds.
  static func background(from colorFGBG: String?) -> Background {
    guard let last = colorFGBG?.split(separator: ";").last, let index = Int(last) else {
      return .dark
    }
    return index == 7 || (9...15).contains(index) ? .light : .dark
  }
}
