// Modifiers that run code as a view comes, goes, changes or scrolls.
extension View {
  #if SDK_XCODE16
    // The iOS 18 SDK (Xcode 16) and the 26.0 SDK: the action is `@Sendable`, which is stricter
    // than the later `sending` form, and there is no `name:`.

    /// The task inherits the caller's actor (`@_inheritActorContext`, an attribute the page does
    /// not show).
    /// https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
    nonisolated public func task(
      priority: TaskPriority = .userInitiated,
      @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
    nonisolated public func task<T>(
      id value: T, priority: TaskPriority = .userInitiated,
      @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View where T: Equatable { self }
  #else
    // The newest documented SDK (26.4 and later).

    /// The task inherits the caller's actor, as above.
    /// https://developer.apple.com/documentation/swiftui/view/task(name:priority:file:line:_:)
    nonisolated public func task(
      name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID,
      line: Int = #line,
      @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View { self }

    /// The task inherits the caller's actor, as above.
    /// https://developer.apple.com/documentation/swiftui/view/task(id:name:priority:file:line:_:)
    nonisolated public func task<T>(
      id value: T, name: String? = nil, priority: TaskPriority = .userInitiated,
      file: String = #fileID, line: Int = #line,
      @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View where T: Equatable { self }
  #endif

  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false,
    _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View where V: Equatable { self }

  /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/onscrollvisibilitychange(threshold:_:)
  nonisolated public func onScrollVisibilityChange(
    threshold: Double = 0.5, _ action: @escaping (Bool) -> Void
  ) -> some View { self }

  /// Inlined into the caller (`@_alwaysEmitIntoClient`), so usable from iOS 16.
  /// https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)
  nonisolated public func onGeometryChange<T>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> some View where T: Equatable { self }

  /// https://developer.apple.com/documentation/swiftui/view/id(_:)
  nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { self }
}

/// The size and coordinates of a container, as a geometry reader or `onGeometryChange` sees it.
/// https://developer.apple.com/documentation/swiftui/geometryproxy
public struct GeometryProxy {
  /// https://developer.apple.com/documentation/swiftui/geometryproxy/size
  public var size: CGSize { fatalError() }
}
