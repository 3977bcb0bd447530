import SwiftUI
import Tanrei

/// A long lazy stack of posts whose pictures load.
///
/// A lazy stack makes a row only when it is needed, and may discard the state of a row scrolled
/// far away while its identity stays, making it again, with fresh `@State`, when it comes back.
/// A row that kept its wait in its own state would then wait its whole delay again. So the
/// feed, outside the lazy stack, keeps each picture's start and arrival, and each row's
/// indicator is given `since:`, the moment its load began: a row made again is shown at once
/// if its delay is over.
struct FeedTab: View {
  @State private var pictures = PictureLoads()

  var body: some View {
    NavigationStack {
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 16) {
          ForEach(0..<100) { index in
            PostRow(index: index, pictures: $pictures)
          }
        }
        .padding(16)
      }
      .navigationTitle("Feed")
    }
  }
}

/// What the feed knows of each post's picture, by index: when its load began, and whether it
/// arrived.
struct PictureLoads {
  var started: [Int: ContinuousClock.Instant] = [:]
  var arrived: Set<Int> = []
}

/// A post whose picture loads; the text is there at once.
struct PostRow: View {
  let index: Int
  @Binding var pictures: PictureLoads

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(verbatim: "Post \(index + 1)")
      if pictures.arrived.contains(index) {
        Text("A picture of the harbour")
      } else {
        TanreiLoadingIndicator("Loading picture", since: pictures.started[index])
          .frame(width: 280, height: 120)
      }
    }
    .task {
      guard !pictures.arrived.contains(index) else { return }
      if pictures.started[index] == nil { pictures.started[index] = .now }
      // Cancelled when the row is scrolled away; tried again when it comes back, its wait
      // still counted from the start the feed kept.
      guard (try? await Task.sleep(for: .milliseconds(400 + 50 * (index % 20)))) != nil else {
        return
      }
      pictures.arrived.insert(index)
    }
  }
}
