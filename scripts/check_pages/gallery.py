"""The gallery's controls: Pause stops every motion and Play starts it again, the zoom shows
the 1x PNGs four times larger with sharp pixels without widening the page, and under reduced
motion the gallery starts paused."""

import json

from .common import HEIGHT, OVERFLOW_SCRIPT, WAIT_MS, WIDTHS


GALLERY_STATE = """() => {
  const animations = document.getAnimations();
  return {
    count: animations.length,
    paused: animations.filter(a => a.playState === 'paused').length,
    label: document.getElementById('motion') ? document.getElementById('motion').textContent : null,
  };
}"""


# The 1x PNGs once zoomed: each drawn 4 times its pixel size, or as wide as its card allows,
# and never smoothed.
ZOOM_SCRIPT = """() => {
  const images = Array.from(document.querySelectorAll('img.one-x'));
  const unscaled = [];
  const blurred = [];
  for (const image of images) {
    const width = image.getBoundingClientRect().width;
    const room = image.parentElement.getBoundingClientRect().width;
    const wanted = Math.min(4 * image.naturalWidth, room);
    if (Math.abs(width - wanted) > 1) unscaled.push(image.getAttribute('src') + ' ' + width);
    if (getComputedStyle(image).imageRendering !== 'pixelated') blurred.push(image.getAttribute('src'));
  }
  return {zoomed: images.length, unscaled: unscaled.slice(0, 5), blurred: blurred.slice(0, 5)};
}"""


def check_pause(report, browser, folder):
    gallery = (folder / "index.html").resolve().as_uri()
    context = browser.new_context(viewport={"width": 1400, "height": HEIGHT})
    try:
        page = context.new_page()
        page.set_default_timeout(WAIT_MS)
        page.goto(gallery, wait_until="load", timeout=WAIT_MS)
        before = page.evaluate(GALLERY_STATE)
        report.check(before["count"] > 0 and before["paused"] == 0,
                     "gallery: the animations play", json.dumps(before))
        page.click("#motion", timeout=WAIT_MS)
        after = page.evaluate(GALLERY_STATE)
        report.check(after["count"] > 0 and after["paused"] == after["count"]
                     and after["label"] == "Play motion",
                     "gallery: Pause stops every motion", json.dumps(after))
        page.click("#motion", timeout=WAIT_MS)
        again = page.evaluate(GALLERY_STATE)
        report.check(again["paused"] == 0, "gallery: Play starts them again", json.dumps(again))
    finally:
        context.close()
    context = browser.new_context(viewport={"width": WIDTHS[-1], "height": HEIGHT})
    try:
        page = context.new_page()
        page.set_default_timeout(WAIT_MS)
        page.goto(gallery, wait_until="load", timeout=WAIT_MS)
        page.click("#zoom", timeout=WAIT_MS)
        zoomed = page.evaluate(ZOOM_SCRIPT)
        report.check(zoomed["zoomed"] > 0 and not zoomed["blurred"] and not zoomed["unscaled"],
                     "gallery: the zoom shows 1x PNGs 4 times larger, pixels sharp",
                     json.dumps(zoomed)[:600])
        overflow = page.evaluate(OVERFLOW_SCRIPT)
        report.check(overflow["scrollWidth"] <= overflow["width"] and not overflow["wide"],
                     f"gallery zoomed at {WIDTHS[-1]} px: no sideways scrolling",
                     ", ".join(overflow["wide"]))
    finally:
        context.close()
    context = browser.new_context(viewport={"width": 1400, "height": HEIGHT},
                                  reduced_motion="reduce")
    try:
        page = context.new_page()
        page.set_default_timeout(WAIT_MS)
        page.goto(gallery, wait_until="load", timeout=WAIT_MS)
        state = page.evaluate(GALLERY_STATE)
        report.check(state["paused"] == state["count"] and state["label"] == "Play motion",
                     "gallery: under reduced motion it starts paused", json.dumps(state))
    finally:
        context.close()
