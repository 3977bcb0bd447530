import TanreiBridge
import TanreiCore

/// A scenario for the conformance harness: a component, a design system, props and an
/// environment, timed events, and the times at which to sample the frame. Times are milliseconds.
///
/// ```json
/// {"component": "progress", "system": "appetite",
///  "props": {"label": "Uploading", "value": 0.2}, "environment": {"reducedMotion": false},
///  "events": [{"at": 0, "do": "insert"}, {"at": 500, "do": "set", "props": {"value": 1}}],
///  "samples": [0, 299, 300, 600]}
/// ```
///
/// With `"host": "swiftui"`, the events are the callbacks SwiftUI makes on the component's view
/// (see ``ViewScript``), replayed through the bridge its view owns; without it, they are the
/// core's own events.
///
/// `component` is `loading-indicator` (the default), `progress`, `skeleton`, `typing-indicator`,
/// `spinner` or `delayed-presence`; `system` is `tanrei` (the default), `tanrei-dark`,
/// `appetite` or `appetite-dark`. Events may be listed in any order; they are applied by time,
/// those at the same time in the order written. A `set` event changes the props it names, from
/// the props in force: a member that is `null` goes back to its default, one that is absent stays
/// as it was.
public struct TraceScenario: Sendable {
  /// The components a scenario can drive.
  public static let components = [
    "loading-indicator", "progress", "skeleton", "typing-indicator", "spinner", "delayed-presence",
  ]
  /// The design systems a scenario can use.
  public static let systems = ["tanrei", "tanrei-dark", "appetite", "appetite-dark"]

  /// The most samples a scenario may ask for. Each gives a line of a few hundred bytes, so a
  /// small file asking for millions would write gigabytes; a conformance scenario needs dozens.
  public static let maximumSamples = 100_000
  /// The most events a scenario may hold.
  public static let maximumEvents = 100_000

  /// The component driven.
  public var component: String
  /// The design system whose tokens it uses.
  public var system: String
  /// The environment at the start.
  public var environment: ComponentEnvironment
  /// The sample times in milliseconds, in the order written.
  public var samples: [Double]
  /// Where the events are applied: the core's lifecycle, or the SwiftUI view's callbacks.
  public var host: Host
  /// The component's props and events, read for that component.
  let subject: Subject

  /// Where a scenario's events are applied.
  public enum Host: String, Sendable, CaseIterable {
    /// The core's lifecycle, event by event.
    case core
    /// The callbacks SwiftUI makes on the component's view.
    case swiftui
  }

  /// The component's script, with its tokens.
  enum Subject: Sendable {
    case loadingIndicator(TraceScript<LoadingIndicatorProps>, LoadingIndicatorTokens)
    case progress(TraceScript<ProgressProps>, ProgressTokens)
    case skeleton(TraceScript<SkeletonProps>, SkeletonTokens)
    case typingIndicator(TraceScript<TypingIndicatorProps>, TypingIndicatorTokens)
    case spinner(TraceScript<SpinnerProps>, SpinnerTokens)
    case delayedPresence(TraceScript<DelayedPresenceProps>, PresenceTokens)
    case view(ViewSubject)
  }

  /// A SwiftUI view's script, for its component.
  enum ViewSubject: Sendable {
    case loadingIndicator(ViewScript<LoadingIndicatorProps>)
    case progress(ViewScript<ProgressProps>)
    case skeleton(ViewScript<SkeletonProps>)
    case typingIndicator(ViewScript<TypingIndicatorProps>)
    case spinner(ViewScript<SpinnerProps>)
    case delayedPresence(ViewScript<DelayedPresenceProps>)
  }

  /// Reads a scenario from JSON text.
  public static func parse(_ text: String) throws(TraceError) -> TraceScenario {
    let root: JSONValue
    do {
      root = try JSONParser.parse(text)
    } catch {
      throw TraceError("the scenario is not valid JSON: \(error)")
    }
    do {
      return try TraceScenario(json: root)
    } catch {
      throw TraceError(error.description)
    }
  }

  private static let topLevelKeys = [
    "host", "component", "system", "props", "environment", "events", "samples",
  ]
  private static let environmentKeys = [
    "reducedMotion", "direction", "removesAllAnimations", "motionScale",
  ]

  init(json root: JSONValue) throws(JSONShapeError) {
    guard let object = root.objectValue else {
      throw JSONShapeError(path: "", "a scenario is a JSON object, not \(root.kindDescription)")
    }
    for key in object.keys where !Self.topLevelKeys.contains(key) {
      throw JSONShapeError(
        path: key, "not part of a scenario (it has \(Self.topLevelKeys.joined(separator: ", ")))")
    }
    component =
      try Self.choice(
        object["component"], path: "component", among: Self.components,
        what: "a component this harness drives")
      ?? "loading-indicator"
    system =
      try Self.choice(
        object["system"], path: "system", among: Self.systems, what: "a design system") ?? "tanrei"
    environment = try Self.decodeEnvironment(object["environment"])
    host =
      try Self.choice(
        object["host"], path: "host", among: Host.allCases.map(\.rawValue),
        what: "a host this harness replays"
      ).flatMap(Host.init(rawValue:)) ?? .core

    guard let events = object["events"]?.arrayValue else {
      throw JSONShapeError(path: "events", "a scenario needs an events array")
    }
    guard let sampleList = object["samples"]?.arrayValue else {
      throw JSONShapeError(path: "samples", "a scenario needs a samples array of times in ms")
    }
    guard sampleList.count <= Self.maximumSamples else {
      throw JSONShapeError(
        path: "samples",
        "\(sampleList.count) samples; a scenario may ask for at most \(Self.maximumSamples)")
    }
    guard events.count <= Self.maximumEvents else {
      throw JSONShapeError(
        path: "events",
        "\(events.count) events; a scenario may hold at most \(Self.maximumEvents)")
    }
    var samples: [Double] = []
    for (index, value) in sampleList.enumerated() {
      samples.append(try Self.time(value, path: "samples[\(index)]"))
    }
    self.samples = samples
    if host == .swiftui {
      subject = .view(try Self.viewSubject(component, props: object["props"], events: events))
    } else {
      subject = try Self.subject(
        component, system: Self.designSystem(system), props: object["props"], events: events)
    }
  }

  /// The design system a SwiftUI view draws in, and the colour scheme it starts in.
  var viewSystem: (system: TanreiDesignSystem, colorMode: ColorMode) {
    (
      system.hasPrefix("appetite") ? .appetite : .tanrei,
      system.hasSuffix("-dark") ? .dark : .light
    )
  }

  private static func viewSubject(_ component: String, props: JSONValue?, events: [JSONValue])
    throws(JSONShapeError) -> ViewSubject
  {
    switch component {
    case "progress":
      return .progress(
        try ViewScript(
          props: props, events: events, initial: ProgressProps("", value: nil),
          decode: ProgressProps.decode))
    case "skeleton":
      return .skeleton(
        try ViewScript(
          props: props, events: events, initial: SkeletonProps(width: 200, height: 16),
          decode: SkeletonProps.decode))
    case "typing-indicator":
      return .typingIndicator(
        try ViewScript(
          props: props, events: events, initial: TypingIndicatorProps(),
          decode: TypingIndicatorProps.decode))
    case "spinner":
      return .spinner(
        try ViewScript(
          props: props, events: events, initial: SpinnerProps(""), decode: SpinnerProps.decode))
    case "delayed-presence":
      return .delayedPresence(
        try ViewScript(
          props: props, events: events,
          initial: DelayedPresenceProps(box: BoxSize(width: 320, height: 120)),
          decode: DelayedPresenceProps.decode))
    default:
      return .loadingIndicator(
        try ViewScript(
          props: props, events: events, initial: LoadingIndicatorProps(),
          decode: LoadingIndicatorProps.decode))
    }
  }

  private static func designSystem(_ name: String) -> DesignSystem {
    switch name {
    case "tanrei-dark": .tanreiDark
    case "appetite": .appetite
    case "appetite-dark": .appetiteDark
    default: .tanrei
    }
  }

  private static func subject(
    _ component: String, system: DesignSystem, props: JSONValue?, events: [JSONValue]
  ) throws(JSONShapeError) -> Subject {
    func tokens<T>(_ read: (DesignSystem) throws(TokenError) -> T) throws(JSONShapeError) -> T {
      do {
        return try read(system)
      } catch {
        throw JSONShapeError(
          path: "system", "\(system.name) has no \(component) tokens (\(error.description))")
      }
    }
    switch component {
    case "progress":
      return .progress(
        try TraceScript(
          props: props, events: events, initial: ProgressProps("", value: nil),
          decode: ProgressProps.decode), try tokens(ProgressTokens.init))
    case "skeleton":
      return .skeleton(
        try TraceScript(
          props: props, events: events, initial: SkeletonProps(width: 200, height: 16),
          decode: SkeletonProps.decode), try tokens(SkeletonTokens.init))
    case "typing-indicator":
      return .typingIndicator(
        try TraceScript(
          props: props, events: events, initial: TypingIndicatorProps(),
          decode: TypingIndicatorProps.decode), try tokens(TypingIndicatorTokens.init))
    case "spinner":
      return .spinner(
        try TraceScript(
          props: props, events: events, initial: SpinnerProps(""), decode: SpinnerProps.decode),
        try tokens(SpinnerTokens.init))
    case "delayed-presence":
      return .delayedPresence(
        try TraceScript(
          props: props, events: events,
          initial: DelayedPresenceProps(box: BoxSize(width: 320, height: 120)),
          decode: DelayedPresenceProps.decode), try tokens(PresenceTokens.init(system:)))
    default:
      return .loadingIndicator(
        try TraceScript(
          props: props, events: events, initial: LoadingIndicatorProps(),
          decode: LoadingIndicatorProps.decode), try tokens(LoadingIndicatorTokens.init))
    }
  }

  private static func choice(_ value: JSONValue?, path: String, among names: [String], what: String)
    throws(JSONShapeError) -> String?
  {
    guard let value, !value.isNull else { return nil }
    guard let name = value.stringValue else {
      throw JSONShapeError(path: path, "expected a string, found \(value.kindDescription)")
    }
    guard names.contains(name) else {
      throw JSONShapeError(
        path: path, "\"\(name)\" is not \(what) (known: \(names.joined(separator: ", ")))")
    }
    return name
  }

  private static func decodeEnvironment(_ value: JSONValue?) throws(JSONShapeError)
    -> ComponentEnvironment
  {
    var environment = ComponentEnvironment()
    guard let value, !value.isNull else { return environment }
    guard let object = value.objectValue else {
      throw JSONShapeError(
        path: "environment", "expected an object, found \(value.kindDescription)")
    }
    for key in object.keys where !environmentKeys.contains(key) {
      throw JSONShapeError(
        path: "environment.\(key)",
        "not part of the environment (it has \(environmentKeys.joined(separator: ", ")))")
    }
    if let flag = try flag(object["reducedMotion"], path: "environment.reducedMotion") {
      environment.reducedMotion = flag
    }
    if let flag = try flag(object["removesAllAnimations"], path: "environment.removesAllAnimations")
    {
      environment.reducedMotionRemovesAllAnimations = flag
    }
    if let direction = try direction(object["direction"], path: "environment.direction") {
      environment.direction = direction
    }
    if let scale = object["motionScale"], !scale.isNull {
      // A negative scale is the core's to refuse, with a diagnostic; only the kind is checked here.
      guard let number = scale.numberValue else {
        throw JSONShapeError(
          path: "environment.motionScale", "expected a number, found \(scale.kindDescription)")
      }
      environment.motionScale = number
    }
    return environment
  }

  static func time(_ value: JSONValue?, path: String) throws(JSONShapeError) -> Double {
    guard let value else { throw JSONShapeError(path: path, "a time in milliseconds is needed") }
    guard let number = value.numberValue else {
      throw JSONShapeError(
        path: path, "expected a number of milliseconds, found \(value.kindDescription)")
    }
    guard number.isFinite else {
      throw JSONShapeError(path: path, "\(number) is not a finite number of milliseconds")
    }
    guard number >= 0 else {
      throw JSONShapeError(
        path: path, "\(JSONWriter().format(number)) is negative; times count milliseconds from 0")
    }
    return number
  }

  static func flag(_ value: JSONValue?, path: String) throws(JSONShapeError) -> Bool? {
    guard let value, !value.isNull else { return nil }
    guard let flag = value.boolValue else {
      throw JSONShapeError(path: path, "expected true or false, found \(value.kindDescription)")
    }
    return flag
  }

  static func direction(_ value: JSONValue?, path: String) throws(JSONShapeError)
    -> ReadingDirection?
  {
    guard let value, !value.isNull else { return nil }
    guard let name = value.stringValue, let direction = ReadingDirection(rawValue: name) else {
      throw JSONShapeError(path: path, "expected \"ltr\" or \"rtl\"")
    }
    return direction
  }
}
