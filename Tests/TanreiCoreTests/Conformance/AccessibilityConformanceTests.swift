import Testing

@testable import TanreiCore

/// LDG-5, LDG-6, LDG-9, LDG-10: what assistive technology sees, and the fallbacks reported.
@Suite("Conformance: accessibility and fallbacks (LDG-5, LDG-6, LDG-9, LDG-10)")
struct AccessibilityConformanceTests {
  @Test("LDG-5: once shown it is a busy progressbar named by its label, with no value")
  func exposedOnceShown() throws {
    let timeline = Timeline(LoadingIndicatorProps("Loading messages"))
    for time in [300.0, 425, 550, 5000] {
      let node = try #require(timeline.at(time).accessibility, "at \(time)")
      #expect(node.role == .progressbar)
      #expect(node.name == "Loading messages")
      #expect(node.isBusy)
      #expect(node.value == nil)
    }
  }

  @Test("LDG-5: a label changed while shown renames it at once")
  func renamedWhileShown() {
    let timeline = Timeline(
      LoadingIndicatorProps("Loading messages"),
      [(0, .insert), (800, .setProps(LoadingIndicatorProps("Loading replies")))])
    #expect(timeline.at(799).accessibility?.name == "Loading messages")
    #expect(timeline.at(800).accessibility?.name == "Loading replies")
  }

  @Test("LDG-6: never focusable, and never a live region that would announce it")
  func notFocusableNotAnnounced() {
    let timeline = Timeline(
      LoadingIndicatorProps("Saving"), [(0, .insert), (700, .hide), (900, .show), (1500, .remove)])
    for frame in timeline.frames(0...2000, every: 5) {
      guard let node = frame.accessibility else { continue }
      #expect(!node.isFocusable)
      #expect(node.role != .status && node.role != .alert)
    }
  }

  @Test("LDG-9: an unknown size renders as medium and is reported")
  func unknownSize() {
    let timeline = Timeline(LoadingIndicatorProps("Loading", size: "huge", showDelay: .zero))
    let frame = timeline.at(0)
    #expect(frame.box == BoxSize(square: 24))
    #expect(frame.appearance.sizeName == "medium")
    #expect(frame.isDrawn)
    let diagnostic = timeline.lifecycle.diagnostics.first
    #expect(diagnostic?.code == .unknownSize)
    #expect(diagnostic?.message.contains("\"huge\"") == true)
    #expect(diagnostic?.message.contains("using medium") == true)
  }

  @Test("LDG-9: a known size reports nothing")
  func knownSizeIsQuiet() {
    #expect(Timeline(LoadingIndicatorProps("Loading", size: .large)).lifecycle.diagnostics.isEmpty)
  }

  @Test("LDG-10: an empty label still renders, and is reported as a missing name")
  func emptyLabel() {
    let timeline = Timeline(LoadingIndicatorProps("", showDelay: .zero))
    let frame = timeline.at(100)
    #expect(frame.isDrawn)
    #expect(frame.accessibility?.name == "")
    #expect(frame.accessibility?.role == .progressbar)
    #expect(timeline.lifecycle.diagnostics.map(\.code) == [.emptyLabel])
  }
}
