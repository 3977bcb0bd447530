import TanreiTerminal

/// What a command run with `--quiet` wrote to its standard output and error, kept in the order
/// it came, to be shown whole if the command fails.
///
/// It is kept in memory: `--quiet` is for commands whose output matters only when they fail
/// (an install, a build step), not for ones that write without end.
@MainActor
final class KeptOutput {
  /// The stretches written, each to one stream (1 or 2), consecutive ones to the same stream
  /// joined.
  private var parts: [(stream: Int32, bytes: [UInt8])] = []

  /// Keeps `bytes`, written to `stream`.
  func append(_ bytes: [UInt8], stream: Int32) {
    if let last = parts.indices.last, parts[last].stream == stream {
      parts[last].bytes += bytes
    } else {
      parts.append((stream, bytes))
    }
  }

  /// Writes everything kept above `indicator`, standard output's part to `standardOutput` and
  /// standard error's to the indicator's own output, in the order it was written.
  func show(above indicator: TerminalLoadingIndicator, standardOutput: FileDescriptorOutput) {
    for part in parts {
      if part.stream == 1 {
        indicator.write(part.bytes, to: standardOutput)
      } else {
        indicator.write(part.bytes)
      }
    }
    parts.removeAll()
  }
}
