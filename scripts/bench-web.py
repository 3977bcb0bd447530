#!/usr/bin/env python3
"""Figures for Tanrei's custom elements in headless Chromium — not a test, nothing passes or
fails. Beside peers measured the same way in the same run:

- the bytes a page loads for each entry point (its script, which carries its module, and the
  shared chunk, gzipped), beside Material Web's circular progress with Lit (2.5 KB + 5 KB
  gzipped, as its package ships) and a plain CSS spinner;
- the time from navigation to the loading indicator's first frame drawn, on a server-rendered
  page under network throttling (150 ms of latency, 200 KB/s down, nothing cached), beside a
  plain CSS spinner on the same page;
- the time from import to the first element defined, for one element's entry and for all five;
- the time 200 loading indicators take to connect and lay out, beside 200 plain custom elements
  that attach a shadow root and a stylesheet, alternated run by run;
- the main thread's busy time per second while indicators turn and while they wait their delay,
  beside plain CSS-animated SVG spinners, and the timers and animation frames asked during a
  delay.

Each figure is the median of --runs runs, with the range.

Usage: bench-web.py --web OUT/web [--runs N] [--count N] [--seconds S] [--chromium PATH]
"""

import argparse
import gzip
import http.server
import signal
import os
import statistics
import sys
import threading
from pathlib import Path

PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<style>body { margin: 0; display: flex; flex-wrap: wrap; gap: 8px; padding: 8px; }
.plain { width: 24px; height: 24px; animation: turn 1s linear infinite; }
@keyframes turn { to { transform: rotate(360deg); } }</style></head><body>
<script>
  // Counted from before the module loads: every timer and animation frame the page asks for.
  window.counts = { timeouts: 0, frames: 0, intervals: 0 };
  const timeout = window.setTimeout, frame = window.requestAnimationFrame, interval = window.setInterval;
  window.setTimeout = (...a) => { window.counts.timeouts++; return timeout(...a); };
  window.requestAnimationFrame = (...a) => { window.counts.frames++; return frame(...a); };
  window.setInterval = (...a) => { window.counts.intervals++; return interval(...a); };
</script>
<script type="module">
  const started = performance.now();
  await import(new URLSearchParams(location.search).get('entry') ?? '/index.js');
  await customElements.whenDefined('tanrei-loading-indicator');
  window.defined = performance.now() - started;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(':host { display: inline-block; width: 24px; height: 24px; } div { width: 24px; height: 24px; }');
  customElements.define('plain-element', class extends HTMLElement {
    constructor() { super(); const root = this.attachShadow({ mode: 'open' }); root.adoptedStyleSheets = [sheet];
      root.append(document.createElement('div')); }
  });
  // Connects `count` elements of `tag` in one task and lays the page out; returns the time.
  window.connect = async (tag, count) => {
    document.body.replaceChildren();
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    const made = [];
    for (let i = 0; i < count; i++) {
      const e = document.createElement(tag);
      e.setAttribute('label', 'Loading ' + i);
      made.push(e);
    }
    const start = performance.now();
    document.body.append(...made);
    await null;
    void document.body.offsetHeight;
    return performance.now() - start;
  };
</script></body></html>"""

ELEMENTS = ["loading-indicator", "progress", "skeleton", "spinner", "typing-indicator"]
# Material Web 2's circular progress and Lit, gzipped, as their packages ship them.
MATERIAL = (2.5, 5.0)
PLAIN_CSS = """.spinner { width: 24px; height: 24px; border: 2px solid #4b4b4b; border-right-color: transparent;
  border-radius: 50%; animation: turn 1s linear infinite; }
@keyframes turn { to { transform: rotate(360deg); } }"""

# A server-rendered page as @tanrei/react renders it, with the package's stylesheet and the
# element's script; or the same page with a plain CSS spinner instead. A frame callback notes
# the first frame in which the indicator is drawn.
FIRST_PIXEL = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>first pixel</title>
<script>
  window.drawn = (element) => {
    const style = getComputedStyle(element);
    const drawing = getComputedStyle(element, '::before');
    return style.visibility === 'visible' && Number(style.opacity) > 0 && Number(drawing.opacity) > 0;
  };
  const look = () => {
    const element = document.getElementById('wait');
    if (element && window.drawn(element)) window.firstDrawn = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
</script>
HEAD</head><body><p>Loading your orders <BODY></p><section><h1>Orders</h1><p>TEXT</p></section>
SCRIPT</body></html>"""

FIRST_PIXEL_CASES = {
    "tanrei": {
        "HEAD": '<link rel="stylesheet" href="/tanrei.css">',
        "<BODY>": '<tanrei-loading-indicator id="wait" role="progressbar" aria-label="Loading your orders" '
                  'label="Loading your orders"></tanrei-loading-indicator>',
        "SCRIPT": '<script type="module" src="/components/loading-indicator.js"></script>',
    },
    "plain": {
        "HEAD": "<style>" + """.spinner { display: inline-block; width: 24px; height: 24px; border: 2px solid #4b4b4b;
  border-right-color: transparent; border-radius: 50%; animation: turn 1s linear infinite; box-sizing: border-box; }
@keyframes turn { to { transform: rotate(360deg); } }""" + "</style>",
        "<BODY>": '<span id="wait" class="spinner" role="progressbar" aria-label="Loading your orders"></span>',
        "SCRIPT": "",
    },
}


def first_pixel_page(which, web):
    """The page for `which`: tanrei, tanrei-inline (the stylesheet inlined by the server, as a
    server that inlines its critical CSS does), or plain."""
    page = FIRST_PIXEL.replace("TEXT", "Your orders appear here once they are fetched. " * 40)
    for key, value in FIRST_PIXEL_CASES["tanrei" if which == "tanrei-inline" else which].items():
        if which == "tanrei-inline" and key == "HEAD":
            value = "<style>" + (web / "tanrei.css").read_text() + "</style>"
        page = page.replace(key, value)
    return page


PLAIN = """<svg class="plain" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
<circle cx="12" cy="12" r="11" fill="none" stroke="#4b4b4b" stroke-width="2"
 stroke-linecap="round" stroke-dasharray="17.28 69.12" transform="rotate(-90 12 12)"/></svg>"""


def serve(folder):
    """The package and the pages on loopback, gzipped as a production server sends text."""
    folder = Path(folder)
    kinds = {".html": "text/html; charset=utf-8", ".js": "text/javascript", ".css": "text/css",
             ".json": "application/json"}

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            path = self.path.split("?")[0]
            if path in ("/bench.html", "/first-tanrei.html", "/first-tanrei-inline.html", "/first-plain.html"):
                body = (PAGE if path == "/bench.html" else first_pixel_page(path[7:-5], folder)).encode()
            else:
                file = (folder / path.lstrip("/")).resolve()
                if folder.resolve() not in file.parents or not file.is_file():
                    self.send_error(404)
                    return
                body = file.read_bytes()
            self.send_response(200)
            self.send_header("Content-Type", kinds.get(Path(path).suffix, "application/octet-stream"))
            if "gzip" in self.headers.get("Accept-Encoding", ""):
                body = gzip.compress(body, 6)
                self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def summary(values, unit, digits=2):
    values = sorted(values)
    return (f"median {statistics.median(values):.{digits}f} {unit} "
            f"(range {values[0]:.{digits}f}–{values[-1]:.{digits}f}, n={len(values)})")


def busy(cdp, page, seconds):
    """The main thread's task time per second of wall time, over `seconds`."""
    def metrics():
        return {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
    before = metrics()
    page.wait_for_timeout(seconds * 1000)
    after = metrics()
    wall = after["Timestamp"] - before["Timestamp"]
    return {name: (after[name] - before[name]) / wall * 1000
            for name in ("TaskDuration", "ScriptDuration", "LayoutDuration", "RecalcStyleDuration")}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--web", required=True)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--count", type=int, default=20, help="indicators on the page")
    parser.add_argument("--seconds", type=float, default=2.0, help="each measurement's window")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--deadline", type=int, default=600)
    arguments = parser.parse_args()
    signal.signal(signal.SIGALRM, lambda *_: (print("bench-web: deadline passed"), os._exit(2)))
    signal.alarm(arguments.deadline)

    web = Path(arguments.web)
    if not (web / "components" / "loading-indicator.js").exists():
        print(f"bench-web: {web} is not a built @tanrei/web; run scripts/build-web")
        return 2

    def gzipped(path):
        return len(gzip.compress(path.read_bytes(), 9))

    sys.path.insert(0, str(Path(__file__).resolve().parent / "web"))
    from pack import loaded

    def download(entries):
        return sum(gzipped(web / file) for file in loaded(str(web.parent), entries))

    print("bytes a page loads, gzipped (its script, which carries its module, and the shared chunk):")
    for name in ELEMENTS:
        size = download([f"components/{name}.js"])
        print(f"  @tanrei/web/components/{name}: {size} bytes ({size / 1000:.2f} KB)")
    pair = download(["components/loading-indicator.js", "components/progress.js"])
    print(f"  the loading indicator and progress together: {pair} bytes ({pair / 1000:.2f} KB)")
    family = download([f"components/{name}.js" for name in ELEMENTS])
    print(f"  @tanrei/web, all five: {family} bytes ({family / 1000:.2f} KB)")
    print(f"  tanrei.css, for every element before its script: {gzipped(web / 'tanrei.css')} bytes")
    print(f"  Material Web circular progress with Lit: {MATERIAL[0]} + {MATERIAL[1]} = "
          f"{sum(MATERIAL):.1f} KB; a plain CSS spinner: {len(gzip.compress(PLAIN_CSS.encode(), 9))} bytes")

    from playwright.sync_api import sync_playwright
    server = serve(web)
    url = f"http://127.0.0.1:{server.server_port}/bench.html"
    results = {key: [] for key in ("defined", "defined_one", "empty", "plain", "turning", "waiting",
                                   "connect", "connect_plain", "first_tanrei", "first_tanrei-inline", "first_plain")}
    counts = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=arguments.chromium, args=["--no-sandbox"])
        # Alternated, each in a fresh context: nothing cached, the network throttled.
        for run in range(arguments.runs):
            for which in ("tanrei", "tanrei-inline", "plain"):
                context = browser.new_context(viewport={"width": 800, "height": 600})
                page = context.new_page()
                cdp = context.new_cdp_session(page)
                cdp.send("Network.enable")
                cdp.send("Network.emulateNetworkConditions", {
                    "offline": False, "latency": 150, "downloadThroughput": 200_000, "uploadThroughput": 200_000})
                page.goto(f"http://127.0.0.1:{server.server_port}/first-{which}.html", wait_until="commit")
                page.wait_for_function("() => typeof window.firstDrawn === 'number'", timeout=20_000)
                results[f"first_{which}"].append(page.evaluate("() => window.firstDrawn"))
                context.close()
        for run in range(arguments.runs):
            # A new context each run: nothing cached, so the import includes the fetch and compile.
            context = browser.new_context(viewport={"width": 800, "height": 600})
            page = context.new_page()
            page.goto(url)
            page.wait_for_function("() => typeof window.defined === 'number'", timeout=10_000)
            results["defined"].append(page.evaluate("() => window.defined"))
            for _ in range(3):
                results["connect"].append(page.evaluate("() => window.connect('tanrei-loading-indicator', 200)"))
                results["connect_plain"].append(page.evaluate("() => window.connect('plain-element', 200)"))
            page.evaluate("() => document.body.replaceChildren()")
            one = context.new_page()
            one.goto(url + "?entry=/components/loading-indicator.js")
            one.wait_for_function("() => typeof window.defined === 'number'", timeout=10_000)
            results["defined_one"].append(one.evaluate("() => window.defined"))
            one.close()
            cdp = context.new_cdp_session(page)
            cdp.send("Performance.enable")
            page.wait_for_timeout(300)
            results["empty"].append(busy(cdp, page, arguments.seconds))
            page.evaluate("""([count, plain]) => { for (let i = 0; i < count; i++)
                document.body.insertAdjacentHTML('beforeend', plain); }""", [arguments.count, PLAIN])
            page.wait_for_timeout(300)
            results["plain"].append(busy(cdp, page, arguments.seconds))
            page.evaluate("""(count) => { document.body.replaceChildren();
                for (let i = 0; i < count; i++) {
                  const e = document.createElement('tanrei-loading-indicator');
                  e.setAttribute('label', 'Loading'); e.setAttribute('show-delay', '0');
                  document.body.append(e); } }""", arguments.count)
            page.wait_for_timeout(300)
            results["turning"].append(busy(cdp, page, arguments.seconds))
            page.evaluate("""(count) => { document.body.replaceChildren();
                window.before = { ...window.counts };
                for (let i = 0; i < count; i++) {
                  const e = document.createElement('tanrei-loading-indicator');
                  e.setAttribute('label', 'Loading'); e.setAttribute('show-delay', '600000');
                  document.body.append(e); } }""", arguments.count)
            page.wait_for_timeout(300)
            results["waiting"].append(busy(cdp, page, arguments.seconds))
            counts.append(page.evaluate("""() => ({ timeouts: window.counts.timeouts - window.before.timeouts,
                frames: window.counts.frames - window.before.frames,
                intervals: window.counts.intervals - window.before.intervals })"""))
            context.close()
        browser.close()
    server.shutdown()
    server.server_close()

    print("navigation to the first frame drawn, server-rendered and gzipped, 150 ms latency, 200 KB/s, "
          "nothing cached:")
    print(f"  tanrei-loading-indicator with tanrei.css (its show delay, 300 ms, included): "
          f"{summary(results['first_tanrei'], 'ms', 0)}")
    print(f"  the same with tanrei.css inlined in the page: {summary(results['first_tanrei-inline'], 'ms', 0)}")
    print(f"  a plain CSS spinner: {summary(results['first_plain'], 'ms', 0)}")
    plain = statistics.median(results["first_plain"])
    print(f"  beyond the plain spinner: {statistics.median(results['first_tanrei']) - plain:.0f} ms linked, "
          f"{statistics.median(results['first_tanrei-inline']) - plain:.0f} ms inlined")
    print("import to the loading indicator drawn by its script, nothing cached: "
          f"its own entry {summary(results['defined_one'], 'ms', 1)}; "
          f"all five {summary(results['defined'], 'ms', 1)}")
    print("200 connected and laid out in one task:")
    print(f"  tanrei-loading-indicator: {summary(results['connect'], 'ms', 1)}")
    print(f"  plain custom elements with a shadow root and a stylesheet: {summary(results['connect_plain'], 'ms', 1)}")
    print(f"  ratio of the medians: {statistics.median(results['connect']) / statistics.median(results['connect_plain']):.1f}×")
    # Each of ours is measured right before plain ones in the same page: the ratio of each pair
    # leaves out what the machine was doing over the whole run.
    pairs = [ours / plain for ours, plain in zip(results["connect"], results["connect_plain"]) if plain > 0]
    print(f"  ratio of each pair: {summary(pairs, '×', 1)}")
    # Each page connects three times: the first runs the elements' code for the first time.
    for order, what in ((0, "first in a fresh page"), (1, "second and third")):
        ours = results["connect"][order::3] if order == 0 else [
            v for i, v in enumerate(results["connect"]) if i % 3]
        plain = results["connect_plain"][order::3] if order == 0 else [
            v for i, v in enumerate(results["connect_plain"]) if i % 3]
        print(f"  {what}: {statistics.median(ours):.1f} ms against {statistics.median(plain):.1f} ms, "
              f"{statistics.median(ours) / statistics.median(plain):.1f}×")
    print(f"main thread per second of wall time, {arguments.count} on the page, "
          f"{arguments.seconds:g} s windows:")
    for key, what in (("empty", "empty page"), ("plain", "plain CSS-animated SVG spinners"),
                      ("turning", "tanrei-loading-indicator turning"),
                      ("waiting", "tanrei-loading-indicator during its delay")):
        task = [r["TaskDuration"] for r in results[key]]
        script = [r["ScriptDuration"] for r in results[key]]
        print(f"  {what}: tasks {summary(task, 'ms/s')}; script {summary(script, 'ms/s', 3)}")
    print(f"from inserting {arguments.count} indicators to the end of the window, timers set: "
          f"{sorted(c['timeouts'] for c in counts)}, animation frames asked: "
          f"{sorted(c['frames'] for c in counts)}, intervals: {sorted(c['intervals'] for c in counts)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
