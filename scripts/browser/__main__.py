"""python -m browser elements --web OUT/web [--artifacts DIR] [--deadline SECONDS] ...
python -m browser packages --out OUT [--artifacts DIR] [--deadline SECONDS]
python -m browser apps --out OUT [--deadline SECONDS]

Exit status 0 when every check passed, 1 when one failed, 2 when the checks could not run."""

import argparse
import os
import shutil
import signal
import sys
from pathlib import Path

from .harness import Report, Server, WAIT_MS


def launch(playwright, chromium):
    # ComputedAccessibilityInfo gives a page element.computedRole and computedName: what the
    # checks read of a host whose own role and name are its default semantics.
    return playwright.chromium.launch(executable_path=chromium,
                                      args=["--no-sandbox", "--enable-blink-features=ComputedAccessibilityInfo"])


def elements(arguments, playwright, chromium):
    import json

    from . import (before_script, conformance, gallery, loading_indicator, progress, real_pages, skeleton, spinner,
                   typing_indicator)
    from .pages import PAGES

    web = Path(arguments.web)
    if not (web / "index.js").exists() or not (web / "components" / "loading-indicator.js").exists():
        print(f"browser: {web} is not a built @tanrei/web; run scripts/build-web")
        return 2
    artifacts = Path(arguments.artifacts)
    artifacts.mkdir(parents=True, exist_ok=True)
    server = Server(web, {**PAGES, **real_pages.PAGES, **real_pages.SCRIPTS, **before_script.PAGES},
                    real_pages.POLICIES, delays=before_script.DELAYS)
    report = Report()
    try:
        browser = launch(playwright, chromium)
        context = browser.new_context()
        context.set_default_timeout(WAIT_MS)
        checks = (loading_indicator.CHECKS + skeleton.CHECKS + typing_indicator.CHECKS
                  + progress.CHECKS + spinner.CHECKS + real_pages.CHECKS + before_script.CHECKS)
        if arguments.only:
            checks = [c for c in checks if c.__name__ in arguments.only.split(",")]
        report.run(checks, context, server)
        if not arguments.only:
            try:
                from axe_playwright_python.sync_playwright import Axe
                axe = Axe()
            except ImportError:
                report.check(False, "axe-core is installed (axe-playwright-python)",
                             "make .build/browser-venv (scripts/test --setup-only)")
                axe = None
            report.run([gallery.gallery], context, server, artifacts, axe)
            report.run([conformance.run], browser, server)
        if arguments.fixtures and arguments.shots:
            fixtures = json.loads(Path(arguments.fixtures).read_text())
            report.run([gallery.shoot_fixtures], browser, server, fixtures, Path(arguments.shots))
        browser.close()
    finally:
        server.close()
    return report.summary("browser elements")


def main():
    parser = argparse.ArgumentParser(prog="python -m browser", description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    for name in ("elements", "packages", "apps"):
        command = commands.add_parser(name)
        command.add_argument("--web", help="a built @tanrei/web")
        command.add_argument("--out", help="the folder scripts/build-web wrote (web/ and react/)")
        command.add_argument("--artifacts", default="artifacts/web", help="where screenshots go")
        command.add_argument("--chromium", default="/usr/bin/chromium")
        command.add_argument("--deadline", type=int, default=300, help="seconds for the whole run")
        command.add_argument("--fixtures", help="a JSON list of fixtures to draw")
        command.add_argument("--shots", help="where the fixtures' pictures go")
        command.add_argument("--only", help="the checks to run, by name, comma-separated")
    arguments = parser.parse_args()
    signal.signal(signal.SIGALRM, lambda *_: (print("browser: deadline passed", flush=True), os._exit(2)))
    signal.alarm(arguments.deadline)
    chromium = shutil.which(arguments.chromium) or arguments.chromium
    if not Path(chromium).exists():
        print(f"browser: no Chromium at {arguments.chromium}")
        return 2
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("browser: Playwright is missing; make .build/browser-venv (scripts/test --setup-only)")
        return 2
    with sync_playwright() as playwright:
        if arguments.command == "elements":
            return elements(arguments, playwright, chromium)
        if arguments.command == "apps":
            from . import apps
            return apps.run(arguments, lambda: launch(playwright, chromium))
        from . import packages
        return packages.run(arguments, playwright, chromium)


sys.exit(main())
