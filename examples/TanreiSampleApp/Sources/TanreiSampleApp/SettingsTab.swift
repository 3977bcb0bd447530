import SwiftUI
import Tanrei

/// The design system switch, with every indicator beside it to see the switch take effect.
struct SettingsTab: View {
  @Binding var designSystem: SampleDesignSystem
  @State private var contained = false

  var body: some View {
    NavigationStack {
      List {
        Section("Design system") {
          Picker("Design system", selection: $designSystem) {
            Text("Tanrei").tag(SampleDesignSystem.tanrei)
            Text("Appetite UI").tag(SampleDesignSystem.appetite)
          }
          .pickerStyle(.segmented)
          Toggle("Contained", isOn: $contained)
        }
        Section("Indicators") {
          TanreiLoadingIndicator("Loading", size: .large, contained: contained)
          TanreiSpinner("Signing in", size: "base")
          TanreiProgress(value: nil, label: "Contacting server")
          TanreiTypingIndicator()
        }
      }
      .navigationTitle("Settings")
    }
  }
}
