import SwiftUI
import Tanrei

/// The design systems the sample can switch between.
enum SampleDesignSystem: String, CaseIterable, Hashable {
  case tanrei
  case appetite

  var system: TanreiDesignSystem {
    switch self {
    case .tanrei: .tanrei
    case .appetite: .appetite
    }
  }
}

/// Four tabs, each a place where something waits, all drawn with the design system chosen in
/// Settings.
struct ContentView: View {
  @State private var designSystem = SampleDesignSystem.tanrei

  var body: some View {
    TabView {
      InboxTab()
        .tabItem { Text("Inbox") }
      FeedTab()
        .tabItem { Text("Feed") }
      UploadTab()
        .tabItem { Text("Upload") }
      SettingsTab(designSystem: $designSystem)
        .tabItem { Text("Settings") }
    }
    .tanreiDesignSystem(designSystem.system)
  }
}
