import Synchronization
import TanreiCore
import TanreiScene
import TanreiText

/// The fonts percent labels are set in, loaded once per family, weight and size.
enum PercentLabelFont {
  private struct Key: Hashable {
    var families: [String]
    var weight: Double
    var size: Double
  }

  private static let cache = Mutex<[Key: Result<OutlineFont, TextError>]>([:])

  /// The font for a label of these tokens, or the reason there is none.
  static func font(families: [String], weight: Double, size: Double) -> Result<
    OutlineFont, TextError
  > {
    let key = Key(families: families, weight: weight, size: size)
    return cache.withLock { fonts in
      if let known = fonts[key] { return known }
      let made = Result<OutlineFont, TextError> { () throws(TextError) -> OutlineFont in
        try OutlineFont(families: families, weight: weight, size: size, alphabet: "0123456789%")
      }
      fonts[key] = made
      return made
    }
  }
}
