/// What a diagnostic says of an error the core did not make, such as a caller's file reader's.
enum ErrorText {
  #if hasFeature(Embedded)
    /// Embedded Swift has no reflection, so an error of a type the core does not know cannot be
    /// described; the diagnostic names its kind, which the message around it already gives.
    static func describing<Failure: Error>(_ error: Failure) -> String {
      "an error of the reader"
    }
  #else
    /// The error as string interpolation writes it.
    static func describing<Failure: Error>(_ error: Failure) -> String { "\(error)" }
  #endif
}
