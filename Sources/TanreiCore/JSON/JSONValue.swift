/// A JSON value with its object keys kept in the order they were written.
///
/// Token files, scenario files and trace output all pass through this type. Keeping key order
/// makes every output the core writes stable and diffable, and lets errors point at the first
/// offending key a person sees in their file.
public enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  /// The members of an object, or `nil` for any other kind of value.
  public var objectValue: JSONObject? {
    if case .object(let object) = self { return object }
    return nil
  }

  /// The elements of an array, or `nil` for any other kind of value.
  public var arrayValue: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The text of a string, or `nil` for any other kind of value.
  public var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The number, or `nil` for any other kind of value.
  public var numberValue: Double? {
    if case .number(let number) = self { return number }
    return nil
  }

  /// The truth value, or `nil` for any other kind of value.
  public var boolValue: Bool? {
    if case .bool(let truth) = self { return truth }
    return nil
  }

  /// Whether this is JSON's `null`.
  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  /// A word for the kind of value, for error messages ("a string", "an object").
  public var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// The members of a JSON object, in the order they were written.
///
/// Lookup by key is linear, which is the right trade for the small objects of token and scenario
/// files; a key written twice keeps its last value, as most JSON readers do.
public struct JSONObject: Sendable, Hashable, Sequence {
  /// The members in written order.
  public private(set) var members: [(key: String, value: JSONValue)]

  /// An object with the given members, in that order.
  public init(_ members: [(key: String, value: JSONValue)] = []) {
    self.members = members
  }

  /// The value stored for `key`, or `nil` when the object has no such member.
  public subscript(key: String) -> JSONValue? {
    get { members.last(where: { $0.key == key })?.value }
    set {
      members.removeAll(where: { $0.key == key })
      if let newValue { members.append((key, newValue)) }
    }
  }

  /// The keys in written order.
  public var keys: [String] { members.map { $0.key } }

  /// The number of members.
  public var count: Int { members.count }

  /// Iterates the members in written order.
  public func makeIterator() -> IndexingIterator<[(key: String, value: JSONValue)]> {
    members.makeIterator()
  }

  /// Whether the two hold the same values.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    lhs.members.count == rhs.members.count
      && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
  }

  /// Hashes the values that identify this one.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(members.count)
    for member in members {
      hasher.combine(member.key)
      hasher.combine(member.value)
    }
  }
}
