#!/usr/bin/env python3
"""Figures for Tanrei's custom elements in headless Chromium — not a test, nothing passes or
fails: the bytes shipped, the time from import to the first element defined, the main thread's
busy time per second while indicators turn and while they wait their delay, against a plain
CSS-animated SVG spinner measured in the same run, and the timers and animation frames the
script asks for during a delay. Each figure is the median of --runs runs, with the range.

Usage: bench-web.py --web OUT [--runs N] [--count N] [--seconds S] [--chromium PATH]
"""

import argparse
import functools
import gzip
import http.server
import json
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
  await import('/index.js');
  await customElements.whenDefined('tanrei-loading-indicator');
  window.defined = performance.now() - started;
</script></body></html>"""

PLAIN = """<svg class="plain" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
<circle cx="12" cy="12" r="11" fill="none" stroke="#4b4b4b" stroke-width="2"
 stroke-linecap="round" stroke-dasharray="17.28 69.12" transform="rotate(-90 12 12)"/></svg>"""


def serve(folder):
    class Handler(http.server.SimpleHTTPRequestHandler):
        def do_GET(self):
            if self.path.split("?")[0] == "/bench.html":
                body = PAGE.encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                return
            super().do_GET()

        def log_message(self, *args):
            pass

    Handler.extensions_map = {**Handler.extensions_map, ".wasm": "application/wasm",
                              ".js": "text/javascript"}
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Handler, directory=str(folder)))
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
    for name in ("index.js", "tanrei-core.wasm"):
        data = (web / name).read_bytes()
        print(f"{name}: {len(data)} bytes, {len(gzip.compress(data, 9))} gzipped")

    from playwright.sync_api import sync_playwright
    server = serve(web)
    url = f"http://127.0.0.1:{server.server_port}/bench.html"
    results = {key: [] for key in ("defined", "empty", "plain", "turning", "waiting")}
    counts = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=arguments.chromium, args=["--no-sandbox"])
        for run in range(arguments.runs):
            # A new context each run: nothing cached, so the import includes the fetch and compile.
            context = browser.new_context(viewport={"width": 800, "height": 600})
            page = context.new_page()
            page.goto(url)
            page.wait_for_function("() => typeof window.defined === 'number'", timeout=10_000)
            results["defined"].append(page.evaluate("() => window.defined"))
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

    print(f"import to first element defined: {summary(results['defined'], 'ms', 1)}")
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
