import TanreiCore
import TanreiDriver
import TanreiScene

import struct Foundation.Date

/// The component as it stands and the clock it runs on: everything a view's timeline needs to
/// draw a moment, as a value any thread may read.
///
/// SwiftUI may evaluate a `TimelineView`'s content and run a `Canvas`'s renderer off the main
/// thread (inside lazy containers, on recent releases), where nothing isolated to the main actor
/// may be called. So what they run reads this — a copy of the lifecycle, which is a value, and a
/// clock, which is `Sendable` — never the bridge. The bridge makes a new one whenever an input
/// changes what is drawn.
///
/// A timeline's content is drawn for the date its schedule gives, not for whenever SwiftUI runs
/// it: ``time(at:)`` places a date on the bridge's timeline, from the date and the time read
/// together when the snapshot was made.
public struct BridgeSnapshot<Lifecycle: PresenceLifecycle>: Sendable
where Lifecycle.Frame: DrawableFrame {
  /// The lifecycle as the last input left it.
  public let lifecycle: Lifecycle
  /// The shortest time between two frames while something moves.
  public let frameInterval: Duration
  /// The moment the snapshot was made, on the bridge's timeline.
  public let madeAt: Duration
  /// The same moment as a date, as a timeline's schedule counts.
  public let madeOn: Date
  let clock: TimelineClock

  init(lifecycle: Lifecycle, clock: TimelineClock, frameInterval: Duration) {
    self.lifecycle = lifecycle
    self.clock = clock
    self.frameInterval = frameInterval
    madeAt = clock.elapsed()
    madeOn = Date()
  }

  /// The time on the bridge's clock, now.
  public var now: Duration { clock.elapsed() }

  /// `date`, as a timeline's context gives it, on the bridge's timeline; never before the
  /// snapshot was made (a schedule's first date may lie in the past, and the lifecycle keeps
  /// nothing before the input that made the snapshot).
  public func time(at date: Date) -> Duration {
    let seconds = date.timeIntervalSince(madeOn)
    guard seconds.isFinite, seconds > 0 else { return madeAt }
    return madeAt + Duration.fromMilliseconds(seconds * 1000)
  }

  /// The frame at `time`.
  public func frame(at time: Duration) -> Lifecycle.Frame { lifecycle.frame(at: time) }

  /// What to draw now.
  public func scene() -> VectorScene { lifecycle.frame(at: now).scene }

  /// What to draw for a timeline's `date`.
  public func scene(at date: Date) -> VectorScene { lifecycle.frame(at: time(at: date)).scene }

  /// Everything a view shows and exposes at `time`.
  public func presentation(at time: Duration) -> BridgePresentation {
    BridgePresentation(lifecycle, at: time, frameInterval: frameInterval)
  }

  /// Everything a view shows and exposes now.
  public func presentation() -> BridgePresentation { presentation(at: now) }
}
