import Foundation
import SwiftUI
import Tanrei

/// A list of conversations in a navigation stack: each row loads its preview, and a pushed
/// conversation loads its messages in a loading region. Pushing over a row, or switching tabs,
/// only hides its indicator: coming back does not wait the show delay again.
struct InboxTab: View {
  var body: some View {
    NavigationStack {
      List {
        Section("Conversations") {
          ForEach(0..<12) { index in
            NavigationLink(value: index) {
              ConversationRow(index: index)
            }
          }
        }
      }
      .navigationTitle("Inbox")
      .navigationDestination(for: Int.self) { index in
        ConversationDetail(index: index)
      }
    }
  }
}

/// A row whose preview arrives after a wait of its own length.
struct ConversationRow: View {
  let index: Int
  @State private var preview: String?

  var body: some View {
    HStack(spacing: 12) {
      Text(verbatim: "Conversation \(index + 1)")
      Spacer()
      if let preview {
        Text(preview)
      } else {
        TanreiLoadingIndicator("Loading preview", size: .small)
      }
    }
    .task {
      // A wait of 0.2 to 1.3 s: some rows show nothing, some show the indicator.
      try? await Task.sleep(for: .milliseconds(200 + 100 * (index % 12)))
      preview = "Latest message"
    }
  }
}

/// A conversation: its messages load in a region (loading, then loaded), and a sheet shows the
/// other person typing.
struct ConversationDetail: View {
  let index: Int
  @State private var state = RegionState.loading()
  @State private var showsTyping = false

  var body: some View {
    VStack(spacing: 16) {
      TanreiLoadingRegion(
        state,
        region: TanreiRegionWords(
          loadingLabel: "Loading messages", loadedAnnouncement: "Messages loaded",
          emptyMessage: "No messages yet", failureFallback: "Messages could not be loaded",
          minimumShown: .milliseconds(500)),
        retry: { state = .loading() }
      ) {
        VStack(alignment: .leading, spacing: 8) {
          Text("Hello!")
          Text("Are we still on for Friday?")
        }
      } placeholder: {
        VStack(alignment: .leading, spacing: 8) {
          TanreiSkeleton(width: 180, height: 14)
          TanreiSkeleton(width: 240, height: 14)
        }
      }
      Button("Show typing") { showsTyping = true }
    }
    .navigationTitle("Conversation")
    .task {
      try? await Task.sleep(for: .seconds(1))
      state = .loaded(ids: ["m1", "m2"])
    }
    .sheet(isPresented: $showsTyping) {
      VStack(spacing: 12) {
        Text("Sam is typing")
        TanreiTypingIndicator("Sam is typing")
      }
      .padding(24)
    }
  }
}
