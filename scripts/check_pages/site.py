"""The gallery and the spec pages, each at every width: no sideways scrolling, every image and
link, axe-core, and screenshots."""

from .common import (HEIGHT, IMAGES_SCRIPT, OVERFLOW_SCRIPT, SCREENSHOT_WAIT_MS, WAIT_MS, WIDTHS,
                     check_links)

# The longest part of a page kept as a screenshot; Chromium cannot draw taller pictures well.
SCREENSHOT_MAX_HEIGHT = 12_000


def check_page(report, browser, axe, html_path, artifacts):
    for width in WIDTHS:
        what = f"{html_path.name} at {width} px"
        context = browser.new_context(viewport={"width": width, "height": HEIGHT})
        try:
            page = context.new_page()
            page.set_default_timeout(WAIT_MS)
            page.goto(html_path.resolve().as_uri(), wait_until="load", timeout=WAIT_MS)
            overflow = page.evaluate(OVERFLOW_SCRIPT)
            report.check(
                overflow["scrollWidth"] <= overflow["width"] and not overflow["wide"],
                f"{what}: no sideways scrolling",
                f"{overflow['scrollWidth']} px wide in a {overflow['width']} px window; "
                + ", ".join(overflow["wide"]),
            )
            broken = page.evaluate(IMAGES_SCRIPT)
            report.check(not broken, f"{what}: every image loads", ", ".join(broken[:8]))
            if width == WIDTHS[0]:
                check_links(report, page, html_path, what)
            results = axe.run(page)
            violations = results.response.get("violations", [])
            described = [
                f"{v['id']} ({v['impact']}, {len(v['nodes'])} nodes: "
                + "; ".join(n["target"][0] if n["target"] else "?" for n in v["nodes"][:3])
                + ")"
                for v in violations
            ]
            report.check(not violations, f"{what}: axe-core finds no violation", ", ".join(described))
            height = min(page.evaluate("() => document.documentElement.scrollHeight"),
                         SCREENSHOT_MAX_HEIGHT)
            # The first screen as a reader sees it, then the page down to a height Chromium
            # draws well.
            page.screenshot(path=str(artifacts / f"{html_path.stem}-{width}-first-screen.png"),
                            timeout=SCREENSHOT_WAIT_MS)
            shot = artifacts / f"{html_path.stem}-{width}.png"
            page.screenshot(path=str(shot), full_page=True,
                            clip={"x": 0, "y": 0, "width": width, "height": height},
                            timeout=SCREENSHOT_WAIT_MS)
        finally:
            context.close()
