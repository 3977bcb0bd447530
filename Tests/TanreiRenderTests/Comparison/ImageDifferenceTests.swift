import TanreiRender
import Testing

/// What the comparisons themselves count, so that a snapshot or renderer test can fail.
@Suite("Image comparison counts what differs")
struct ImageDifferenceTests {
  @Test("one changed pixel beyond the tolerance is counted, one within it is not")
  func counts() {
    var expected = RGBAImage(width: 4, height: 4)
    for index in stride(from: 3, to: expected.bytes.count, by: 4) { expected.bytes[index] = 255 }
    var actual = expected
    actual.bytes[3] = 250  // 5 levels: within a tolerance of 8
    actual.bytes[7] = 200  // 55 levels: beyond it
    let difference = ImageDifference(expected: expected, actual: actual, tolerance: 8)
    #expect(difference.sizesMatch)
    #expect(difference.differing == 1)
    #expect(difference.total == 16)
    #expect(difference.largest == 55)
    #expect(difference.picture.pixel(x: 1, y: 0) == (255, 0, 0, 151))
    let other = ImageDifference(
      expected: expected, actual: RGBAImage(width: 5, height: 4), tolerance: 8)
    #expect(!other.sizesMatch)
  }

  @Test("colour under a transparent pixel does not count: pixels compare premultiplied")
  func premultiplied() {
    let expected = RGBAImage(width: 1, height: 1, bytes: [0, 0, 0, 0])
    let actual = RGBAImage(width: 1, height: 1, bytes: [255, 255, 255, 0])
    #expect(ImageDifference(expected: expected, actual: actual, tolerance: 0).differing == 0)
  }
}
