import SwiftUI
import Tanrei

/// The sample's entry point: one window with the tabs.
@main
struct SampleApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
  }
}
