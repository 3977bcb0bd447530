import FuzzSupport
import TanreiCore
import TanreiWeb

/// Any sequence of the calls a page makes on the web elements' module, decoded from the input:
/// elements of each kind created with any system and mode codes, attribute texts of any bytes
/// (what `TextEncoder` gives, or raw bytes written to the input buffer) with any lengths and
/// flags, any event codes and times, states read, handles used after they were freed or never
/// made. No call traps, every result is one the export documents, and every state is one JSON
/// object in UTF-8. The module's tables are left empty for the next input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWebAttributes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  var page = Page(FuzzInput(data, size).bytes)
  while !page.reader.isAtEnd { page.step() }
  page.destroyAll()
  return 0
}

/// The elements, with the export of each call.
enum Kind: CaseIterable {
  case indicator, skeleton, typing, spinner, progress

  /// How many attribute texts `set_attributes` reads from the input buffer.
  var textCount: Int {
    switch self {
    case .indicator: 6
    case .skeleton: 7
    case .typing: 5
    case .spinner: 6
    case .progress: 11
    }
  }

  func create(_ system: Int32, _ mode: Int32) -> Int32 {
    switch self {
    case .indicator: tanreiElementCreate(system, mode)
    case .skeleton: tanreiSkeletonCreate(system, mode)
    case .typing: tanreiTypingCreate(system, mode)
    case .spinner: tanreiSpinnerCreate(system, mode)
    case .progress: tanreiProgressCreate(system, mode)
    }
  }

  func destroy(_ handle: Int32) -> Int32 {
    switch self {
    case .indicator: tanreiElementDestroy(handle)
    case .skeleton: tanreiSkeletonDestroy(handle)
    case .typing: tanreiTypingDestroy(handle)
    case .spinner: tanreiSpinnerDestroy(handle)
    case .progress: tanreiProgressDestroy(handle)
    }
  }

  func apply(_ handle: Int32, _ code: Int32, _ milliseconds: Double) -> Int32 {
    switch self {
    case .indicator: tanreiElementApply(handle, code, milliseconds)
    case .skeleton: tanreiSkeletonApply(handle, code, milliseconds)
    case .typing: tanreiTypingApply(handle, code, milliseconds)
    case .spinner: tanreiSpinnerApply(handle, code, milliseconds)
    case .progress: tanreiProgressApply(handle, code, milliseconds)
    }
  }

  /// `offered` is the width a layout offers, which only the progress element reads.
  func setAttributes(
    _ handle: Int32, _ l: [Int32], _ flags: Int32, offered: Double, _ ms: Double
  ) -> Int32 {
    switch self {
    case .indicator:
      tanreiElementSetAttributes(handle, l[0], l[1], l[2], l[3], l[4], l[5], flags, ms)
    case .skeleton:
      tanreiSkeletonSetAttributes(handle, l[0], l[1], l[2], l[3], l[4], l[5], l[6], flags, ms)
    case .typing:
      tanreiTypingSetAttributes(handle, l[0], l[1], l[2], l[3], l[4], flags, ms)
    case .spinner:
      tanreiSpinnerSetAttributes(handle, l[0], l[1], l[2], l[3], l[4], l[5], flags, ms)
    case .progress:
      tanreiProgressSetAttributes(
        handle, l[0], l[1], l[2], l[3], l[4], l[5], l[6], l[7], l[8], l[9], l[10], flags, offered,
        ms)
    }
  }

  func state(_ handle: Int32, _ milliseconds: Double) -> Int32 {
    switch self {
    case .indicator: tanreiElementState(handle, milliseconds)
    case .skeleton: tanreiSkeletonState(handle, milliseconds)
    case .typing: tanreiTypingState(handle, milliseconds)
    case .spinner: tanreiSpinnerState(handle, milliseconds)
    case .progress: tanreiProgressState(handle, milliseconds)
    }
  }
}

/// The input read as the arguments of calls; past its end every read is 0.
struct Reader {
  let bytes: [UInt8]
  var index = 0

  var isAtEnd: Bool { index >= bytes.count }

  mutating func byte() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }

  mutating func int32() -> Int32 {
    var value: UInt32 = 0
    for shift in stride(from: 0, to: 32, by: 8) { value |= UInt32(byte()) << UInt32(shift) }
    return Int32(bitPattern: value)
  }

  mutating func double() -> Double {
    var value: UInt64 = 0
    for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(byte()) << UInt64(shift) }
    return Double(bitPattern: value)
  }

  mutating func bytes(_ count: Int) -> [UInt8] {
    let end = min(bytes.count, index + count)
    defer { index = max(index, end) }
    return index < end ? Array(bytes[index..<end]) : []
  }
}

/// Words an attribute may hold that mean something to the module, or nearly do.
let words: [String] = [
  "", "auto", "fade", "grow", "none", "small", "medium", "large", "rectangle", "circle", "rounded",
  "0", "-0", "300", " 300 ", "\t1e3\n", "+1", ".5", "5.", "1e", "--1", "1e12", "-1e12", "1e13",
  "-1e13", "1e308", "1e309", "-1e309", "4.9e-324", "2.2250738585072014e-308", "Infinity", "NaN",
  "0x10", "1_000", "١٢٣", "Loading", "Mia is typing", "\u{0}", "\"\\\u{1}\u{1F}", "e\u{301}",
  "\u{FFFD}", "\u{202E}abc", "👩‍👩‍👧", "\u{10FFFF}",
]

/// Times a page passes, and times only a broken page would.
let specialTimes: [Double] = [
  0, -0.0, 1, 299.999, 300, 350, 425, 1_000, -1, 1e12, -1e12, 1e12.nextUp, -(1e12.nextUp), 1e308,
  -1e308, .nan, -.nan, .infinity, -.infinity, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
  Double(Int64.max), 9.2e15,
]

/// Integers that sit on a boundary of an Int32 argument.
let specialIntegers: [Int32] = [0, 1, 2, -1, 8, 65_536, 65_537, .max, .min, .max - 1, .min + 1]

/// The module as one page sees it: the handles it was given, which of them are alive, and a
/// clock that mostly moves forward, as `performance.now()` does.
struct Page {
  var reader: Reader
  var live: [Kind: Set<Int32>] = [:]
  var given: [Kind: [Int32]] = [:]
  var clock = 0.0

  init(_ bytes: [UInt8]) { reader = Reader(bytes: bytes) }

  mutating func kind() -> Kind { Kind.allCases[Int(reader.byte()) % Kind.allCases.count] }

  /// An event, system or mode code: mostly one of 0…8 (8 is unknown to every export).
  mutating func code() -> Int32 {
    let choice = reader.byte()
    switch choice {
    case 0..<128: return Int32(choice % 9)
    case 128..<192: return specialIntegers[Int(reader.byte()) % specialIntegers.count]
    default: return reader.int32()
    }
  }

  mutating func handle(_ kind: Kind) -> Int32 {
    let choice = reader.byte()
    let handles = given[kind, default: []]
    switch choice % 8 {
    case 0...4 where !handles.isEmpty: return handles[Int(reader.byte()) % handles.count]
    case 5: return specialIntegers[Int(reader.byte()) % specialIntegers.count]
    case 6: return reader.int32()
    default: return Int32(choice % 4)
    }
  }

  mutating func time() -> Double {
    let choice = reader.byte()
    switch choice % 16 {
    case 0...9:
      clock += Double(reader.byte()) * Double(choice % 4 + 1) * 10
      return clock
    case 10...12: return specialTimes[Int(reader.byte()) % specialTimes.count]
    case 13: return clock - Double(reader.byte())
    default: return reader.double()
    }
  }

  /// An attribute's bytes: a word, raw bytes as `TextEncoder` would repair them, or raw bytes
  /// as they are, which only a page writing the input buffer by hand can give.
  mutating func text() -> [UInt8] {
    let choice = reader.byte()
    switch choice % 5 {
    case 0, 1: return Array(words[Int(reader.byte()) % words.count].utf8)
    case 2:
      let raw = reader.bytes(Int(reader.byte()))
      return Array(String(decoding: raw, as: UTF8.self).utf8)
    case 3: return reader.bytes(Int(reader.byte()))
    default:
      let word = Array(words[Int(reader.byte()) % words.count].utf8)
      return Array(
        repeating: word, count: Int(reader.byte()) * Int(reader.byte() % 4 + 1)
      ).flatMap { $0 }
    }
  }

  /// The byte count passed for a text of `count` bytes: mostly the right one.
  mutating func length(_ count: Int) -> Int32 {
    let choice = reader.byte()
    switch choice % 10 {
    case 0...6: return Int32(count)
    case 7: return Int32(count) + Int32(reader.byte())
    case 8: return specialIntegers[Int(reader.byte()) % specialIntegers.count]
    default: return reader.int32()
    }
  }

  /// Writes `bytes` to the input buffer as a page does: asks for it, then fills it.
  func write(_ bytes: [UInt8]) {
    guard let buffer = tanreiInput(Int32(bytes.count)) else {
      fatalError("no input buffer for \(bytes.count) bytes")
    }
    bytes.withUnsafeBytes { source in
      if let base = source.baseAddress, !source.isEmpty {
        buffer.copyMemory(from: base, byteCount: source.count)
      }
    }
  }

  mutating func step() {
    switch reader.byte() % 10 {
    case 0, 1: create()
    case 2: destroy()
    case 3, 4: apply()
    case 5, 6: setAttributes()
    case 7: state(kind(), at: time())
    case 8: rawInput()
    default:
      if reader.byte() % 2 == 0 { parseTime() } else { tokensCSS() }
    }
  }

  mutating func create() {
    let kind = kind()
    let (system, mode) = (code(), code())
    let handle = kind.create(system, mode)
    if (0...1).contains(system), (0...1).contains(mode) {
      require(handle > 0, "\(kind) create(\(system), \(mode)) = \(handle)")
      require(!live[kind, default: []].contains(handle), "\(kind) handle \(handle) given twice")
      live[kind, default: []].insert(handle)
      given[kind, default: []].append(handle)
    } else {
      require(handle == -3, "\(kind) create(\(system), \(mode)) = \(handle), not -3")
    }
  }

  mutating func destroy() {
    let kind = kind()
    let handle = handle(kind)
    let result = kind.destroy(handle)
    let alive = live[kind, default: []].remove(handle) != nil
    require(result == (alive ? 0 : -1), "\(kind) destroy(\(handle)) = \(result), alive: \(alive)")
  }

  mutating func apply() {
    let kind = kind()
    let handle = handle(kind)
    let code = code()
    let time = time()
    let result = kind.apply(handle, code, time)
    expect(
      result, kind, handle, time, "apply(\(handle), \(code), \(time))", codeKnown: 0...7 ~= code)
  }

  mutating func setAttributes() {
    let kind = kind()
    let handle = handle(kind)
    let texts = (0..<kind.textCount).map { _ in text() }
    write(texts.flatMap { $0 })
    let lengths = texts.map { length($0.count) }
    let choice = reader.byte()
    let flags = choice % 4 == 0 ? reader.int32() : Int32(reader.byte())
    let offered = time()
    let time = time()
    let result = kind.setAttributes(handle, lengths, flags, offered: offered, time)
    // Described only for a report: the texts may be long.
    let call = {
      "set_attributes(\(handle), \(lengths), \(flags), \(offered), \(time)) of \(texts)"
    }
    let total = texts.reduce(0) { $0 + $1.count }
    // The buffer holds at least what was written, and at least 64 bytes; it is never shrunk.
    if isTime(time), lengths.allSatisfy({ $0 >= 0 }),
      lengths.reduce(0, { $0 + Int($1) }) <= total
    {
      expect(result, kind, handle, time, call(), codeKnown: true)
    } else {
      require([0, -1, -2, -5].contains(result), "\(kind) \(call()) = \(result)")
    }
  }

  /// Checks a result of apply or set_attributes: 0 for a live handle, a known time and code.
  func expect(
    _ result: Int32, _ kind: Kind, _ handle: Int32, _ time: Double,
    _ call: @autoclosure () -> String,
    codeKnown: Bool
  ) {
    let expected: Int32 =
      !isTime(time)
      ? -2 : !codeKnown ? -3 : live[kind, default: []].contains(handle) ? 0 : -1
    require(result == expected, "\(kind) \(call()) = \(result), not \(expected)")
  }

  mutating func state(_ kind: Kind, at time: Double) {
    let handle = handle(kind)
    let result = kind.state(handle, time)
    let alive = live[kind, default: []].contains(handle)
    guard isTime(time), alive else {
      require(
        result == (isTime(time) ? -1 : -2),
        "\(kind) state(\(handle), \(time)) = \(result), alive: \(alive)")
      return
    }
    let bytes = output(result, "\(kind) state(\(handle), \(time))")
    let value: JSONValue
    do {
      value = try JSONParser.parse(utf8: bytes)
    } catch {
      fatalError(
        "\(kind) state(\(handle), \(time)) is not JSON: \(error)\n"
          + String(decoding: bytes, as: UTF8.self))
    }
    let text = { String(decoding: bytes, as: UTF8.self) }
    guard let object = value.objectValue, Set(object.keys).count == object.count else {
      fatalError("\(kind) state(\(handle), \(time)) is not an object, or repeats a key: \(text())")
    }
    // What every element's script reads first: the phase, the box it keeps, the diagnostics.
    let phase = object["phase"]?.stringValue.flatMap { PresencePhase(rawValue: $0) }
    let box = object["box"]?.arrayValue?.compactMap { $0.numberValue } ?? []
    let diagnostics = object["diagnostics"]?.arrayValue ?? [.null]
    require(
      phase != nil && box.count == 2 && box.allSatisfy { $0 >= 0 }
        && (phase != .absent || box == [0, 0])
        && diagnostics.allSatisfy {
          $0.objectValue?["code"]?.stringValue != nil
            && $0.objectValue?["message"]?.stringValue != nil
        },
      "\(kind) state(\(handle), \(time)): phase, box or diagnostics amiss: \(text())")
  }

  /// The output of a call that returned `count`: as long as the output says, and UTF-8.
  func output(_ count: Int32, _ call: @autoclosure () -> String) -> [UInt8] {
    require(count >= 0, "\(call()) = \(count)")
    require(tanreiOutputLength() == count, "\(call()): output length \(tanreiOutputLength())")
    guard count > 0 else { return [] }
    guard let address = tanreiOutput() else { fatalError("\(call()): no output buffer") }
    let bytes = Array(UnsafeRawBufferPointer(start: address, count: Int(count)))
    require(
      String(validating: bytes, as: UTF8.self) != nil, "\(call()): output is not UTF-8")
    return bytes
  }

  /// The input buffer asked for with any capacity, and filled with raw bytes.
  mutating func rawInput() {
    let choice = reader.byte()
    let capacity = choice % 2 == 0 ? Int32(reader.byte()) * 16 : code()
    let buffer = tanreiInput(capacity)
    let fits = capacity >= 0 && capacity <= 1 << 20
    require((buffer != nil) == fits, "input(\(capacity)) = \(String(describing: buffer))")
    guard let buffer else { return }
    let bytes = reader.bytes(min(Int(capacity), Int(reader.byte()) * 4))
    bytes.withUnsafeBytes { source in
      if let base = source.baseAddress, !source.isEmpty {
        buffer.copyMemory(from: base, byteCount: source.count)
      }
    }
  }

  mutating func parseTime() {
    let text = text()
    write(text)
    let length = length(text.count)
    let value = tanreiElementParseTime(length)
    require(value.isNaN || value.isFinite, "parse_time(\(length)) of \(text) = \(value)")
    // The progress element's numbers, for any attribute code, known or not.
    let code = code()
    let number = tanreiProgressParse(code, length)
    require(
      number.isNaN || number.isFinite, "progress parse(\(code), \(length)) of \(text) = \(number)")
  }

  mutating func tokensCSS() {
    let (system, mode) = (code(), code())
    let result = tanreiElementTokensCSS(system, mode)
    guard (0...1).contains(system), (0...1).contains(mode) else {
      require(result == -3, "tokens_css(\(system), \(mode)) = \(result)")
      return
    }
    let css = output(result, "tokens_css(\(system), \(mode))")
    require(!css.isEmpty, "tokens_css(\(system), \(mode)) is empty")
  }

  /// Frees every handle given, so that the next input starts from empty tables.
  mutating func destroyAll() {
    for kind in Kind.allCases {
      for handle in live[kind, default: []] {
        require(kind.destroy(handle) == 0, "\(kind) destroy(\(handle)) of a live handle")
      }
      require(kind.create(0, 0) == 1, "\(kind) tables not empty after every handle was freed")
      _ = kind.destroy(1)
    }
  }
}

/// Whether the module takes `milliseconds` as a time, as WEB-CORE-NOTES.md says: finite, and
/// within ±10¹² ms.
func isTime(_ milliseconds: Double) -> Bool {
  milliseconds.isFinite && milliseconds.magnitude <= 1e12
}
