import FuzzSupport
import TanreiCore

/// A set of token files and a resolver, in one input: the resolver first, then each file after
/// a line `=== name`, the name the resolver's `$ref` gives. The set is loaded through the
/// resolver for its default context and for each context of each modifier, and as plain token
/// files; each system loaded has every token described and every component's tokens read, and
/// each component that reads them is sampled. Errors are fine; crashes, endless resolution and
/// frames that cannot be drawn are not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokens(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let (resolver, files) = TokenSet.split(FuzzInput(data, size).text)
  let read: (String) throws -> String = { name in
    guard let text = files.first(where: { $0.name == name })?.text else {
      throw TokenSet.Missing()
    }
    return text
  }
  let source = TokenSource(name: "resolver.json", text: resolver)
  for inputs in TokenSet.contexts(of: resolver) {
    if let system = try? DesignSystem.load(resolver: source, inputs: inputs, reading: read) {
      exercise(system)
    }
  }
  let plain = files.map { TokenSource(name: $0.name, text: $0.text) }
  if let system = try? DesignSystem.load(name: "fuzz", files: plain) { exercise(system) }
  return 0
}

/// Everything a product does with a system's tokens.
func exercise(_ system: DesignSystem) {
  for token in system.tokens.tokens {
    require(!token.value.description.isEmpty || token.value.type == .string, "\(token.path)")
  }
  if let tokens = try? LoadingIndicatorTokens(system: system) {
    var lifecycle = LoadingIndicatorLifecycle(
      props: LoadingIndicatorProps("Loading"), tokens: tokens)
    lifecycle.apply(.insert, at: .zero)
    for t in sampleTimes {
      requireSound(lifecycle.frame(at: .milliseconds(t)), "loading indicator, \(t) ms")
    }
  }
  sample(
    ProgressIndicator.self, ProgressProps("Uploading", value: 0.5), ProgressTokens.init, system)
  sample(Skeleton.self, SkeletonProps(width: 200, height: 16), SkeletonTokens.init, system)
  sample(TypingIndicator.self, TypingIndicatorProps(), TypingIndicatorTokens.init, system)
  sample(Spinner.self, SpinnerProps("Loading"), SpinnerTokens.init, system)
  sample(
    DelayedPresence.self, DelayedPresenceProps(box: BoxSize(width: 320, height: 120)),
    PresenceTokens.init(system:), system)
}

func sample<Component: TimedComponent>(
  _: Component.Type, _ props: Component.Props,
  _ read: (DesignSystem) throws(TokenError) -> Component.Tokens, _ system: DesignSystem
) where Component.Frame: PresenceFrame {
  guard let tokens = try? read(system) else { return }
  var lifecycle = ComponentLifecycle<Component>(props: props, tokens: tokens)
  lifecycle.apply(.insert, at: .zero)
  for t in sampleTimes {
    requireSound(lifecycle.frame(at: .milliseconds(t)), "\(Component.self), \(t) ms")
  }
}

/// The parts of an input.
enum TokenSet {
  struct Missing: Error {}

  /// The resolver's text, then each file's name and text.
  static func split(_ text: String) -> (String, [(name: String, text: String)]) {
    var resolver = ""
    var files: [(name: String, text: String)] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("=== ") {
        files.append((String(line.dropFirst(4)), ""))
      } else if files.isEmpty {
        resolver += line + "\n"
      } else {
        files[files.count - 1].text += line + "\n"
      }
    }
    return (resolver, files)
  }

  /// The default context, then each context of each modifier the resolver names (at most a
  /// few, so that one input stays quick).
  static func contexts(of resolver: String) -> [[String: String]] {
    var result: [[String: String]] = [[:]]
    guard let modifiers = (try? JSONParser.parse(resolver))?.objectValue?["modifiers"]?.objectValue
    else { return result }
    for (name, modifier) in modifiers.members.prefix(4) {
      for context in (modifier.objectValue?["contexts"]?.objectValue?.keys ?? []).prefix(4) {
        result.append([name: context])
      }
    }
    return result
  }
}
