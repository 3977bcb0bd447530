import FuzzSupport
import TanreiCommandLine

/// Any words as `tanrei`'s command line (the input split at NUL bytes): read whole, it is either
/// a usage error with a message of one line, or an invocation within the program's limits. The
/// reading does nothing: no file, terminal or process is touched.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let words = FuzzInput(data, size).bytes.split(separator: 0, omittingEmptySubsequences: false)
    .map { String(decoding: $0, as: UTF8.self) }
  let invocation: Invocation
  do {
    invocation = try Invocation.parse(words)
  } catch {
    require(!error.message.isEmpty, "a usage error without a message")
    return 0
  }
  switch invocation {
  case .text(let text):
    require(!text.isEmpty, "empty help")
  case .render(let options):
    require(!options.folder.isEmpty, "render into a folder without a name")
    require(!options.scales.isEmpty, "render at no scale")
    for scale in options.scales {
      require(scale > 0 && scale <= RenderCommand.maximumScale, "render at scale \(scale)")
    }
  case .trace(let path):
    require(!path.isEmpty, "trace of a file without a name")
  case .spin(let options):
    require(options.command.first?.isEmpty == false, "spin with no command")
    for delay in [options.showDelay, options.enterDuration].compactMap({ $0 }) {
      require(delay >= .zero && delay <= .seconds(86_400), "spin with a time of \(delay)")
    }
  }
  return 0
}
