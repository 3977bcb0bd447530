import TanreiCore

// What the family's `apply` exports share: an event code and a time in, the lifecycle told,
// its past dropped. The loading indicator keeps its own, over its own lifecycle type.

/// An element's state whose lifecycle is one of the core's timed components.
protocol ComponentElement {
  /// The component the element shows.
  associatedtype Component: TimedComponent
  /// The component's lifecycle, which decides everything the element shows.
  var lifecycle: ComponentLifecycle<Component> { get set }
}

extension HandleTable where Element: ComponentElement {
  /// Applies DOM event `code` (``ComponentEvent/init(eventCode:)``) at `milliseconds` to the
  /// state `handle`; returns 0, or a negative code for a bad time, an unknown code or handle.
  mutating func apply(_ handle: Int32, code: Int32, at milliseconds: Double) -> Int32 {
    guard let time = Exchange.time(milliseconds) else { return ExportError.invalidTime.rawValue }
    guard let event = ComponentEvent<Element.Component.Props>(eventCode: code) else {
      return ExportError.unknownCode.rawValue
    }
    return with(handle) { element in
      element.lifecycle.apply(event, at: time)
      // An element only ever asks about the present, so the past is dropped as it goes.
      element.lifecycle.discardHistory(before: time)
      return 0
    } ?? ExportError.unknownHandle.rawValue
  }
}
