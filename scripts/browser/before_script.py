"""The elements before their script: a server-rendered page, its stylesheet (tanrei.css) loaded
and its script late. HTML and CSS alone hold the contract until the script arrives (the delay,
the role and name, the turn, reduced motion), and the script carries on from there: the box does
not move, the wait and the entrance do not start again, and there is one named progressbar."""

from .harness import IMPORT, progressbars, wait_for

# How late the page's script arrives.
LATE_SECONDS = 2.5

# The HTML @tanrei/react renders on a server: the waiting element, its role and its label as
# its name written ahead; and one written by hand, with neither.
LATE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>late</title>
<link rel="stylesheet" href="/tanrei.css">
<style>body { margin: 0; padding: 16px; font: 16px/1.5 sans-serif; background: #fff; }</style></head><body>
<p>Before <tanrei-loading-indicator id="subject" role="progressbar" aria-label="Loading messages"
  label="Loading messages"></tanrei-loading-indicator> after</p>
<p><tanrei-loading-indicator id="slow" role="progressbar" aria-label="Loading the report"
  label="Loading the report" show-delay="1500" entrance="grow"></tanrei-loading-indicator></p>
<p><tanrei-loading-indicator id="plain" size="large" contained></tanrei-loading-indicator></p>
<p><tanrei-skeleton id="skeleton" width="100" height="12"></tanrei-skeleton> text
  <tanrei-skeleton id="held" width="80" height="10" aria-hidden="true"><svg width="80" height="10"
  aria-hidden="true"></svg></tanrei-skeleton> text</p>
<p id="later"></p>
<script type="module">
  // A client render before the package arrives: the element waits from its insertion.
  setTimeout(() => {
    const element = document.createElement('tanrei-loading-indicator');
    element.id = 'client';
    element.setAttribute('label', 'Loading late');
    element.setAttribute('show-delay', '2000');
    window.clientAt = performance.now();
    document.getElementById('later').append(element);
  }, 1000);
</script>
<script type="module" src="/late-script.js"></script></body></html>
"""

LATE_SCRIPT = IMPORT + """
window.readyAt = performance.now();
// At the moment its module is made, an element its stylesheet showed is still shown.
const subject = document.getElementById('subject');
window.atReady = [getComputedStyle(subject).visibility, window.semantics(subject).role];
"""

PAGES = {"/late.html": LATE, "/late-script.js": LATE_SCRIPT}
DELAYS = {"/late-script.js": LATE_SECONDS}

# What the checks read of each element: whether its script has taken over, its box, what it
# exposes, and what its stylesheet draws (the turning arc is its ::before).
STATE = """() => Object.fromEntries(['subject', 'slow', 'plain', 'client', 'skeleton', 'held'].map((id) => {
  const e = document.getElementById(id);
  if (!e) return [id, null];
  // The layout box, whatever an entrance scales.
  const box = { x: e.offsetLeft, y: e.offsetTop, width: e.offsetWidth, height: e.offsetHeight };
  const before = getComputedStyle(e, '::before');
  const wait = e.getAnimations().find((a) => a.animationName === 'tanrei-wait');
  return [id, { ready: e.matches(':state(ready)'), x: box.x, y: box.y, width: box.width, height: box.height,
    visibility: getComputedStyle(e).visibility, attributes: e.getAttributeNames(),
    rotate: before.rotate, opacity: before.opacity, drawn: before.content !== 'none',
    cssAnimations: e.getAnimations({ subtree: true }).map((a) => a.animationName).filter(Boolean),
    waitBegan: wait ? wait.startTime : null, now: performance.now() }];
}))"""


def load(context, server, media=None):
    page = context.new_page()
    if media:
        page.emulate_media(**media)
    page.goto(server.url("/late.html"), wait_until="commit")
    return page, context.new_cdp_session(page)


def before_the_script(report, context, server):
    page, cdp = load(context, server)
    page.wait_for_function("() => document.getElementById('plain')")
    first = page.evaluate(STATE)
    # The slow one waits 1.5 s: long enough to read the tree within it on a loaded machine.
    bars = progressbars(cdp)
    during = page.evaluate(STATE)["slow"]
    report.check(first["slow"]["visibility"] == "hidden" and during["visibility"] == "hidden"
                 and "Loading the report" not in [b["name"] for b in bars] and not during["ready"],
                 "before the script, LDG-11: during the delay nothing is drawn and nothing is in the accessibility tree",
                 f"{during} {bars}")
    wait_for(page, "() => getComputedStyle(document.getElementById('subject')).visibility === 'visible'",
             "the stylesheet's show")
    shown = page.evaluate(STATE)
    page.wait_for_timeout(150)
    later = page.evaluate(STATE)
    bars = progressbars(cdp)
    subject, plain = later["subject"], later["plain"]
    report.check(not subject["ready"] and [b["name"] for b in bars] == ["Loading messages"]
                 and bars[0]["value"] is None,
                 "before the script, LDG-5: once the delay is over, one progressbar named by its label, with no value",
                 f"{bars} at {subject['now']:.0f} ms")
    report.check(subject["drawn"] and shown["subject"]["rotate"] != subject["rotate"]
                 and "tanrei-turn" in subject["cssAnimations"],
                 "before the script, LDG-1: the arc is drawn and turning",
                 f"{shown['subject']['rotate']} then {subject['rotate']}: {subject['cssAnimations']}")
    report.check(plain["drawn"] and plain["width"] == 48 and plain["height"] == 48 and plain["visibility"] == "visible",
                 "before the script, a hand-written element is drawn too, at its size (large, contained: 48 px)",
                 str(plain))
    # The slow one's delay is its attribute's, where the browser reads typed attributes.
    wait_for(page, "() => getComputedStyle(document.getElementById('slow')).visibility === 'visible'",
             "the slow one's show", 3000)
    slow = page.evaluate(STATE)["slow"]
    report.check(not slow["ready"] and 1500 <= slow["now"] - slow["waitBegan"] < LATE_SECONDS * 1000,
                 "before the script, LDG-14: show-delay=\"1500\" waits 1.5 s", str(slow))

    # The script arrives: each element carries on as it is.
    wait_for(page, "() => window.readyAt !== undefined", "the script", int(LATE_SECONDS * 1000 + 10_000))
    after = page.evaluate(STATE)
    bars = progressbars(cdp)
    subject, slow = after["subject"], after["slow"]
    report.check(all(after[id]["ready"] for id in ("subject", "slow", "plain", "skeleton", "held")),
                 "once its script arrives, each element takes over its drawing", str(after))
    at_ready = page.evaluate("() => window.atReady")
    report.check(at_ready == ["visible", "progressbar"],
                 "an element its stylesheet showed is still shown the moment its script takes over: no flash",
                 str(at_ready))
    report.check(all((after[id]["x"], after[id]["y"], after[id]["width"], after[id]["height"])
                     == (later[id]["x"], later[id]["y"], later[id]["width"], later[id]["height"])
                     for id in ("subject", "slow", "plain", "skeleton", "held")),
                 "LDG-11 the box does not move when the script takes over, a skeleton's included", f"{later} {after}")
    report.check([first[id][k] for id in ("skeleton", "held") for k in ("width", "height")] == [100, 12, 80, 10],
                 "before the script the stylesheet reserves a skeleton's box: from its width and height where the "
                 "browser reads typed attributes, and from the child the React binding renders everywhere",
                 str([first["skeleton"], first["held"]]))
    report.check(subject["attributes"] == first["subject"]["attributes"]
                 and slow["attributes"] == first["slow"]["attributes"],
                 "the script changes none of the server's attributes: hydration finds them as they were",
                 f"{first['subject']['attributes']} → {subject['attributes']}")
    report.check(sorted(b["name"] for b in bars) == ["", "Loading messages", "Loading the report"]
                 and all(b["busy"] for b in bars) and subject["visibility"] == "visible",
                 "once the script runs, LDG-5: one busy progressbar for each shown indicator, named by its label "
                 "(the hand-written one has none)", str(bars))
    # The turn carries on from when the stylesheet's wait began: its cycle starts at that show.
    timing = page.evaluate("""() => { const e = document.getElementById('subject');
        const turn = e.shadowRoot.querySelector('svg').getAnimations()[0];
        return [turn.startTime, turn.effect.getTiming().duration, turn.playState]; }""")
    began = first["subject"]["waitBegan"] if first["subject"]["waitBegan"] is not None else shown["subject"]["waitBegan"]
    offset = ((timing[0] - (began + 300)) % timing[1] + timing[1] / 2) % timing[1] - timing[1] / 2
    report.check(timing[2] == "running" and abs(offset) < 1,
                 "LDG-12/LDG-16 the wait is not started again: the script's turn keeps the cycle the stylesheet "
                 "began at the show, 300 ms after the element was rendered",
                 f"turn from {timing[0]:.1f}, wait began {began}, off by {offset:.2f} ms")
    wait_for(page, """() => { const e = document.getElementById('client');
        return e && window.semantics(e).role === 'progressbar'; }""", "the client's show", 6000)
    client = page.evaluate("""() => [window.clientAt, performance.now(), window.readyAt]""")
    report.check(client[2] < client[0] + 2000 <= client[1] < client[0] + 2600,
                 "LDG-11 an element rendered before the script waits from its insertion, however late the script",
                 f"inserted at {client[0]:.0f}, script ready at {client[2]:.0f}, shown by {client[1]:.0f}")
    page.close()


def before_the_script_reduced(report, context, server):
    page, cdp = load(context, server, {"reduced_motion": "reduce"})
    wait_for(page, "() => getComputedStyle(document.getElementById('subject')).visibility === 'visible'",
             "the stylesheet's show")
    page.wait_for_timeout(100)
    state = page.evaluate(STATE)
    report.check("tanrei-pulse" in state["subject"]["cssAnimations"] and "tanrei-turn" not in state["subject"]["cssAnimations"]
                 and [b["name"] for b in progressbars(cdp)] == ["Loading messages"],
                 "before the script, LDG-4/LDG-15: under reduced motion the delay is kept, and a circle pulses",
                 str(state["subject"]))
    wait_for(page, "() => getComputedStyle(document.getElementById('slow')).visibility === 'visible'",
             "the slow one's show", 3000)
    slow = page.evaluate(STATE)["slow"]
    report.check("tanrei-grow" not in slow["cssAnimations"] and "tanrei-fade" in slow["cssAnimations"],
                 "before the script, LDG-13: under reduced motion grow enters as fade", str(slow["cssAnimations"]))
    page.close()


CHECKS = [before_the_script, before_the_script_reduced]
