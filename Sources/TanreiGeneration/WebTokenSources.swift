import TanreiCore
import TanreiRender

/// The web elements' tokens: for each element, its numbers as Swift for its WebAssembly module,
/// and its colours as the custom properties its shadow stylesheet reads, light and dark.
enum WebTokenSources {
  static func files(_ systems: TokenSystems) throws -> [GeneratedFile] {
    try [
      loadingIndicatorSwift, skeletonSwift, spinnerSwift, typingSwift, progressSwift,
      WebStylesheetSources.file, diagnosticCodes,
    ].map { try $0(systems) }
      + [loadingIndicatorStyle, skeletonStyle, spinnerStyle, typingStyle, progressStyle]
      .flatMap { try $0(systems) }
  }

  /// The names of the core's diagnostic codes in the order of their bits in a module's answer
  /// (TanreiWebSupport's DiagnosticSet).
  static func diagnosticCodes(_ systems: TokenSystems) throws -> GeneratedFile {
    let names = Diagnostic.Code.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    return GeneratedFile(
      path: "Web/Packages/web/src/generated/diagnostics.js",
      source: "\n/** Each diagnostic code by its bit. */\nexport const codes = [\(names)];\n",
      from: "Diagnostic.Code")
  }

  // MARK: The loading indicator

  private static let indicatorPrefix = "--tanrei-comp-loading-indicator-"

  static func loadingIndicatorSwift(_ systems: TokenSystems) throws -> GeneratedFile {
    let tokens = try LoadingIndicatorTokens(system: systems.tanrei)
    let sizes = tokens.sizes.map { size in
      "    if UTF8Text.equals(name, \(quoted(size.name))) { return \(triple(size)) }"
    }.joined(separator: "\n")
    let source = """
      // swift-format-ignore-file

      import TanreiCore

      /// The Tanrei system's loading indicator tokens in numbers, for the web module.
      enum LoadingIndicatorWebTokens {
        /// The measurements of the size called `name` (indicator, thickness, container), or `nil`
        /// when the system has no size so called.
        static func size(named name: UnsafeBufferPointer<UInt8>) -> (Double, Double, Double)? {
      \(sizes)
          return nil
        }

        /// The default size's measurements.
        static let defaultSize = \(triple(tokens.defaultSize))
        /// `container.shape`.
        static let containerShape = \(number(tokens.containerCornerRadius))
        /// `motion.cycle-duration`.
        static let cycleDuration = \(number(tokens.cycleDuration))
        /// The timing tokens.
        static let presence = PresenceDefaults(
          showDelay: \(number(tokens.showDelay)), entrance: .\(tokens.entrance.rawValue),
          enterDuration: \(number(tokens.enterDuration)))
      }

      """
    return GeneratedFile(
      path: "Web/Sources/TanreiWebLoadingIndicator/Generated/LoadingIndicatorWebTokens.swift",
      source: source, from: "LoadingIndicatorTokens.tanrei")
  }

  static func loadingIndicatorStyle(_ systems: TokenSystems) throws -> [GeneratedFile] {
    let light = try LoadingIndicatorTokens(system: systems.tanrei)
    let dark = try LoadingIndicatorTokens(system: systems.tanreiDark)
    let properties = [
      ("indicator", "indicator-color", both(light.indicatorColor, dark.indicatorColor)),
      (
        "contained-indicator", "contained-indicator-color",
        both(light.containedIndicatorColor, dark.containedIndicatorColor)
      ),
      (
        "container", "contained-container-color",
        both(light.containedContainerColor, dark.containedContainerColor)
      ),
      (
        "elevation", "contained-container-elevation",
        try shadow(light.containedElevation, dark.containedElevation)
      ),
    ]
    return style(
      file: "loading-indicator", name: "indicatorTokens",
      prefix: indicatorPrefix,
      properties: properties,
      curves: [
        ("enterEasing", "motion.enter-easing", light.enterEasing),
        ("turnEasing", "sys.motion.easing.linear, the turn's", light.turnEasing),
        (
          "pulseEasing", "sys.motion.easing.standard, the reduced-motion pulse's", light.pulseEasing
        ),
      ],
      from: "LoadingIndicatorTokens.tanrei and .tanreiDark")
  }

  // MARK: Writing

  /// Two modules for the element `file`: `<file>.tokens.styles.js`, the CSS that gives each
  /// private property (`--_name`) the product's custom property (`prefix` + its name) or, unset,
  /// the token's value, and each of `constants` its value; and `<file>.tokens.js`, exporting one
  /// object, `name`, with a member for each of `curves` and the members `extra` writes, as
  /// JavaScript.
  static func style(
    file: String, name: String, prefix: String, properties: [(String, String, String)],
    constants: [(String, String)] = [], curves: [(String, String, CubicBezier)],
    extra: String = "", from: String
  ) -> [GeneratedFile] {
    let lines =
      properties.map { name, token, value in
        "    --_\(name): var(\(prefix)\(token), \(value));"
      } + constants.map { name, value in "    --_\(name): \(value);" }
    let easings = curves.map { name, token, curve in
      "\n  /** `\(token)`. */\n  \(name): '\(CSSValue.curve(curve))',"
    }.joined()
    let styles = """
      import { css } from '../base/css.js';

      /** A product's custom property where set, else the system's, light or dark as the element's color-scheme is. */
      export default css`
        :host {
      \(lines.joined(separator: "\n"))
        }
      `;

      """
    let values = """

      /** The element's token values its script uses, and the curves it moves on. */
      export const \(name) = {\(easings)\(extra)
      };

      """
    let folder = "Web/Packages/web/src/generated/"
    return [
      GeneratedFile(path: folder + file + ".tokens.styles.js", source: styles, from: from),
      GeneratedFile(path: folder + file + ".tokens.js", source: values, from: from),
    ]
  }

  /// A colour that is `light` or `dark` as the used color-scheme is.
  static func both(_ light: RGBAColor, _ dark: RGBAColor) -> String {
    light == dark ? css(light) : "light-dark(\(css(light)), \(css(dark)))"
  }

  /// `#4b4b4b` when opaque, the shortest; `rgb(0 0 0 / 0.08)` otherwise, exact.
  static func css(_ color: RGBAColor) -> String {
    color.alpha == 1 ? color.hexString : CSSValue.color(color)
  }

  /// A shadow whose layers have the same geometry in both schemes and colours that follow it.
  static func shadow(_ light: [ShadowLayer], _ dark: [ShadowLayer]) throws -> String {
    let geometry = { (layers: [ShadowLayer]) in
      layers.map { [$0.offsetX, $0.offsetY, $0.blur, $0.spread, $0.inset ? 1 : 0] }
    }
    guard geometry(light) == geometry(dark) else {
      throw GenerationError(
        "the elevation's layers differ between light and dark beyond their colours")
    }
    return CSSValue.shadow(light) { index, color in both(color, dark[index].color) }
  }

  static func quoted(_ text: String) -> String { "\"" + text + "\"" }

  static func number(_ value: Double) -> String { "\(value)" }

  static func triple(_ size: LoadingIndicatorTokens.SizeTokens) -> String {
    "(\(number(size.indicatorSize)), \(number(size.thickness)), \(number(size.containerSize)))"
  }
}
