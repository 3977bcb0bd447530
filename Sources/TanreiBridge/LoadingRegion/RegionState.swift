import TanreiCore

/// The state a product gives a region that loads, as a SwiftUI view holds it: the bridge turns
/// each change into the loading-state contract's events.
public enum RegionState: Sendable, Hashable {
  /// Nothing asked for yet.
  case idle
  /// Waiting with nothing to show; `blocking` when the whole screen waits.
  case loading(blocking: Bool = false)
  /// The first phase of a phased load: data in transit.
  case fetching
  /// The second phase: local work, with the share done in 0…1.
  case processing(Double)
  /// Content arrived; each item named by a stable identity.
  case loaded(ids: [String])
  /// The load finished with nothing to show.
  case empty
  /// The load failed; the message says why (`nil` takes the region's fallback).
  case failed(message: String?)
  /// Fresh content is on its way while the old stays in place.
  case refreshing

  /// The event that moves a region from `previous` to this state, or `nil` when there is none
  /// (returning to idle, or the same state again).
  func event(from previous: RegionState) -> LoadingStateEvent? {
    guard self != previous else { return nil }
    switch self {
    case .idle: return nil
    case .loading(let blocking):
      if case .failed = previous { return .retry }
      return .startLoading(blocking: blocking)
    case .fetching: return .fetch
    case .processing(let share): return .process(share)
    case .loaded(let ids): return .loaded(ids: ids)
    case .empty: return .empty
    case .failed(let message): return .failed(message: message)
    case .refreshing: return .refresh
    }
  }
}
