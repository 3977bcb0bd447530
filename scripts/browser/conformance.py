"""specs/conformance replayed in Chromium on Playwright's fake clock: for each scenario, what the
loading indicator draws and exposes at each sample is what the expected lines say."""

import json
from pathlib import Path

from .harness import WAIT_MS, needs, wait_for

CONFORMANCE = Path(__file__).resolve().parents[2] / "specs" / "conformance"
PROP_ATTRIBUTES = {"label": "label", "size": "size", "contained": "contained",
                   "showDelay": "show-delay", "entrance": "entrance", "enterDuration": "enter-duration"}

SAMPLE = """(t) => {
  // The animations run on document.timeline, with the start times the element took from the
  // module on the page's (fake) clock; each is evaluated at t on that clock, then held there.
  const element = window.subject;
  const frame = element.shadowRoot.querySelector('.frame');
  // The drawing's parts are made at the first show: before it, the frame is all there is.
  const svg = element.shadowRoot.querySelector('svg');
  const marks = svg ? svg.getAnimations() : [];
  for (const animation of [...frame.getAnimations(), ...marks]) {
    if (animation.playState === 'running') animation.sampledFrom = animation.startTime;
    else if (animation.currentTime !== animation.heldAt) animation.sampledFrom = undefined;
    if (animation.sampledFrom === undefined) continue;
    animation.pause();
    animation.currentTime = Math.max(0, t - animation.sampledFrom);
    animation.heldAt = animation.currentTime;
  }
  const turn = marks[0];
  const style = getComputedStyle(frame);
  const matrix = new DOMMatrix(svg ? getComputedStyle(svg).transform : 'none');
  const box = element.getBoundingClientRect();
  return {
    // Its role and name as Chromium computes them (ComputedAccessibilityInfo), none while hidden.
    connected: element.isConnected,
    exposed: getComputedStyle(element).visibility !== 'hidden' && element.computedRole === 'progressbar',
    name: getComputedStyle(element).visibility !== 'hidden' && element.computedName || null,
    hiddenParts: style.visibility === 'hidden',
    opacity: Number(style.opacity), scale: style.scale === 'none' ? 1 : Number(style.scale.split(' ')[0]),
    rotation: ((Math.atan2(matrix.b, matrix.a) * 180 / Math.PI) + 360) % 360,
    markOpacity: svg ? Number(getComputedStyle(svg).opacity) : 0, width: box.width, height: box.height,
    circle: frame.classList.contains('circle'),
    turning: Boolean(turn) && turn.sampledFrom !== undefined };
}"""


def attributes(props):
    """The element's attributes for a scenario's props."""
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


def differences(line, got):
    """How what Chromium shows at a sample differs from the expected line."""
    found = []
    want_exposed = line["accessibility"] is not None
    drawn = line["drawn"]
    opacity = 0 if got["hiddenParts"] else got["opacity"]
    if got["exposed"] != want_exposed:
        found.append(f"exposed {got['exposed']} ≠ {want_exposed}")
    if want_exposed and got["name"] != (line["accessibility"]["name"] or None):
        found.append(f"name {got['name']!r} ≠ {line['accessibility']['name']!r}")
    if line["phase"] != "absent" and (got["width"], got["height"]) != (line["box"]["width"], line["box"]["height"]):
        found.append(f"box {got['width']}×{got['height']} ≠ {line['box']}")
    if line["phase"] == "absent":
        # Removed: out of the document, so nothing of it is drawn.
        if got["connected"]:
            found.append("still in the document while absent")
    elif drawn == got["hiddenParts"]:
        found.append(f"parts hidden {got['hiddenParts']} while drawn is {drawn}")
    if drawn:
        if abs(opacity - line["opacity"]) > 0.01:
            found.append(f"opacity {opacity:.4f} ≠ {line['opacity']}")
        if abs(got["scale"] - line["scale"]) > 0.01:
            found.append(f"scale {got['scale']:.4f} ≠ {line['scale']}")
        if line["mark"] == "arc":
            turn = (got["rotation"] - line["rotation"] + 180) % 360 - 180
            if abs(turn) > 0.5 or got["circle"]:
                found.append(f"rotation {got['rotation']:.2f} ≠ {line['rotation']}")
            if got["turning"] != line["animating"]:
                found.append(f"turning {got['turning']} ≠ animating {line['animating']}")
        if line["mark"] == "circle" and (not got["circle"] or abs(got["markOpacity"] - line["markOpacity"]) > 0.01):
            found.append(f"circle at {got['markOpacity']:.4f} ≠ {line['markOpacity']}")
    return found


def replay(report, browser, server, scenario_file):
    scenario = json.loads(scenario_file.read_text())
    environment = scenario.get("environment") or {}
    name = scenario_file.stem
    if environment.get("removesAllAnimations"):
        print(f"     {name}: not replayed: a web page's reduced motion does not remove every animation")
        return
    expected = [json.loads(line) for line in
                scenario_file.with_name(name + ".expected.jsonl").read_text().splitlines() if line]
    context = browser.new_context(
        reduced_motion="reduce" if environment.get("reducedMotion") else "no-preference",
        viewport={"width": 400, "height": 300})
    context.set_default_timeout(WAIT_MS)
    page = context.new_page()
    page.clock.install(time=0)
    page.goto(server.url("/blank.html"), timeout=WAIT_MS)
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

    props = scenario.get("props") or {}
    events = sorted(scenario["events"], key=lambda event: event["at"])
    samples = list(zip(scenario["samples"], expected))
    mismatches = []
    steps = [(event["at"], 0, event) for event in events] + [(t, 1, line) for t, line in samples]
    for at, kind, item in sorted(steps, key=lambda step: (step[0], step[1])):
        advance(at)
        page.wait_for_timeout(30)
        if kind == 1:
            found = differences(item, page.evaluate(SAMPLE, origin + at))
            if found:
                mismatches.append(f"t={at}: " + ", ".join(found))
            continue
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
            page.evaluate("""(attributes) => { const e = window.subject;
              for (const [k, v] of Object.entries(attributes)) e.setAttribute(k, v); }""",
                          attributes(item.get("props") or {}))
        # The page's observers answer in real time, on the paused clock.
        page.wait_for_timeout(120)
    report.check(not mismatches, f"{name}: Chromium draws and exposes what the expected lines say",
                 "; ".join(mismatches))
    context.close()


@needs("clock")
def conformance_replays(report, engine, server):
    browser = engine.browser
    scenarios = sorted(CONFORMANCE.glob("LDG-*.json"))
    report.check(bool(scenarios), "specs/conformance has scenarios to replay", str(CONFORMANCE))
    for scenario_file in scenarios:
        try:
            replay(report, browser, server, scenario_file)
        except Exception as error:  # noqa: BLE001 — a replay that breaks is a failure
            report.check(False, scenario_file.stem, str(error).splitlines()[0])
