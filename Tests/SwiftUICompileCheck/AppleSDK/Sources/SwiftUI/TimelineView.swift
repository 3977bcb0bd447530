import Foundation

/// A view that redraws its content on a schedule.
/// https://developer.apple.com/documentation/swiftui/timelineview
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
  /// What the content closure receives.
  /// https://developer.apple.com/documentation/swiftui/timelineview/context
  public struct Context {
    /// https://developer.apple.com/documentation/swiftui/timelineview/context/date
    public let date: Date

    private init() { date = Date() }
  }
}

/// The context every timeline view's content closure receives.
/// https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
  .Context

extension TimelineView where Content: View {
  /// Apple's page shows the closure under `@ContentBuilder`; a view builder is what builds a view.
  /// https://developer.apple.com/documentation/swiftui/timelineview/init(_:content:)
  public init(
    _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {}
}

extension TimelineView: View where Content: View {
  /// Primitive: no body.
  public typealias Body = Never
  /// Never called.
  public var body: Never { fatalError() }
}

/// A sequence of dates at which a timeline view updates.
/// https://developer.apple.com/documentation/swiftui/timelineschedule
public protocol TimelineSchedule {
  /// The sequence of dates.
  associatedtype Entries: Sequence where Self.Entries.Element == Date
  /// https://developer.apple.com/documentation/swiftui/timelineschedule/entries(from:mode:)
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Self.Entries
}

/// How often a schedule is asked for dates.
/// https://developer.apple.com/documentation/swiftui/timelineschedulemode
public enum TimelineScheduleMode: Sendable {
  case normal
  case lowFrequency
}

/// A schedule at the start of every minute.
/// https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule/entries(from:mode:)
  public func entries(from startDate: Date, mode: TimelineScheduleMode)
    -> EveryMinuteTimelineSchedule.Entries
  { Entries() }

  /// The dates of the schedule.
  /// https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule/entries
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    /// Ends at once: nothing here runs.
    public mutating func next() -> Date? { nil }
  }
}

/// A pausable schedule no faster than a minimum interval.
/// https://developer.apple.com/documentation/swiftui/animationtimelineschedule
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  fileprivate init(minimumInterval: Double?, paused: Bool) {}

  /// https://developer.apple.com/documentation/swiftui/animationtimelineschedule/entries(from:mode:)
  public func entries(from start: Date, mode: TimelineScheduleMode)
    -> AnimationTimelineSchedule.Entries
  { Entries() }

  /// The dates of the schedule.
  /// https://developer.apple.com/documentation/swiftui/animationtimelineschedule/entries
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    /// Ends at once: nothing here runs.
    public mutating func next() -> Date? { nil }
  }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// https://developer.apple.com/documentation/swiftui/timelineschedule/animation(minimuminterval:paused:)
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  { AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused) }
}
