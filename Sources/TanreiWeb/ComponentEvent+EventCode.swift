import TanreiCore

extension ComponentEvent {
  /// The event an `apply` export is given as `code`, on every surface: 0 connected (insert),
  /// 1 disconnected (remove), 2 stopped intersecting the viewport (hide), 3 intersects again
  /// (show), 4 and 5 reduced motion on and off, 6 and 7 direction ltr and rtl; `nil` for any
  /// other code.
  @inline(__always)
  init?(eventCode code: Int32) {
    switch code {
    case 0: self = .insert
    case 1: self = .remove
    case 2: self = .hide
    case 3: self = .show
    case 4: self = .setReducedMotion(true)
    case 5: self = .setReducedMotion(false)
    case 6: self = .setDirection(.leftToRight)
    case 7: self = .setDirection(.rightToLeft)
    default: return nil
    }
  }
}
