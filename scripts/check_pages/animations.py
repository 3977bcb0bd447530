"""Every animated SVG inlined in one page: no id used twice, axe-core, each moving exactly as
it does alone, and under reduced motion nothing turning, travelling or rising, each showing its
reduced-motion twin."""

from .common import HEIGHT, WAIT_MS

# Moments of an animation's life, in ms: waiting, entering, entered, late in a cycle, the next.
SAMPLE_TIMES = (150, 425, 550, 900, 1475)


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
