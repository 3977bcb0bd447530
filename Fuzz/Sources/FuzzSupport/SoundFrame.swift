import TanreiCore

/// Checks that `frame` can be drawn: its opacity in 0…1, its scale and box finite and not
/// negative, whatever props, tokens or events led to it.
public func requireSound(_ frame: some PresenceFrame, _ context: @autoclosure () -> String) {
  require(
    frame.opacity.isFinite && (0...1).contains(frame.opacity),
    "opacity \(frame.opacity) at \(context())")
  require(frame.scale.isFinite && frame.scale >= 0, "scale \(frame.scale) at \(context())")
  require(
    frame.box.width.isFinite && frame.box.width >= 0 && frame.box.height.isFinite
      && frame.box.height >= 0, "box \(frame.box) at \(context())")
}

/// The times every fuzz target samples a lifecycle at, in milliseconds: the start, around the
/// usual delay and entrance, a few cycles in, and far away.
public let sampleTimes: [Double] = [0, 1, 150, 299, 300, 301, 425, 550, 1000, 2750, 60_000, 8.64e7]
