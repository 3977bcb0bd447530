extension Double {
  /// The number as token tables and messages write it: a whole number without a fraction
  /// ("16", not "16.0"), any other as Swift writes it ("0.5", "1e+300", "inf", "nan").
  ///
  /// A whole number is turned into an integer only while it fits one with room to spare:
  /// converting a larger one, such as a token's `1e300`, would stop the program.
  package var plainText: String {
    guard isFinite, rounded() == self, abs(self) < 1e15 else { return String(self) }
    return String(Int64(self))
  }
}
