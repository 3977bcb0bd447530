import TanreiCore

/// A JSON text built byte by byte: the keys are ASCII, and a string is escaped as JSON requires.
///
/// Every method is kept out of line: the state writes some sixty values, and each inlined copy
/// of these would cost more bytes of module than the call.
struct JSONText {
  private(set) var storage: [UInt8] = []
  private var needsComma = false

  @inline(never)
  private mutating func separate() {
    if needsComma { storage.append(0x2C) }
    needsComma = true
  }

  @inline(never)
  private mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { storage.append(contentsOf: $0) }
  }

  @inline(never)
  mutating func open() {
    separate()
    storage.append(0x7B)
    needsComma = false
  }

  @inline(never)
  mutating func close() {
    storage.append(0x7D)
    needsComma = true
  }

  @inline(never)
  mutating func openArray() {
    separate()
    storage.append(0x5B)
    needsComma = false
  }

  @inline(never)
  mutating func closeArray() {
    storage.append(0x5D)
    needsComma = true
  }

  /// A key; `name` needs no escaping.
  @inline(never)
  mutating func key(_ name: StaticString) {
    separate()
    storage.append(0x22)
    raw(name)
    storage.append(0x22)
    storage.append(0x3A)
    needsComma = false
  }

  @inline(never)
  mutating func null() {
    separate()
    raw("null")
  }

  @inline(never)
  mutating func bool(_ value: Bool) {
    separate()
    value ? raw("true") : raw("false")
  }

  /// A number; JSON has no infinity or NaN, so those are null.
  @inline(never)
  mutating func number(_ value: Double?) {
    guard let value, value.isFinite else { return null() }
    separate()
    storage += CSSText.number(value).utf8
  }

  @inline(never)
  mutating func numbers(_ values: [Double]) {
    openArray()
    for value in values { number(value) }
    closeArray()
  }

  mutating func curve(_ curve: CubicBezier) {
    numbers([curve.x1, curve.y1, curve.x2, curve.y2])
  }

  mutating func color(_ color: RGBAColor) {
    numbers([color.red, color.green, color.blue, color.alpha])
  }

  @inline(never)
  mutating func string(_ text: String) {
    separate()
    storage.append(0x22)
    // The bytes in place: iterating `utf8` would link the index checks of bridged strings.
    var text = text
    text.withUTF8 { bytes in
      for byte in bytes {
        switch byte {
        case 0x22, 0x5C:
          storage.append(0x5C)
          storage.append(byte)
        case 0..<0x20:
          let hex: StaticString = "0123456789abcdef"
          storage += [0x5C, 0x75, 0x30, 0x30]
          storage.append(hex.utf8Start[Int(byte >> 4)])
          storage.append(hex.utf8Start[Int(byte & 15)])
        default:
          storage.append(byte)
        }
      }
    }
    storage.append(0x22)
  }
}

// MARK: The members every element's state has

extension JSONText {
  /// The plan's `entrance` and `cycle` members, each an object or null: what moves, written the
  /// same way for every element so that the script builds their animations with one function.
  mutating func motion(of plan: PresencePlan) {
    key("entrance")
    if let entrance = plan.entrance {
      open()
      key("kind")
      string(entrance.kind.rawValue)
      key("start")
      number(entrance.start)
      key("duration")
      number(entrance.duration)
      key("easing")
      curve(entrance.easing)
      close()
    } else {
      null()
    }
    key("cycle")
    if let cycle = plan.cycle {
      open()
      key("duration")
      number(cycle.duration)
      key("progress")
      number(cycle.progress)
      key("running")
      bool(cycle.isRunning)
      close()
    } else {
      null()
    }
  }

  /// The plan's `phase`, `time` and `shownAt`, which every element's state begins with.
  mutating func timing(of plan: PresencePlan) {
    key("phase")
    string(plan.phase.rawValue)
    key("time")
    number(plan.time)
    key("shownAt")
    number(plan.shownAt)
  }

  /// `box`, the host's size: `box` itself, or 0 by 0 once the element is absent.
  mutating func box(_ box: BoxSize, of plan: PresencePlan) {
    let written = plan.phase == .absent ? BoxSize.zero : box
    key("box")
    numbers([written.width, written.height])
  }

  /// `accessible`, the node the host exposes: its role, name and busy state, or null.
  mutating func accessible(_ node: AccessibilityNode?) {
    key("accessible")
    guard let node else { return null() }
    open()
    key("role")
    string(node.role.rawValue)
    key("name")
    string(node.name)
    key("busy")
    bool(node.isBusy)
    close()
  }

  /// `host`, what to write on the host for `node`, exposed or not (nil): `ariaHidden` while
  /// present but not exposed, `ariaLabel` the node's name unless empty, and the loading
  /// indicator's `holdProductNames` when given (LDG-18).
  mutating func host(
    for node: AccessibilityNode?, in plan: PresencePlan, holdProductNames: Bool? = nil
  ) {
    key("host")
    open()
    key("ariaHidden")
    bool(node == nil && plan.phase != .absent)
    key("ariaLabel")
    if let node, !node.name.isEmpty { string(node.name) } else { null() }
    if let holdProductNames {
      key("holdProductNames")
      bool(holdProductNames)
    }
    close()
  }

  /// The state's last members, `next` (a time, `"continuous"` or null) and `diagnostics`
  /// (`[{code, message}]`, without `empty-label` when `omittingEmptyLabel`: LDG-18's product
  /// names the host itself), then the end of the state's object.
  mutating func finish(
    next change: NextChange, diagnostics: [Diagnostic], omittingEmptyLabel: Bool = false
  ) {
    key("next")
    switch change {
    case .none: null()
    case .continuous: string("continuous")
    case .at(let next): number(next.inMilliseconds)
    }
    key("diagnostics")
    openArray()
    for diagnostic in diagnostics where !(omittingEmptyLabel && diagnostic.code == .emptyLabel) {
      open()
      key("code")
      string(diagnostic.code.rawValue)
      key("message")
      string(diagnostic.message)
      close()
    }
    closeArray()
    close()
  }
}
