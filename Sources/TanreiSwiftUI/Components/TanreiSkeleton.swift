#if canImport(SwiftUI)
  import SwiftUI
  import TanreiBridge
  import TanreiCore

  /// A placeholder the size of the content it stands for, shimmering softly until the content
  /// arrives.
  ///
  /// ```swift
  /// import SwiftUI
  /// import Tanrei
  ///
  /// struct MessageRowPlaceholder: View {
  ///   var body: some View {
  ///     HStack(spacing: 10) {
  ///       TanreiSkeleton(width: 32, height: 32, shape: .circle)       // a sender's picture
  ///       VStack(alignment: .leading, spacing: 6) {
  ///         TanreiSkeleton(width: 140, height: 16)                    // their name
  ///         TanreiSkeleton(width: 220, height: 12)                    // the first line of a message
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// It is never read by VoiceOver: it is a picture of content, not content — name the wait
  /// with one loading element beside it (``TanreiLoadingRegion`` does). It keeps its frame from
  /// the start and waits the system's show delay before it is drawn; under Reduce Motion it is
  /// still. A negative or non-finite side is taken as 0, reported in debug builds.
  public struct TanreiSkeleton: View {
    private let props: SkeletonProps

    /// A placeholder of `width` × `height` points.
    public init(
      width: Double, height: Double, shape: SkeletonShape = .rectangle,
      showDelay: Duration? = nil
    ) {
      props = SkeletonProps(
        width: width, height: height, shape: shape, presence: PresenceProps(showDelay: showDelay))
    }

    /// The component, drawn as its bridge says and never exposed.
    public var body: some View {
      BridgedComponent<ComponentLifecycle<Skeleton>, _>(
        "TanreiSkeleton", props: props, tokens: .skeleton
      ) { _ in
        EmptyView()
      }
    }
  }
#endif
