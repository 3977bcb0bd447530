"""python -m browser elements --web OUT/web [--engine NAME] [--artifacts DIR] [--deadline SECONDS] ...
python -m browser packages --out OUT [--engine NAME] [--skip-files] [--deadline SECONDS]
python -m browser apps --out OUT [--deadline SECONDS]   (in Chromium)

--engine chromium, firefox or webkit, or several, comma-separated (all three unless given).
Exit status 0 when every check passed, 1 when one failed, 2 when the checks could not run."""

import argparse
import os
import shutil
import signal
import sys
import tempfile
from pathlib import Path

from . import engines
from .harness import Report, Server

# The engines started and the scratch folder, for the deadline to end and remove.
RUNNING = {"engines": [], "scratch": None}


def elements(arguments, report, engine):
    import json

    from . import (accessibility, before_script, conformance, contrast, failures, gallery, loading_indicator, progress,
                   real_pages, skeleton, spinner, typing_indicator)
    from .pages import PAGES

    web = Path(arguments.web)
    artifacts = Path(arguments.artifacts)
    artifacts.mkdir(parents=True, exist_ok=True)
    server = Server(web, {**PAGES, **real_pages.PAGES, **real_pages.SCRIPTS, **failures.PAGES, **before_script.PAGES},
                    {**real_pages.POLICIES, **failures.POLICIES})
    try:
        context = engine.new_context()
        checks = (loading_indicator.CHECKS + skeleton.CHECKS + typing_indicator.CHECKS
                  + progress.CHECKS + spinner.CHECKS + real_pages.CHECKS + accessibility.CHECKS + contrast.CHECKS
                  + failures.CHECKS + before_script.CHECKS)
        if arguments.only:
            checks = [c for c in checks if c.__name__ in arguments.only.split(",")]
        report.run(checks, context, server)
        if not arguments.only:
            axe = gallery.axe_source()
            if axe is None:
                report.check(False, "axe-core is installed (axe-playwright-python)",
                             "make .build/browser-venv (scripts/test --setup-only)")
            report.run([gallery.gallery], context, server, artifacts, axe)
            report.run([conformance.conformance_replays], engine, server)
        if arguments.fixtures and arguments.shots:
            fixtures = json.loads(Path(arguments.fixtures).read_text())
            report.run([gallery.shoot_fixtures], engine, server, fixtures, Path(arguments.shots))
    finally:
        server.close()


def stop_now(number, _frame):
    """At the deadline, or when told to stop: ends the engines' processes, removes the scratch
    folder, and stops the run."""
    print("browser: deadline passed" if number == signal.SIGALRM else "browser: stopped", flush=True)
    for engine in RUNNING["engines"]:
        try:
            engine.kill()
        except OSError:
            pass
    if RUNNING["scratch"]:
        shutil.rmtree(RUNNING["scratch"], ignore_errors=True)
    os._exit(2)


def main():
    parser = argparse.ArgumentParser(prog="python -m browser", description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    for name in ("elements", "packages", "apps"):
        command = commands.add_parser(name)
        command.add_argument("--web", help="a built @tanrei/web")
        command.add_argument("--out", help="the folder scripts/build-web wrote (web/ and react/)")
        command.add_argument("--engine", default=",".join(engines.NAMES),
                             help="chromium, firefox, webkit, or several, comma-separated")
        command.add_argument("--artifacts", default="artifacts/web", help="where screenshots go")
        command.add_argument("--deadline", type=int, default=300, help="seconds for the whole run")
        command.add_argument("--fixtures", help="a JSON list of fixtures to draw")
        command.add_argument("--shots", help="where the fixtures' pictures go")
        command.add_argument("--only", help="the checks to run, by name, comma-separated")
        if name == "packages":
            command.add_argument("--skip-files", action="store_true",
                                 help="only what runs in a page: the files' checks need no engine")
    arguments = parser.parse_args()
    # A parent may hand down a mask that blocks signals (a test runner's thread does): the
    # deadline's alarm, and the SIGTERM that ends a driver or a display, must arrive, here and
    # in every program started from here.
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    for number in (signal.SIGALRM, signal.SIGTERM, signal.SIGINT):
        signal.signal(number, stop_now)
    signal.alarm(arguments.deadline)
    if arguments.command == "apps":
        # Where apps are made, in Chromium: its CDP reads what the bundles and pages do.
        from playwright.sync_api import sync_playwright

        from . import apps
        with sync_playwright() as playwright:
            # ComputedAccessibilityInfo gives a page element.computedRole and computedName.
            return apps.run(arguments, lambda: playwright.chromium.launch(
                executable_path=shutil.which("chromium") or "/usr/bin/chromium",
                args=["--no-sandbox", "--enable-blink-features=ComputedAccessibilityInfo"]))
    names = [name.strip() for name in arguments.engine.split(",") if name.strip()]
    for name in names:
        if name not in engines.NAMES:
            print(f"browser: no engine called {name}; one of {', '.join(engines.NAMES)}")
            return 2
        lacking = engines.missing(name)
        if lacking:
            print(f"browser: {lacking}")
            return 2
    if arguments.command == "elements":
        web = Path(arguments.web or "")
        if not (web / "index.js").exists() or not (web / "components" / "loading-indicator.js").exists():
            print(f"browser: {web} is not a built @tanrei/web; run scripts/build-web")
            return 2
        run = elements
    else:
        from . import packages
        problem = packages.missing(arguments)
        if problem:
            print(f"browser: {problem}")
            return 2
        run = packages.run
    report = Report()
    if arguments.command == "packages" and not arguments.skip_files:
        report.engine = engines.NoEngine()
        packages.files(arguments, report)
    # Each engine's profile, display settings and logs, removed at the end.
    scratch = RUNNING["scratch"] = tempfile.mkdtemp(prefix="tanrei-engines-")
    try:
        for name in names:
            engine = engines.start(name, Path(scratch) / name, made=RUNNING["engines"].append)
            report.engine = engine
            try:
                run(arguments, report, engine)
            finally:
                engine.close()
                RUNNING["engines"].remove(engine)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return report.summary(f"browser {arguments.command}")


sys.exit(main())
