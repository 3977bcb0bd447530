// The containers and controls an ordinary app is made of, as the sample app uses them: each
// declaration as the iOS 18 SDK's interface has it, availability left out.

/// Declares `Body = Never` and a body never called, for the primitive views below.
public protocol PrimitiveTranscribedView: View where Body == Never {}

extension PrimitiveTranscribedView {
  /// Never called.
  public var body: Never { fatalError() }
}

/// A view that shows a root view and the views pushed over it.
/// https://developer.apple.com/documentation/swiftui/navigationstack
@MainActor @preconcurrency
public struct NavigationStack<Data, Root>: PrimitiveTranscribedView where Root: View {
  /// https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
  nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
}

/// A list of pushed values of any type.
/// https://developer.apple.com/documentation/swiftui/navigationpath
public struct NavigationPath {
  /// https://developer.apple.com/documentation/swiftui/navigationpath/init()
  public init() {}
}

/// A view that pushes a value onto the navigation stack it is in.
/// https://developer.apple.com/documentation/swiftui/navigationlink
@MainActor @preconcurrency
public struct NavigationLink<Label, Destination>: PrimitiveTranscribedView
where Label: View, Destination: View {}

extension NavigationLink where Destination == Never {
  /// https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)
  nonisolated public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable {}

  /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:)-4r2a6
  nonisolated public init<P>(_ titleKey: LocalizedStringKey, value: P?)
  where Label == Text, P: Hashable {}
}

/// A stack of views laid out side by side.
/// https://developer.apple.com/documentation/swiftui/hstack
@frozen
public struct HStack<Content>: PrimitiveTranscribedView where Content: View {
  /// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
}

/// A flexible space that expands along the major axis of its stack.
/// https://developer.apple.com/documentation/swiftui/spacer
@frozen @MainActor @preconcurrency
public struct Spacer: PrimitiveTranscribedView {
  /// Main-actor isolated in the iOS 18 SDK, not `nonisolated`.
  /// https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
  public init(minLength: CGFloat? = nil) {}
}

/// A view that switches between child views by tab.
/// https://developer.apple.com/documentation/swiftui/tabview
@MainActor @preconcurrency
public struct TabView<SelectionValue, Content>: PrimitiveTranscribedView
where SelectionValue: Hashable, Content: View {}

extension TabView where SelectionValue == Int {
  /// https://developer.apple.com/documentation/swiftui/tabview/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}

/// A container that presents rows in a single column.
/// https://developer.apple.com/documentation/swiftui/list
@MainActor @preconcurrency
public struct List<SelectionValue, Content>: PrimitiveTranscribedView
where SelectionValue: Hashable, Content: View {}

extension List where SelectionValue == Never {
  /// https://developer.apple.com/documentation/swiftui/list/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}

/// Views made from a collection.
/// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

extension ForEach: View, PrimitiveTranscribedView where Content: View {}

extension ForEach where Content: View {
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-5fi4r
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {}
}

/// A part of a list or form, with a header.
/// https://developer.apple.com/documentation/swiftui/section
public struct Section<Parent, Content, Footer> {}

extension Section: View, PrimitiveTranscribedView
where Parent: View, Content: View, Footer: View {}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/section/init(_:content:)-90be4
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

/// A scrollable view.
/// https://developer.apple.com/documentation/swiftui/scrollview
@MainActor @preconcurrency
public struct ScrollView<Content>: PrimitiveTranscribedView where Content: View {
  /// https://developer.apple.com/documentation/swiftui/scrollview/init(_:content:)
  nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {}
}

/// The horizontal or vertical dimension.
/// https://developer.apple.com/documentation/swiftui/axis
@frozen
public enum Axis: Int8, CaseIterable, Sendable {
  case horizontal
  case vertical

  /// https://developer.apple.com/documentation/swiftui/axis/set
  @frozen
  public struct Set: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/swiftui/axis/set/rawvalue
    public let rawValue: Int8
    /// https://developer.apple.com/documentation/swiftui/axis/set/init(rawvalue:)
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/swiftui/axis/set/vertical
    public static let vertical = Set(rawValue: 2)
  }
}

/// A column that makes its rows only as they are about to be shown.
/// https://developer.apple.com/documentation/swiftui/lazyvstack
@MainActor @preconcurrency
public struct LazyVStack<Content>: PrimitiveTranscribedView where Content: View {
  /// https://developer.apple.com/documentation/swiftui/lazyvstack/init(alignment:spacing:pinnedviews:content:)
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {}
}

/// Which parts of a lazy stack stay in view while it scrolls.
/// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews
@frozen
public struct PinnedScrollableViews: OptionSet, Sendable {
  /// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews/rawvalue
  public let rawValue: UInt32
  /// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews/init(rawvalue:)
  public init(rawValue: UInt32) { self.rawValue = rawValue }
}

/// A control that turns an option on and off.
/// https://developer.apple.com/documentation/swiftui/toggle
@MainActor @preconcurrency
public struct Toggle<Label>: PrimitiveTranscribedView where Label: View {}

extension Toggle where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)-8qx3l
  nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
}

/// A control that picks one of several values.
/// https://developer.apple.com/documentation/swiftui/picker
@MainActor @preconcurrency
public struct Picker<Label, SelectionValue, Content>: PrimitiveTranscribedView
where Label: View, SelectionValue: Hashable, Content: View {}

extension Picker where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)-5njtq
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {}
}

/// How a picker presents its choices.
/// https://developer.apple.com/documentation/swiftui/pickerstyle
public protocol PickerStyle {}

/// The choices side by side, one selected.
/// https://developer.apple.com/documentation/swiftui/segmentedpickerstyle
public struct SegmentedPickerStyle: PickerStyle {
  /// https://developer.apple.com/documentation/swiftui/segmentedpickerstyle/init()
  public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// https://developer.apple.com/documentation/swiftui/pickerstyle/segmented
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
  nonisolated public func navigationDestination<D, C>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View where D: Hashable, C: View { self }

  /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-5di1u
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
  nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
    self
  }

  /// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
  nonisolated public func sheet<Content>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View { self }

  /// https://developer.apple.com/documentation/swiftui/view/pickerstyle(_:)
  nonisolated public func pickerStyle<S>(_ style: S) -> some View where S: PickerStyle { self }

  /// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
  nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View
  where V: Hashable { self }
}
