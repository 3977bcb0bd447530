import TanreiGallery
import TanreiRender
import TanreiTestSupport

/// Every file `tanrei render` writes at 1× and 2×, rendered once for all the tests that read the
/// pages (the gallery's and the spec pages' text, and the browser checks), on a thread of its
/// own: in a debug build it takes tens of seconds.
enum RenderedPages {
  static let all = SharedComputation<[RenderedFile]> {
    (try? SiteRenderer(scales: [1, 2]).renderAll()) ?? []
  }
}
