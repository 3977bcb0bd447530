"""The elements before their script: a server-rendered page, its stylesheet (tanrei.css) loaded
and its script late. HTML and CSS alone hold the contract until the script arrives (the delay,
the role and name, the turn, reduced motion), and the script carries on from there: the box does
not move, the wait and the entrance do not start again, and there is one named progressbar."""

from .harness import IMPORT, SHOWN_FUNCTION, progressbars, settled, wait_for
from .pages import RECORD

# How late the page's script arrives.
LATE_SECONDS = 2.5

# The HTML @tanrei/react renders on a server: the waiting element, its role and its label as
# its name written ahead; and one written by hand, with neither; skeletons, one holding its box
# by the child the React binding renders.
LATE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>late</title>
""" + RECORD + """
<link rel="stylesheet" href="/tanrei.css">
<style>body { margin: 0; padding: 16px; font: 16px/1.5 sans-serif; background: #fff; }</style></head><body>
<p>Before <tanrei-loading-indicator id="subject" role="progressbar" aria-label="Loading messages"
  label="Loading messages"></tanrei-loading-indicator> after</p>
<p><tanrei-loading-indicator id="slow" role="progressbar" aria-label="Loading the report"
  label="Loading the report" show-delay="1500" entrance="grow"></tanrei-loading-indicator></p>
<p><tanrei-loading-indicator id="plain" size="large" contained></tanrei-loading-indicator></p>
<p><tanrei-loading-indicator id="instant" role="progressbar" aria-label="Loading at once"
  label="Loading at once" show-delay="0"></tanrei-loading-indicator></p>
<p><tanrei-skeleton id="held" width="80" height="10" aria-hidden="true"><svg width="80" height="10"
  aria-hidden="true"></svg></tanrei-skeleton> text</p>
<p id="later"></p>
<p><tanrei-skeleton id="skeleton" width="100" height="12"></tanrei-skeleton> text</p>
<script type="module">
  // Whether the stylesheet reads typed attributes here (a show-delay, a skeleton's size).
  window.typed = CSS.supports('animation-delay: attr(show-delay ms, 0ms)');
  // A client render before the package arrives: the element waits from its insertion.
  setTimeout(() => {
    const element = document.createElement('tanrei-loading-indicator');
    element.id = 'client';
    element.setAttribute('label', 'Loading late');
    element.setAttribute('show-delay', '2000');
    window.clientAt = performance.now();
    document.getElementById('later').append(element);
    // When its script shows it, frame by frame.
    const look = () => {
      if (window.shown?.(element)) window.clientShown = performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, 1000);
  // The page's script, late, as a page's own bundle arrives after its HTML is drawn.
  setTimeout(async () => {
    """ + IMPORT + """
    window.readyAt = performance.now();
    // At the moment its module is made, an element its stylesheet showed is still shown.
    const subject = document.getElementById('subject');
    window.atReady = [getComputedStyle(subject).visibility, window.shown(subject)];
  }, """ + str(int(LATE_SECONDS * 1000)) + """);
</script></body></html>
"""

# A page without tanrei.css: nothing is drawn before the script, and an element inserted once it
# is defined, while its module is still being made (the page kept busy meanwhile), counts its delay
# from its insertion. (One in the HTML before its script counts it from its definition: without the
# stylesheet nothing marks when it was parsed.)
BARE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare</title>
""" + RECORD + """</head><body>
<p id="here"></p>
<script type="module">
  """ + SHOWN_FUNCTION + """
  await import('/components/loading-indicator.js');
  const element = document.createElement('tanrei-loading-indicator');
  element.setAttribute('label', 'Loading without a stylesheet');
  element.setAttribute('show-delay', '1500');
  window.insertedAt = performance.now();
  document.getElementById('here').append(element);
  const look = () => {
    if (window.shown(element)) window.shownAt = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  // The page busy for 700 ms: the module is made after it.
  while (performance.now() < window.insertedAt + 700);
  await customElements.get('tanrei-loading-indicator').ready;
  window.readyAt = performance.now();
</script></body></html>
"""

PAGES = {"/late.html": LATE, "/bare.html": BARE}

# What the checks read of each element: whether its script has taken over, its box, and what its
# stylesheet draws (the turning arc is its ::before).
STATE = """() => Object.fromEntries(['subject', 'slow', 'plain', 'instant', 'client', 'skeleton', 'held'].map((id) => {
  const e = document.getElementById(id);
  if (!e) return [id, null];
  // The layout box, whatever an entrance scales.
  const box = { x: e.offsetLeft, y: e.offsetTop, width: e.offsetWidth, height: e.offsetHeight };
  const before = getComputedStyle(e, '::before');
  const wait = e.getAnimations().find((a) => a.animationName === 'tanrei-wait');
  const turn = e.getAnimations({ subtree: true }).find((a) => a.animationName === 'tanrei-turn');
  return [id, { ready: e.matches(':state(ready)'), ...box, turnDelay: turn ? turn.effect.getTiming().delay : null,
    visibility: getComputedStyle(e).visibility, attributes: e.getAttributeNames(),
    rotate: before.rotate, drawn: before.content !== 'none',
    cssAnimations: e.getAnimations({ subtree: true }).map((a) => a.animationName).filter(Boolean),
    animationName: getComputedStyle(e).animationName,
    waitBegan: wait ? wait.startTime : null, now: performance.now() }];
}))"""


def load(context, media=None, server=None):
    page = context.new_page()
    if media:
        page.emulate_media(**media)
    page.goto(server.url("/late.html"))
    return page


def before_the_script(report, context, server):
    page = load(context, server=server)
    first = page.evaluate(STATE)
    typed = page.evaluate("() => window.typed")
    # The slow one waits 1.5 s (where the stylesheet reads it): long enough to read the tree.
    during = [b["name"] for b in progressbars(page)]
    if typed:
        report.check(first["slow"]["visibility"] == "hidden" and "Loading the report" not in during
                     and not first["slow"]["ready"],
                     "before the script, LDG-11: during the delay nothing is drawn and nothing is in the accessibility "
                     "tree", f"{first['slow']} {during}")
        wait_for(page, "() => getComputedStyle(document.getElementById('slow')).visibility === 'visible'",
                 "the slow one's show", 3000)
        slow = page.evaluate(STATE)["slow"]
        report.check(not slow["ready"] and 1500 <= slow["now"] - slow["waitBegan"] < LATE_SECONDS * 1000,
                     "before the script, LDG-14: show-delay=\"1500\" waits 1.5 s", str(slow))
    else:
        report.not_in("before the script, a show-delay and a skeleton's width and height read by the stylesheet",
                      "no typed attr() here: the stylesheet waits the system's delay, and a skeleton holds its box "
                      "only by a child, until the script arrives")
    wait_for(page, "() => getComputedStyle(document.getElementById('subject')).visibility === 'visible'",
             "the stylesheet's show")
    shown = page.evaluate(STATE)
    page.wait_for_timeout(150)
    later = page.evaluate(STATE)
    subject, plain = later["subject"], later["plain"]
    named = settled(page, lambda: [b["name"] for b in progressbars(page)], lambda found: "Loading messages" in found)
    report.check(not subject["ready"] and "Loading messages" in named,
                 "before the script, LDG-5: once the delay is over, a progressbar named by its label",
                 f"{named} at {subject['now']:.0f} ms")
    # Turning: the arc's angle changes, read until it does (an engine samples it as it paints).
    turning = wait_for(page, """(angle) => getComputedStyle(document.getElementById('subject'), '::before').rotate
        !== angle""", "the arc turning", 3000, shown["subject"]["rotate"])
    report.check(subject["drawn"] and turning and "tanrei-turn" in subject["cssAnimations"],
                 "before the script, LDG-1: the arc is drawn and turning",
                 f"{shown['subject']['rotate']} then {subject['rotate']}: {subject['cssAnimations']}")
    report.check(plain["drawn"] and plain["width"] == 48 and plain["height"] == 48 and plain["visibility"] == "visible",
                 "before the script, a hand-written element is drawn too, at its size (large, contained: 48 px)",
                 str(plain))
    instant = first["instant"]
    report.check(instant["visibility"] == "visible" and instant["turnDelay"] == 0,
                 "before the script, LDG-14: show-delay=\"0\" is shown at once and turns from its show",
                 str(instant))
    held = [first["held"][k] for k in ("width", "height")]
    report.check(held == [80, 10], "before the script a skeleton holds its box by the child the React binding renders",
                 str(first["held"]))
    if typed:
        bare = [first["skeleton"][k] for k in ("width", "height")]
        report.check(bare == [100, 12], "before the script a skeleton holds its box by its width and height, "
                     "read by the stylesheet as typed attributes", str(first["skeleton"]))

    # The script arrives: each element carries on as it is.
    wait_for(page, "() => window.readyAt !== undefined", "the script", int(LATE_SECONDS * 1000 + 10_000))
    after = page.evaluate(STATE)
    subject, slow = after["subject"], after["slow"]
    report.check(all(after[id]["ready"] for id in ("subject", "slow", "plain", "instant", "skeleton", "held")),
                 "once its script arrives, each element takes over its drawing", str(after))
    at_ready = page.evaluate("() => window.atReady")
    report.check(at_ready == ["visible", True],
                 "an element its stylesheet showed is still shown the moment its script takes over: no flash",
                 str(at_ready))
    boxes = ("subject", "slow", "plain", "instant", "held") + (("skeleton",) if typed else ())
    report.check(all((after[id]["x"], after[id]["y"], after[id]["width"], after[id]["height"])
                     == (later[id]["x"], later[id]["y"], later[id]["width"], later[id]["height"]) for id in boxes),
                 "LDG-11 the box does not move when the script takes over", f"{later} {after}")
    report.check(subject["attributes"] == first["subject"]["attributes"]
                 and slow["attributes"] == first["slow"]["attributes"],
                 "the script changes none of the server's attributes: hydration finds them as they were",
                 f"{first['subject']['attributes']} → {subject['attributes']}")
    expected = ["", "Loading at once", "Loading messages", "Loading the report"]
    bars = settled(page, lambda: sorted(b["name"] for b in progressbars(page) if b["name"] != "Loading late"),
                   lambda found: found == expected)
    report.check(bars == expected and subject["visibility"] == "visible",
                 "once the script runs, LDG-5: one progressbar for each shown indicator, named by its label "
                 "(the hand-written one has none)", str(bars))
    # The turn carries on from the stylesheet's show, 300 ms after the element was rendered.
    for id, delay in (("subject", 300), ("instant", 0)):
        timing = page.evaluate("""(id) => { const e = document.getElementById(id);
            const turn = e.shadowRoot.querySelector('svg').getAnimations()[0];
            return [turn.startTime, turn.effect.getTiming().duration, turn.playState]; }""", id)
        began = first[id]["waitBegan"] if first[id]["waitBegan"] is not None else shown[id]["waitBegan"]
        offset = ((timing[0] - (began + delay)) % timing[1] + timing[1] / 2) % timing[1] - timing[1] / 2
        report.check(timing[2] == "running" and abs(offset) < 1,
                     f"LDG-12/LDG-16 the wait is not started again (show-delay {delay} ms): the script's turn keeps "
                     f"the cycle the stylesheet began at the show, {delay} ms after the element was rendered",
                     f"turn from {timing[0]:.1f}, wait began {began}, off by {offset:.2f} ms")
    wait_for(page, "() => window.clientShown !== undefined", "the client's show", 6000)
    client = page.evaluate("""() => [window.clientAt, window.clientShown, window.readyAt]""")
    if typed:
        report.check(client[2] < client[0] + 2000 <= client[1] < client[0] + 2600,
                     "LDG-11 an element rendered before the script waits from its insertion, however late the script",
                     f"inserted at {client[0]:.0f}, script ready at {client[2]:.0f}, shown at {client[1]:.0f}")
    else:
        # Its stylesheet showed it at the system's delay: it stays shown, and is not shown again.
        report.check(client[1] < client[2] + 100,
                     "an element its stylesheet showed before its own show-delay is kept shown when the script arrives",
                     f"inserted at {client[0]:.0f}, script ready at {client[2]:.0f}, shown at {client[1]:.0f}")
    page.close()


def before_the_script_reduced(report, context, server):
    page = load(context, {"reduced_motion": "reduce"}, server)
    wait_for(page, "() => getComputedStyle(document.getElementById('subject')).visibility === 'visible'",
             "the stylesheet's show")
    page.wait_for_timeout(100)
    state = page.evaluate(STATE)
    report.check("tanrei-pulse" in state["subject"]["cssAnimations"]
                 and "tanrei-turn" not in state["subject"]["cssAnimations"]
                 and "Loading messages" in settled(page, lambda: [b["name"] for b in progressbars(page)],
                                                   lambda found: "Loading messages" in found),
                 "before the script, LDG-4/LDG-15: under reduced motion the delay is kept, and a circle pulses",
                 str(state["subject"]))
    wait_for(page, "() => getComputedStyle(document.getElementById('slow')).visibility === 'visible'",
             "the slow one's show", 3000)
    slow = page.evaluate(STATE)["slow"]
    report.check(slow["animationName"].replace(" ", "") == "tanrei-wait,tanrei-fade",
                 "before the script, LDG-13: under reduced motion grow enters as fade", slow["animationName"])
    page.close()


def without_the_stylesheet(report, context, server):
    """Without tanrei.css, an element inserted while its module is made counts its delay from its
    insertion, not from when its module was made."""
    page = context.new_page()
    page.goto(server.url("/bare.html"))
    wait_for(page, "() => window.shownAt !== undefined", "the element's show", 6000)
    times = page.evaluate("() => [window.insertedAt, window.readyAt, window.shownAt]")
    report.check(None not in times and times[0] + 700 <= times[1] < times[0] + 1500 <= times[2] < times[0] + 1900,
                 "LDG-11 without the stylesheet, an element inserted while its module is made waits from its "
                 "insertion",
                 f"inserted at {times[0]:.0f}, script ready at {times[1]:.0f}, shown at {times[2]:.0f}"
                 if None not in times else str(times))
    page.close()


CHECKS = [before_the_script, before_the_script_reduced, without_the_stylesheet]
