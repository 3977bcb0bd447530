import Foundation
import SwiftUI
import Tanrei

/// An upload driven by Foundation's `Progress`, shown as a bar and as a ring, with a busy button
/// that starts it and a spinner while the server confirms.
struct UploadTab: View {
  /// The upload's progress as Foundation reports it.
  @State private var upload = Progress(totalUnitCount: 20)
  @State private var fraction: Double?
  @State private var isUploading = false
  @State private var isConfirming = false

  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      TanreiProgress(value: fraction, label: "Uploading receipt", showDelay: .zero)
        .tanreiProgressTint(.green)
        .tanreiProgressTrackColor(Color.green.opacity(0.15))
      HStack(spacing: 20) {
        TanreiProgress(value: fraction ?? 0, label: "Uploaded", showDelay: .zero)
          .tanreiProgressStyle(.ring)
          .frame(width: 64, height: 64)
        ProgressView(upload)
      }
      Button {
        Task { await send() }
      } label: {
        HStack(spacing: 8) {
          Text("Upload")
          if isUploading {
            TanreiLoadingIndicator("Uploading", size: .small, showDelay: .zero)
          }
        }
      }
      .disabled(isUploading)
      TanreiDelayed(isConfirming, minimumShown: .milliseconds(400)) {
        HStack(spacing: 8) {
          TanreiSpinner("Confirming with the server")
          Text("Confirming…")
        }
      }
    }
    .padding(24)
  }

  /// Sends the receipt in twenty steps, then waits for the server to confirm.
  private func send() async {
    isUploading = true
    upload = Progress(totalUnitCount: 20)
    fraction = 0
    for _ in 0..<20 {
      try? await Task.sleep(for: .milliseconds(100))
      upload.completedUnitCount += 1
      fraction = upload.fractionCompleted
    }
    isConfirming = true
    try? await Task.sleep(for: .milliseconds(700))
    isConfirming = false
    isUploading = false
  }
}
