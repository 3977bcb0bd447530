/// What every HTML page `tanrei render` writes shares: the head, with a viewport for phones and
/// an empty icon (served over HTTP, a page would otherwise ask for a `favicon.ico` that is not
/// there and log the miss as an error), the base style, and escaping.
enum PageStyle {
  /// The document's start up to and including `<body>`, titled `title`, with `extraStyle` after
  /// the shared rules.
  static func head(title: String, extraStyle: String) -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(escape(title))</title>
    <link rel="icon" href="data:,">
    <style>
      * { box-sizing: border-box; }
      body { margin: 0; padding: 16px 24px 32px; font: 15px/1.5 system-ui, sans-serif; color: #1f1f1f; background: #f0f0f0; overflow-wrap: break-word; }
      h1 { font-size: 22px; margin: 0 0 6px; }
      h2 { font-size: 18px; margin: 28px 0 8px; }
      h3 { font-size: 15px; }
      p.lead { margin: 0 0 12px; max-width: 62em; }
      a { color: #0b4fb3; }
      nav ul { display: flex; flex-wrap: wrap; gap: 4px 14px; list-style: none; padding: 0; margin: 0 0 10px; font-size: 14px; }
      button { font: inherit; font-size: 14px; }
      table { border-collapse: collapse; margin: 8px 0 16px; }
      th, td { border: 1px solid #c8c8c8; padding: 4px 8px; text-align: left; vertical-align: top; }
      th { background: #e4e4e4; }
      .table { overflow-x: auto; max-width: 100%; }
      code, pre { font: 13px/1.45 ui-monospace, monospace; }
      pre { background: #fff; border: 1px solid #c8c8c8; border-radius: 6px; padding: 8px 10px; overflow-x: auto; max-width: 100%; }
      @media (max-width: 600px) { body { padding: 12px; } }
    \(extraStyle.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
    </style>
    </head>
    <body>

    """
  }

  /// `text` safe in HTML text and attribute values.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
