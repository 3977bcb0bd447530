import CTanreiWebHost
import FuzzSupport
import TanreiCore
import TanreiWebSupport

/// The page as the input drives it: its elements, each holding its own state as
/// `src/base/tanrei-element.js` does, and a clock that mostly moves forward, as `performance.now()` does.
struct WebPage {
  /// One element: its kind, the bytes of state the page keeps, and which kind of element made
  /// them, if a call did.
  struct Element {
    let kind: ElementKind
    var state: [UInt8]
    var madeBy: ElementKind?
    /// A copy of an earlier state, which a page may hand back.
    var earlier: (state: [UInt8], madeBy: ElementKind?)?

    /// Whether the state is one of its own kind: on any other a call answers `noState`, or
    /// makes one.
    var holds: Bool { madeBy == kind }
  }

  var reader: InputReader
  private var elements: [Element] = []
  /// The state's size each kind's first `set` gave: what the page keeps from then on.
  private var stateBytes: [ElementKind: Int] = [:]
  private var clock = 0.0
  /// The element whose `set` wrote the text buffer last, and its label: a completion it
  /// announces is read from there.
  private var lastWriter: (element: Int, label: [UInt8])?

  /// The most elements a page holds at once here: enough for states to pass between them.
  static let capacity = 8

  init(_ reader: InputReader) { self.reader = reader }

  mutating func step() {
    switch reader.byte() % 8 {
    case 0: create()
    case 1, 2: set()
    case 3, 4: answer()
    case 5: number()
    case 6: numberRoundTrip()
    default: replaceState()
    }
  }

  // MARK: The calls

  /// A new element, with a state no call has made yet: zeros, as many as the page keeps.
  mutating func create() {
    let kind = reader.pick(ElementKind.allCases)
    let element = Element(
      kind: kind, state: Array(repeating: 0, count: stateBytes[kind] ?? tanrei_state_capacity()))
    if elements.count < Self.capacity {
      elements.append(element)
    } else {
      let index = Int(reader.byte()) % Self.capacity
      elements[index] = element
      if lastWriter?.element == index { lastWriter = nil }
    }
  }

  /// An element of the page, made first when there is none.
  mutating func element() -> Int {
    if elements.isEmpty { create() }
    return Int(reader.byte()) % elements.count
  }

  mutating func set() {
    let index = element()
    let kind = elements[index].kind
    let texts = (0..<kind.attributeCount + 2).map { _ in text() }
    let written = write(texts)
    let lengths = written.map { length($0) }
    let flags = flags()
    let time = time()
    let offered = offered()
    let result = call(index) { kind.set(lengths, flags: flags, at: time, offered: offered) }
    let describe = { "set(\(lengths), \(flags), \(time), \(offered)) of \(texts)" }
    let expected: Int32
    if !Self.fit(lengths) {
      expected = ExportResult.invalidLength.rawValue
    } else if ElementTime.checked(time) == nil {
      expected = ExportResult.invalidTime.rawValue
    } else {
      require(
        result > 0 && Int(result) <= tanrei_state_capacity()
          && Int(result) == stateBytes[kind] ?? Int(result),
        "\(kind) \(describe()) = \(result), not a state's size")
      stateBytes[kind] = Int(result)
      elements[index].state = Array(
        UnsafeBufferPointer(start: tanrei_state(), count: Int(result)))
      elements[index].madeBy = kind
      lastWriter = (index, bytes(of: lengths[0]))
      return
    }
    require(result == expected, "\(kind) \(describe()) = \(result), not \(expected)")
    lastWriter = nil
  }

  mutating func answer() {
    let index = element()
    let kind = elements[index].kind
    let code = code()
    let time = time()
    let present = naming()
    let changed = naming()
    let before = elements[index].state
    let result = call(index) { kind.answer(code, at: time, present: present, changed: changed) }
    let describe = { "answer(\(code), \(time), \(present), \(changed))" }
    let expected =
      ElementTime.checked(time) == nil
      ? ExportResult.invalidTime.rawValue
      : code >= 0 && ElementEvent(code: code) == nil
        ? ExportResult.unknownCode.rawValue
        : elements[index].holds ? ExportResult.done.rawValue : ExportResult.noState.rawValue
    require(result == expected, "\(kind) \(describe()) = \(result), not \(expected)")
    guard result == ExportResult.done.rawValue else { return }
    let check = AnswerCheck(kind: kind, time: time, call: describe)
    check.run()
    checkAnnouncement(of: index, check.slots)

    // The same call on the same state answers the same. (The states it leaves may differ, but
    // only in their padding, which a new value of a field brings from the stack.)
    let first = check.slots.map(\.bitPattern)
    elements[index].state = before
    let again = call(index) { kind.answer(code, at: time, present: present, changed: changed) }
    require(
      again == result && check.slots.map(\.bitPattern) == first,
      "\(kind) \(describe()) answered otherwise the second time")
  }

  /// A completion the progress element says is its label, then the system's words, in the text
  /// buffer: where its `set` put them, when that was the last call to write there.
  func checkAnnouncement(of index: Int, _ slots: [Double]) {
    guard elements[index].kind == .progress else { return }
    let length = Int(slots[Answer.Slot.elementStart + 11])
    guard length > 0, let lastWriter, lastWriter.element == index else { return }
    let suffix = ProgressGeometry.completionSuffix
    let words = Array(UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount))
    require(
      bytes(of: Int32(length)) == lastWriter.label + words,
      "progress announces \(bytes(of: Int32(length))), not its label \(lastWriter.label)")
  }

  /// A text as a number property reads it back: a number or NaN, and NaN for a length outside
  /// the buffer.
  mutating func number() {
    let text = text()
    let length = length(write([text])[0])
    lastWriter = nil
    let value = tanreiNumber(length)
    let fits = length >= 0 && Int(length) <= tanrei_text_capacity()
    require(
      value.isNaN || (fits && value.isFinite), "tanrei_number(\(length)) of \(text) = \(value)")
  }

  /// A finite number as Swift writes it reads back as that very number.
  mutating func numberRoundTrip() {
    let value = reader.byte() % 2 == 0 ? reader.pick(Self.specialTimes) : reader.double()
    let text = Array("\(value)".utf8)
    _ = write([text])
    lastWriter = nil
    let read = tanreiNumber(Int32(text.count))
    require(
      value.isFinite ? read.bitPattern == value.bitPattern : read.isNaN,
      "tanrei_number of \(value) = \(read)")
  }

  /// The page hands an element another state: another element's, an earlier one of its own, a
  /// fresh one, or bytes no call made (which begin with no element's mark).
  mutating func replaceState() {
    let index = element()
    switch reader.byte() % 4 {
    case 0:
      let other = elements[Int(reader.byte()) % elements.count]
      elements[index].state = other.state
      elements[index].madeBy = other.madeBy
    case 1:
      guard let earlier = elements[index].earlier else { return }
      elements[index].state = earlier.state
      elements[index].madeBy = earlier.madeBy
    case 2:
      elements[index].state = Array(repeating: 0, count: elements[index].state.count)
      elements[index].madeBy = nil
    default:
      let count = elements[index].state.count
      var bytes = Array(reader.bytes(Int(reader.byte())).prefix(count))
      bytes += Array(repeating: 0, count: count - bytes.count)
      for place in 0..<min(4, bytes.count) { bytes[place] = 0 }
      elements[index].state = bytes
      elements[index].madeBy = nil
    }
    lastWriter = nil
  }

  /// Calls `body` on element `index`'s state as `#call` does: copied into the state buffer
  /// before, and back out after. A refused call must leave it as it was.
  mutating func call(_ index: Int, _ body: () -> Int32) -> Int32 {
    let state = elements[index].state
    let buffer = UnsafeMutableBufferPointer(start: tanrei_state(), count: state.count)
    _ = buffer.update(fromContentsOf: state)
    let result = body()
    let after = Array(buffer)
    require(
      result >= 0 || after == state,
      "\(elements[index].kind) refused a call, with \(result), and changed its state")
    if result >= 0 && after != state { elements[index].earlier = (state, elements[index].madeBy) }
    elements[index].state = after
    return result
  }

  // MARK: The arguments

  /// Words an attribute may hold that mean something to a module, or nearly do.
  static let words: [String] = [
    "", "auto", "fade", "grow", "none", "small", "medium", "large", "sm", "md", "base", "lg",
    "rectangle", "circle", "rounded", "bar", "ring", "true", "false", "0", "-0", "0.5", "1", "300",
    " 300 ", "\t1e3\n", "+1", ".5", "5.", "1e", "--1", "1e12", "-1e12", "1e13", "1e308", "1e309",
    "-1e309", "4.9e-324", "2.2250738585072014e-308", "Infinity", "NaN", "0x10", "1_000", "١٢٣",
    "Loading", "Mia is typing", "\u{0}", "\"\\\u{1}\u{1F}", "e\u{301}", "\u{FFFD}", "\u{202E}abc",
    "👩‍👩‍👧", "\u{10FFFF}",
  ]

  /// Times a page passes, and times only a broken page would.
  static let specialTimes: [Double] = [
    0, -0.0, 1, 299.999, 300, 350, 425, 1_000, -1, 1e12, -1e12, 1e12.nextUp, -(1e12.nextUp), 1e308,
    -1e308, .nan, -.nan, .infinity, -.infinity, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    Double(Int64.max), 9.2e15,
  ]

  /// Integers that sit on a boundary of an Int32 argument.
  static let specialIntegers: [Int32] = [
    0, 1, 2, -1, 8, 65_535, 65_536, 65_537, .max, .min, .max - 1, .min + 1,
  ]

  /// An attribute's bytes: a word, raw bytes as `TextEncoder` would repair them, raw bytes as
  /// they are (which only a page writing the buffer by hand gives), or a word many times over.
  mutating func text() -> [UInt8] {
    switch reader.byte() % 5 {
    case 0, 1: return Array(reader.pick(Self.words).utf8)
    case 2: return Array(String(decoding: reader.bytes(Int(reader.byte())), as: UTF8.self).utf8)
    case 3: return reader.bytes(Int(reader.byte()))
    default:
      let word = Array(reader.pick(Self.words).utf8)
      let count = Int(reader.byte()) * Int(reader.byte() % 4 + 1)
      return Array(repeating: word, count: count).flatMap { $0 }
    }
  }

  /// Writes `texts` back to back from the text buffer's start, as `#encode` does, the last cut
  /// where the buffer ends; returns how many bytes of each were written.
  mutating func write(_ texts: [[UInt8]]) -> [Int] {
    var at = 0
    let capacity = tanrei_text_capacity()
    return texts.map { text in
      let count = min(text.count, capacity - at)
      (tanrei_text() + at).update(from: text, count: count)
      at += count
      return count
    }
  }

  /// The first `length` bytes of the text buffer.
  func bytes(of length: Int32) -> [UInt8] {
    let count = max(0, min(Int(length), tanrei_text_capacity()))
    return Array(UnsafeBufferPointer(start: tanrei_text(), count: count))
  }

  /// The length passed for a text of `count` bytes: mostly the right one.
  mutating func length(_ count: Int) -> Int32 {
    let choice = reader.byte()
    switch choice % 10 {
    case 0...6: return Int32(count)
    case 7: return Int32(count) + Int32(reader.byte())
    case 8: return reader.pick(Self.specialIntegers)
    default: return reader.int32()
    }
  }

  /// Whether `lengths` name texts within the buffer, one after another.
  static func fit(_ lengths: [Int32]) -> Bool {
    var offset = 0
    for length in lengths {
      guard length >= 0, Int(length) <= tanrei_text_capacity() - offset else { return false }
      offset += Int(length)
    }
    return true
  }

  /// `set`'s flags: which attributes are present, and the page's three bits after them
  /// (``PageFlags``); or any bits at all.
  mutating func flags() -> Int32 {
    let choice = reader.byte()
    guard choice % 4 != 3 else { return reader.int32() }
    let present = Int32(reader.byte()) | Int32(reader.byte()) << 8
    return present | Int32((choice >> 2) & 7) << 16
  }

  /// An event code: mostly none (-1) or one of 0…8, where 8 is unknown to every module.
  mutating func code() -> Int32 {
    let choice = reader.byte()
    switch choice {
    case 0..<128: return Int32(choice % 10) - 1
    case 128..<192: return reader.pick(Self.specialIntegers)
    default: return reader.int32()
    }
  }

  /// Which naming attributes are present, or were changed: mostly four bits, or any.
  mutating func naming() -> Int32 {
    // The four names' presence, and whether aria-label says the label (16); now and then any
    // number.
    let choice = reader.byte()
    return choice < 192 ? Int32(choice % 32) : reader.int32()
  }

  mutating func time() -> Double {
    let choice = reader.byte()
    switch choice % 16 {
    case 0...9:
      clock += Double(reader.byte()) * Double(choice % 4 + 1) * 10
      return clock
    case 10...12: return reader.pick(Self.specialTimes)
    case 13: return clock - Double(reader.byte())
    default: return reader.double()
    }
  }

  /// The width a layout offers the progress element, in pixels.
  mutating func offered() -> Double {
    switch reader.byte() % 4 {
    case 0, 1: return Double(reader.byte()) * 4
    case 2: return reader.pick(Self.specialTimes)
    default: return reader.double()
    }
  }
}
