"""web.html's live elements, served over loopback HTTP: each defined and shown, in a frame
that is its fixture's SVG's box and as large as the box the SVG draws, with no console error
or warning, no axe-core violation, no sideways scrolling; a screenshot at each width."""

import functools
import http.server
import threading

from .common import (HEIGHT, IMAGES_SCRIPT, OVERFLOW_SCRIPT, SCREENSHOT_WAIT_MS, WAIT_MS, WIDTHS,
                     check_links)


# The live page, once the module has run: for each row, the SVG's box, the frame's and the
# element's, and whether the element is defined and shown (its parts visible).
LIVE_SCRIPT = """() => Array.from(document.querySelectorAll('[data-fixture]')).map((row) => {
    const svg = row.querySelector('img.svg');
    const frame = row.querySelector('.live');
    const element = frame ? frame.firstElementChild : null;
    const box = (node) => {
      if (!node) return null;
      const r = node.getBoundingClientRect();
      return {x: r.x, y: r.y, width: r.width, height: r.height};
    };
    const parts = element && element.shadowRoot ? element.shadowRoot.querySelector('.frame') : null;
    return {
      id: row.dataset.fixture,
      tag: element ? element.localName : null,
      defined: !!element && element.matches(':defined'),
      visibility: parts ? getComputedStyle(parts).visibility : null,
      svg: box(svg), frame: box(frame), element: box(element),
      zoom: svg ? svg.getBoundingClientRect().width / svg.naturalWidth : 0,
      margin: frame ? Number(frame.dataset.margin) : 0,
    };
  })"""

LIVE_SHOWN = """() => document.documentElement.dataset.module !== undefined && Array.from(
  document.querySelectorAll('.live > *')).every((e) => e.matches(':defined') && e.shadowRoot
  && e.shadowRoot.querySelector('.frame')
  && getComputedStyle(e.shadowRoot.querySelector('.frame')).visibility === 'visible')"""

PAUSE_LIVE = """() => { for (const element of document.querySelectorAll('.live > *'))
  for (const node of element.shadowRoot.querySelectorAll('*'))
    for (const animation of node.getAnimations()) { animation.pause(); animation.currentTime = 0; } }"""


def serve(folder):
    """An HTTP server on loopback for `folder`, in a thread of its own."""

    class Handler(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    Handler.extensions_map = {**Handler.extensions_map, ".wasm": "application/wasm",
                              ".js": "text/javascript"}
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Handler, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def near(a, b):
    """Equal to within half a CSS pixel: a fractional zoom may round a box either way."""
    return abs(a - b) <= 0.5


def check_live(report, browser, axe, folder, artifacts):
    server = serve(folder)
    try:
        for width in WIDTHS:
            what = f"web.html at {width} px"
            context = browser.new_context(viewport={"width": width, "height": HEIGHT})
            try:
                page = context.new_page()
                page.set_default_timeout(WAIT_MS)
                messages = []
                page.on("console", lambda message: messages.append(message)
                        if message.type in ("error", "warning") else None)
                page.on("pageerror", lambda error: messages.append(error))
                page.goto(f"http://127.0.0.1:{server.server_port}/web.html", wait_until="load",
                          timeout=WAIT_MS)
                try:
                    page.wait_for_function(LIVE_SHOWN, timeout=WAIT_MS)
                except Exception as error:  # noqa: BLE001 - not seeing them in time is the answer
                    print(f"     (waited for every live element: {str(error).splitlines()[0]})",
                          flush=True)
                module = page.evaluate("() => document.documentElement.dataset.module || null")
                report.check(module == "loaded", f"{what}: the module is imported",
                             f"{module}: " + page.evaluate(
                                 "() => (document.getElementById('module-error') || {}).textContent || ''"))
                rows = page.evaluate(LIVE_SCRIPT)
                tags = {row["tag"] for row in rows}
                report.check(len(rows) > 0 and None not in tags, f"{what}: every row has a live element",
                             f"{len(rows)} rows, elements {sorted(t or '-' for t in tags)}")
                undefined = [r["id"] for r in rows if not r["defined"]]
                report.check(not undefined, f"{what}: every live element is defined",
                             ", ".join(undefined[:8]))
                hidden = [f"{r['id']} ({r['visibility']})" for r in rows if r["visibility"] != "visible"]
                report.check(not hidden, f"{what}: every live element is shown", ", ".join(hidden[:8]))
                framed = []
                sized = []
                for row in rows:
                    svg, frame, element = row["svg"], row["frame"], row["element"]
                    if not (svg and frame and element):
                        framed.append(f"{row['id']}: missing a picture")
                        continue
                    if not (near(svg["width"], frame["width"]) and near(svg["height"], frame["height"])):
                        framed.append(f"{row['id']}: frame {frame['width']:.2f}x{frame['height']:.2f}"
                                      f" ≠ SVG {svg['width']:.2f}x{svg['height']:.2f}")
                    inset = 2 * row["margin"] * row["zoom"]
                    wanted = (svg["width"] - inset, svg["height"] - inset)
                    offset = (element["x"] - frame["x"], element["y"] - frame["y"])
                    if not (near(element["width"], wanted[0]) and near(element["height"], wanted[1])
                            and near(offset[0], inset / 2) and near(offset[1], inset / 2)):
                        sized.append(f"{row['id']}: {element['width']:.2f}x{element['height']:.2f}"
                                     f" at +{offset[0]:.2f},+{offset[1]:.2f}, not {wanted[0]:.2f}x"
                                     f"{wanted[1]:.2f} at +{inset / 2:.2f}")
                report.check(not framed, f"{what}: each live element's frame is its SVG's box",
                             "; ".join(framed[:6]))
                report.check(not sized, f"{what}: each live element is the box its SVG draws",
                             "; ".join(sized[:6]))
                broken = page.evaluate(IMAGES_SCRIPT)
                report.check(not broken, f"{what}: every image loads", ", ".join(broken[:8]))
                overflow = page.evaluate(OVERFLOW_SCRIPT)
                report.check(
                    overflow["scrollWidth"] <= overflow["width"] and not overflow["wide"],
                    f"{what}: no sideways scrolling",
                    f"{overflow['scrollWidth']} px wide in a {overflow['width']} px window; "
                    + ", ".join(overflow["wide"]),
                )
                if width == WIDTHS[0]:
                    check_links(report, page, folder / "web.html", what)
                results = axe.run(page)
                violations = results.response.get("violations", [])
                report.check(not violations, f"{what}: axe-core finds no violation",
                             ", ".join(f"{v['id']} ({v['impact']}, {len(v['nodes'])} nodes)"
                                       for v in violations))
                said = [f"{getattr(m, 'type', 'pageerror')}: {getattr(m, 'text', str(m))}"
                        for m in messages]
                report.check(not said, f"{what}: no console error or warning", "; ".join(said[:6]))
                # The turn held at the start of a cycle, as the SVG and PNG beside it are.
                page.evaluate(PAUSE_LIVE)
                page.wait_for_timeout(100)
                shot = artifacts / f"web-live-{width}.png"
                page.screenshot(path=str(shot), full_page=True, timeout=SCREENSHOT_WAIT_MS)
                report.check(shot.is_file(), f"{what}: screenshot kept", str(shot))
            finally:
                context.close()
    finally:
        server.shutdown()
        server.server_close()
