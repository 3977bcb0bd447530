import SwiftUI
import Tanrei

/// A long lazy stack of posts: a row scrolled away and back keeps its wait, since scrolling only
/// hides it; each post's picture is a skeleton until it arrives.
struct FeedTab: View {
  var body: some View {
    NavigationStack {
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 16) {
          ForEach(0..<100) { index in
            PostRow(index: index)
          }
        }
        .padding(16)
      }
      .navigationTitle("Feed")
    }
  }
}

/// A post whose picture loads; the text is there at once.
struct PostRow: View {
  let index: Int
  @State private var loaded = false

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(verbatim: "Post \(index + 1)")
      if loaded {
        Text("A picture of the harbour")
      } else {
        TanreiSkeleton(width: 280, height: 120)
      }
    }
    .task {
      try? await Task.sleep(for: .milliseconds(400 + 50 * (index % 20)))
      loaded = true
    }
  }
}
