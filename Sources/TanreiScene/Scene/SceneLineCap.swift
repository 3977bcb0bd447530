/// How an open stroke ends.
public enum SceneLineCap: String, Sendable, Hashable, CaseIterable {
  /// Square at the path's end, adding nothing beyond it.
  case butt
  /// A half disc of the stroke's width beyond each end, as the loading indicator's arc has.
  case round
}
