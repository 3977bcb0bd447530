/// A skeleton's props resolved.
public struct ResolvedSkeleton: ResolvedComponent, Hashable {
  /// The props as given.
  public var props: SkeletonProps
  /// The system's skeleton tokens.
  public var tokens: SkeletonTokens
  /// The box, sides made usable.
  public var box: BoxSize
  /// The corner radius the shape gives at this size.
  public var cornerRadius: Double
  /// The delay, entrance and shimmer cycle.
  public var presenceTiming: PresenceTiming
  /// The fallbacks taken.
  public var diagnostics: [Diagnostic]
}
