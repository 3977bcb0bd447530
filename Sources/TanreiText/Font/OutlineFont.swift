import CFreeType
import Synchronization
import TanreiCore

/// A font face at a size, found by family names and weight through fontconfig and read with
/// FreeType, that turns text into unhinted outlines.
///
/// Outlines are read in font units and scaled here, never hinted: the same text gives the same
/// outlines on every machine with the same font file, and they scale cleanly to any resolution.
/// The first family installed with a face of its own at the weight asked for is used, so that a
/// semibold token is drawn semibold and never as a neighbouring weight: a family without that
/// face (DejaVu Sans has no semibold) gives way to the next one that has it. When no family of
/// the list has the weight, the first that is installed is used at its nearest weight; when
/// none is installed, fontconfig's best substitute is. ``matchedFamily`` and ``matchedWeight``
/// say which face it was.
public final class OutlineFont: Sendable {
  /// The family of the face in use.
  public let matchedFamily: String
  /// The weight of the face in use, on the OpenType scale (400 regular, 600 semibold, 700 bold).
  public let matchedWeight: Double
  /// The file the face was read from.
  public let file: String
  /// The size, in logical pixels per em.
  public let size: Double

  private let glyphs: [Character: Glyph]
  private let unitsPerEm: Double
  private let ascender: Double
  private let descender: Double

  private struct Glyph: Sendable {
    var contours: [[TextOutline.Point]]
    var advance: Double
  }

  /// A face of the first of `families` that is installed, at `weight` (100…900) and `size`
  /// logical pixels, able to set the characters of `alphabet`.
  ///
  /// Throws when fontconfig finds no font at all, when the file cannot be read, or when the
  /// size is not a positive finite number.
  public init(families: [String], weight: Double, size: Double, alphabet: String)
    throws(TextError)
  {
    guard size.isFinite, size > 0 else { throw TextError("font size \(size) is not positive") }
    let (file, family, matchedWeight) = try Self.match(families: families, weight: weight)
    self.file = file
    self.matchedFamily = family
    self.matchedWeight = matchedWeight
    self.size = size
    let loaded = try Self.load(file: file, alphabet: alphabet)
    glyphs = loaded.glyphs
    unitsPerEm = loaded.unitsPerEm
    ascender = loaded.ascender
    descender = loaded.descender
  }

  /// The outline of `text` set on one line. Characters the face has no glyph for (or that were
  /// not in the alphabet it was made for) advance by nothing and draw nothing.
  public func outline(_ text: String) -> TextOutline {
    let scale = size / unitsPerEm
    var contours: [[TextOutline.Point]] = []
    var pen = 0.0
    for character in text {
      guard let glyph = glyphs[character] else { continue }
      for contour in glyph.contours {
        contours.append(contour.map { TextOutline.Point(x: pen + $0.x * scale, y: -$0.y * scale) })
      }
      pen += glyph.advance * scale
    }
    return TextOutline(
      contours: contours, advance: pen, ascent: ascender * scale, descent: -descender * scale)
  }

  // MARK: Finding and reading the face

  /// fontconfig and FreeType keep state of their own; calls into them are made one at a time.
  private static let library = Mutex(())

  private static func match(families: [String], weight: Double) throws(TextError)
    -> (file: String, family: String, weight: Double)
  {
    typealias Face = (file: String, family: String, weight: Double)
    // OpenType weights run from 1 to 1000; anything else (a weight that is not a number, from a
    // malformed token) asks for regular rather than trapping in the conversion.
    let openTypeWeight = weight.isFinite ? Int32(min(1000, max(1, weight.rounded()))) : 400
    let wanted = Int32(FcWeightFromOpenType(openTypeWeight))
    let result: Result<Face, TextError> = library.withLock { _ in
      guard let config = FcInitLoadConfigAndFonts() else {
        return .failure(TextError("fontconfig could not load its configuration"))
      }
      defer { FcConfigDestroy(config) }
      var nearest: Face?
      var substitute: Face?
      for family in families where !family.isEmpty {
        guard let pattern = FcPatternCreate() else { continue }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        FcPatternAddInteger(pattern, FC_WEIGHT, wanted)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var outcome = FcResultNoMatch
        guard let found = FcFontMatch(config, pattern, &outcome) else { continue }
        defer { FcPatternDestroy(found) }
        var filePointer: UnsafeMutablePointer<FcChar8>?
        var familyPointer: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(found, FC_FILE, 0, &filePointer) == FcResultMatch,
          let filePointer
        else { continue }
        let file = String(cString: filePointer)
        var matched = family
        if FcPatternGetString(found, FC_FAMILY, 0, &familyPointer) == FcResultMatch,
          let familyPointer
        {
          matched = String(cString: familyPointer)
        }
        var foundWeight: Int32 = wanted
        _ = FcPatternGetInteger(found, FC_WEIGHT, 0, &foundWeight)
        let face = (file, matched, Double(FcWeightToOpenType(foundWeight)))
        guard matched.lowercased() == family.lowercased() else {
          substitute = substitute ?? face
          continue
        }
        if foundWeight == wanted { return .success(face) }
        nearest = nearest ?? face
      }
      guard let chosen = nearest ?? substitute else {
        return .failure(
          TextError("no installed font matches \(families.joined(separator: ", "))"))
      }
      return .success(chosen)
    }
    return try result.get()
  }

  private static func load(file: String, alphabet: String) throws(TextError) -> (
    glyphs: [Character: Glyph], unitsPerEm: Double, ascender: Double, descender: Double
  ) {
    let result: Result<([Character: Glyph], Double, Double, Double), TextError> = library.withLock {
      _ in
      var libraryHandle: FT_Library?
      guard FT_Init_FreeType(&libraryHandle) == 0, let libraryHandle else {
        return .failure(TextError("FreeType could not start"))
      }
      defer { FT_Done_FreeType(libraryHandle) }
      var face: FT_Face?
      guard FT_New_Face(libraryHandle, file, 0, &face) == 0, let face else {
        return .failure(TextError("\(file) could not be read as a font"))
      }
      defer { FT_Done_Face(face) }
      let unitsPerEm = Double(face.pointee.units_per_EM)
      guard unitsPerEm > 0 else {
        return .failure(TextError("\(file) is not a scalable font"))
      }
      var glyphs: [Character: Glyph] = [:]
      for character in Set(alphabet) {
        guard let scalar = character.unicodeScalars.first,
          character.unicodeScalars.count == 1
        else { continue }
        let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        guard index != 0,
          FT_Load_Glyph(face, index, FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING)) == 0,
          let slot = face.pointee.glyph
        else { continue }
        glyphs[character] = Glyph(
          contours: GlyphOutlineReader.contours(of: &slot.pointee.outline),
          advance: Double(slot.pointee.advance.x))
      }
      return .success(
        (
          glyphs, unitsPerEm, Double(face.pointee.ascender), Double(face.pointee.descender)
        ))
    }
    return try result.get()
  }
}
