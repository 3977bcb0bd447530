// The table every element surface keeps its states in. A handle is an index plus one, so that
// 0 and the negative numbers stay free for "none" and for error codes.

/// States of one kind by handle, as the elements' exports hand them out: a freed handle's slot
/// is reused by the next one made, and freeing the last ones gives their memory back.
struct HandleTable<Element> {
  /// The states alive, by handle minus one; `nil` is a hole.
  private var slots: [Element?] = []

  /// The most states alive at once, as for the lifecycles of the test surface.
  static var maximum: Int { 65_536 }

  /// Stores `element` in the first hole, or after the last; returns its handle, above 0, or
  /// ``ExportError/tooMany`` when ``maximum`` states are alive.
  mutating func insert(_ element: Element) -> Int32 {
    if let hole = slots.firstIndex(where: { $0 == nil }) {
      slots[hole] = element
      return Int32(hole + 1)
    }
    guard slots.count < Self.maximum else { return ExportError.tooMany.rawValue }
    slots.append(element)
    return Int32(slots.count)
  }

  /// Frees `handle`; returns 0, or ``ExportError/unknownHandle``.
  mutating func remove(_ handle: Int32) -> Int32 {
    guard let index = index(of: handle), slots[index] != nil else {
      return ExportError.unknownHandle.rawValue
    }
    slots[index] = nil
    while let last = slots.last, last == nil { slots.removeLast() }
    return 0
  }

  /// `body`'s result on the state `handle`, changed in place; `nil` for an unknown handle.
  mutating func with<Result>(_ handle: Int32, _ body: (inout Element) -> Result) -> Result? {
    guard let index = index(of: handle) else { return nil }
    // Taken out while `body` runs, so that the state is changed in place, not copied.
    guard var element = slots[index].take() else { return nil }
    defer { slots[index] = element }
    return body(&element)
  }

  private func index(of handle: Int32) -> Int? {
    // Compared before any arithmetic: Int is 32 bits on wasm32.
    guard handle > 0, Int(handle) <= slots.count else { return nil }
    return Int(handle) - 1
  }
}
