import TanreiGallery
import Testing

/// The compiled-in conformance status, which `swift run tanrei-generate` writes from the spec
/// file and the tests that name its requirements (GeneratedSourcesTests keeps it current), says
/// every requirement is met.
@Suite("The spec page's status")
struct ConformanceStatusTests {
  @Test("every requirement is met, checked by a test; LDG-18 by the web elements' in Chromium")
  func standing() throws {
    let status = ConformanceStatus.recorded
    #expect(status.requirements.count == 18)
    for requirement in status.requirements {
      #expect(requirement.standing.hasPrefix("met, checked by"), "\(requirement.id)")
    }
    let twins = try #require(status.requirements.first { $0.id == "LDG-18" })
    #expect(twins.tests.contains { $0.file.hasSuffix("WebElementTests.swift") })
    let pulse = try #require(status.requirements.first { $0.id == "LDG-4" })
    #expect(pulse.tests.contains { $0.name.hasPrefix("LDG-4, LDG-13: under reduced motion") })
  }
}
