/// Input the generator cannot write a file from, said in a sentence.
package struct GenerationError: Error, CustomStringConvertible {
  /// What is wrong, and where.
  package var description: String

  /// The error `description` says.
  package init(_ description: String) {
    self.description = description
  }
}
