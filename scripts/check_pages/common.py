"""What the page checks share: the report, the sizes and waits, and the checks every page
gets (sideways scrolling, images, links)."""

import urllib.parse

WIDTHS = (1400, 400)
HEIGHT = 900
WAIT_MS = 30_000
# A whole tall page is drawn in one go, and on two cores shared with the rest of the suite that
# has taken longer than a page's other waits: its own, longer limit (still inside --deadline).
SCREENSHOT_WAIT_MS = 120_000


class Report:
    """Counts checks and keeps the failures, each said once."""

    def __init__(self):
        self.passed = 0
        self.failures = []

    def check(self, ok, what, detail=""):
        if ok:
            self.passed += 1
        else:
            self.failures.append(f"{what}: {detail}" if detail else what)
            print(f"FAIL {what}: {detail}", flush=True)
        return ok


OVERFLOW_SCRIPT = """() => {
  const width = document.documentElement.clientWidth;
  const wide = [];
  // An element inside a box that scrolls or clips on its own does not widen the page.
  function clipped(element) {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      if (getComputedStyle(node).overflowX !== 'visible') return true;
    }
    return false;
  }
  for (const element of document.querySelectorAll('body *')) {
    if (clipped(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.right > width + 0.5) {
      let name = element.tagName.toLowerCase();
      if (element.id) name += '#' + element.id;
      wide.push(name + ' reaches ' + Math.round(box.right) + ' px');
    }
  }
  return {scrollWidth: document.documentElement.scrollWidth, width: width, wide: wide.slice(0, 8)};
}"""

IMAGES_SCRIPT = """() => Array.from(document.images)
  .filter(image => !(image.complete && image.naturalWidth > 0))
  .map(image => image.getAttribute('src'))"""

LINKS_SCRIPT = """() => Array.from(document.querySelectorAll('a[href]'))
  .map(link => link.getAttribute('href'))"""


def check_links(report, page, html_path, what):
    folder = html_path.parent
    ids = set(page.evaluate("() => Array.from(document.querySelectorAll('[id]')).map(e => e.id)"))
    broken = []
    for href in page.evaluate(LINKS_SCRIPT):
        parsed = urllib.parse.urlparse(href)
        if parsed.scheme in ("http", "https", "mailto"):
            broken.append(f"{href} leaves the folder")
            continue
        target = urllib.parse.unquote(parsed.path)
        fragment = urllib.parse.unquote(parsed.fragment)
        if target:
            file = folder / target
            if not file.is_file():
                broken.append(f"{href}: no such file")
                continue
            if fragment and file.suffix == ".html":
                text = file.read_text(encoding="utf-8")
                if f'id="{fragment}"' not in text:
                    broken.append(f"{href}: no id {fragment} there")
        elif fragment and fragment not in ids:
            broken.append(f"{href}: no id {fragment} on the page")
    report.check(not broken, f"{what}: every link leads somewhere", "; ".join(broken[:8]))
