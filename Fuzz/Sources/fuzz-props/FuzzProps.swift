import FuzzSupport
import TanreiCore

/// Any JSON object as the props of a component (the first byte chooses which): a clear error,
/// or props whose lifecycle, inserted, changed to them mid-entrance and removed, gives frames
/// that can be drawn at every moment sampled.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProps(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let (choice, text) = FuzzInput(data, size).choiceAndText
  guard let object = (try? JSONParser.parse(text))?.objectValue else { return 0 }
  switch choice % 6 {
  case 0:
    guard let (props, _) = try? LoadingIndicatorProps.decode(object) else { return 0 }
    var lifecycle = LoadingIndicatorLifecycle(props: LoadingIndicatorProps("Loading"))
    lifecycle.apply(.insert, at: .zero)
    lifecycle.apply(.setProps(props), at: .milliseconds(400))
    lifecycle.apply(.remove, at: .seconds(30))
    lifecycle.apply(.insert, at: .seconds(31))
    for t in sampleTimes {
      requireSound(lifecycle.frame(at: .milliseconds(t)), "loading indicator, \(t) ms")
    }
  case 1: run(ProgressIndicator.self, object, ProgressProps.decode, .tanrei)
  case 2: run(Skeleton.self, object, SkeletonProps.decode, .tanrei)
  case 3: run(TypingIndicator.self, object, TypingIndicatorProps.decode, .tanrei)
  case 4: run(Spinner.self, object, SpinnerProps.decode, .appetite)
  default: run(DelayedPresence.self, object, DelayedPresenceProps.decode, .tanrei)
  }
  return 0
}

/// What every component's reader has: the object, where it is, and the props it builds on.
typealias Decode<Props> = (JSONObject, String, Props) throws(JSONShapeError) -> (
  props: Props, diagnostics: [Diagnostic]
)

protocol FuzzedComponent: TimedComponent where Frame: PresenceFrame {
  static var initialProps: Props { get }
  static func tokens(_ system: DesignSystem) -> Tokens?
}

func run<Component: FuzzedComponent>(
  _: Component.Type, _ object: JSONObject, _ decode: Decode<Component.Props>,
  _ system: DesignSystem
) {
  let initial = Component.initialProps
  guard let (props, _) = try? decode(object, "props", initial),
    let tokens = Component.tokens(system)
  else { return }
  for start in [props, initial] {
    var lifecycle = ComponentLifecycle<Component>(props: start, tokens: tokens)
    lifecycle.apply(.insert, at: .zero)
    lifecycle.apply(.setProps(props), at: .milliseconds(400))
    lifecycle.apply(.remove, at: .seconds(30))
    lifecycle.apply(.insert, at: .seconds(31))
    for t in sampleTimes {
      requireSound(lifecycle.frame(at: .milliseconds(t)), "\(Component.self), \(t) ms")
    }
  }
}

extension ProgressIndicator: FuzzedComponent {
  static var initialProps: ProgressProps { ProgressProps("", value: nil) }
  static func tokens(_ system: DesignSystem) -> ProgressTokens? {
    try? ProgressTokens(system: system)
  }
}

extension Skeleton: FuzzedComponent {
  static var initialProps: SkeletonProps { SkeletonProps(width: 200, height: 16) }
  static func tokens(_ system: DesignSystem) -> SkeletonTokens? {
    try? SkeletonTokens(system: system)
  }
}

extension TypingIndicator: FuzzedComponent {
  static var initialProps: TypingIndicatorProps { TypingIndicatorProps() }
  static func tokens(_ system: DesignSystem) -> TypingIndicatorTokens? {
    try? TypingIndicatorTokens(system: system)
  }
}

extension Spinner: FuzzedComponent {
  static var initialProps: SpinnerProps { SpinnerProps("") }
  static func tokens(_ system: DesignSystem) -> SpinnerTokens? {
    try? SpinnerTokens(system: system)
  }
}

extension DelayedPresence: FuzzedComponent {
  static var initialProps: DelayedPresenceProps {
    DelayedPresenceProps(box: BoxSize(width: 320, height: 120))
  }
  static func tokens(_ system: DesignSystem) -> PresenceTokens? {
    try? PresenceTokens(system: system)
  }
}
