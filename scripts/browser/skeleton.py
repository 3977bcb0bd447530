"""<tanrei-skeleton> in each engine: a placeholder never in the accessibility tree, shown through
the presence rules, shimmering on the core's tokens."""

from .harness import caught_up, debug_warnings, fresh, wait_for


def shimmer(report, context, server, media=None):
    page = fresh(context, server, media)
    # The page's tree before the skeleton: it must be the same once the skeleton is shown.
    before = caught_up(page) if page.engine.lacks("tree") is None else None
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
    # Shown at the delay's end, which a loaded machine's timer may reach late.
    wait_for(page, """() => getComputedStyle(document.getElementById('skeleton').shadowRoot
        .querySelector('.frame')).visibility === 'visible'""", "the skeleton shown")
    state = page.evaluate("""() => { const e = document.getElementById('skeleton');
        const fill = e.shadowRoot.querySelector('.fill');
        return { visibility: getComputedStyle(e.shadowRoot.querySelector('.frame')).visibility,
                 radius: getComputedStyle(fill).borderRadius, hidden: e.getAttribute('aria-hidden'),
                 opacity: getComputedStyle(fill).opacity,
                 animations: fill.getAnimations().map((a) => [a.playState,
                   a.effect.getKeyframes().map((k) => k.opacity)]) }; }""")
    report.check(state["visibility"] == "visible" and state["radius"] == "8px" and state["hidden"] == "true",
                 f"skeleton {tag}shown after the delay, rounded by the token", str(state))
    if report.can("tree", f"skeleton {tag}never in the accessibility tree"):
        after = caught_up(page)
        added = [node for node in after if node not in before]
        report.check(added == [], f"skeleton {tag}never in the accessibility tree: shown, it adds no node",
                     str(added)[:300])
    if reduced:
        report.check(state["animations"] == [], "skeleton under reduced motion stays still", str(state["animations"]))
    else:
        report.check(len(state["animations"]) == 1 and state["animations"][0][0] == "running"
                     and state["animations"][0][1] == ["0.2", "0.4", "0.2"],
                     "skeleton shimmers between the low and high opacity tokens", str(state["animations"]))
    page.close()


def shimmer_reduced(report, context, server):
    shimmer(report, context, server, {"reduced_motion": "reduce"})



def bad_sides(report, context, server):
    page = fresh(context, server, path="/blank.html?debug")
    boxes = page.evaluate("""async () => {
      const made = [['-5', 'abc', 'star'], ['1e308', '12', 'circle'], [null, null, null]].map(([w, h, s]) => {
        const e = document.createElement('tanrei-skeleton');
        if (w !== null) e.setAttribute('width', w);
        if (h !== null) e.setAttribute('height', h);
        if (s !== null) e.setAttribute('shape', s);
        e.showDelay = 0; document.getElementById('here').append(e); return e; });
      await new Promise((r) => setTimeout(r, 100));
      return made.map((e) => { const b = e.getBoundingClientRect(); return [b.width, b.height, e.width, e.shape]; });
    }""")
    warnings = debug_warnings(page, ("value-out-of-range", "value-not-finite"), "tanrei-skeleton")
    report.check(boxes[0][:2] == [0, 0] and boxes[2][:2] == [0, 0] and boxes[1][1] == 12
                 and any("value-out-of-range" in w for w in warnings) and any("value-not-finite" in w for w in warnings),
                 "skeleton: a negative or unreadable side is 0, reported; an unknown shape is a rectangle, reported",
                 f"{boxes} {warnings}")
    page.close()


CHECKS = [shimmer, shimmer_reduced, bad_sides]
