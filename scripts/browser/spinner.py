"""<tanrei-spinner> in each engine: Appetite UI's spinner, a busy progressbar named by its label."""

from .harness import debug_warnings, fresh, progressbars, settled, uncaught, wait_for

SPINNER_INSERT = """([attributes, where]) => {
  const element = document.createElement('tanrei-spinner');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.id = 'spinner';
  window.insertedAt = performance.now();
  document.getElementById(where || 'here').append(element);
  const box = element.getBoundingClientRect();
  return { shown: window.shown(element), hidden: getComputedStyle(element).visibility === 'hidden',
           attributes: element.getAttributeNames().filter((n) => n !== 'id'), width: box.width, height: box.height,
           visibility: getComputedStyle(element.shadowRoot.querySelector('.frame')).visibility };
}"""

SPINNER_HOST = """() => {
  const element = document.getElementById('spinner');
  const root = element.shadowRoot;
  const svg = root.querySelector('svg.indicator');
  const arc = root.querySelector('.arc');
  const box = element.getBoundingClientRect();
  // The parts are made at the first show: before it, the frame is all there is.
  const computed = (node) => (node ? getComputedStyle(node) : {});
  const style = computed(arc);
  return { shown: window.shown(element), hidden: getComputedStyle(element).visibility === 'hidden',
           attributes: element.getAttributeNames().filter((n) => n !== 'id'),
           width: box.width, height: box.height, since: performance.now() - window.insertedAt,
           tabIndex: element.tabIndex,
           visibility: getComputedStyle(root.querySelector('.frame')).visibility,
           direction: getComputedStyle(root.querySelector('.frame')).direction,
           strokeWidth: parseFloat(style.strokeWidth), radius: parseFloat(style.r),
           parts: Boolean(svg), dash: style.strokeDasharray, arcTurn: style.rotate, pose: computed(svg).rotate,
           trackStroke: computed(root.querySelector('.ring')).stroke, arcStroke: style.stroke,
           animations: (svg ? svg.getAnimations() : []).map((a) => ({ state: a.playState,
             duration: a.effect.getTiming().duration, iterations: String(a.effect.getTiming().iterations),
             easing: a.effect.getTiming().easing,
             frames: a.effect.getKeyframes().map((k) => k.transform) })) };
}"""

SPINNER_DELAY_MS = 2000

SPINNER_SHOWN = "() => window.shown(document.getElementById('spinner'))"


def turn(report, context, server, media=None):
    reduced = bool(media)
    tag = "reduced motion: " if reduced else ""
    page = fresh(context, server, media)
    first = page.evaluate(SPINNER_INSERT, [{"label": "Loading the inbox", "size": "base",
                                            "show-delay": str(SPINNER_DELAY_MS)}, "here"])
    report.check(not first["shown"] and first["hidden"] and first["visibility"] == "hidden"
                 and first["width"] == 24 and first["height"] == 24,
                 f"spinner {tag}during the delay: hidden, nothing drawn, the 24 x 24 box kept", str(first))
    page.wait_for_timeout(300)
    during = progressbars(page)
    host = page.evaluate(SPINNER_HOST)
    report.check(during == [] and host["since"] < SPINNER_DELAY_MS,
                 f"spinner {tag}nothing in the accessibility tree during the delay",
                 f"{during} at {host['since']:.0f} ms")
    wait_for(page, SPINNER_SHOWN, "the spinner's role")
    host = page.evaluate(SPINNER_HOST)
    report.check(host["since"] >= SPINNER_DELAY_MS, f"spinner {tag}shown after the delay", f"{host['since']:.0f} ms")
    # The core's node (Spinner.resolve): a progressbar named by the label, busy, with no value.
    report.node(page, "progressbar", f"spinner {tag}after the delay exactly one progressbar, named by the label, busy, no value",
                "Loading the inbox", busy=True, value=None, valuetext=None)
    report.check(host["shown"] and not host["hidden"] and host["attributes"] == ["label", "size", "show-delay"]
                 and host["visibility"] == "visible" and host["tabIndex"] == -1,
                 f"spinner {tag}its role and name its own, no attribute written, not focusable", str(host))
    # Appetite UI's base: outer radius 12, inner 8.64, so a ring 3.36 wide centred at 10.32, and
    # a dash of 270/360 of that circle from 12 o'clock.
    circumference = 2 * 3.141592653589793 * 10.32
    dash = [float(x.strip().removesuffix("px")) for x in (host["dash"] or "0,0").split(",")]
    report.check(abs(host["strokeWidth"] - 3.36) < 1e-3 and abs(host["radius"] - 10.32) < 1e-3
                 and abs(dash[0] - circumference * 0.75) < 1e-2 and abs(dash[1] - circumference) < 1e-2
                 and host["arcTurn"] == "-90deg",
                 f"spinner {tag}a track and a 270° arc at inner radius 0.72, from 12 o'clock", str(host))
    report.check(host["trackStroke"] == "rgb(233, 233, 234)" and host["arcStroke"] == "rgb(21, 93, 252)",
                 f"spinner {tag}colours are Appetite UI's tokens behind their custom properties",
                 f"{host['trackStroke']} / {host['arcStroke']}")
    if reduced:
        report.check(host["animations"] == [] and host["pose"] in ("none", "0deg"),
                     "spinner under reduced motion: a still arc, no animation", str(host))
        if report.can("live-media", "spinner follows reduced motion live"):
            page.emulate_media(reduced_motion="no-preference")
            ok = wait_for(page, """() => document.getElementById('spinner').shadowRoot.querySelector('svg.indicator')
                .getAnimations().some((a) => a.playState === 'running')""", "the turn", 3000)
            report.check(ok, "spinner follows reduced motion live: off brings the turn back")
    else:
        turn = host["animations"]
        report.check(len(turn) == 1 and turn[0]["state"] == "running" and turn[0]["duration"] == 640
                     and turn[0]["iterations"] == "Infinity"
                     and turn[0]["easing"] in ("linear", "cubic-bezier(0, 0, 1, 1)")
                     and turn[0]["frames"] == ["rotate(0deg)", "rotate(360deg)"],
                     "spinner: the turn is one running Web Animation of a rotating transform, 640 ms a turn, linear",
                     str(turn))
        if report.can("live-media", "spinner follows reduced motion live"):
            page.emulate_media(reduced_motion="reduce")
            ok = wait_for(page, """() => { const e = document.getElementById('spinner');
                const svg = e.shadowRoot.querySelector('svg.indicator');
                return svg.getAnimations().length === 0
                  && getComputedStyle(e.shadowRoot.querySelector('.frame')).visibility === 'visible'; }""",
                          "the arc still", 3000)
            report.check(ok, "spinner follows reduced motion live: on stills the arc, still drawn")
    page.close()


def turn_reduced(report, context, server):
    turn(report, context, server, {"reduced_motion": "reduce"})


def sizes(report, context, server):
    page = fresh(context, server, path="/blank.html?debug")
    cases = [["sm", 16, 2.24], ["md", 20, 2.8], ["base", 24, 3.36], ["lg", 32, 4.48], [None, 16, 2.24],
             ["huge", 16, 2.24], ["", 16, 2.24]]
    boxes = page.evaluate("""async (cases) => {
      const made = cases.map(([size]) => {
        const e = document.createElement('tanrei-spinner');
        e.setAttribute('label', 'Loading');
        // Shown at once: the ring is drawn, and made, once shown.
        e.setAttribute('show-delay', '0');
        if (size !== null) e.setAttribute('size', size);
        document.getElementById('here').append(e);
        return e;
      });
      return made.map((e) => { const box = e.getBoundingClientRect();
        return [box.width, box.height, parseFloat(getComputedStyle(e.shadowRoot.querySelector('.arc')).strokeWidth)]; });
    }""", cases)
    wrong = [f"{c[0]}: {b}" for c, b in zip(cases, boxes)
             if b[0] != c[1] or b[1] != c[1] or abs(b[2] - c[2]) > 1e-3]
    report.check(not wrong, "spinner: sm 16, md 20, base 24, lg 32, absent sm; unknown and empty fall back to sm,"
                 " the ring 28 % of the radius", "; ".join(wrong))
    page.evaluate("""() => { const e = document.createElement('tanrei-spinner');
        e.setAttribute('show-delay', 'abc'); e.setAttribute('entrance', 'spin');
        e.setAttribute('enter-duration', '-5'); e.id = 'spinner'; window.insertedAt = performance.now();
        document.getElementById('here').append(e); }""")
    wait_for(page, SPINNER_SHOWN, "the spinner's role")
    host = page.evaluate(SPINNER_HOST)
    bars = settled(page, lambda: progressbars(page), lambda found: any(b["name"] in ("", None) for b in found))
    report.check(300 <= host["since"] < 1500 and any(b["name"] in ("", None) for b in bars),
                 "spinner: show-delay=\"abc\" takes the 300 ms token; no label is a nameless progressbar",
                 f"{host['since']:.0f} ms, {bars}")
    reported = ("unknown-size", "invalid-show-delay", "unknown-entrance", "invalid-enter-duration", "empty-label")
    warnings = debug_warnings(page, reported, "tanrei-spinner")
    errors = uncaught(page)
    report.check(errors == [] and all(any(code in w for w in warnings) for code in reported),
                 "spinner: unknown size, bad show-delay, unknown entrance, negative enter-duration and no label "
                 "each get a debug warning, with no page error", f"{warnings[:10]} {errors}")
    # What a task sets reaches the module at its end: awaited once here.
    properties = page.evaluate("""async () => { const e = document.getElementById('spinner');
        const before = [e.size, e.label, e.showDelay];
        e.size = 'lg'; e.label = 'Syncing'; e.showDelay = 0; await null;
        return [before, e.getAttribute('size'), e.getAttribute('label'), e.getAttribute('show-delay'),
                e.getBoundingClientRect().width]; }""")
    report.check(properties == [["sm", "", None], "lg", "Syncing", "0", 32],
                 "spinner: size, label and showDelay reflect their attributes", str(properties))
    named = settled(page, lambda: [b["name"] for b in progressbars(page)], lambda found: "Syncing" in found)
    report.check("Syncing" in named, "spinner: a label set as a property names it", str(named))
    page.close()


def view(report, context, server):
    page = fresh(context, server)
    page.set_viewport_size({"width": 800, "height": 600})
    page.evaluate(SPINNER_INSERT, [{"label": "Far away"}, "far"])
    wait_for(page, SPINNER_SHOWN, "the far spinner's role")
    # The observer says it is out of view within a frame or two of its showing.
    wait_for(page, """() => document.getElementById('spinner').shadowRoot.getAnimations()
        .some((a) => a.playState === 'paused')""", "the turn paused", 2000)
    host = page.evaluate(SPINNER_HOST)
    report.check(300 <= host["since"] < 1500, "spinner: the delay counts out of view",
                 f"{host['since']:.0f} ms")
    report.check(host["animations"] and all(a["state"] == "paused" for a in host["animations"]),
                 "LDG-7 spinner: out of view the turn is paused", str(host["animations"]))
    page.evaluate("() => document.getElementById('spinner').scrollIntoView()")
    ok = wait_for(page, """() => { const a = document.getElementById('spinner').shadowRoot
        .querySelector('svg.indicator').getAnimations(); return a.length === 1 && a[0].playState === 'running'; }""",
                  "running", 3000)
    report.check(ok, "LDG-7 spinner: back in view the turn runs again")
    page.evaluate("() => document.getElementById('spinner').remove()")
    page.evaluate("() => { document.getElementById('here').dir = 'rtl'; }")
    page.evaluate(SPINNER_INSERT, [{"label": "RTL", "show-delay": "0", "enter-duration": "0"}, "here"])
    page.wait_for_timeout(100)
    host = page.evaluate(SPINNER_HOST)
    mirrored = page.evaluate("""() => { const e = document.getElementById('spinner');
        const svg = e.shadowRoot.querySelector('svg.indicator'); svg.getAnimations().forEach((a) => a.pause());
        return [getComputedStyle(e).direction, getComputedStyle(svg).scale]; }""")
    report.check(mirrored[0] == "rtl" and mirrored[1] == "none" and host["direction"] == "ltr" and host["arcTurn"] == "-90deg"
                 and host["animations"] and host["animations"][0]["frames"] == ["rotate(0deg)", "rotate(360deg)"],
                 "LDG-8/LDG-17 spinner: in an rtl ancestor the drawing is ltr and turns clockwise",
                 f"{mirrored} {host['direction']} {host['arcTurn']}")
    page.close()



CHECKS = [turn, turn_reduced, sizes, view]
