/// This implementation's standing against the loading indicator's spec: each requirement, whether
/// it applies here, and the tests that check it; and the props the spec lists.
///
/// The copy compiled in (``recorded``) is generated from `specs/loading-indicator.spec.json` and
/// the test sources by `swift run tanrei-generate`, and a test fails whenever the copy falls
/// behind them — the way the compiled-in tokens are kept — so the spec page `tanrei render`
/// writes always says what the tests check. A requirement checked by tests is met while they
/// pass, which CI makes sure of.
public struct ConformanceStatus: Sendable, Hashable {
  /// A test that checks a requirement.
  public struct CheckingTest: Sendable, Hashable {
    /// The test's source file, relative to the repository.
    public var file: String
    /// The test's display name.
    public var name: String

    /// The test called `name` in `file`.
    public init(file: String, name: String) {
      self.file = file
      self.name = name
    }
  }

  /// One requirement of the spec.
  public struct Requirement: Sendable, Hashable {
    /// The id (`LDG-4`).
    public var id: String
    /// What it asks, as the spec file words it.
    public var statement: String
    /// Whether it applies to this platform.
    public var appliesHere: Bool
    /// The tests whose names start with the id.
    public var tests: [CheckingTest]

    /// A requirement `id` asking `statement`.
    public init(id: String, statement: String, appliesHere: Bool, tests: [CheckingTest]) {
      self.id = id
      self.statement = statement
      self.appliesHere = appliesHere
      self.tests = tests
    }

    /// The standing in a few words: checked by tests, not checked, or not this platform's.
    public var standing: String {
      guard appliesHere else { return "not for this platform" }
      if tests.isEmpty { return "not checked" }
      return "met, checked by \(tests.count) test\(tests.count == 1 ? "" : "s")"
    }
  }

  /// One prop the spec lists.
  public struct Prop: Sendable, Hashable {
    /// Its name.
    public var name: String
    /// Its type, with its values or unit where the spec gives them.
    public var type: String
    /// Its default, as the spec writes it.
    public var defaultValue: String
    /// The token a `null` takes, if any.
    public var token: String?

    /// A prop called `name`.
    public init(name: String, type: String, defaultValue: String, token: String?) {
      self.name = name
      self.type = type
      self.defaultValue = defaultValue
      self.token = token
    }
  }

  /// The requirements, in the spec's order.
  public var requirements: [Requirement]
  /// The props, in the spec's order.
  public var props: [Prop]

  /// A status of `requirements` and `props`.
  public init(requirements: [Requirement], props: [Prop]) {
    self.requirements = requirements
    self.props = props
  }
}
