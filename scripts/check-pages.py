#!/usr/bin/env python3
"""Checks the pages `tanrei render` writes in a real browser: headless Chromium, the system's own,
driven by Playwright, with axe-core for accessibility.

For the gallery and every spec page, at 1400 and 400 px wide: no sideways scrolling, every image
loads, every link leads somewhere (a file that exists, an id that exists), and axe-core finds no
violation; a screenshot of each is kept. Then every animated SVG is inlined into one page, side by
side with the same SVGs each sealed in a shadow root of its own (as if alone), and each must move
exactly as when alone; under emulated reduced motion each must stop turning, travelling and rising
and show its reduced-motion twin. Last, the gallery's Pause/Play control stops every motion, and
the gallery starts paused under reduced motion.

With --live, checks web.html alone instead, with the web elements' module that `tanrei render
--web` copied beside it: the folder is served over loopback HTTP (a module cannot be imported from
file://), and at 1400 and 400 px every live element must be defined and shown, each in a frame
whose box is its fixture's SVG's box and itself as large as the box the SVG draws (the SVG less
its margin), with no console error or warning, no axe-core violation and no sideways scrolling;
a screenshot of each width is kept, with the motion paused.

Usage: check-pages.py --pages DIR [--live] [--artifacts DIR] [--chromium PATH]

Exit status 0 when every check passed, 1 when one failed, 2 when the checks could not run.
Every wait has a time limit, and the whole run stops after --deadline seconds.
"""

import argparse
import functools
import http.server
import json
import os
import shutil
import signal
import sys
import threading
import urllib.parse
from pathlib import Path

WIDTHS = (1400, 400)
HEIGHT = 900
WAIT_MS = 30_000
# A whole tall page is drawn in one go, and on two cores shared with the rest of the suite that
# has taken longer than a page's other waits: its own, longer limit (still inside --deadline).
SCREENSHOT_WAIT_MS = 120_000
# Moments of an animation's life, in ms: waiting, entering, entered, late in a cycle, the next.
SAMPLE_TIMES = (150, 425, 550, 900, 1475)
# The longest part of a page kept as a screenshot; Chromium cannot draw taller pictures well.
SCREENSHOT_MAX_HEIGHT = 12_000


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


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", required=True, help="the folder tanrei render wrote")
    parser.add_argument("--artifacts", default="artifacts/pages", help="where screenshots go")
    parser.add_argument("--chromium", default=None, help="the Chromium to drive")
    parser.add_argument("--deadline", type=int, default=600, help="seconds for the whole run")
    parser.add_argument("--live", action="store_true",
                        help="check web.html's live elements, served over loopback HTTP")
    return parser.parse_args()


def find_chromium(given):
    for candidate in [given, "chromium", "chromium-browser", "google-chrome"]:
        if candidate and shutil.which(candidate):
            return shutil.which(candidate)
    return None


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


def check_page(report, browser, axe, html_path, artifacts):
    for width in WIDTHS:
        what = f"{html_path.name} at {width} px"
        context = browser.new_context(viewport={"width": width, "height": HEIGHT})
        try:
            page = context.new_page()
            page.set_default_timeout(WAIT_MS)
            page.goto(html_path.resolve().as_uri(), wait_until="load", timeout=WAIT_MS)
            overflow = page.evaluate(OVERFLOW_SCRIPT)
            report.check(
                overflow["scrollWidth"] <= overflow["width"] and not overflow["wide"],
                f"{what}: no sideways scrolling",
                f"{overflow['scrollWidth']} px wide in a {overflow['width']} px window; "
                + ", ".join(overflow["wide"]),
            )
            broken = page.evaluate(IMAGES_SCRIPT)
            report.check(not broken, f"{what}: every image loads", ", ".join(broken[:8]))
            if width == WIDTHS[0]:
                check_links(report, page, html_path, what)
            results = axe.run(page)
            violations = results.response.get("violations", [])
            described = [
                f"{v['id']} ({v['impact']}, {len(v['nodes'])} nodes: "
                + "; ".join(n["target"][0] if n["target"] else "?" for n in v["nodes"][:3])
                + ")"
                for v in violations
            ]
            report.check(not violations, f"{what}: axe-core finds no violation", ", ".join(described))
            height = min(page.evaluate("() => document.documentElement.scrollHeight"),
                         SCREENSHOT_MAX_HEIGHT)
            # The first screen as a reader sees it, then the page down to a height Chromium
            # draws well.
            page.screenshot(path=str(artifacts / f"{html_path.stem}-{width}-first-screen.png"),
                            timeout=SCREENSHOT_WAIT_MS)
            shot = artifacts / f"{html_path.stem}-{width}.png"
            page.screenshot(path=str(shot), full_page=True,
                            clip={"x": 0, "y": 0, "width": width, "height": height},
                            timeout=SCREENSHOT_WAIT_MS)
        finally:
            context.close()


# The state of every element of every SVG on the page, at one moment: each SVG's elements in
# document order, with the properties an animation here can change. Each SVG is read from the
# light DOM (inlined together) or from the shadow root whose host has the given prefix.
STATE_SCRIPT = """([time, where]) => {
  for (const animation of document.getAnimations()) {
    animation.pause();
    animation.currentTime = time;
  }
  for (const host of document.querySelectorAll('[data-host]')) {
    for (const animation of host.shadowRoot.getAnimations()) {
      animation.pause();
      animation.currentTime = time;
    }
  }
  const result = {};
  for (const holder of document.querySelectorAll('[data-file]')) {
    const root = where === 'alone' ? holder.shadowRoot : holder;
    if (!root) continue;
    const svg = root.querySelector('svg');
    const states = [];
    for (const element of svg.querySelectorAll('*')) {
      if (['title', 'style', 'defs', 'filter', 'feGaussianBlur', 'clipPath'].includes(element.localName)) continue;
      if (element.closest('clipPath, defs')) continue;
      // What reaches the screen: hidden if any group above is, the opacities multiplied, the
      // transforms from the outermost in.
      let display = 'inline';
      let opacity = 1;
      const transforms = [];
      for (let node = element; node && node !== svg; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none') display = 'none';
        opacity *= Number(style.opacity);
        if (style.transform !== 'none') transforms.unshift(style.transform);
      }
      states.push([element.localName, display, opacity.toFixed(4), transforms.join(' ')]);
    }
    result[holder.getAttribute('data-file')] = states;
  }
  return result;
}"""

# Whether an SVG moves anything but opacity: a turn, a travel, a rise. Counted only over the
# animations of elements that are shown.
MOVES_SCRIPT = """() => {
  const result = {};
  for (const holder of document.querySelectorAll('[data-file]')) {
    const svg = holder.querySelector('svg');
    if (!svg) continue;
    let moving = 0;
    let running = 0;
    for (const animation of svg.getAnimations({subtree: true})) {
      running += 1;
      const frames = animation.effect.getKeyframes();
      if (frames.some(frame => 'transform' in frame && frame.transform !== 'scale(1)'
          && frame.transform !== 'none')) moving += 1;
    }
    result[holder.getAttribute('data-file')] = {moving: moving, running: running};
  }
  return result;
}"""


def inline_page(files):
    """Every animated SVG twice: inlined side by side, and each alone in a shadow root."""
    parts = ["<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">",
             "<title>Every animated SVG inlined</title></head><body><main>",
             "<h1>Every animated SVG, inlined together</h1>"]
    templates = []
    for index, file in enumerate(files):
        text = file.read_text(encoding="utf-8")
        parts.append(f'<div data-file="{file.name}">{text}</div>')
        templates.append(f'<template id="t{index}">{text}</template>'
                         f'<div data-host data-alone="{file.name}" id="h{index}"></div>')
    parts.append("<h2>Each alone</h2>")
    parts.extend(templates)
    parts.append("<script>for (const host of document.querySelectorAll('[data-host]')) {"
                 "const root = host.attachShadow({mode: 'open'});"
                 "root.appendChild(document.getElementById('t' + host.id.slice(1)).content"
                 ".cloneNode(true));}</script></main></body></html>")
    return "\n".join(parts)


ALONE_STATE_SCRIPT = STATE_SCRIPT.replace(
    "document.querySelectorAll('[data-file]')", "document.querySelectorAll('[data-alone]')"
).replace("holder.getAttribute('data-file')", "holder.getAttribute('data-alone')")


DUPLICATE_IDS_SCRIPT = """() => {
  const seen = new Map();
  for (const element of document.querySelectorAll('[id]')) {
    seen.set(element.id, (seen.get(element.id) || 0) + 1);
  }
  return Array.from(seen).filter(([, count]) => count > 1).map(([id]) => id);
}"""


def check_inlined(report, browser, folder, artifacts, axe):
    files = sorted(folder.glob("*.animated.svg"))
    report.check(bool(files), "there are animated SVGs to inline", f"none in {folder}")
    if not files:
        return
    page_path = artifacts / "all-animations-inlined.html"
    page_path.write_text(inline_page(files), encoding="utf-8")
    for motion in ("no-preference", "reduce"):
        context = browser.new_context(viewport={"width": 1400, "height": HEIGHT},
                                      reduced_motion=motion)
        try:
            page = context.new_page()
            page.set_default_timeout(WAIT_MS)
            page.goto(page_path.resolve().as_uri(), wait_until="load", timeout=WAIT_MS)
            moves = page.evaluate(MOVES_SCRIPT)
            if motion == "no-preference":
                duplicated = page.evaluate(DUPLICATE_IDS_SCRIPT)
                report.check(not duplicated, "inlined together: no id is used twice",
                             ", ".join(duplicated[:8]))
                violations = axe.run(page).response.get("violations", [])
                report.check(not violations, "inlined together: axe-core finds no violation",
                             ", ".join(f"{v['id']} ({len(v['nodes'])} nodes)" for v in violations))
            differing = {}
            for time in SAMPLE_TIMES:
                together = page.evaluate(STATE_SCRIPT, [time, "together"])
                alone = page.evaluate(ALONE_STATE_SCRIPT, [time, "alone"])
                for name in together:
                    if together[name] != alone.get(name):
                        differing.setdefault(name, time)
            report.check(
                not differing,
                f"inlined together ({motion}): each SVG moves as it does alone",
                ", ".join(f"{name} differs at {time} ms" for name, time in sorted(differing.items())),
            )
            twins = [f for f in files if "-reduced-motion." in f.name]
            animated = [f for f in files if "-reduced-motion." not in f.name]
            if motion == "no-preference":
                still = [f.name for f in animated if moves[f.name]["running"] == 0]
                report.check(not still, "inlined together: every animation runs",
                             ", ".join(still[:8]))
            else:
                moving = [f.name for f in files if moves[f.name]["moving"] > 0]
                report.check(not moving, "under reduced motion: nothing turns, travels or rises",
                             ", ".join(moving[:8]))
                # Each animation, under reduced motion, shows what its twin shows.
                mismatched = []
                for time in SAMPLE_TIMES:
                    together = page.evaluate(STATE_SCRIPT, [time, "together"])
                    for twin in twins:
                        original = twin.name.replace("-reduced-motion.", ".")
                        shown = [s for s in together.get(original, []) if s[1] != "none"]
                        expected = together.get(twin.name, [])
                        # The hidden motion layer and the layer groups are not drawn; compare
                        # what is drawn: shapes, in order, with their opacity and transform.
                        if drawn(shown) != drawn(expected):
                            mismatched.append(f"{original} at {time} ms")
                report.check(not mismatched,
                             "under reduced motion: each animation shows its reduced-motion twin",
                             ", ".join(sorted(set(mismatched))[:8]))
        finally:
            context.close()


def drawn(states):
    """The shapes of an SVG's state, with the opacity that reaches them."""
    return [s for s in states if s[0] in ("path", "circle", "rect") and s[1] != "none"]


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


def main():
    arguments = parse_arguments()
    signal.signal(signal.SIGALRM, lambda *_: (_ for _ in ()).throw(
        TimeoutError(f"the checks took more than {arguments.deadline} s")))
    signal.alarm(arguments.deadline)
    folder = Path(arguments.pages)
    if not (folder / "index.html").is_file():
        print(f"check-pages: {folder}/index.html is missing; run tanrei render first",
              file=sys.stderr)
        return 2
    if arguments.live and not (folder / "web" / "index.js").is_file():
        print(f"check-pages: {folder}/web/index.js is missing; build it with scripts/build-web "
              "BUILT and run tanrei render --web BUILT", file=sys.stderr)
        return 2
    chromium = find_chromium(arguments.chromium)
    if chromium is None:
        print("check-pages: no Chromium on the PATH (Debian: chromium)", file=sys.stderr)
        return 2
    try:
        from axe_playwright_python.sync_playwright import Axe
        from playwright.sync_api import sync_playwright
    except ImportError as error:
        print(f"check-pages: {error}; install axe-playwright-python (as .ci/run does)",
              file=sys.stderr)
        return 2
    artifacts = Path(arguments.artifacts)
    artifacts.mkdir(parents=True, exist_ok=True)
    report = Report()
    pages = [folder / "index.html"] + sorted(
        p for p in folder.glob("*.html") if p.name != "index.html")
    if arguments.live:
        pages = [folder / "web.html"]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=chromium, headless=True, timeout=WAIT_MS,
            args=["--no-sandbox", "--disable-gpu", "--font-render-hinting=none"])
        try:
            axe = Axe()
            if arguments.live:
                steps = [("checking web.html's live elements", check_live,
                          (browser, axe, folder, artifacts))]
            else:
                steps = [(f"checking {html.name}", check_page, (browser, axe, html, artifacts))
                         for html in pages]
                steps.append(
                    ("inlining the animations", check_inlined, (browser, folder, artifacts, axe)))
                steps.append(("pausing the gallery", check_pause, (browser, folder)))
            for what, step, step_arguments in steps:
                # A page that breaks a script is a failed check, not the end of the run.
                try:
                    step(report, *step_arguments)
                except TimeoutError:
                    raise
                except Exception as error:  # noqa: BLE001 - any error is a failed check here
                    report.check(False, what, f"{type(error).__name__}: {str(error)[:600]}")
        finally:
            browser.close()
    signal.alarm(0)
    print(f"pages: {len(pages)} pages at {', '.join(map(str, WIDTHS))} px; "
          f"screenshots in {artifacts}")
    print(f"pages: {report.passed} passed, {len(report.failures)} failed")
    return 0 if not report.failures else 1


if __name__ == "__main__":
    sys.exit(main())
