"""The packages bundled as a web developer bundles an app, with no configuration: esbuild 0.17
(its default format, IIFE, and `--format=esm`), rollup 3 with @rollup/plugin-node-resolve, and
webpack 5 in its default production configuration, all from Debian. Each bundle is served alone,
nothing else of the package beside it: the element shows after its delay, is one progressbar
named by its label, and nothing is logged. Under the `development` condition, where a bundler
takes it, the bundle carries the development build, which reports a size it does not know."""

import json
import re
from dataclasses import dataclass

from ..harness import Server, WAIT_MS, wait_for
from .hydration import listen, loud
from .project import Job, progressbars

# The app that wants a loading indicator: it imports the element's entry point alone and makes
# one where something loads. A size in the address (?size=huge) lets a page give a bad one.
ELEMENT_APP = """import '@tanrei/web/components/loading-indicator';

const indicator = document.createElement('tanrei-loading-indicator');
indicator.label = 'Loading messages';
indicator.showDelay = 500;
const size = new URLSearchParams(location.search).get('size');
if (size) indicator.size = size;
window.madeAt = performance.now();
document.body.append(indicator);
"""

# The same through React and @tanrei/react. Like the app above, it puts the element in the page
# at once, as its script runs: before the element's module is made, which takes a few frames.
REACT_APP = """import { createElement as h } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { LoadingIndicator } from '@tanrei/react';

window.madeAt = performance.now();
const root = createRoot(document.body.appendChild(document.createElement('div')));
flushSync(() => root.render(h(LoadingIndicator, { label: 'Loading messages', showDelay: 500 })));
"""

# Each app in a folder of its own, as webpack with no configuration wants: ./src/index.js.
APPS = {"element": ELEMENT_APP, "react": REACT_APP, "element-development": ELEMENT_APP}
DELAY_MS = 500

# The page a bundle is served with: it notes when the element is first shown, frame by frame.
PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>app</title>
<script>
  const watch = () => {
    const element = document.querySelector('tanrei-loading-indicator');
    if (element && getComputedStyle(element).visibility !== 'hidden' && element.computedRole === 'progressbar') {
      window.shownAt = performance.now();
      window.shownAs = `${element.computedRole} named "${element.computedName}", ${element.outerHTML}`;
    } else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
</script></head>
<body><script SCRIPT></script></body></html>
"""


@dataclass
class Bundle:
    """One app bundled one way."""

    bundler: str
    app: str
    command: list
    # The folder the bundle is written to, holding it alone, and its file there.
    output: str
    file: str
    module: bool = False
    development: bool = False
    # The warnings the bundler may give that are not about the packages, by how they begin.
    allowed: tuple = ()

    @property
    def name(self):
        """The bundler and what it bundled."""
        return f"{self.bundler}, {'@tanrei/react with React' if self.app == 'react' else 'the loading indicator'}"

    def folder(self, apps):
        """Where the bundle is written, under the apps' folder."""
        return apps / self.app / self.output


def bundles(tools):
    """Every bundle the checks make. webpack runs from the app's folder with no argument, so that
    it builds ./src/index.js into ./dist/main.js, through webpack-cli, which is what the
    `webpack` command runs: Debian's looks for webpack-cli under /usr/share/nodejs alone."""
    webpack = [tools.node, "--require", "../preload.cjs", tools.modules / "webpack-cli" / "bin" / "cli.js"]
    # webpack's only notice when no configuration sets a mode: it takes production.
    default_mode = ("WARNING in configuration",)
    made = []
    for app in ("element", "react"):
        made += [
            Bundle("esbuild --bundle (IIFE)", app, [tools.esbuild, "src/index.js", "--bundle",
                                                    "--outfile=esbuild-iife/bundle.js"], "esbuild-iife", "bundle.js"),
            Bundle("esbuild --bundle --format=esm", app, [tools.esbuild, "src/index.js", "--bundle", "--format=esm",
                                                          "--outfile=esbuild-esm/bundle.js"], "esbuild-esm", "bundle.js",
                   module=True),
            Bundle("webpack 5, default production configuration", app, webpack, "dist", "main.js",
                   allowed=default_mode),
        ]
    # React is CommonJS, which rollup reads only with a plugin more (@rollup/plugin-commonjs).
    made.append(Bundle("rollup -p node-resolve", "element", [tools.rollup, "src/index.js", "-p", "node-resolve", "-o",
                                                            "rollup/bundle.js"], "rollup", "bundle.js", module=True))
    made.append(Bundle("esbuild --bundle --conditions=development", "element",
                       [tools.esbuild, "src/index.js", "--bundle", "--conditions=development",
                        "--outfile=esbuild-development/bundle.js"], "esbuild-development", "bundle.js",
                       development=True))
    made.append(Bundle("webpack 5 --mode development", "element-development", [*webpack, "--mode", "development"],
                       "dist", "main.js", development=True))
    return made


# Debian's enhanced-resolve (webpack's resolver) reads where Debian's Node keeps its global
# modules from process.config, which this Node (not Debian's build) does not say: the preload
# says it, pointing at where webpack is unpacked. process.config is frozen; the property is not.
PRELOAD = """const variables = { ...process.config.variables, node_prefix: NODE_PREFIX, node_relative_path: 'share/nodejs' };
Object.defineProperty(process, 'config', {
  value: Object.freeze({ ...process.config, variables: Object.freeze(variables) }),
  enumerable: true,
  configurable: true,
});
"""


def start(tools, project, env, scratch):
    """Writes the apps and starts every bundler in the background: the apps' folder, and the
    jobs by bundle."""
    apps = project / "apps"
    for app, source in APPS.items():
        (apps / app / "src").mkdir(parents=True)
        (apps / app / "src" / "index.js").write_text(source)
    (apps / "preload.cjs").write_text(PRELOAD.replace("NODE_PREFIX", json.dumps(str(tools.modules.parents[1]))))
    # webpack-cli and rollup find webpack and the plugin as Node's global modules.
    env = {**env, "NODE_PATH": str(tools.modules)}
    return apps, [(bundle, Job(bundle.command, apps / bundle.app, env, scratch / f"bundle-{index}.log"))
                  for index, bundle in enumerate(bundles(tools))]


# How each bundler begins a warning or an error: esbuild's marks, rollup's "(!)" and "[!]",
# webpack's "WARNING in" and "ERROR in".
WARNING = re.compile(r"^\s*(?:\u25b2|\u2718|\[WARNING\]|\[ERROR\]|\(!\)|\[!\]|WARNING in|ERROR in)|\[(?:WARNING|ERROR)\]")


def warnings(bundle, output):
    """What a bundler printed that warns of something, but what `bundle` allows."""
    return [line for line in output.splitlines() if WARNING.search(line) and not line.startswith(bundle.allowed)]


def built(report, apps, jobs):
    """Each bundler's run: it ended, with no warning; the bundles it wrote, by bundle."""
    written = []
    for bundle, job in jobs:
        status, output = job.wait(90)
        said = warnings(bundle, output)
        ok = status == 0 and (bundle.folder(apps) / bundle.file).is_file() and not said
        report.check(ok, f"{bundle.name}: built with no flag or file for the package, and no warning",
                     f"status {status}: {' | '.join(said) or output[-800:]}")
        if ok:
            written.append(bundle)
    return written


def open_bundle(context, bundle, folder, query=""):
    """A page serving `bundle` alone, opened; its server, page, what it printed and requested."""
    script = f'type="module" src="/{bundle.file}"' if bundle.module else f'src="/{bundle.file}"'
    server = Server(folder, {"/index.html": PAGE.replace("SCRIPT", script)})
    page = context.new_page()
    heard = listen(page)
    requested = []
    page.on("requestfinished", lambda request: requested.append(
        (request.url.removeprefix(server.origin), request.response().status if request.response() else None)))
    page.on("requestfailed", lambda request: requested.append((request.url.removeprefix(server.origin), "failed")))
    page.goto(server.url("/index.html" + query), timeout=WAIT_MS, wait_until="commit")
    return server, page, heard, requested


def said_within(page, heard, text, ms):
    """The lines the page printed that hold `text`, once one does or `ms` have passed."""
    for _ in range(ms // 50):
        if any(text in line for line in heard):
            break
        page.wait_for_timeout(50)
    return [line for line in heard if text in line]


def shown_alone(report, bundle, page, heard, requested):
    """The element shows after its delay, one named progressbar, and the page loads the bundle
    alone and prints nothing."""
    shown = wait_for(page, "() => window.shownAt !== undefined", f"{bundle.name} shown")
    delay = page.evaluate("() => window.shownAt - window.madeAt") if shown else None
    report.check(delay is not None and DELAY_MS - 20 <= delay < DELAY_MS + 3000,
                 f"{bundle.name}: shown {DELAY_MS} ms after it was made, not before",
                 f"exposed after {delay} ms, as a {page.evaluate('() => window.shownAs') if shown else 'nothing'}")
    bars = progressbars(page.context.new_cdp_session(page))
    report.check([bar["name"] for bar in bars] == ["Loading messages"],
                 f"{bundle.name}: one progressbar named \"Loading messages\"", str(bars))
    others = [entry for entry in requested if entry[0] not in ("/index.html", f"/{bundle.file}") or entry[1] != 200]
    report.check(not others, f"{bundle.name}: the page loads its bundle and nothing else", str(requested))
    report.check(not loud(heard), f"{bundle.name}: no console error or warning", "; ".join(heard)[:800])


def served(report, browser, apps, written):
    """Each bundle in Chromium, served alone, all pages at once. A development bundle is given
    size="huge" and must warn of it; the production bundles of the same bundlers must not."""
    context = browser.new_context()
    opened = []
    for bundle in written:
        folder = bundle.folder(apps)
        files = [path.name for path in folder.rglob("*") if path.is_file() and not path.name.endswith(".LICENSE.txt")]
        report.check(files == [bundle.file], f"{bundle.name}: the bundle is one file", str(files))
        if bundle.development:
            opened.append(("development", bundle, open_bundle(context, bundle, folder, "?size=huge")))
            continue
        opened.append(("shown", bundle, open_bundle(context, bundle, folder)))
        if bundle.app == "element" and bundle.bundler.startswith(("esbuild --bundle (IIFE)", "webpack")):
            opened.append(("production", bundle, open_bundle(context, bundle, folder, "?size=huge")))
    try:
        for kind, bundle, (_, page, heard, requested) in opened:
            if kind == "shown":
                shown_alone(report, bundle, page, heard, requested)
            elif kind == "development":
                reported = said_within(page, heard, "unknown-size", WAIT_MS)
                report.check(len(reported) == 1 and reported[0].startswith("warning:"),
                             f"{bundle.name}: the development build warns once of size=\"huge\" (unknown-size)",
                             "; ".join(heard)[:800])
            else:
                shown = wait_for(page, "() => window.shownAt !== undefined", f"{bundle.name} shown")
                reported = said_within(page, heard, "unknown-size", 300)
                report.check(shown and not reported, f"{bundle.name}: the production build, given size=\"huge\", "
                             "shows and reports nothing", "; ".join(heard)[:800])
    finally:
        for _, _, (server, *_) in opened:
            server.close()
        context.close()
