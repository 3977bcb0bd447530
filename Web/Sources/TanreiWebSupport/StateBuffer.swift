import CTanreiWebHost

/// An element's state, as the page keeps it between calls: a plain value whose bytes the page
/// copies into the state buffer before a call and back out after one that changes it.
///
/// Keeping the state in the page means the module allocates nothing and holds nothing: an
/// element that is collected takes its state with it, and the module's memory stays as it was
/// loaded however many elements come and go.
public protocol ElementState: BitwiseCopyable {
  /// A number written before the state, which a call checks before it reads the rest: a page
  /// that passes no state, or another element's, is refused rather than misread.
  static var mark: UInt32 { get }
}

/// The state buffer's contents: the mark, then the state.
private struct Stored<State: ElementState>: BitwiseCopyable {
  var mark: UInt32
  var state: State
}

/// Reading and writing the state buffer.
public enum StateBuffer {
  /// How many bytes a state of `State` takes in the buffer, mark included: what the page copies.
  public static func size<State: ElementState>(of _: State.Type) -> Int {
    MemoryLayout<Stored<State>>.size
  }

  /// Writes `state` to the buffer.
  public static func store<State: ElementState>(_ state: State) {
    // A state too large for the buffer is a mistake in this package, caught by its tests.
    precondition(size(of: State.self) <= tanrei_state_capacity(), "state too large")
    UnsafeMutableRawPointer(tanrei_state()).storeBytes(
      of: Stored(mark: State.mark, state: state), as: Stored<State>.self)
  }

  /// Whether the buffer holds a state of `State`.
  public static func holds<State: ElementState>(_: State.Type) -> Bool {
    UnsafeRawPointer(tanrei_state()).load(as: UInt32.self) == State.mark
  }

  /// Changes the state in the buffer in place through `body`; returns what it returns, or
  /// ``ExportResult/noState`` when the buffer holds none of `State`.
  public static func modify<State: ElementState>(
    _: State.Type, _ body: (inout State) -> ExportResult
  ) -> Int32 {
    guard holds(State.self) else { return ExportResult.noState.rawValue }
    let stored = UnsafeMutableRawPointer(tanrei_state()).bindMemory(
      to: Stored<State>.self, capacity: 1)
    return body(&stored.pointee.state).rawValue
  }
}
