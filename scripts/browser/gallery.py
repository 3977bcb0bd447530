"""The gallery page at the two widths a newcomer looks at, axe-core on it, in each engine; and
the fixtures drawn by the element for the Swift tests to compare with the renderer's
pictures."""

import json
from pathlib import Path

from .engines import Unsupported
from .harness import WAIT_MS, needs, wait_for

WIDTHS = (1400, 400)
CELL = 72
COLUMNS = 10


def axe_source():
    """axe-core's script, from the Python package that carries it, or None."""
    import importlib.util
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec is None or spec.origin is None:
        return None
    script = Path(spec.origin).parent / "axe.min.js"
    return script.read_text() if script.is_file() else None


def gallery(report, context, server, artifacts, axe):
    """The gallery at each width: no sideways scrolling, axe-core (its script run in the page,
    so in every engine) finds no violation, and a screenshot, named by engine and width."""
    engine = context.engine
    for width in WIDTHS:
        page = context.new_page()
        try:
            page.set_viewport_size({"width": width, "height": 900})
        except Unsupported as why:
            report.not_in(f"gallery at {width} px", str(why))
            page.close()
            continue
        page.goto(server.url("/gallery.html"), timeout=WAIT_MS)
        wait_for(page, "() => window.tanreiReady === true", "the module")
        wait_for(page, """() => [...document.querySelectorAll('tanrei-loading-indicator, tanrei-progress')]
            .every((e) => window.shown(e))""", "every indicator and progress shown")
        page.wait_for_timeout(400)
        wide = page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth")
        report.check(wide <= 0, f"gallery at {width} px: no sideways scrolling", f"{wide} px too wide")
        if axe is not None:
            page.run_script(axe)
            violations = page.evaluate("""() => axe.run(document, { resultTypes: ['violations'] })
                .then((result) => result.violations.map((v) => [v.id, v.nodes.length]))""")
            report.check(not violations, f"gallery at {width} px: axe-core finds no violation",
                         "; ".join(f"{name} ({count})" for name, count in violations))
        # The motion is paused for a stable picture.
        page.evaluate("""() => document.querySelectorAll('*').forEach((e) => e.shadowRoot?.getAnimations()
            .forEach((a) => { a.pause(); a.currentTime = a.effect.getTiming().duration * 0.125; }))""")
        path = artifacts / f"gallery-{engine.name}-{width}.png"
        page.screenshot(path=str(path), full_page=True)
        report.check(path.exists(), f"gallery at {width} px: screenshot kept", str(path))
        page.close()


@needs("scale", "transparent")
def shoot_fixtures(report, engine, server, fixtures, shots):
    """Draws the fixtures, grouped by scale and media, each at 8 px into a cell of a grid, and
    writes shots.json: where each is, in which picture. Chromium's: the pictures are compared
    with the renderer's at each scale, on a transparent background."""
    browser = engine.browser
    shots.mkdir(parents=True, exist_ok=True)
    groups = {}
    for fixture in fixtures:
        groups.setdefault((fixture["scale"], fixture["dark"], fixture["reducedMotion"]), []).append(fixture)
    manifest = []
    for (scale, dark, reduced), members in sorted(groups.items()):
        rows = (len(members) + COLUMNS - 1) // COLUMNS
        context = browser.new_context(
            device_scale_factor=scale, color_scheme="dark" if dark else "light",
            reduced_motion="reduce" if reduced else "no-preference",
            viewport={"width": COLUMNS * CELL, "height": rows * CELL})
        context.set_default_timeout(WAIT_MS)
        page = context.new_page()
        page.goto(server.url("/fixtures.html"), timeout=WAIT_MS)
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
          // Frozen once the elements have read their style and heard they are in view (a frame
          // or two after they are shown), while every entrance still runs.
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          return made.map((element, index) => {
            for (const animation of element.shadowRoot.getAnimations()) {
              animation.pause();
              animation.currentTime = members[index].time;
              // Held as a style rather than a paused animation: a composited animation's layer
              // is drawn at its full size and resampled, which blurs a scaled edge.
              animation.commitStyles();
              animation.cancel();
            }
            return window.shown(element);
          });
        }""", [members, CELL, COLUMNS])
        page.wait_for_timeout(100)
        running = page.evaluate("() => [...document.querySelectorAll('tanrei-loading-indicator')]"
                                ".flatMap((e) => e.shadowRoot.getAnimations()).length")
        report.check(running == 0, f"fixtures at {scale}x{' dark' if dark else ''}{' reduced' if reduced else ''}: "
                     "every motion held at its fixture's time", f"{running} animations still running")
        name = f"fixtures-{'dark' if dark else 'light'}-{'reduced' if reduced else 'full'}@{scale}x.png"
        page.screenshot(path=str(shots / name), omit_background=True)
        for index, fixture in enumerate(members):
            manifest.append({"id": fixture["id"], "scale": scale, "file": name, "shown": placed[index],
                             "x": (index % COLUMNS) * CELL, "y": (index // COLUMNS) * CELL})
        context.close()
    (shots / "shots.json").write_text(json.dumps(manifest, indent=1))
    report.check(bool(manifest) and all(shot["shown"] is True for shot in manifest),
                 f"{len(manifest)} fixtures drawn with show-delay=\"0\"")
