"""Every entry point of both packages imported where there is no DOM — Node, Deno and a module
worker in Chromium — in the production build and under the `development` condition: nothing
thrown, then or later, nothing added to the global object, the process left to end by itself."""

import json
import re
from concurrent.futures import ThreadPoolExecutor

from ..harness import WAIT_MS
from .project import run

WEB_ENTRIES = {
    "@tanrei/web": ["TanreiLoadingIndicator", "TanreiProgress", "TanreiSkeleton", "TanreiSpinner", "TanreiTypingIndicator"],
    **{f"@tanrei/web/components/{name}": [f"Tanrei{name.title().replace('-', '')}"]
       for name in ("loading-indicator", "progress", "skeleton", "spinner", "typing-indicator")},
}
ENTRIES = {**WEB_ENTRIES, "@tanrei/react": ["LoadingIndicator", "Progress", "Skeleton", "Spinner", "TypingIndicator"]}

# Imports one entry point and prints what it exported, what it added to the global object, every
# error thrown or rejected then or in the next 100 ms, the file @tanrei/web's own entry point
# resolves to (which the condition chooses), and the runtime's version. React is imported first:
# Deno sets up its Node compatibility (a global of its own) the first time a package in CommonJS
# is loaded, which is not the entry's doing.
PROBE = """const entry = globalThis.Deno ? Deno.args[0] : process.argv[2];
const version = globalThis.Deno ? `Deno ${Deno.version.deno}` : `Node ${process.version}`;
const resolved = import.meta.resolve(entry === '@tanrei/react' ? '@tanrei/web' : entry);
const errors = [];
const record = (error) => errors.push(String(error?.stack ?? error));
if (!globalThis.Deno) {
  process.on('uncaughtException', record);
  process.on('unhandledRejection', record);
}
globalThis.addEventListener?.('error', (event) => { record(event.error ?? event.message); event.preventDefault(); });
globalThis.addEventListener?.('unhandledrejection', (event) => { record(event.reason); event.preventDefault(); });
await import('react');
const before = new Set(Reflect.ownKeys(globalThis).map(String));
let exported = null;
try {
  exported = Object.keys(await import(entry));
} catch (error) {
  record(error);
}
await new Promise((resolve) => setTimeout(resolve, 100));
const added = Reflect.ownKeys(globalThis).map(String).filter((name) => !before.has(name));
console.log(JSON.stringify({ exported, added, errors, customElements: typeof customElements, resolved, version }));
"""


def probe_result(status, output):
    """The probe's answer, or None with the output when it printed none."""
    for line in reversed(output.splitlines()):
        if line.startswith("{"):
            try:
                return json.loads(line)
            except json.JSONDecodeError:
                break
    return None


def judge(report, where, entry, development, status, output):
    """What the probe found of `entry` in `where`, against what it must be: the development
    build under the `development` condition, the production build otherwise."""
    found = probe_result(status, output)
    expected = ENTRIES[entry]
    ok = (status == 0 and found is not None and found["exported"] == expected and not found["added"]
          and not found["errors"] and found["customElements"] == "undefined"
          and development == ("/development/" in found["resolved"]))
    build = "the development build, by its condition" if development else "the production build"
    report.check(ok, f"{where}: {entry} imports ({build}), exports {', '.join(expected)}, throws and defines nothing, "
                 "and lets the process end", f"status {status}: {found if found else output[-800:]}")
    return found


def runtimes(report, tools, project, env, scratch):
    """Each entry point, in Node and in Deno, for each condition, one process each."""
    (project / "probe.mjs").write_text(PROBE)
    runs = []
    for entry in ENTRIES:
        for development in (False, True):
            condition = ["--conditions=development"] if development else []
            runs.append(("Node", entry, development, [tools.node, *condition, "probe.mjs", entry]))
            runs.append(("Deno", entry, development, [tools.deno, "run", "--quiet", f"--allow-read={project}",
                                                      "--allow-env", *condition, "probe.mjs", entry]))

    def one(index):
        return run(runs[index][-1], project, env, scratch / f"probe-{index}.log", seconds=30)

    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(one, range(len(runs))))
    versions = set()
    for (where, entry, development, _), (status, output) in zip(runs, results):
        found = judge(report, where, entry, development, status, output)
        versions.add(found and found["version"])
    print(f"     runtimes: {', '.join(sorted(str(version) for version in versions))}")
    # The probe can fail: an entry that writes a global is caught.
    (project / "writes-a-global.js").write_text("globalThis.tanreiLeak = 1;\nexport const x = 1;\n")
    status, output = run([tools.node, "probe.mjs", "./writes-a-global.js"], project, env, scratch / "leak.log", 30)
    found = probe_result(status, output)
    report.check(found is not None and found["added"] == ["tanreiLeak"],
                 "the import probe catches a module that adds a global", output[-400:])


WORKER_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>worker</title></head>
<body></body></html>
"""

# A module worker's probe: the same as PROBE, in a worker, answering by message; React, which
# @tanrei/react imports, first, as there.
WORKER_PROBE = """const errors = [];
self.addEventListener('error', (event) => { errors.push(String(event.message)); event.preventDefault(); });
self.addEventListener('unhandledrejection', (event) => { errors.push(String(event.reason)); event.preventDefault(); });
await import('/worker/react.js');
const before = new Set(Reflect.ownKeys(globalThis).map(String));
let exported = null;
try {
  exported = Object.keys(await import(new URL(location.href).searchParams.get('entry')));
} catch (error) {
  errors.push(String(error));
}
await new Promise((resolve) => setTimeout(resolve, 100));
const added = Reflect.ownKeys(globalThis).map(String).filter((name) => !before.has(name));
postMessage({ exported, added, errors, customElements: typeof customElements });
"""

# React 18.3.1 for a module worker: its UMD file, imported as a module, sets self.React.
WORKER_REACT = """import '/deps/react@18.3.1.min.js';
const React = globalThis.React;
export default React;
export const { createElement, forwardRef } = React;
"""

BARE = re.compile(r"""((?:^|[\s;}])(?:import|export)\b[^'"]*?\bfrom\s*|(?:^|[\s;}])import\s*)(['"])([^'"]+)\2""")


def resolved_for_worker(script, addresses):
    """`script` with each bare specifier replaced by its address in `addresses`, as the page's
    import map would: Chromium's module workers read no import map. Raises on a specifier the
    map lacks."""
    def replace(match):
        specifier = match.group(3)
        if specifier.startswith(("/", "./", "../")):
            return match.group(0)
        if specifier not in addresses:
            raise ValueError(f"@tanrei/react imports {specifier!r}, which the worker's map does not resolve")
        return f"{match.group(1)}{match.group(2)}{addresses[specifier]}{match.group(2)}"
    return BARE.sub(replace, script)


def worker_pages(out):
    """The pages and scripts the worker check serves: @tanrei/react's script resolved for a
    worker, in each build."""
    script = (out / "react" / "index.js").read_text()
    pages = {"/worker.html": WORKER_PAGE, "/worker-probe.js": WORKER_PROBE, "/worker/react.js": WORKER_REACT,
             "/worker/reads-the-document.js": "export const title = document.title;\n"}
    for build, web in (("production", "/web/index.js"), ("development", "/web/development/index.js")):
        pages[f"/worker/{build}/react.js"] = resolved_for_worker(script, {"react": "/worker/react.js", "@tanrei/web": web})
    return pages


def in_worker(page, address):
    """What the worker probe says of the module at `address`."""
    return page.evaluate("""([address, limit]) => new Promise((resolve) => {
      const worker = new Worker('/worker-probe.js?entry=' + address, { type: 'module' });
      const done = (answer) => { worker.terminate(); resolve(answer); };
      worker.onmessage = (event) => done(event.data);
      worker.onerror = (event) => done({ errors: [event.message || 'the worker failed to start'] });
      setTimeout(() => done({ errors: ['no answer in time'] }), limit);
    })""", [address, WAIT_MS])


def worker(report, browser, server):
    """Each entry point in a module worker, in both builds."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(server.url("/worker.html"), timeout=WAIT_MS)
    found = in_worker(page, "/worker/reads-the-document.js")
    report.check(found.get("exported") is None and any("document" in error for error in found.get("errors", [])),
                 "the worker probe catches a module that reads the document", str(found))
    files = {}
    for entry in WEB_ENTRIES:
        path = entry.removeprefix("@tanrei/web").removeprefix("/") or "index"
        files[entry] = (f"/web/{path}.js", f"/web/development/{path}.js")
    files["@tanrei/react"] = ("/worker/production/react.js", "/worker/development/react.js")
    for entry, addresses in files.items():
        for address, build in zip(addresses, ("production", "development")):
            found = in_worker(page, address)
            ok = (found.get("exported") == ENTRIES[entry] and not found.get("added") and not found.get("errors")
                  and found.get("customElements") == "undefined")
            report.check(ok, f"Chromium module worker ({build}): {entry} imports, exports {', '.join(ENTRIES[entry])}, "
                         "defines and throws nothing", str(found))
    context.close()
