#!/usr/bin/env python3
"""Checks Tanrei's custom elements, as scripts/build-web writes them, in headless Chromium (the
system's own, driven by Playwright), through its accessibility tree (CDP) and axe-core.

OUT is served over loopback HTTP (a module cannot load from file://), with the test pages held in
memory: nothing is written but the screenshots. Each check is named by the requirement it shows.

Usage: check-web.py --web OUT [--artifacts DIR] [--chromium PATH] [--deadline SECONDS]
                    [--fixtures LIST.json --shots DIR]

With --fixtures, also draws each fixture the list names ({"id", "size", "contained", "dark",
"reducedMotion", "entrance", "time", "scale"}: the element with show-delay="0", its animations
held at `time` ms after it is shown) on a transparent page at its scale, and writes the pictures
and DIR/shots.json (where each fixture is on which picture) for the renderer's PNGs to be
compared with.

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
from pathlib import Path

WIDTHS = (1400, 400)
WAIT_MS = 10_000

GALLERY = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tanrei web elements</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 24px; color: #1b1b1b;
         background: #fafafa; }
  h1 { font-size: 1.4rem; margin: 0 0 16px; }
  h2 { font-size: 1rem; margin: 0 0 12px; }
  section { margin: 0 0 24px; padding: 16px; background: #fff; border-radius: 8px;
            box-shadow: 0 0 0 1px #0001; }
  .row { display: flex; flex-wrap: wrap; gap: 24px; align-items: center; }
  .item { display: flex; flex-direction: column; align-items: center; gap: 8px; min-width: 72px; }
  .item span { font-size: 0.8rem; color: #555; }
  .photo { background: linear-gradient(135deg, #7a9cc6, #c6a07a); }
  .dark { background: #181818; color: #eee; color-scheme: dark;
    --tanrei-comp-loading-indicator-indicator-color: rgb(196 196 196 / 1);
    --tanrei-comp-loading-indicator-contained-indicator-color: rgb(196 196 196 / 1);
    --tanrei-comp-loading-indicator-contained-container-color: rgb(36 36 36 / 1);
    --tanrei-comp-loading-indicator-contained-container-elevation:
      0px 0px 0px 1px rgb(255 255 255 / 0.1), 0px 1px 2px 0px rgb(0 0 0 / 0.4); }
  .dark .item span { color: #bbb; }
  button { font: inherit; }
</style></head>
<body>
<main>
<h1>Tanrei web elements</h1>
<section aria-busy="true"><h2>Inline</h2><div class="row">
  <div class="item"><tanrei-loading-indicator size="small" show-delay="0" enter-duration="0" label="Saving"></tanrei-loading-indicator><span>small</span></div>
  <div class="item"><tanrei-loading-indicator show-delay="0" enter-duration="0" label="Loading messages"></tanrei-loading-indicator><span>medium</span></div>
  <div class="item"><tanrei-loading-indicator size="large" show-delay="0" enter-duration="0" label="Loading the report"></tanrei-loading-indicator><span>large</span></div>
</div></section>
<section class="photo" aria-busy="true"><h2>Contained</h2><div class="row">
  <div class="item"><tanrei-loading-indicator contained size="small" show-delay="0" enter-duration="0" label="Refreshing"></tanrei-loading-indicator><span>small</span></div>
  <div class="item"><tanrei-loading-indicator contained show-delay="0" enter-duration="0" label="Refreshing the list"></tanrei-loading-indicator><span>medium</span></div>
  <div class="item"><tanrei-loading-indicator contained size="large" show-delay="0" enter-duration="0" label="Refreshing the photos"></tanrei-loading-indicator><span>large</span></div>
</div></section>
<section class="dark" aria-busy="true"><h2>Dark</h2><div class="row">
  <div class="item"><tanrei-loading-indicator show-delay="0" enter-duration="0" label="Loading in the dark"></tanrei-loading-indicator><span>inline</span></div>
  <div class="item"><tanrei-loading-indicator contained size="large" show-delay="0" enter-duration="0" label="Refreshing in the dark"></tanrei-loading-indicator><span>contained</span></div>
</div></section>
<section dir="rtl" aria-busy="true"><h2>من اليمين إلى اليسار</h2><div class="row">
  <div class="item"><tanrei-loading-indicator show-delay="0" enter-duration="0" label="جارٍ التحميل"></tanrei-loading-indicator><span>rtl</span></div>
</div></section>
<section aria-busy="true"><h2>Skeleton</h2>
  <div class="row" style="align-items: flex-start">
    <tanrei-skeleton width="40" height="40" shape="circle" show-delay="0" enter-duration="0"></tanrei-skeleton>
    <div style="display: flex; flex-direction: column; gap: 8px">
      <tanrei-skeleton width="180" height="14" show-delay="0" enter-duration="0"></tanrei-skeleton>
      <tanrei-skeleton width="120" height="14" show-delay="0" enter-duration="0"></tanrei-skeleton>
    </div>
    <tanrei-skeleton width="96" height="64" shape="rounded" show-delay="0" enter-duration="0"></tanrei-skeleton>
  </div></section>
<section aria-busy="true"><h2>Spinner (Appetite UI)</h2><div class="row">
  <div class="item"><tanrei-spinner size="sm" show-delay="0" enter-duration="0" label="Signing in"></tanrei-spinner><span>sm</span></div>
  <div class="item"><tanrei-spinner size="md" show-delay="0" enter-duration="0" label="Syncing"></tanrei-spinner><span>md</span></div>
  <div class="item"><tanrei-spinner size="base" show-delay="0" enter-duration="0" label="Loading the inbox"></tanrei-spinner><span>base</span></div>
  <div class="item"><tanrei-spinner size="lg" show-delay="0" enter-duration="0" label="Loading the photos"></tanrei-spinner><span>lg</span></div>
</div></section>
<section><h2>Typing</h2><div class="row">
  <div class="item"><tanrei-typing-indicator label="Mia is typing" show-delay="0" enter-duration="0"></tanrei-typing-indicator><span>light</span></div>
</div></section>
<section><h2>Progress</h2>
  <tanrei-progress label="Uploading the photos" value="0.4" show-delay="0" enter-duration="0"></tanrei-progress>
  <div class="row" style="margin-top: 16px">
    <div class="item"><tanrei-progress label="Saving the draft" value="0.7" length="200" show-delay="0" enter-duration="0"></tanrei-progress><span>bar, 200 px</span></div>
    <div class="item"><tanrei-progress label="Syncing" length="200" show-delay="0" enter-duration="0"></tanrei-progress><span>indeterminate</span></div>
    <div class="item"><tanrei-progress variant="ring" label="Exporting" value="0.4" show-delay="0" enter-duration="0"></tanrei-progress><span>ring</span></div>
    <div class="item"><tanrei-progress variant="ring" label="Preparing" show-delay="0" enter-duration="0"></tanrei-progress><span>indeterminate</span></div>
    <div class="item"><tanrei-progress variant="ring" label="Copying" value="0.9" length="32" show-delay="0" enter-duration="0"></tanrei-progress><span>32 px, no label</span></div>
  </div>
  <div dir="rtl" style="margin-top: 16px"><tanrei-progress label="جارٍ الرفع" value="0.25" length="200" show-delay="0" enter-duration="0"></tanrei-progress></div>
</section>
<section aria-busy="true"><h2>With the delay and entrance of the tokens</h2><div class="row">
  <div class="item"><tanrei-loading-indicator label="Loading with the delay"></tanrei-loading-indicator><span>fade</span></div>
  <div class="item"><tanrei-loading-indicator entrance="grow" show-delay="600" label="Loading the report slowly"></tanrei-loading-indicator><span>grow, 600 ms</span></div>
</div></section>
</main>
<script type="module">
  import '/index.js';
  window.tanreiReady = true;
</script>
</body></html>
"""

BLANK = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>blank</title>
<style>body { margin: 0; padding: 16px; } #far { margin-top: 3000px; }</style></head>
<body><main><div id="here"></div><div id="there"></div><span id="name">Named elsewhere</span>
<div id="far"></div></main>
<script type="module">
  import { tanreiCoreMemory } from '/index.js';
  window.tanreiCoreMemory = tanreiCoreMemory;
  window.warnings = [];
  const warn = console.warn;
  console.warn = (...args) => { window.warnings.push(String(args[0])); warn(...args); };
  window.tanreiReady = true;
</script></body></html>
"""

FIXTURES = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>fixtures</title>
<style>html, body { margin: 0; background: transparent; }</style></head>
<body><script type="module">import '/index.js'; window.tanreiReady = true;</script></body></html>
"""

RELEASE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>release</title></head><body>
<script type="module">
  window.warnings = [];
  console.warn = (...args) => { window.warnings.push(String(args[0])); };
  if (location.search === '?debug') globalThis.TANREI_DEBUG = true;
  await import('/release/index.js');
  const element = document.createElement('tanrei-loading-indicator');
  element.setAttribute('size', 'huge');
  element.setAttribute('show-delay', 'soon');
  document.body.append(element);
  window.tanreiReady = true;
</script></body></html>
"""

UPGRADE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>upgrade</title></head><body>
<tanrei-loading-indicator id="subject"></tanrei-loading-indicator>
<script type="module">
  const element = document.getElementById('subject');
  element.label = 'Set early';
  element.size = 'large';
  element.showDelay = 0;
  await import('/index.js');
  window.tanreiReady = true;
</script></body></html>
"""

PAGES = {"/upgrade.html": UPGRADE, "/gallery.html": GALLERY, "/blank.html": BLANK, "/fixtures.html": FIXTURES,
         "/release.html": RELEASE}


class Report:
    """Counts checks and keeps the failures."""

    def __init__(self):
        self.passed = 0
        self.failures = []

    def check(self, ok, what, detail=""):
        if ok:
            self.passed += 1
            print(f"ok   {what}", flush=True)
        else:
            self.failures.append(f"{what}: {detail}" if detail else what)
            print(f"FAIL {what}: {detail}", flush=True)
        return ok


def serve(folder):
    """An HTTP server on loopback for `folder` and the pages above, in a thread."""

    class Handler(http.server.SimpleHTTPRequestHandler):
        def do_GET(self):
            path = self.path.split("?")[0]
            if path == "/release/index.js":
                # The same module as a release build has it: build-web --debug only flips this.
                text = (Path(self.directory) / "index.js").read_text()
                body = text.replace("/* TANREI_DEBUG */ true", "/* TANREI_DEBUG */ false").encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/javascript")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                return
            if path.startswith("/release/"):
                self.path = self.path[len("/release"):]
            if path in PAGES:
                body = PAGES[path].encode()
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


def progressbars(cdp):
    """The progressbar nodes of the page's accessibility tree that are not ignored."""
    tree = cdp.send("Accessibility.getFullAXTree")
    found = []
    for node in tree["nodes"]:
        if node.get("ignored"):
            continue
        if node.get("role", {}).get("value") != "progressbar":
            continue
        properties = {p["name"]: p.get("value", {}).get("value") for p in node.get("properties", [])}
        found.append({
            "name": node.get("name", {}).get("value", ""),
            "busy": properties.get("busy"),
            "value": node.get("value", {}).get("value") if node.get("value") else None,
            "valuetext": properties.get("valuetext"),
        })
    return found


INSERT = """([attributes, where]) => {
  const element = document.createElement('tanrei-loading-indicator');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.id = 'subject';
  window.roleEver = false;
  new MutationObserver(() => { if (element.hasAttribute('role')) window.roleEver = true; })
    .observe(element, { attributes: true });
  window.insertedAt = performance.now();
  document.getElementById(where || 'here').append(element);
  const parts = element.shadowRoot.querySelector('.frame');
  const box = element.getBoundingClientRect();
  return { role: element.getAttribute('role'), hidden: element.getAttribute('aria-hidden'),
           label: element.getAttribute('aria-label'), busy: element.getAttribute('aria-busy'),
           visibility: getComputedStyle(parts).visibility, width: box.width, height: box.height };
}"""

HOST = """() => {
  const element = document.getElementById('subject');
  const values = [...element.attributes].map((a) => a.name).filter((n) => n.startsWith('aria-value'));
  const parts = element.shadowRoot.querySelector('.frame');
  const svg = element.shadowRoot.querySelector('svg');
  const box = element.getBoundingClientRect();
  return { role: element.getAttribute('role'), hidden: element.getAttribute('aria-hidden'),
           label: element.getAttribute('aria-label'), busy: element.getAttribute('aria-busy'),
           labelledby: element.getAttribute('aria-labelledby'),
           dataLabel: element.getAttribute('data-aria-label'),
           dataLabelledby: element.getAttribute('data-aria-labelledby'),
           values, visibility: getComputedStyle(parts).visibility,
           width: box.width, height: box.height, since: performance.now() - window.insertedAt,
           roleEver: window.roleEver, tabIndex: element.tabIndex,
           dash: element.shadowRoot.querySelector('circle').getAttribute('stroke-dasharray'),
           animations: svg.getAnimations().map((a) => ({ state: a.playState,
             properties: Object.keys(a.effect.getKeyframes()[0]).filter((k) => !['offset', 'easing', 'composite', 'computedOffset'].includes(k)) })),
           entrance: parts.getAnimations().map((a) => Object.keys(a.effect.getKeyframes()[0])),
           showDelay: element.showDelay, enterDuration: element.enterDuration };
}"""


SHOWN = "() => document.getElementById('subject').getAttribute('role') === 'progressbar'"


def wait_for(page, script, what, timeout=WAIT_MS):
    try:
        page.wait_for_function(script, timeout=timeout)
        return True
    except Exception as error:  # noqa: BLE001 — any failure to see it in time is the answer
        print(f"     (waited for {what}: {str(error).splitlines()[0]})", flush=True)
        return False


def fresh(context, server, media=None):
    page = context.new_page()
    if media:
        page.emulate_media(**media)
    page.goto(f"http://127.0.0.1:{server.server_port}/blank.html", timeout=WAIT_MS)
    wait_for(page, "() => window.tanreiReady === true", "the module")
    return page


def check_delay_then_shown(report, context, server):
    page = fresh(context, server)
    cdp = context.new_cdp_session(page)
    first = page.evaluate(INSERT, [{"label": "Loading messages", "show-delay": "1500"}, "here"])
    report.check(first["role"] is None and first["label"] is None and first["busy"] is None,
                 "LDG-11 no role, name or busy on the host during the delay", str(first))
    report.check(first["hidden"] == "true", "LDG-11 aria-hidden=true during the delay", str(first))
    report.check(first["visibility"] == "hidden", "LDG-11 parts visibility: hidden", str(first))
    report.check(first["width"] == 24 and first["height"] == 24,
                 "LDG-11 the box is kept during the delay (24 x 24)", str(first))
    page.wait_for_timeout(400)
    during = progressbars(cdp)
    host = page.evaluate(HOST)
    report.check(during == [] and host["since"] < 1500,
                 "LDG-11 nothing in the accessibility tree during the delay", f"{during} at {host['since']:.0f} ms")
    wait_for(page, "() => document.getElementById('subject').getAttribute('role') === 'progressbar'",
             "the role")
    host = page.evaluate(HOST)
    report.check(host["since"] >= 1500, "LDG-12 shown when the delay ends, not before",
                 f"{host['since']:.0f} ms")
    bars = progressbars(cdp)
    report.check(len(bars) == 1 and bars[0]["name"] == "Loading messages" and bars[0]["busy"]
                 and bars[0]["value"] is None and not bars[0]["valuetext"],
                 "LDG-5 exactly one progressbar, named by the label, busy, no value", str(bars))
    report.check(host["role"] == "progressbar" and host["label"] == "Loading messages"
                 and host["busy"] == "true" and host["hidden"] is None and host["values"] == [],
                 "LDG-5 host role, aria-label, aria-busy, no aria-value*, not hidden", str(host))
    report.check(host["tabIndex"] == -1, "LDG-6 not focusable", str(host["tabIndex"]))
    report.check(host["visibility"] == "visible" and host["dash"] is not None
                 and any(a["properties"] == ["transform"] and a["state"] == "running"
                         for a in host["animations"]),
                 "LDG-1 a quarter arc turning as a Web Animation", str(host["animations"]))
    page.close()


def check_removed_in_delay(report, context, server):
    page = fresh(context, server)
    cdp = context.new_cdp_session(page)
    page.evaluate(INSERT, [{"label": "Gone soon", "show-delay": "2000"}, "here"])
    page.wait_for_timeout(200)
    page.evaluate("() => document.getElementById('subject').remove()")
    seen = []
    for _ in range(6):
        seen += progressbars(cdp)
        page.wait_for_timeout(150)
    ever = page.evaluate("() => window.roleEver")
    report.check(seen == [] and ever is False,
                 "LDG-16 removed within the delay: nothing ever exposed", f"{seen} role ever: {ever}")
    page.close()


def check_empty_show_delay(report, context, server):
    page = fresh(context, server)
    first = page.evaluate(INSERT, [{"label": "Loading", "show-delay": "", "enter-duration": "abc"}, "here"])
    host = page.evaluate(HOST)
    report.check(first["role"] is None and host["showDelay"] is None and host["enterDuration"] is None,
                 'LDG-14 show-delay="" is null and does not show at once', f"{first} {host['showDelay']}")
    wait_for(page, "() => document.getElementById('subject').getAttribute('role') === 'progressbar'", "role")
    host = page.evaluate(HOST)
    report.check(300 <= host["since"] < 1500, 'LDG-14 show-delay="" takes the token (300 ms)',
                 f"{host['since']:.0f} ms")
    warnings = page.evaluate("() => window.warnings")
    report.check(any("invalid-show-delay" in w for w in warnings)
                 and any("invalid-enter-duration" in w for w in warnings),
                 "LDG-14 a debug warning for each ignored value", str(warnings))
    page.close()


def check_bad_input(report, context, server):
    page = fresh(context, server)
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    result = page.evaluate("""async () => {
      const made = [];
      for (const attributes of [
        { 'show-delay': '1e308', size: 'huge', entrance: 'spin', label: '' },
        { 'show-delay': 'NaN', 'enter-duration': '-5', size: '', entrance: '' },
        { 'show-delay': '-1', 'enter-duration': 'Infinity', label: 'x'.repeat(5000) },
        { 'show-delay': '0x10', label: '\\u0000\\ud800"\\\\' }]) {
        const element = document.createElement('tanrei-loading-indicator');
        for (const [k, v] of Object.entries(attributes)) element.setAttribute(k, v);
        document.body.append(element);
        made.push(element);
      }
      made[1].showDelay = NaN; made[1].enterDuration = 1e308; made[2].label = null;
      await new Promise((r) => setTimeout(r, 500));
      return made.map((e) => [e.getAttribute('role'), e.getBoundingClientRect().width, e.showDelay]);
    }""")
    warnings = page.evaluate("() => window.warnings")
    report.check(errors == [] and [r[1] for r in result] == [24, 24, 24, 24],
                 "LDG-9/LDG-14 hostile attributes: no error, the default box", f"{result} {errors}")
    report.check(result[0][0] is None and result[1][0] == "progressbar" and result[3][0] == "progressbar",
                 "LDG-14 1e308 waits, NaN and negative take the token", str(result))
    report.check(any("unknown-size" in w for w in warnings) and any("unknown-entrance" in w for w in warnings)
                 and any("empty-label" in w for w in warnings),
                 "LDG-9/LDG-10 unknown size, entrance and empty label reported", str(warnings[:8]))
    page.close()


def check_reduced_motion(report, context, server):
    page = fresh(context, server, {"reduced_motion": "reduce"})
    first = page.evaluate(INSERT, [{"label": "Calm", "entrance": "grow"}, "here"])
    report.check(first["role"] is None, "LDG-15 under reduced motion the delay is kept", str(first))
    wait_for(page, "() => document.getElementById('subject').getAttribute('role') === 'progressbar'", "role")
    host = page.evaluate(HOST)
    report.check(host["since"] >= 300, "LDG-15 the delay's length is kept", f"{host['since']:.0f} ms")
    report.check(host["dash"] is None and any(a["properties"] == ["opacity"] for a in host["animations"])
                 and not any("transform" in a["properties"] for a in host["animations"]),
                 "LDG-4 a whole circle pulsing, no turn", str(host))
    report.check(all("transform" not in keys for keys in host["entrance"]),
                 "LDG-13 grow enters as fade under reduced motion", str(host["entrance"]))
    page.emulate_media(reduced_motion="no-preference")
    ok = wait_for(page, """() => document.getElementById('subject').shadowRoot.querySelector('svg')
        .getAnimations().some((a) => 'transform' in a.effect.getKeyframes()[0])""", "the turn", 3000)
    report.check(ok, "LDG-4 reduced motion followed live: the turn comes back")
    page.close()


def check_twins(report, context, server):
    page = fresh(context, server)
    cdp = context.new_cdp_session(page)
    first = page.evaluate(INSERT, [{"label": "Loading", "aria-label": "Product name",
                                    "aria-labelledby": "name"}, "here"])
    host = page.evaluate(HOST)
    report.check(first["label"] is None and host["labelledby"] is None and host["dataLabel"] == "Product name"
                 and host["dataLabelledby"] == "name",
                 "LDG-18 during the delay the product's names are held as data-aria- twins", str(host))
    wait_for(page, "() => document.getElementById('subject').getAttribute('role') === 'progressbar'", "role")
    host = page.evaluate(HOST)
    bars = progressbars(cdp)
    report.check(host["label"] == "Loading" and host["labelledby"] is None and host["dataLabel"] == "Product name"
                 and [b["name"] for b in bars] == ["Loading"],
                 "LDG-18 shown with a label: the label is the whole name", f"{host} {bars}")
    page.evaluate("() => { document.getElementById('subject').label = ''; }")
    page.wait_for_timeout(100)
    host = page.evaluate(HOST)
    bars = progressbars(cdp)
    report.check(host["label"] == "Product name" and host["labelledby"] == "name" and host["dataLabel"] is None
                 and [b["name"] for b in bars] == ["Named elsewhere"],
                 "LDG-18 label emptied: the names are given back as written", f"{host} {bars}")
    warnings = page.evaluate("() => window.warnings")
    report.check(not any("empty-label" in w for w in warnings),
                 "LDG-18 a product's name is no missing name", str(warnings))
    page.evaluate("""() => { const e = document.getElementById('subject');
        e.ariaLabel = null; e.ariaLabelledByElements = null; }""")
    page.wait_for_timeout(100)
    host = page.evaluate(HOST)
    report.check(host["label"] is None and host["labelledby"] is None,
                 "LDG-18 ariaLabel / ariaLabelledByElements = null take the names away", str(host))
    page.evaluate("() => { const e = document.getElementById('subject'); e.setAttribute('aria-label', 'Again'); e.label = 'Loading'; e.ariaLabel = null; }")
    page.wait_for_timeout(100)
    host = page.evaluate(HOST)
    report.check(host["label"] == "Loading" and host["dataLabel"] is None,
                 "LDG-18 ariaLabel = null while held takes the twin away", str(host))
    page.close()


def check_move(report, context, server):
    page = fresh(context, server)
    cdp = context.new_cdp_session(page)
    page.evaluate(INSERT, [{"label": "Moving", "show-delay": "500"}, "here"])
    wait_for(page, "() => document.getElementById('subject').getAttribute('role') === 'progressbar'", "role")
    moved = page.evaluate("""() => { const e = document.getElementById('subject');
        window.insertedAt = performance.now(); document.getElementById('there').append(e);
        return e.getAttribute('role'); }""")
    report.check(moved is None and progressbars(cdp) == [], "LDG-16 a move starts a new delay", str(moved))
    shown = wait_for(page, SHOWN, "role")
    host = page.evaluate(HOST)
    report.check(shown and host["since"] >= 500, "LDG-16 the whole delay is waited again", f"{host['since']:.0f} ms")
    page.evaluate("() => { document.getElementById('subject').hidden = true; }")
    page.wait_for_timeout(50)
    page.evaluate("() => { document.getElementById('subject').hidden = false; }")
    host = page.evaluate(HOST)
    report.check(host["role"] == "progressbar", "LDG-16 hidden is not removed: no new delay", str(host["role"]))
    page.close()


def check_viewport(report, context, server):
    page = fresh(context, server)
    page.set_viewport_size({"width": 800, "height": 600})
    page.evaluate(INSERT, [{"label": "Far away"}, "far"])
    wait_for(page, "() => document.getElementById('subject').getAttribute('role') === 'progressbar'", "role")
    host = page.evaluate(HOST)
    report.check(host["since"] < 1500, "LDG-15 the delay keeps counting out of view", f"{host['since']:.0f} ms")
    report.check(all(a["state"] == "paused" for a in host["animations"]) and host["animations"],
                 "LDG-7 out of view the turn is paused", str(host["animations"]))
    page.evaluate("() => document.getElementById('subject').scrollIntoView()")
    ok = wait_for(page, """() => document.getElementById('subject').shadowRoot.querySelector('svg')
        .getAnimations().every((a) => a.playState === 'running')""", "running", 3000)
    report.check(ok, "LDG-7 back in view the turn runs again")
    page.close()


def check_upgrade(report, context, server):
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{server.server_port}/upgrade.html", timeout=WAIT_MS)
    wait_for(page, "() => window.tanreiReady === true", "the module")
    wait_for(page, SHOWN, "role", 3000)
    result = page.evaluate("""() => { const e = document.getElementById('subject');
        return [e.getAttribute('role'), e.getAttribute('aria-label'), e.getAttribute('size'),
                e.getBoundingClientRect().width, e.showDelay]; }""")
    report.check(result == ["progressbar", "Set early", "large", 40, 0],
                 "properties set before the element is defined are kept", str(result))
    page.close()


def check_skeleton(report, context, server, media=None):
    page = fresh(context, server, media)
    cdp = context.new_cdp_session(page)
    first = page.evaluate("""() => {
      const element = document.createElement('tanrei-skeleton');
      element.id = 'skeleton';
      element.setAttribute('width', '120');
      element.setAttribute('height', '16');
      element.setAttribute('shape', 'rounded');
      window.insertedAt = performance.now();
      document.getElementById('here').append(element);
      const box = element.getBoundingClientRect();
      return { hidden: element.getAttribute('aria-hidden'), role: element.getAttribute('role'),
               width: box.width, height: box.height,
               visibility: getComputedStyle(element.shadowRoot.querySelector('.frame')).visibility };
    }""")
    reduced = bool(media)
    tag = "reduced motion: " if reduced else ""
    report.check(first["hidden"] == "true" and first["role"] is None and first["width"] == 120
                 and first["height"] == 16 and first["visibility"] == "hidden",
                 f"skeleton {tag}aria-hidden, its box kept and nothing drawn during the delay", str(first))
    page.wait_for_timeout(500)
    state = page.evaluate("""() => { const e = document.getElementById('skeleton');
        const fill = e.shadowRoot.querySelector('.fill');
        return { visibility: getComputedStyle(e.shadowRoot.querySelector('.frame')).visibility,
                 radius: getComputedStyle(fill).borderRadius, hidden: e.getAttribute('aria-hidden'),
                 animations: fill.getAnimations().map((a) => [a.playState,
                   a.effect.getKeyframes().map((k) => k.opacity)]) }; }""")
    document = cdp.send("DOM.getDocument", {"depth": -1, "pierce": True})
    node = cdp.send("DOM.querySelector", {"nodeId": document["root"]["nodeId"], "selector": "#skeleton"})
    tree = cdp.send("Accessibility.getPartialAXTree", {"nodeId": node["nodeId"], "fetchRelatives": False})
    exposed = [n for n in tree["nodes"] if not n.get("ignored")]
    report.check(state["visibility"] == "visible" and state["radius"] == "8px" and state["hidden"] == "true",
                 f"skeleton {tag}shown after the delay, rounded by the token", str(state))
    report.check(exposed == [], f"skeleton {tag}never in the accessibility tree", str(exposed)[:300])
    if reduced:
        report.check(state["animations"] == [], "skeleton under reduced motion stays still", str(state["animations"]))
    else:
        report.check(len(state["animations"]) == 1 and state["animations"][0][0] == "running"
                     and state["animations"][0][1] == ["0.2", "0.4", "0.2"],
                     "skeleton shimmers between the low and high opacity tokens", str(state["animations"]))
    page.close()


def check_skeleton_reduced(report, context, server):
    check_skeleton(report, context, server, {"reduced_motion": "reduce"})


def statuses(cdp):
    """The status nodes of the page's accessibility tree that are not ignored."""
    tree = cdp.send("Accessibility.getFullAXTree")
    found = []
    for node in tree["nodes"]:
        if node.get("ignored") or node.get("role", {}).get("value") != "status":
            continue
        properties = {p["name"]: p.get("value", {}).get("value") for p in node.get("properties", [])}
        found.append({"name": node.get("name", {}).get("value", ""), "busy": properties.get("busy"),
                      "live": properties.get("live"),
                      "value": node.get("value", {}).get("value") if node.get("value") else None})
    return found


TYPING_INSERT = """([attributes, where]) => {
  const element = document.createElement('tanrei-typing-indicator');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.id = 'typing';
  window.insertedAt = performance.now();
  document.getElementById(where || 'here').append(element);
  const box = element.getBoundingClientRect();
  return { role: element.getAttribute('role'), hidden: element.getAttribute('aria-hidden'),
           label: element.getAttribute('aria-label'), width: box.width, height: box.height,
           visibility: getComputedStyle(element.shadowRoot.querySelector('.frame')).visibility };
}"""

TYPING_HOST = """() => {
  const element = document.getElementById('typing');
  const dots = [...element.shadowRoot.querySelectorAll('.dot')];
  const box = element.getBoundingClientRect();
  return { role: element.getAttribute('role'), hidden: element.getAttribute('aria-hidden'),
           label: element.getAttribute('aria-label'), busy: element.getAttribute('aria-busy'),
           width: box.width, height: box.height, since: performance.now() - window.insertedAt,
           visibility: getComputedStyle(element.shadowRoot.querySelector('.frame')).visibility,
           opacities: dots.map((d) => Number(getComputedStyle(d).opacity)),
           animations: dots.map((d) => d.getAnimations().map((a) => [a.playState,
             Object.keys(a.effect.getKeyframes()[0]).filter((k) => ['transform', 'opacity'].includes(k)).sort()])) };
}"""

# Long enough that a loaded machine's late reads still fall inside it.
TYPING_DELAY_MS = 2000

TYPING_SHOWN = "() => document.getElementById('typing').getAttribute('role') === 'status'"


def check_typing(report, context, server, media=None):
    reduced = bool(media)
    tag = "reduced motion: " if reduced else ""
    page = fresh(context, server, media)
    cdp = context.new_cdp_session(page)
    first = page.evaluate(TYPING_INSERT, [{"label": "Mia is typing", "show-delay": str(TYPING_DELAY_MS)}, "here"])
    report.check(first["role"] is None and first["label"] is None and first["hidden"] == "true"
                 and first["visibility"] == "hidden" and first["width"] == 40 and first["height"] == 14,
                 f"typing {tag}during the delay: aria-hidden, no role or name, nothing drawn, the 40 x 14 box kept",
                 str(first))
    page.wait_for_timeout(300)
    during = statuses(cdp)
    host = page.evaluate(TYPING_HOST)
    report.check(during == [] and host["since"] < TYPING_DELAY_MS,
                 f"typing {tag}nothing in the accessibility tree during the delay", f"{during} at {host['since']:.0f} ms")
    wait_for(page, TYPING_SHOWN, "the typing indicator's role")
    host = page.evaluate(TYPING_HOST)
    nodes = statuses(cdp)
    # The core's node: role status, named by the label, not busy, no value.
    report.check(host["since"] >= TYPING_DELAY_MS and len(nodes) == 1 and nodes[0]["name"] == "Mia is typing"
                 and not nodes[0]["busy"] and nodes[0]["value"] is None,
                 f"typing {tag}after the delay exactly one status, named by the label, not busy, no value",
                 f"{nodes} at {host['since']:.0f} ms")
    report.check(host["role"] == "status" and host["label"] == "Mia is typing" and host["busy"] is None
                 and host["hidden"] is None and host["visibility"] == "visible",
                 f"typing {tag}host role=status, aria-label, no aria-busy, not hidden", str(host))
    moving = [["opacity", "transform"]]
    if reduced:
        report.check(host["animations"] == [[], [], []] and host["opacities"] == [1, 0.35, 0.35],
                     "typing under reduced motion rests on the first frame, with no animation", str(host))
        page.emulate_media(reduced_motion="no-preference")
        ok = wait_for(page, """() => [...document.getElementById('typing').shadowRoot.querySelectorAll('.dot')]
            .every((d) => d.getAnimations().some((a) => a.playState === 'running'))""", "the dots moving", 3000)
        report.check(ok, "typing follows reduced motion live: off brings the motion back")
    else:
        report.check(all([a[0] for a in dot] == ["running"] and [a[1] for a in dot] == moving
                         for dot in host["animations"]),
                     "typing: each dot moves (transform, opacity) as one running Web Animation",
                     str(host["animations"]))
        # Held at points of the 1,200 ms cycle (dwell 100 ms, travel 200 ms, linear, rest 0.35),
        # the dots are where the core's raise puts them, worked out here by hand.
        sampled = page.evaluate("""() => [0, 150, 250, 600, 1100].map((at) =>
            [...document.getElementById('typing').shadowRoot.querySelectorAll('.dot')].map((d) => {
              const a = d.getAnimations()[0]; a.pause(); a.currentTime = at;
              return Math.round(Number(getComputedStyle(d).opacity) * 1000) / 1000; }))""")
        expected = [[1, 0.35, 0.35], [0.838, 0.513, 0.35], [0.513, 0.838, 0.35], [0.35, 0.35, 1],
                    [0.675, 0.35, 0.35]]
        close = all(abs(a - b) <= 0.002 for row, want in zip(sampled, expected) for a, b in zip(row, want))
        report.check(close, "typing: the dots' opacity at 0/150/250/600/1100 ms of the cycle is the core's",
                     f"{sampled} expected {expected}")
        page.evaluate("""() => document.getElementById('typing').shadowRoot.querySelectorAll('.dot')
            .forEach((d) => d.getAnimations().forEach((a) => a.play()))""")
        page.emulate_media(reduced_motion="reduce")
        ok = wait_for(page, """() => [...document.getElementById('typing').shadowRoot.querySelectorAll('.dot')]
            .every((d) => d.getAnimations().length === 0)""", "the dots still", 3000)
        report.check(ok, "typing follows reduced motion live: on stills the dots")
    page.close()


def check_typing_reduced(report, context, server):
    check_typing(report, context, server, {"reduced_motion": "reduce"})


def check_typing_edges(report, context, server):
    page = fresh(context, server)
    page.set_viewport_size({"width": 800, "height": 600})
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.evaluate(TYPING_INSERT, [{"label": "Far away", "show-delay": "abc", "entrance": "spin",
                                   "enter-duration": "-5"}, "far"])
    wait_for(page, TYPING_SHOWN, "the far typing indicator's role")
    host = page.evaluate(TYPING_HOST)
    report.check(300 <= host["since"] < 1500,
                 "typing: show-delay=\"abc\" takes the 300 ms token, and the delay counts out of view",
                 f"{host['since']:.0f} ms")
    report.check(all(dot and all(a[0] == "paused" for a in dot) for dot in host["animations"]),
                 "typing: out of view the dots are paused", str(host["animations"]))
    page.evaluate("() => document.getElementById('typing').scrollIntoView()")
    ok = wait_for(page, """() => [...document.getElementById('typing').shadowRoot.querySelectorAll('.dot')]
        .every((d) => d.getAnimations().every((a) => a.playState === 'running'))""", "running", 3000)
    report.check(ok, "typing: back in view the dots run again")
    page.evaluate("""() => { const e = document.createElement('tanrei-typing-indicator');
        e.setAttribute('label', ''); e.setAttribute('show-delay', '0'); e.id = 'unnamed';
        document.getElementById('here').append(e); }""")
    page.wait_for_timeout(100)
    unnamed = page.evaluate("""() => { const e = document.getElementById('unnamed');
        return [e.getAttribute('role'), e.getAttribute('aria-label')]; }""")
    warnings = page.evaluate("() => window.warnings.filter((w) => w.startsWith('tanrei-typing-indicator'))")
    report.check(errors == [] and unnamed == ["status", None],
                 "typing: an empty label is a status with no name, as the core says", f"{unnamed} {errors}")
    report.check(all(any(code in w for w in warnings)
                     for code in ("invalid-show-delay", "unknown-entrance", "empty-label")),
                 "typing: bad show-delay, unknown entrance and empty label each get a debug warning",
                 str(warnings[:8]))
    page.close()


PROGRESS_INSERT = """([attributes, where, id]) => {
  const element = document.createElement('tanrei-progress');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.id = id || 'progress';
  window.insertedAt = performance.now();
  document.getElementById(where || 'here').append(element);
  const box = element.getBoundingClientRect();
  return { role: element.getAttribute('role'), hidden: element.getAttribute('aria-hidden'),
           label: element.getAttribute('aria-label'), busy: element.getAttribute('aria-busy'),
           values: [...element.attributes].map((a) => a.name).filter((n) => n.startsWith('aria-value')),
           width: box.width, height: box.height,
           visibility: getComputedStyle(element.shadowRoot.querySelector('.frame')).visibility };
}"""

PROGRESS_HOST = """(id) => {
  const element = document.getElementById(id || 'progress');
  const root = element.shadowRoot;
  const box = element.getBoundingClientRect();
  const moving = [root.querySelector('.indicator'), root.querySelector('[part=ring-indicator]')];
  return { role: element.getAttribute('role'), hidden: element.getAttribute('aria-hidden'),
           label: element.getAttribute('aria-label'), busy: element.getAttribute('aria-busy'),
           min: element.getAttribute('aria-valuemin'), max: element.getAttribute('aria-valuemax'),
           now: element.getAttribute('aria-valuenow'), text: element.getAttribute('aria-valuetext'),
           width: box.width, height: box.height, since: performance.now() - window.insertedAt,
           visibility: getComputedStyle(root.querySelector('.frame')).visibility,
           indicator: root.querySelector('.indicator').style.transform,
           indicatorWidth: root.querySelector('.indicator').style.width,
           dash: root.querySelector('[part=ring-indicator] circle').getAttribute('stroke-dasharray'),
           percent: root.querySelector('.label').textContent,
           font: [getComputedStyle(root.querySelector('.label')).fontSize,
                  getComputedStyle(root.querySelector('.label')).fontWeight],
           animations: moving.flatMap((n) => n.getAnimations().map((a) => [a.playState,
             Object.keys(a.effect.getKeyframes()[0]).filter((k) => !['offset', 'easing', 'composite', 'computedOffset'].includes(k))])),
           announced: document.querySelector('[data-tanrei-announcer]')?.textContent ?? null };
}"""

PROGRESS_DELAY_MS = 2000


def progress_shown(id="progress"):
    return f"() => document.getElementById('{id}').getAttribute('role') === 'progressbar'"


def check_progress(report, context, server):
    page = fresh(context, server)
    cdp = context.new_cdp_session(page)
    page.evaluate("""() => { window.said = 0; new MutationObserver((records) => {
        window.said += records.reduce((n, r) => n + r.addedNodes.length, 0); })
        .observe(document.body, { childList: true, subtree: true, characterData: true }); }""")
    first = page.evaluate(PROGRESS_INSERT, [{"label": "Uploading receipt", "value": "0.4", "length": "320",
                                             "show-delay": str(PROGRESS_DELAY_MS)}, "here"])
    report.check(first["role"] is None and first["label"] is None and first["values"] == []
                 and first["hidden"] == "true" and first["visibility"] == "hidden"
                 and first["width"] == 320 and first["height"] == 8,
                 "progress during the delay: aria-hidden, no role, name or value, nothing drawn, the 320 x 8 box kept",
                 str(first))
    page.wait_for_timeout(300)
    during = progressbars(cdp)
    host = page.evaluate(PROGRESS_HOST)
    report.check(during == [] and host["since"] < PROGRESS_DELAY_MS,
                 "progress: nothing in the accessibility tree during the delay", f"{during} at {host['since']:.0f} ms")
    wait_for(page, progress_shown(), "the progress's role")
    host = page.evaluate(PROGRESS_HOST)
    nodes = progressbars(cdp)
    # This Chromium's CDP reports every valuetext as empty, a plain div's with aria-valuetext too,
    # so the words are checked on the host below.
    report.check(host["since"] >= PROGRESS_DELAY_MS and len(nodes) == 1 and nodes[0]["name"] == "Uploading receipt"
                 and not nodes[0]["busy"] and nodes[0]["value"] == 40,
                 "progress: after the delay exactly one progressbar named by the label, value 40, not busy",
                 f"{nodes} at {host['since']:.0f} ms")
    report.check([host[k] for k in ("role", "label", "busy", "hidden", "min", "max", "now", "text")]
                 == ["progressbar", "Uploading receipt", None, None, "0", "100", "40", "40 percent"]
                 and host["visibility"] == "visible" and host["indicatorWidth"] == "128px",
                 "progress host: role, aria-label, aria-valuemin/max/now/text, not busy; the indicator 40 % of 320 px", str(host))
    # A task's changes reach the module at its end, in a microtask: awaited once here.
    changed = page.evaluate("""async () => { const e = document.getElementById('progress'); e.value = 0.7;
        await null; const now = e.getAttribute('aria-valuenow'); e.setAttribute('max', '5'); e.setAttribute('value', '2');
        await null;
        return [now, e.getAttribute('role'), e.getAttribute('aria-valuenow'), e.getAttribute('aria-valuetext'),
                e.value, e.max]; }""")
    nodes = progressbars(cdp)
    report.check(changed == ["70", "progressbar", "40", "40 percent", 2, 5]
                 and len(nodes) == 1 and nodes[0]["value"] == 40,
                 "progress: a value change updates aria-valuenow at once, with no new delay; value=\"2\" max=\"5\" is 40 percent",
                 f"{changed} {nodes}")
    page.evaluate("""() => { window.timers = 0; const t = window.setTimeout, r = window.requestAnimationFrame;
        window.setTimeout = (...a) => { window.timers += 1; return t(...a); };
        window.requestAnimationFrame = (...a) => { window.timers += 1; return r(...a); };
        document.getElementById('progress').removeAttribute('value'); }""")
    page.wait_for_timeout(600)
    host = page.evaluate(PROGRESS_HOST)
    nodes = progressbars(cdp)
    report.check(host["busy"] == "true" and [host[k] for k in ("min", "max", "now", "text")] == [None] * 4
                 and len(nodes) == 1 and nodes[0]["busy"] and nodes[0]["value"] is None,
                 "progress: without a value it is busy with no aria-value*, in the tree as well", f"{host} {nodes}")
    timers = page.evaluate("() => window.timers")
    report.check(host["animations"] == [["running", ["transform"]]] and timers == 0,
                 "progress: the indeterminate segment is one running Web Animation of transform alone, with no script timer or frame callback",
                 f"{host['animations']}, {timers} timers")
    # Held at points of the 1,500 ms cycle, the segment (128 px of 320) is where the core's
    # eased travel puts it: from -128 px to 320 px on cubic-bezier(0.4, 0, 0.2, 1).
    held = page.evaluate("""() => { const n = document.getElementById('progress').shadowRoot.querySelector('.indicator');
        const a = n.getAnimations()[0]; const out = [0, 750, 1499].map((at) => { a.pause(); a.currentTime = at;
          return new DOMMatrix(getComputedStyle(n).transform).m41; }); a.play(); return out; }""")
    report.check(abs(held[0] + 128) < 0.5 and 200 < held[1] < 320 and abs(held[2] - 320) < 2,
                 "progress: the segment enters at the leading end and leaves at the trailing one, eased", str(held))
    said = page.evaluate("""async () => { const e = document.getElementById('progress');
        e.removeAttribute('max'); const before = window.said; e.value = 1; await new Promise((r) => setTimeout(r, 50)); const once = window.said - before;
        e.value = 0.5; e.value = 1; await new Promise((r) => setTimeout(r, 50));
        const region = document.querySelector('[data-tanrei-announcer]');
        return [once, window.said - before, region.textContent, region.getAttribute('aria-live'),
                region.getAttribute('role')]; }""")
    report.check(said == [1, 1, "Uploading receipt: complete", "polite", "status"],
                 "progress: reaching 1 while shown says the core's completion once, in a polite live region", str(said))
    quiet = page.evaluate("""async () => { const before = window.said;
        const e = document.createElement('tanrei-progress'); e.label = 'Waiting'; e.value = 0.2;
        e.showDelay = 2000; document.getElementById('here').append(e);
        e.value = 1; await new Promise((r) => setTimeout(r, 50));
        return [window.said - before - 1, document.querySelector('[data-tanrei-announcer]').textContent]; }""")
    report.check(quiet == [0, "Uploading receipt: complete"],
                 "progress: reaching 1 during the delay says nothing", str(quiet))
    # value before max: 3 of the old maximum of 1 would be complete; 3 of 5 is not.
    either = page.evaluate("""async () => {
        const e = document.createElement('tanrei-progress'); e.label = 'Importing'; e.value = 0.2;
        e.showDelay = 0; e.enterDuration = 0; document.getElementById('here').append(e);
        await new Promise((r) => setTimeout(r, 50)); const before = window.said;
        e.value = 3; e.max = 5; await new Promise((r) => setTimeout(r, 50));
        const once = window.said - before; e.value = 5; await new Promise((r) => setTimeout(r, 50));
        return [once, e.getAttribute('aria-valuenow'), window.said - before,
                document.querySelector('[data-tanrei-announcer]').textContent]; }""")
    report.check(either == [0, "100", 1, "Importing: complete"],
                 "progress: value set before max is taken with it, so completion is said only when it is reached",
                 str(either))
    page.close()


def check_progress_ring(report, context, server, media=None):
    reduced = bool(media)
    tag = "reduced motion: " if reduced else ""
    page = fresh(context, server, media)
    cdp = context.new_cdp_session(page)
    page.evaluate(PROGRESS_INSERT, [{"label": "Exporting", "variant": "ring", "value": "0.4",
                                     "show-delay": "0", "enter-duration": "0"}, "here", "ring"])
    wait_for(page, progress_shown("ring"), "the ring's role")
    host = page.evaluate(PROGRESS_HOST, "ring")
    nodes = progressbars(cdp)
    circumference = 2 * 3.141592653589793 * 20
    dash = [float(x) for x in (host["dash"] or "0 0").split()]
    report.check(len(nodes) == 1 and nodes[0]["name"] == "Exporting" and nodes[0]["value"] == 40
                 and host["width"] == 48 and host["height"] == 48 and host["percent"] == "40%"
                 and host["font"] == ["12px", "600"] and abs(dash[0] - circumference * 0.4) < 0.01,
                 f"progress ring {tag}: a progressbar of 40, 48 x 48, the arc 40 % of the circle, \"40%\" in the core's 12 px / 600",
                 f"{nodes} {host}")
    page.evaluate("() => document.getElementById('ring').removeAttribute('value')")
    page.wait_for_timeout(100)
    host = page.evaluate(PROGRESS_HOST, "ring")
    if reduced:
        report.check(host["animations"] == [] and host["busy"] == "true" and host["percent"] == "",
                     "progress ring under reduced motion: busy and still, with no animation", str(host))
    else:
        report.check(host["animations"] == [["running", ["transform"]]] and host["busy"] == "true"
                     and host["percent"] == "",
                     "progress ring: indeterminate, the arc turns as one running Web Animation of transform", str(host))
    page.close()


def check_progress_reduced(report, context, server):
    check_progress_ring(report, context, server, {"reduced_motion": "reduce"})


def check_progress_edges(report, context, server):
    page = fresh(context, server)
    page.set_viewport_size({"width": 800, "height": 600})
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.evaluate(PROGRESS_INSERT, [{"label": "Far away", "show-delay": "0", "enter-duration": "0",
                                     "length": "200"}, "far", "distant"])
    wait_for(page, progress_shown("distant"), "the far progress's role")
    page.wait_for_timeout(200)
    host = page.evaluate(PROGRESS_HOST, "distant")
    report.check(host["animations"] == [["paused", ["transform"]]],
                 "LDG-7 progress: out of view the indeterminate segment is paused", str(host["animations"]))
    page.evaluate("() => document.getElementById('distant').scrollIntoView()")
    ok = wait_for(page, """() => document.getElementById('distant').shadowRoot.querySelector('.indicator')
        .getAnimations().every((a) => a.playState === 'running')""", "running", 3000)
    report.check(ok, "LDG-7 progress: back in view the segment runs again")
    bad = page.evaluate(PROGRESS_INSERT, [{"label": "Odd", "value": "abc", "max": "-1", "variant": "donut",
                                           "show-label": "maybe", "length": "wide", "line-width": "0",
                                           "show-delay": "soon"}, "here", "odd"])
    wait_for(page, progress_shown("odd"), "the odd progress's role")
    host = page.evaluate(PROGRESS_HOST, "odd")
    properties = page.evaluate("""() => { const e = document.getElementById('odd');
        return [e.value, e.max, e.variant, e.showLabel, e.length, e.lineWidth, e.showDelay,
                document.getElementById('here').clientWidth]; }""")
    offered = properties.pop()
    warnings = page.evaluate("() => window.warnings.filter((w) => w.startsWith('tanrei-progress'))")
    report.check(errors == [] and host["busy"] == "true" and host["width"] == offered and host["height"] == 8
                 and 300 <= host["since"] < 1500 and properties == [None, 1, "donut", True, None, 0, None],
                 "progress: bad attributes fall back (indeterminate, max 1, a bar filling the width offered, the token's delay)",
                 f"{host} {properties} {errors}")
    report.check(all(any(text in w for w in warnings) for text in
                     ("value-not-finite", "max=\"-1\"", "variant=\"donut\"", "show-label=\"maybe\"",
                      "length=\"wide\"", "invalid-show-delay")),
                 "progress: each bad attribute gets a debug warning", str(warnings[:10]))
    page.evaluate("() => { document.getElementById('there').dir = 'rtl'; document.getElementById('there').style.width = '500px'; }")
    page.evaluate(PROGRESS_INSERT, [{"label": "Right to left", "value": "0.4", "show-delay": "0",
                                     "enter-duration": "0"}, "there", "rtl"])
    wait_for(page, progress_shown("rtl"), "the rtl progress's role")
    page.wait_for_timeout(100)
    host = page.evaluate(PROGRESS_HOST, "rtl")
    report.check(host["width"] == 500 and host["indicatorWidth"] == "200px" and host["indicator"] == "translateX(300px)",
                 "LDG-17 progress: a bar without length fills the 500 px offered; in rtl it fills from the right",
                 str(host))
    page.evaluate("() => { document.getElementById('there').style.width = '400px'; }")
    followed = wait_for(page, """() => document.getElementById('rtl').shadowRoot.querySelector('.indicator')
        .style.width === '160px'""", "the bar following its container", 3000)
    page.evaluate("""() => { const e = document.getElementById('rtl'); e.length = 100; }""")
    page.wait_for_timeout(100)
    fixed = page.evaluate(PROGRESS_HOST, "rtl")
    page.evaluate("() => document.getElementById('rtl').removeAttribute('length')")
    refilled = wait_for(page, """() => document.getElementById('rtl').getBoundingClientRect().width === 400
        && document.getElementById('rtl').shadowRoot.querySelector('.indicator').style.width === '160px'""",
                        "the bar filling again", 3000)
    report.check(followed and fixed["width"] == 100 and fixed["indicatorWidth"] == "40px" and refilled,
                 "progress: the filling bar follows its container; length=\"100\" fixes it, removing length fills again",
                 f"{followed} {fixed} {refilled}")
    page.close()


SPINNER_INSERT = """([attributes, where]) => {
  const element = document.createElement('tanrei-spinner');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.id = 'spinner';
  window.insertedAt = performance.now();
  document.getElementById(where || 'here').append(element);
  const box = element.getBoundingClientRect();
  return { role: element.getAttribute('role'), hidden: element.getAttribute('aria-hidden'),
           label: element.getAttribute('aria-label'), busy: element.getAttribute('aria-busy'),
           width: box.width, height: box.height,
           visibility: getComputedStyle(element.shadowRoot.querySelector('.frame')).visibility };
}"""

SPINNER_HOST = """() => {
  const element = document.getElementById('spinner');
  const root = element.shadowRoot;
  const svg = root.querySelector('svg');
  const arc = root.querySelector('.arc');
  const box = element.getBoundingClientRect();
  return { role: element.getAttribute('role'), hidden: element.getAttribute('aria-hidden'),
           label: element.getAttribute('aria-label'), busy: element.getAttribute('aria-busy'),
           values: [...element.attributes].map((a) => a.name).filter((n) => n.startsWith('aria-value')),
           width: box.width, height: box.height, since: performance.now() - window.insertedAt,
           tabIndex: element.tabIndex,
           visibility: getComputedStyle(root.querySelector('.frame')).visibility,
           direction: getComputedStyle(root.querySelector('.frame')).direction,
           strokeWidth: Number(arc.getAttribute('stroke-width')), radius: Number(arc.getAttribute('r')),
           dash: arc.getAttribute('stroke-dasharray'), arcTransform: arc.getAttribute('transform'),
           pose: svg.style.transform,
           trackStroke: root.querySelector('.track').style.stroke, arcStroke: arc.style.stroke,
           animations: svg.getAnimations().map((a) => ({ state: a.playState,
             duration: a.effect.getTiming().duration, iterations: a.effect.getTiming().iterations,
             easing: a.effect.getTiming().easing,
             frames: a.effect.getKeyframes().map((k) => k.transform) })) };
}"""

SPINNER_DELAY_MS = 2000

SPINNER_SHOWN = "() => document.getElementById('spinner').getAttribute('role') === 'progressbar'"


def check_spinner(report, context, server, media=None):
    reduced = bool(media)
    tag = "reduced motion: " if reduced else ""
    page = fresh(context, server, media)
    cdp = context.new_cdp_session(page)
    first = page.evaluate(SPINNER_INSERT, [{"label": "Loading the inbox", "size": "base",
                                            "show-delay": str(SPINNER_DELAY_MS)}, "here"])
    report.check(first["role"] is None and first["label"] is None and first["busy"] is None
                 and first["hidden"] == "true" and first["visibility"] == "hidden"
                 and first["width"] == 24 and first["height"] == 24,
                 f"spinner {tag}during the delay: aria-hidden, no role, name or busy, nothing drawn, "
                 "the 24 x 24 box kept", str(first))
    page.wait_for_timeout(300)
    during = progressbars(cdp)
    host = page.evaluate(SPINNER_HOST)
    report.check(during == [] and host["since"] < SPINNER_DELAY_MS,
                 f"spinner {tag}nothing in the accessibility tree during the delay",
                 f"{during} at {host['since']:.0f} ms")
    wait_for(page, SPINNER_SHOWN, "the spinner's role")
    host = page.evaluate(SPINNER_HOST)
    nodes = progressbars(cdp)
    # The core's node (Spinner.resolve): a progressbar named by the label, busy, with no value.
    report.check(host["since"] >= SPINNER_DELAY_MS and len(nodes) == 1
                 and nodes[0]["name"] == "Loading the inbox" and nodes[0]["busy"]
                 and nodes[0]["value"] is None and not nodes[0]["valuetext"],
                 f"spinner {tag}after the delay exactly one progressbar, named by the label, busy, no value",
                 f"{nodes} at {host['since']:.0f} ms")
    report.check(host["role"] == "progressbar" and host["label"] == "Loading the inbox"
                 and host["busy"] == "true" and host["hidden"] is None and host["values"] == []
                 and host["visibility"] == "visible" and host["tabIndex"] == -1,
                 f"spinner {tag}host role=progressbar, aria-label, aria-busy=true, no aria-value*, not hidden,"
                 " not focusable",
                 str(host))
    # Appetite UI's base: outer radius 12, inner 8.64, so a ring 3.36 wide centred at 10.32, and
    # a dash of 270/360 of that circle from 12 o'clock.
    circumference = 2 * 3.141592653589793 * 10.32
    dash = [float(x) for x in (host["dash"] or "0 0").split()]
    report.check(abs(host["strokeWidth"] - 3.36) < 1e-6 and abs(host["radius"] - 10.32) < 1e-6
                 and abs(dash[0] - circumference * 0.75) < 1e-3 and abs(dash[1] - circumference) < 1e-3
                 and host["arcTransform"] == "rotate(-90 12 12)",
                 f"spinner {tag}a track and a 270° arc at inner radius 0.72, from 12 o'clock", str(host))
    report.check(host["trackStroke"].startswith("var(--tanrei-comp-spinner-track-color, rgb(233 233 234")
                 and host["arcStroke"].startswith("var(--tanrei-comp-spinner-indicator-color, rgb(21 93 252"),
                 f"spinner {tag}colours are Appetite UI's tokens behind their custom properties",
                 f"{host['trackStroke']} / {host['arcStroke']}")
    if reduced:
        report.check(host["animations"] == [] and host["pose"] == "rotate(0deg)",
                     "spinner under reduced motion: a still arc, no animation", str(host))
        page.emulate_media(reduced_motion="no-preference")
        ok = wait_for(page, """() => document.getElementById('spinner').shadowRoot.querySelector('svg')
            .getAnimations().some((a) => a.playState === 'running')""", "the turn", 3000)
        report.check(ok, "spinner follows reduced motion live: off brings the turn back")
    else:
        turn = host["animations"]
        report.check(len(turn) == 1 and turn[0]["state"] == "running" and turn[0]["duration"] == 640
                     and turn[0]["iterations"] == float("inf")
                     and turn[0]["easing"] in ("linear", "cubic-bezier(0, 0, 1, 1)")
                     and turn[0]["frames"] == ["rotate(0deg)", "rotate(360deg)"],
                     "spinner: the turn is one running Web Animation of transform, 640 ms a turn, linear",
                     str(turn))
        page.emulate_media(reduced_motion="reduce")
        ok = wait_for(page, """() => { const e = document.getElementById('spinner');
            const svg = e.shadowRoot.querySelector('svg');
            return svg.getAnimations().length === 0 && svg.style.transform === 'rotate(0deg)'
              && getComputedStyle(e.shadowRoot.querySelector('.frame')).visibility === 'visible'; }""",
                      "the arc still", 3000)
        report.check(ok, "spinner follows reduced motion live: on stills the arc, still drawn")
    page.close()


def check_spinner_reduced(report, context, server):
    check_spinner(report, context, server, {"reduced_motion": "reduce"})


def check_spinner_sizes(report, context, server):
    page = fresh(context, server)
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    cases = [["sm", 16, 2.24], ["md", 20, 2.8], ["base", 24, 3.36], ["lg", 32, 4.48], [None, 16, 2.24],
             ["huge", 16, 2.24], ["", 16, 2.24]]
    boxes = page.evaluate("""async (cases) => {
      const made = cases.map(([size]) => {
        const e = document.createElement('tanrei-spinner');
        e.setAttribute('label', 'Loading');
        if (size !== null) e.setAttribute('size', size);
        document.getElementById('here').append(e);
        return e;
      });
      return made.map((e) => { const box = e.getBoundingClientRect();
        return [box.width, box.height, Number(e.shadowRoot.querySelector('.arc').getAttribute('stroke-width'))]; });
    }""", cases)
    wrong = [f"{c[0]}: {b}" for c, b in zip(cases, boxes)
             if b[0] != c[1] or b[1] != c[1] or abs(b[2] - c[2]) > 1e-6]
    report.check(not wrong, "spinner: sm 16, md 20, base 24, lg 32, absent sm; unknown and empty fall back to sm,"
                 " the ring 28 % of the radius", "; ".join(wrong))
    page.evaluate("""() => { const e = document.createElement('tanrei-spinner');
        e.setAttribute('show-delay', 'abc'); e.setAttribute('entrance', 'spin');
        e.setAttribute('enter-duration', '-5'); e.id = 'spinner'; window.insertedAt = performance.now();
        document.getElementById('here').append(e); }""")
    wait_for(page, SPINNER_SHOWN, "the spinner's role")
    host = page.evaluate(SPINNER_HOST)
    report.check(300 <= host["since"] < 1500 and host["label"] is None,
                 "spinner: show-delay=\"abc\" takes the 300 ms token; no label is a nameless progressbar",
                 f"{host['since']:.0f} ms, {host['label']}")
    warnings = page.evaluate("() => window.warnings.filter((w) => w.startsWith('tanrei-spinner'))")
    report.check(errors == [] and all(any(code in w for w in warnings) for code in (
        "unknown-size", "invalid-show-delay", "unknown-entrance", "invalid-enter-duration", "empty-label")),
                 "spinner: unknown size, bad show-delay, unknown entrance, negative enter-duration and no label "
                 "each get a debug warning, with no page error", f"{warnings[:10]} {errors}")
    properties = page.evaluate("""() => { const e = document.getElementById('spinner');
        const before = [e.size, e.label, e.showDelay];
        e.size = 'lg'; e.label = 'Syncing'; e.showDelay = 0;
        return [before, e.getAttribute('size'), e.getAttribute('label'), e.getAttribute('show-delay'),
                e.getBoundingClientRect().width, e.getAttribute('aria-label')]; }""")
    report.check(properties == [[None, "", None], "lg", "Syncing", "0", 32, "Syncing"],
                 "spinner: size, label and showDelay reflect their attributes", str(properties))
    page.close()


def check_spinner_view(report, context, server):
    page = fresh(context, server)
    page.set_viewport_size({"width": 800, "height": 600})
    page.evaluate(SPINNER_INSERT, [{"label": "Far away"}, "far"])
    wait_for(page, SPINNER_SHOWN, "the far spinner's role")
    host = page.evaluate(SPINNER_HOST)
    report.check(300 <= host["since"] < 1500, "spinner: the delay counts out of view",
                 f"{host['since']:.0f} ms")
    report.check(host["animations"] and all(a["state"] == "paused" for a in host["animations"]),
                 "LDG-7 spinner: out of view the turn is paused", str(host["animations"]))
    page.evaluate("() => document.getElementById('spinner').scrollIntoView()")
    ok = wait_for(page, """() => { const a = document.getElementById('spinner').shadowRoot
        .querySelector('svg').getAnimations(); return a.length === 1 && a[0].playState === 'running'; }""",
                  "running", 3000)
    report.check(ok, "LDG-7 spinner: back in view the turn runs again")
    page.evaluate("() => document.getElementById('spinner').remove()")
    page.evaluate("() => { document.getElementById('here').dir = 'rtl'; }")
    page.evaluate(SPINNER_INSERT, [{"label": "RTL", "show-delay": "0", "enter-duration": "0"}, "here"])
    page.wait_for_timeout(100)
    host = page.evaluate(SPINNER_HOST)
    mirrored = page.evaluate("""() => { const e = document.getElementById('spinner');
        const svg = e.shadowRoot.querySelector('svg'); svg.getAnimations().forEach((a) => a.pause());
        return [getComputedStyle(e).direction, getComputedStyle(svg).transform]; }""")
    report.check(mirrored[0] == "rtl" and host["direction"] == "ltr" and host["arcTransform"] == "rotate(-90 8 8)"
                 and host["animations"] and host["animations"][0]["frames"] == ["rotate(0deg)", "rotate(360deg)"],
                 "LDG-8/LDG-17 spinner: in an rtl ancestor the drawing is ltr and turns clockwise",
                 f"{mirrored} {host['direction']} {host['arcTransform']}")
    page.close()


def check_direction(report, context, server):
    page = fresh(context, server)
    page.evaluate("() => { document.getElementById('here').dir = 'rtl'; }")
    page.evaluate(INSERT, [{"label": "RTL", "show-delay": "0", "enter-duration": "0"}, "here"])
    page.wait_for_timeout(100)
    matrix = page.evaluate("""() => { const e = document.getElementById('subject');
        e.shadowRoot.querySelector('svg').getAnimations().forEach((a) => a.pause());
        return [getComputedStyle(e).direction,
                getComputedStyle(e.shadowRoot.querySelector('.frame')).direction,
                e.shadowRoot.querySelector('circle').getAttribute('transform')]; }""")
    report.check(matrix[0] == "rtl" and matrix[1] == "ltr" and matrix[2].startswith("rotate(-90"),
                 "LDG-8/LDG-17 in an rtl ancestor the drawing is not mirrored", str(matrix))
    page.close()


def check_memory(report, context, server):
    page = fresh(context, server)
    result = page.evaluate("""async () => {
      const bytes = await (await fetch('/tanrei-core.wasm')).arrayBuffer();
      let core;
      const { instance } = await WebAssembly.instantiate(bytes, { env: { tanrei_parse_double:
        (p, n) => Number(new TextDecoder().decode(new Uint8Array(core.memory.buffer, p, n))) } });
      core = instance.exports;
      const sizes = [];
      let t = 0, failures = 0;
      for (let i = 0; i < 10000; i++) {
        const h = core.tanrei_element_create(i % 2, i % 2);
        if (core.tanrei_element_apply(h, 0, t) !== 0) failures++;
        core.tanrei_element_state(h, t + 100);
        if (core.tanrei_element_apply(h, 1, t + 150) !== 0) failures++;
        if (core.tanrei_element_destroy(h) !== 0) failures++;
        t += 200;
        if (i === 999 || i === 9999) sizes.push(core.memory.buffer.byteLength);
      }
      // Hostile calls: none may trap.
      let trapped = null;
      try {
        for (const h of [0, -1, 2147483647, -2147483648]) {
          core.tanrei_element_apply(h, 0, 0); core.tanrei_element_state(h, 0); core.tanrei_element_destroy(h);
        }
        const h = core.tanrei_element_create(0, 0);
        for (const t of [NaN, Infinity, -Infinity, 1e308, -1e308, 5e-324])
          { core.tanrei_element_apply(h, 0, t); core.tanrei_element_state(h, t); }
        core.tanrei_element_set_attributes(h, 2e9, 0, 0, 0, 0, 0, 0, 0);
        core.tanrei_element_set_attributes(h, -1, -1, -1, -1, -1, -1, -1, 0);
        core.tanrei_element_parse_time(1 << 30); core.tanrei_input(-5); core.tanrei_input(1 << 30);
        core.tanrei_element_create(7, 9); core.tanrei_element_apply(h, 42, 0);
      } catch (error) { trapped = String(error); }
      const before = window.tanreiCoreMemory();
      for (let i = 0; i < 10000; i++) {
        const e = document.createElement('tanrei-loading-indicator');
        e.setAttribute('label', 'Loading ' + i);
        document.body.append(e);
        e.remove();
      }
      return { sizes, failures, trapped, before, after: window.tanreiCoreMemory() };
    }""")
    print(f"     memory after 1,000 and 10,000 cycles: {result['sizes']}; element instance "
          f"{result['before']} -> {result['after']} bytes", flush=True)
    report.check(result["failures"] == 0 and result["sizes"][0] == result["sizes"][1],
                 "memory flat after 10,000 create/insert/remove/destroy", str(result))
    report.check(result["before"] == result["after"],
                 "memory flat after 10,000 elements connected and disconnected", str(result))
    report.check(result["trapped"] is None, "no trap on hostile calls", str(result["trapped"]))
    page.close()


def check_release_quiet(report, context, server):
    for query, expect in (("", False), ("?debug", True)):
        page = context.new_page()
        page.goto(f"http://127.0.0.1:{server.server_port}/release.html{query}", timeout=WAIT_MS)
        wait_for(page, "() => window.tanreiReady === true", "the module")
        page.wait_for_timeout(100)
        warnings = page.evaluate("() => window.warnings")
        what = ("with globalThis.TANREI_DEBUG a release build warns" if expect
                else "a release build says nothing on the console")
        report.check(bool(warnings) == expect and (not expect or any("unknown-size" in w for w in warnings)),
                     f"LDG-9/LDG-10/LDG-14 {what}", str(warnings))
        page.close()


CONFORMANCE = Path(__file__).resolve().parent.parent / "specs" / "conformance"

# What each scenario's props become as attributes, as a product would write them.
PROP_ATTRIBUTES = {"label": "label", "size": "size", "contained": "contained",
                   "showDelay": "show-delay", "entrance": "entrance", "enterDuration": "enter-duration"}

SAMPLE = """(t) => {
  // The animations run on document.timeline, with the start times the element took from the
  // plan on the page's (fake) clock; each is evaluated at t on that clock, then held there.
  const element = window.subject;
  const frame = element.shadowRoot.querySelector('.frame');
  const svg = element.shadowRoot.querySelector('svg');
  for (const animation of [...frame.getAnimations(), ...svg.getAnimations()]) {
    if (animation.playState === 'running') animation.sampledFrom = animation.startTime;
    else if (animation.currentTime !== animation.heldAt) animation.sampledFrom = undefined;
    if (animation.sampledFrom === undefined) continue;
    animation.pause();
    animation.currentTime = Math.max(0, t - animation.sampledFrom);
    animation.heldAt = animation.currentTime;
  }
  const turn = svg.getAnimations()[0];
  const style = getComputedStyle(frame);
  const matrix = new DOMMatrix(getComputedStyle(svg).transform);
  const scale = new DOMMatrix(style.transform);
  const box = element.getBoundingClientRect();
  return {
    connected: element.isConnected, exposed: element.getAttribute('role') === 'progressbar', name: element.getAttribute('aria-label'),
    hiddenParts: style.visibility === 'hidden', opacity: Number(style.opacity), scale: scale.a,
    rotation: ((Math.atan2(matrix.b, matrix.a) * 180 / Math.PI) + 360) % 360,
    markOpacity: Number(getComputedStyle(svg).opacity), width: box.width, height: box.height,
    circle: !element.shadowRoot.querySelector('circle').hasAttribute('stroke-dasharray'),
    turning: Boolean(turn) && turn.sampledFrom !== undefined };
}"""


def check_conformance(report, browser, server):
    """Replays specs/conformance on a fake clock and compares what Chromium draws and exposes."""
    for scenario_file in sorted(CONFORMANCE.glob("LDG-*.json")):
        scenario = json.loads(scenario_file.read_text())
        environment = scenario.get("environment") or {}
        name = scenario_file.stem
        if environment.get("removesAllAnimations"):
            print(f"     {name}: skipped, a web page's reduced motion does not remove every animation")
            continue
        expected = [json.loads(line) for line in
                    scenario_file.with_name(name + ".expected.jsonl").read_text().splitlines() if line]
        context = browser.new_context(
            reduced_motion="reduce" if environment.get("reducedMotion") else "no-preference",
            viewport={"width": 400, "height": 300})
        context.set_default_timeout(WAIT_MS)
        page = context.new_page()
        page.clock.install(time=0)
        page.goto(f"http://127.0.0.1:{server.server_port}/blank.html", timeout=WAIT_MS)
        page.clock.run_for(50)
        wait_for(page, "() => window.tanreiReady === true", "the module")
        page.clock.pause_at(10_000)
        origin = page.evaluate("() => performance.now()")
        now = 0.0

        def advance(to):
            nonlocal now
            if to > now:
                page.clock.run_for(int(round(to - now)))
                now = to

        def attributes(props):
            result = {}
            for key, value in props.items():
                attribute = PROP_ATTRIBUTES.get(key)
                if attribute is None or value is None:
                    continue
                if isinstance(value, bool):
                    if value:
                        result[attribute] = ""
                elif isinstance(value, float) and value in (float("inf"), float("-inf")):
                    result[attribute] = "Infinity" if value > 0 else "-Infinity"
                else:
                    result[attribute] = str(value)
            return result

        props = scenario.get("props") or {}
        events = sorted(scenario["events"], key=lambda event: event["at"])
        samples = list(zip(scenario["samples"], expected))
        mismatches = []
        steps = [(event["at"], 0, event) for event in events] + [(t, 1, line) for t, line in samples]
        for at, kind, item in sorted(steps, key=lambda step: (step[0], step[1])):
            advance(at)
            page.wait_for_timeout(30)
            if kind == 0:
                action = item["do"]
                if action == "insert":
                    page.evaluate("""(attributes) => {
                      let element = window.subject;
                      if (!element) {
                        element = window.subject = document.createElement('tanrei-loading-indicator');
                        element.id = 'subject';
                        for (const [k, v] of Object.entries(attributes)) element.setAttribute(k, v);
                      }
                      document.getElementById('here').append(element); }""", attributes(props))
                elif action == "remove":
                    page.evaluate("() => window.subject.remove()")
                elif action == "hide":
                    page.evaluate("() => window.scrollTo(0, 2000)")
                elif action == "show":
                    page.evaluate("() => window.scrollTo(0, 0)")
                elif action == "direction":
                    page.evaluate("(d) => { document.getElementById('here').dir = d; }", item["value"])
                elif action == "set":
                    changed = attributes(item.get("props") or {})
                    page.evaluate("""(attributes) => { const e = window.subject;
                      for (const [k, v] of Object.entries(attributes)) e.setAttribute(k, v); }""", changed)
                # The page's observers answer in real time, on the paused clock.
                page.wait_for_timeout(120)
                continue
            line = item
            got = page.evaluate(SAMPLE, origin + at)
            want_exposed = line["accessibility"] is not None
            drawn = line["drawn"]
            opacity = 0 if got["hiddenParts"] else got["opacity"]
            differences = []
            if got["exposed"] != want_exposed:
                differences.append(f"exposed {got['exposed']} ≠ {want_exposed}")
            if want_exposed and got["name"] != (line["accessibility"]["name"] or None):
                differences.append(f"name {got['name']!r} ≠ {line['accessibility']['name']!r}")
            if line["phase"] != "absent" and (got["width"], got["height"]) != (line["box"]["width"], line["box"]["height"]):
                differences.append(f"box {got['width']}×{got['height']} ≠ {line['box']}")
            if line["phase"] == "absent":
                # Removed: out of the document, so nothing of it is drawn.
                if got["connected"]:
                    differences.append("still in the document while absent")
            elif drawn == got["hiddenParts"]:
                differences.append(f"parts hidden {got['hiddenParts']} while drawn is {drawn}")
            if drawn:
                if abs(opacity - line["opacity"]) > 0.01:
                    differences.append(f"opacity {opacity:.4f} ≠ {line['opacity']}")
                if abs(got["scale"] - line["scale"]) > 0.01:
                    differences.append(f"scale {got['scale']:.4f} ≠ {line['scale']}")
                if line["mark"] == "arc":
                    turn = (got["rotation"] - line["rotation"] + 180) % 360 - 180
                    if abs(turn) > 0.5 or got["circle"]:
                        differences.append(f"rotation {got['rotation']:.2f} ≠ {line['rotation']}")
                if line["mark"] == "circle" and (not got["circle"] or abs(got["markOpacity"] - line["markOpacity"]) > 0.01):
                    differences.append(f"circle at {got['markOpacity']:.4f} ≠ {line['markOpacity']}")
                if line["mark"] == "arc" and got["turning"] != line["animating"]:
                    differences.append(f"turning {got['turning']} ≠ animating {line['animating']}")
            if differences:
                mismatches.append(f"t={at}: " + ", ".join(differences))
        report.check(not mismatches, f"{name}: Chromium draws and exposes what the expected lines say",
                     "; ".join(mismatches))
        context.close()


def check_gallery(report, context, server, artifacts, axe):
    for width in WIDTHS:
        page = context.new_page()
        page.set_viewport_size({"width": width, "height": 900})
        page.goto(f"http://127.0.0.1:{server.server_port}/gallery.html", timeout=WAIT_MS)
        wait_for(page, "() => window.tanreiReady === true", "the module")
        wait_for(page, """() => [...document.querySelectorAll('tanrei-loading-indicator, tanrei-progress')]
            .every((e) => e.getAttribute('role') === 'progressbar')""", "every indicator and progress shown")
        page.wait_for_timeout(400)
        wide = page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth")
        report.check(wide <= 0, f"gallery at {width} px: no sideways scrolling", f"{wide} px too wide")
        if axe is not None:
            results = axe.run(page)
            violations = results.response.get("violations", [])
            report.check(not violations, f"gallery at {width} px: axe-core finds no violation",
                         "; ".join(f"{v['id']} ({len(v['nodes'])})" for v in violations))
        # The turn is paused for a stable picture.
        page.evaluate("""() => document.querySelectorAll('tanrei-loading-indicator').forEach((e) =>
            e.shadowRoot.querySelectorAll('*').forEach((n) => n.getAnimations().forEach((a) => {
              a.pause(); a.currentTime = a.effect.getTiming().duration * 0.125; })))""")
        path = artifacts / f"gallery-{width}.png"
        page.screenshot(path=str(path), full_page=True)
        report.check(path.exists(), f"gallery at {width} px: screenshot kept", str(path))
        page.close()


CELL = 72
COLUMNS = 10


def shoot_fixtures(browser, server, fixtures, shots):
    """Draws the fixtures, grouped by scale and media, each at 8 px into a cell of a grid."""
    shots.mkdir(parents=True, exist_ok=True)
    groups = {}
    for fixture in fixtures:
        key = (fixture["scale"], fixture["dark"], fixture["reducedMotion"])
        groups.setdefault(key, []).append(fixture)
    manifest = []
    for (scale, dark, reduced), members in sorted(groups.items()):
        rows = (len(members) + COLUMNS - 1) // COLUMNS
        context = browser.new_context(
            device_scale_factor=scale, color_scheme="dark" if dark else "light",
            reduced_motion="reduce" if reduced else "no-preference",
            viewport={"width": COLUMNS * CELL, "height": rows * CELL})
        context.set_default_timeout(WAIT_MS)
        page = context.new_page()
        page.goto(f"http://127.0.0.1:{server.server_port}/fixtures.html", timeout=WAIT_MS)
        wait_for(page, "() => window.tanreiReady === true", "the module")
        placed = page.evaluate("""async ([members, cell, columns]) => {
          const made = members.map((fixture, index) => {
            const element = document.createElement('tanrei-loading-indicator');
            element.setAttribute('label', 'Loading');
            element.setAttribute('size', fixture.size);
            element.setAttribute('show-delay', '0');
            if (fixture.entrance) element.setAttribute('entrance', fixture.entrance);
            else element.setAttribute('enter-duration', '0');
            if (fixture.contained) element.setAttribute('contained', '');
            element.style.position = 'absolute';
            element.style.left = `${(index % columns) * cell + 8}px`;
            element.style.top = `${Math.floor(index / columns) * cell + 8}px`;
            document.body.append(element);
            return element;
          });
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          return made.map((element, index) => {
            for (const node of element.shadowRoot.querySelectorAll('*')) {
              for (const animation of node.getAnimations()) {
                animation.pause();
                animation.currentTime = members[index].time;
                // Held as a style rather than a paused animation: a composited animation's
                // layer is drawn at its full size and resampled, which blurs a scaled edge.
                animation.commitStyles();
                animation.cancel();
              }
            }
            return element.getAttribute('role');
          });
        }""", [members, CELL, COLUMNS])
        page.wait_for_timeout(100)
        name = f"fixtures-{'dark' if dark else 'light'}-{'reduced' if reduced else 'full'}@{scale}x.png"
        page.screenshot(path=str(shots / name), omit_background=True)
        for index, fixture in enumerate(members):
            manifest.append({"id": fixture["id"], "scale": scale, "file": name, "shown": placed[index],
                             "x": (index % COLUMNS) * CELL, "y": (index // COLUMNS) * CELL})
        context.close()
    (shots / "shots.json").write_text(json.dumps(manifest, indent=1))
    return manifest


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--web", required=True, help="the folder scripts/build-web --debug wrote")
    parser.add_argument("--artifacts", default="artifacts/web", help="where screenshots go")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--deadline", type=int, default=300, help="seconds for the whole run")
    parser.add_argument("--fixtures", help="a JSON list of fixtures to draw")
    parser.add_argument("--shots", help="where the fixtures' pictures go")
    arguments = parser.parse_args()

    signal.signal(signal.SIGALRM, lambda *_: (print("check-web: deadline passed", flush=True), os._exit(2)))
    signal.alarm(arguments.deadline)

    web = Path(arguments.web)
    if not (web / "index.js").exists() or not (web / "tanrei-core.wasm").exists():
        print(f"check-web: {web} has no index.js and tanrei-core.wasm; run scripts/build-web --debug")
        return 2
    chromium = shutil.which(arguments.chromium) or arguments.chromium
    if not Path(chromium).exists():
        print(f"check-web: no Chromium at {arguments.chromium}")
        return 2
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("check-web: Playwright is missing; make .build/browser-venv")
        return 2
    try:
        from axe_playwright_python.sync_playwright import Axe
        axe = Axe()
    except ImportError:
        axe = None
        print("check-web: axe-playwright-python is missing; the axe-core check is skipped")

    artifacts = Path(arguments.artifacts)
    artifacts.mkdir(parents=True, exist_ok=True)
    server = serve(web)
    report = Report()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
            context = browser.new_context()
            context.set_default_timeout(WAIT_MS)
            for check in (check_delay_then_shown, check_removed_in_delay, check_empty_show_delay,
                          check_bad_input, check_reduced_motion, check_twins, check_move,
                          check_viewport, check_upgrade, check_skeleton, check_skeleton_reduced, check_typing,
                          check_typing_reduced, check_typing_edges, check_progress, check_progress_ring,
                          check_progress_reduced, check_progress_edges, check_direction, check_memory,
                          check_release_quiet):
                try:
                    check(report, context, server)
                except Exception as error:  # noqa: BLE001 — a check that breaks is a failure
                    report.check(False, check.__name__, str(error).splitlines()[0])
            # Appetite UI's spinner.
            for check in (check_spinner, check_spinner_reduced, check_spinner_sizes, check_spinner_view):
                try:
                    check(report, context, server)
                except Exception as error:  # noqa: BLE001 — a check that breaks is a failure
                    report.check(False, check.__name__, str(error).splitlines()[0])
            try:
                check_gallery(report, context, server, artifacts, axe)
            except Exception as error:  # noqa: BLE001
                report.check(False, "gallery", str(error).splitlines()[0])
            try:
                check_conformance(report, browser, server)
            except Exception as error:  # noqa: BLE001
                report.check(False, "conformance", str(error).splitlines()[0])
            if arguments.fixtures and arguments.shots:
                try:
                    fixtures = json.loads(Path(arguments.fixtures).read_text())
                    manifest = shoot_fixtures(browser, server, fixtures, Path(arguments.shots))
                    report.check(all(shot["shown"] == "progressbar" for shot in manifest),
                                 f"{len(manifest)} fixtures drawn with show-delay=\"0\"")
                except Exception as error:  # noqa: BLE001
                    report.check(False, "fixtures", str(error).splitlines()[0])
            browser.close()
    finally:
        server.shutdown()
    print(f"check-web: {report.passed} passed, {len(report.failures)} failed")
    for failure in report.failures:
        print(f"  {failure}")
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
