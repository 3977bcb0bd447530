#if canImport(SwiftUI)
  import Foundation

  /// The words the SwiftUI views give when a product gives none, from the package's own strings
  /// (`Resources/<language>.lproj/Localizable.strings`, English and Japanese), looked up in the
  /// view's locale like a product's own labels.
  enum PackageWords {
    /// The typing indicator's name.
    static var typing: LocalizedStringResource {
      LocalizedStringResource(
        "Typing", bundle: bundle, comment: "The typing indicator's accessible name.")
    }

    /// A phased load's processing step.
    static var processing: LocalizedStringResource {
      LocalizedStringResource(
        "Processing", bundle: bundle, comment: "The progress bar of a load's local step.")
    }

    /// The retry button.
    static var tryAgain: LocalizedStringResource {
      LocalizedStringResource(
        "Try again", bundle: bundle, comment: "The button that tries a failed load again.")
    }

    /// The control that stays reachable while a region loads.
    static var back: LocalizedStringResource {
      LocalizedStringResource(
        "Back", bundle: bundle, comment: "The control back to the previous screen.")
    }

    /// An empty region's message in place of one that sounds like loading.
    static var nothingHereYet: LocalizedStringResource {
      LocalizedStringResource(
        "Nothing here yet", bundle: bundle, comment: "What an empty region says.")
    }

    /// Progress that reached its end, named by `label`.
    static func complete(_ label: String) -> LocalizedStringResource {
      LocalizedStringResource(
        "\(label): complete", bundle: bundle,
        comment: "Said once when progress reaches its end; the argument is its label.")
    }

    /// The package's resource bundle, as SwiftPM builds it.
    private static var bundle: LocalizedStringResource.BundleDescription {
      .atURL(Bundle.module.bundleURL)
    }
  }
#endif
