#if hasFeature(Embedded)
  /// A value reached only through ``withLock(_:)``, as `Synchronization.Mutex` is natively.
  ///
  /// Embedded Swift for wasm32-unknown-none has no threads and so no `Mutex`: a module there
  /// runs on the one thread of its host, and a plain box gives the same single access.
  final class Lock<Value>: @unchecked Sendable {
    private var value: Value

    init(_ initialValue: Value) { value = initialValue }

    /// Runs `body` with the value, which it may change.
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result { body(&value) }
  }
#else
  import Synchronization

  /// A value reached only through `withLock`: `Synchronization.Mutex`, whose Embedded stand-in
  /// has the same name and shape, so that the code that locks differs in neither mode.
  typealias Lock<Value> = Mutex<Value>
#endif
