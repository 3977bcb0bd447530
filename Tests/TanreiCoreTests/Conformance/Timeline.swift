import TanreiCore

/// A loading indicator's life written as the spec's examples are: events at milliseconds, frames
/// read at milliseconds.
struct Timeline {
  var lifecycle: LoadingIndicatorLifecycle

  init(
    _ props: LoadingIndicatorProps = LoadingIndicatorProps("Loading messages"),
    environment: ComponentEnvironment = ComponentEnvironment(),
    tokens: LoadingIndicatorTokens = .tanrei,
    _ events: [(Double, LoadingIndicatorEvent)] = [(0, .insert)]
  ) {
    lifecycle = LoadingIndicatorLifecycle(props: props, tokens: tokens, environment: environment)
    for (time, event) in events { lifecycle.apply(event, at: .ms(time)) }
  }

  /// The frame at `milliseconds`.
  func at(_ milliseconds: Double) -> LoadingIndicatorFrame {
    lifecycle.frame(at: .ms(milliseconds))
  }

  /// Frames at every millisecond of `range`, ends included.
  func frames(_ range: ClosedRange<Int>, every step: Int = 1) -> [LoadingIndicatorFrame] {
    stride(from: range.lowerBound, through: range.upperBound, by: step).map { at(Double($0)) }
  }

  func nextChange(after milliseconds: Double) -> NextChange {
    lifecycle.nextChange(after: .ms(milliseconds))
  }
}

extension Duration {
  /// A duration of fractional milliseconds, for timelines.
  static func ms(_ milliseconds: Double) -> Duration {
    .nanoseconds(Int64((milliseconds * 1_000_000).rounded()))
  }
}

/// The default system's curves, to compute expected values independently of the lifecycle.
enum Curves {
  static let enter = CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1)!
  static let standard = CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)!
}

func isClose(_ a: Double?, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
  guard let a else { return false }
  return abs(a - b) <= tolerance
}
