// Test-only transcription of the Accessibility framework's notifications, in a module of that
// name as on Apple platforms, where SwiftUI does not re-export it. Nothing is posted.
import Foundation

/// Notifications posted to assistive technologies.
/// https://developer.apple.com/documentation/accessibility/accessibilitynotification
public enum AccessibilityNotification {
  /// Something for an assistive technology to announce.
  /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement
  public struct Announcement {
    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/init(_:)-5ko7b
    public init(_ announcement: String) {}

    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/init(_:)-2fg3x
    public init(_ announcement: AttributedString) {}

    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/post()
    public func post() {}
  }
}
