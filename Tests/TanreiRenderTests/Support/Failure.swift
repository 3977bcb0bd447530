import Testing

/// Records a failure whose message is built at run time.
func fail(_ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}
