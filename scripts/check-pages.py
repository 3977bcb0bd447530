#!/usr/bin/env python3
"""Checks the pages `tanrei render` writes in a real browser: headless Chromium, the system's own,
driven by Playwright, with axe-core for accessibility.

For the gallery and every spec page, at 1400 and 400 px wide: no sideways scrolling, every image
loads, every link leads somewhere (a file that exists, an id that exists), and axe-core finds no
violation; a screenshot of each is kept. Then every animated SVG is inlined into one page, side by
side with the same SVGs each sealed in a shadow root of its own (as if alone), and each must move
exactly as when alone; under emulated reduced motion each must stop turning, travelling and rising
and show its reduced-motion twin. Last, the gallery's Pause/Play control stops every motion, and
the gallery starts paused under reduced motion.

With --live, checks web.html alone instead, with the web elements' module that `tanrei render
--web` copied beside it: the folder is served over loopback HTTP (a module cannot be imported from
file://), and at 1400 and 400 px every live element must be defined and shown, each in a frame
whose box is its fixture's SVG's box and itself as large as the box the SVG draws (the SVG less
its margin), with no console error or warning, no axe-core violation and no sideways scrolling;
a screenshot of each width is kept, with the motion paused.

The checks themselves are in scripts/check_pages/, a module for each concern.

Usage: check-pages.py --pages DIR [--live] [--artifacts DIR] [--chromium PATH]

Exit status 0 when every check passed, 1 when one failed, 2 when the checks could not run.
Every wait has a time limit, and the whole run stops after --deadline seconds.
"""

import argparse
import shutil
import signal
import sys
from pathlib import Path

from check_pages.animations import check_inlined
from check_pages.common import WAIT_MS, WIDTHS, Report
from check_pages.gallery import check_pause
from check_pages.live import check_live
from check_pages.site import check_page


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", required=True, help="the folder tanrei render wrote")
    parser.add_argument("--artifacts", default="artifacts/pages", help="where screenshots go")
    parser.add_argument("--chromium", default=None, help="the Chromium to drive")
    parser.add_argument("--deadline", type=int, default=600, help="seconds for the whole run")
    parser.add_argument("--live", action="store_true",
                        help="check web.html's live elements, served over loopback HTTP")
    return parser.parse_args()


def find_chromium(given):
    for candidate in [given, "chromium", "chromium-browser", "google-chrome"]:
        if candidate and shutil.which(candidate):
            return shutil.which(candidate)
    return None


def main():
    arguments = parse_arguments()
    signal.signal(signal.SIGALRM, lambda *_: (_ for _ in ()).throw(
        TimeoutError(f"the checks took more than {arguments.deadline} s")))
    signal.alarm(arguments.deadline)
    folder = Path(arguments.pages)
    if not (folder / "index.html").is_file():
        print(f"check-pages: {folder}/index.html is missing; run tanrei render first",
              file=sys.stderr)
        return 2
    if arguments.live and not (folder / "web" / "index.js").is_file():
        print(f"check-pages: {folder}/web/index.js is missing; build it with scripts/build-web "
              "BUILT and run tanrei render --web BUILT", file=sys.stderr)
        return 2
    chromium = find_chromium(arguments.chromium)
    if chromium is None:
        print("check-pages: no Chromium on the PATH (Debian: chromium)", file=sys.stderr)
        return 2
    try:
        from axe_playwright_python.sync_playwright import Axe
        from playwright.sync_api import sync_playwright
    except ImportError as error:
        print(f"check-pages: {error}; install axe-playwright-python (as .ci/run does)",
              file=sys.stderr)
        return 2
    artifacts = Path(arguments.artifacts)
    artifacts.mkdir(parents=True, exist_ok=True)
    report = Report()
    pages = [folder / "index.html"] + sorted(
        p for p in folder.glob("*.html") if p.name != "index.html")
    if arguments.live:
        pages = [folder / "web.html"]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=chromium, headless=True, timeout=WAIT_MS,
            args=["--no-sandbox", "--disable-gpu", "--font-render-hinting=none"])
        try:
            axe = Axe()
            if arguments.live:
                steps = [("checking web.html's live elements", check_live,
                          (browser, axe, folder, artifacts))]
            else:
                steps = [(f"checking {html.name}", check_page, (browser, axe, html, artifacts))
                         for html in pages]
                steps.append(
                    ("inlining the animations", check_inlined, (browser, folder, artifacts, axe)))
                steps.append(("pausing the gallery", check_pause, (browser, folder)))
            for what, step, step_arguments in steps:
                # A page that breaks a script is a failed check, not the end of the run.
                try:
                    step(report, *step_arguments)
                except TimeoutError:
                    raise
                except Exception as error:  # noqa: BLE001 - any error is a failed check here
                    report.check(False, what, f"{type(error).__name__}: {str(error)[:600]}")
        finally:
            browser.close()
    signal.alarm(0)
    print(f"pages: {len(pages)} pages at {', '.join(map(str, WIDTHS))} px; "
          f"screenshots in {artifacts}")
    print(f"pages: {report.passed} passed, {len(report.failures)} failed")
    return 0 if not report.failures else 1


if __name__ == "__main__":
    sys.exit(main())
