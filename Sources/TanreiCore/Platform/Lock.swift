#if hasFeature(Embedded)
  /// A value reached only through ``withLock(_:)``, as through `Synchronization.Mutex` natively.
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

  /// A value reached only through `withLock`: natively `Synchronization.Mutex` itself, and in
  /// Embedded Swift a class of the same shape, so that the code that locks is the same in both.
  typealias Lock<Value> = Mutex<Value>
#endif
