// A SwiftUI declaration the views never call but whose name a drawing library is tempted to
// take: declared so that a Tanrei name that meets it fails the check (Scene is in Scenes.swift).

/// A 2-D shape drawn as a view (Apple's also refines `Animatable`, left out here).
/// https://developer.apple.com/documentation/swiftui/shape
public protocol Shape: Sendable, View {
  /// https://developer.apple.com/documentation/swiftui/shape/path(in:)
  func path(in rect: CGRect) -> Path
}
