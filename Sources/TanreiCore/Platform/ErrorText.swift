/// What a diagnostic says of an error the core did not make, such as a caller's file reader's.
enum ErrorText {
  #if hasFeature(Embedded)
    /// Embedded Swift has no reflection, so an error of a type the core does not know cannot be
    /// described: the message says only that the reader threw.
    static func describing<Failure: Error>(_ error: Failure) -> String {
      "its reader threw an error"
    }
  #else
    /// The error as string interpolation writes it.
    static func describing<Failure: Error>(_ error: Failure) -> String { "\(error)" }
  #endif
}
