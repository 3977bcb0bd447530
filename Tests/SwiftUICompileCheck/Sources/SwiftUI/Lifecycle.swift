// Modifiers that run code as a view comes, goes, changes or scrolls.
extension View {
  /// The task inherits the caller's actor: Apple's interface marks the action
  /// `@_inheritActorContext`, an attribute the documentation page does not show.
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
}
