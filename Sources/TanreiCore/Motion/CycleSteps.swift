/// The rule that cuts a cycle into equal steps, shared by the frame that reports its step and the
/// lifecycle that says when the next one begins, so the two never disagree.
enum CycleSteps {
  /// How far past a step's boundary a place in the cycle may fall short and still count as on
  /// it: a millionth of a cycle, a microsecond of the default one. A time rounded to the
  /// nanosecond and read back as a fraction lands a hair before the boundary it was computed
  /// from; without this margin a front would wake there and find the previous step.
  static let tolerance = 1e-6

  /// The step, in `0..<steps`, that the place `fraction` (0..<1) of the cycle falls in.
  static func step(at fraction: Double, of steps: Int) -> Int {
    guard steps > 1 else { return 0 }
    let step = Int(Numerics.roundedDown(fraction * Double(steps) + tolerance))
    return step >= steps ? 0 : max(0, step)
  }

  /// How much of the cycle remains from `fraction` to the start of the next step.
  static func remainder(from fraction: Double, of steps: Int) -> Double {
    let steps = max(1, steps)
    let next = Double(step(at: fraction, of: steps) + 1) / Double(steps)
    // Past the last step's tolerance the step reads 0 and the next begins one step later.
    let wrapped = fraction * Double(steps) + tolerance >= Double(steps)
    return (wrapped ? next + 1 : next) - fraction
  }
}
