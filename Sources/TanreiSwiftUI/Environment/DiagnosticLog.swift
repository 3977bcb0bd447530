#if canImport(SwiftUI)
  import TanreiCore
  #if canImport(os)
    import os
  #endif

  /// Reports the fallbacks a view took (an empty label, a negative duration, an unknown size) in
  /// debug builds, through the unified log; release builds say nothing.
  enum DiagnosticLog {
    #if canImport(os)
      private static let logger = Logger(subsystem: "dev.tanrei", category: "Tanrei")
    #endif

    /// Logs `diagnostic`, naming the view that took it, in debug builds only.
    static func report(_ diagnostic: Diagnostic, in view: String) {
      #if DEBUG && canImport(os)
        logger.warning(
          "\(view, privacy: .public): \(diagnostic.description, privacy: .public)")
      #endif
    }
  }
#endif
