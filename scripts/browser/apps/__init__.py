"""@tanrei/web and @tanrei/react where apps are made: imported on a server, in Deno and in a
worker; rendered by react-dom/server and hydrated by React 18.3.1's development build without a
warning; bundled by esbuild, rollup and webpack with no configuration and served alone; and
typed in TSX by tsc. The bundlers and tsc run in the background while the rest is checked."""

import os
import shutil
import signal
import tempfile
from pathlib import Path

from ..engines import NoEngine
from ..harness import Report, Server
from . import anywhere, bundlers, hydration, tsx
from .project import Job, environment, find_tools, install


def run(arguments, launch):
    """The checks on the packages `arguments.out` holds; `launch` starts Chromium."""
    out = Path(arguments.out or "")
    if not (out / "web" / "package.json").exists() or not (out / "react" / "package.json").exists():
        print(f"browser: {out} does not hold web/ and react/; run scripts/build-web OUT")
        return 2
    tools, missing = find_tools()
    if missing:
        print("browser: the app checks need what is missing here:\n  " + "\n  ".join(missing))
        return 2
    report = Report()
    report.engine = NoEngine("Chromium")
    with tempfile.TemporaryDirectory(prefix="tanrei-apps-") as folder:
        work = Path(folder)
        # Stopped at its deadline or by a SIGTERM, the run ends the programs it started, in
        # process groups of their own, and removes its folder before it exits.
        deadline = signal.getsignal(signal.SIGALRM)

        def stopped(number, frame):
            Job.end_all()
            shutil.rmtree(work, ignore_errors=True)
            if number == signal.SIGALRM and callable(deadline):
                deadline(number, frame)
            os._exit(2)

        signal.signal(signal.SIGALRM, stopped)
        signal.signal(signal.SIGTERM, stopped)
        scratch = work / "logs"
        scratch.mkdir()
        project = install(out, work / "project")
        env = environment(work)
        apps, building = bundlers.start(tools, project, env, scratch)
        typing = tsx.start(tools, project, out, env, work, scratch)
        browser = server = None
        try:
            report.run([anywhere.runtimes], tools, project, env, scratch)
            rendered = hydration.render(tools, project, env, scratch)
            report.run([hydration.server_rendering], rendered)
            server = Server(out, {**hydration.pages(rendered), **anywhere.worker_pages(out)},
                            routes={"/deps/": tools.react})
            browser = launch()
            report.run([anywhere.worker, hydration.streamed], browser, server)
            report.run([hydration.waiting], browser, server, rendered)
            written = bundlers.built(report, apps, building)
            report.run([bundlers.served], browser, apps, written)
            tsx.checked(report, typing)
        except Exception as error:  # noqa: BLE001 — what cannot run is a failure, and the rest is ended
            report.check(False, "the app checks ran to their end", str(error).splitlines()[0] if str(error) else repr(error))
        finally:
            for job in list(Job.running):
                job.wait(0)
            if browser:
                browser.close()
            if server:
                server.close()
    return report.summary("browser apps")
