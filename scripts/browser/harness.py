"""What every check shares: the report, a loopback server for a package and the test pages,
waits with limits, and the accessibility tree as each engine reads it."""

import functools
import http.server
import threading
import time
from pathlib import Path

from .engines import WAIT_MS, Unsupported

# How long an accessibility tree may take to follow the page.
SETTLE_S = 3

# What a test page runs to load every element and wait until each kind's module is made: the
# elements are defined as the script runs, and drawn by it once their module is made. A page
# whose address ends in `?debug` loads the development build, which reports every fallback.
# It also defines window.shown(element): whether the element shows itself, as its own state says
# (its script has taken over, it waits no more, its frame is drawn) — what a page can read in
# every engine; its role and name, its default semantics, are read from the accessibility tree.
SHOWN_FUNCTION = ("window.shown = (element) => element.matches(':state(ready)') && !element.matches(':state(waiting)') "
                  "&& Boolean(element.shadowRoot?.querySelector('.frame.shown')); ")
IMPORT = (SHOWN_FUNCTION + "await import(location.search === '?debug' ? '/development/index.js' : '/index.js'); "
          "await Promise.all(['tanrei-loading-indicator', 'tanrei-progress', 'tanrei-skeleton', "
          "'tanrei-spinner', 'tanrei-typing-indicator'].map((tag) => customElements.get(tag).ready));")


class Report:
    """Counts each engine's checks, those it passed, failed and could not run, and keeps the
    failures. `engine` is the engine the checks being run are run in."""

    def __init__(self):
        self.engine = None
        self.totals = {}
        self.failures = []

    def count(self, outcome):
        totals = self.totals.setdefault(self.engine.title, {"passed": 0, "failed": 0, "not run": 0})
        totals[outcome] += 1

    def check(self, ok, what, detail=""):
        where = self.engine.title
        if ok:
            self.count("passed")
            print(f"ok   [{where}] {what}", flush=True)
        else:
            self.count("failed")
            # A detail is evidence, not a dump: the start of it says what was found.
            detail = detail if len(detail) <= 1200 else detail[:1200] + " …"
            self.failures.append(f"[{where}] {what}: {detail}" if detail else f"[{where}] {what}")
            print(f"FAIL [{where}] {what}: {detail}", flush=True)
        return ok

    def not_in(self, what, why):
        """A check this engine cannot express: said plainly, counted apart, never a pass."""
        self.count("not run")
        print(f"not in {self.engine.title}: {what}: {why}", flush=True)

    def can(self, feature, what):
        """Whether this engine has `feature`; where it lacks it, says that `what` is not
        checked here, and why."""
        why = self.engine.lacks(feature)
        if why:
            self.not_in(what, why)
        return why is None

    def node(self, page, role, what, name, **states):
        """Checks that the tree has exactly one node of `role`, called `name`, in the state
        `states` (busy, value, valuetext); where the engine reads no states, those are said not
        to be checked. Firefox's tree follows the page a moment later, later on a loaded machine:
        it is read until it matches, for a few seconds."""
        readable = page.engine.lacks("tree") is None
        wanted = states if readable else {}

        def matches(nodes):
            return (len(nodes) == 1 and nodes[0]["name"] == name
                    and all(nodes[0].get(key) == value for key, value in wanted.items()))
        nodes = settled(page, lambda: page.roles(role), matches)
        self.check(matches(nodes), what, str(nodes))
        if states and not readable:
            self.not_in(f"{what}: its {', '.join(states)}", page.engine.lacks("tree"))
        return matches(nodes)

    def run(self, checks, *arguments):
        """Runs each check with `arguments`: one that needs what this engine lacks is said not to
        run here, one that meets something the engine cannot do says so from there on, and one
        that raises is a failure; the rest run."""
        for check in checks:
            name = check.__name__.replace("_", " ")
            lacking = [self.engine.lacks(feature) for feature in getattr(check, "needs", ())]
            lacking = [why for why in lacking if why]
            if lacking:
                self.not_in(name, "; ".join(lacking))
                continue
            try:
                check(self, *arguments)
            except Unsupported as why:
                self.not_in(f"{name} (from here on)", str(why))
            except Exception as error:  # noqa: BLE001 — a check that breaks is a failure
                self.check(False, name, str(error).splitlines()[0] if str(error) else repr(error))
            finally:
                self.engine.release()

    def summary(self, name):
        """Each engine's totals, then all of them; the exit status."""
        for engine, totals in self.totals.items():
            print(f"{name} in {engine}: {totals['passed']} passed, {totals['failed']} failed, "
                  f"{totals['not run']} not run there")
        for failure in self.failures:
            print(f"  {failure}")
        passed = sum(t["passed"] for t in self.totals.values())
        print(f"{name}: {passed} passed, {len(self.failures)} failed")
        return 1 if self.failures else 0


def needs(*features):
    """Marks a check as needing `features` of an engine (engines.LACKS): where one is lacking,
    the check is said not to run there, with the reason."""
    def mark(check):
        check.needs = features
        return check
    return mark


class Server:
    """An HTTP server on loopback for `folder`, with pages held in memory and, for some, a
    Content Security Policy header; in a thread of its own. A page given as a list is streamed as a
    server streams HTML: its texts in turn, pausing the seconds each number between them says."""

    def __init__(self, folder, pages, policies=None, routes=None):
        """`routes` serves other folders under a prefix."""
        from .pages import RECORDER
        pages = {"/record.js": RECORDER, **pages}
        policies = dict(policies or {})
        routes = dict(routes or {})

        class Handler(http.server.SimpleHTTPRequestHandler):
            extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                              ".wasm": "application/wasm", ".js": "text/javascript"}

            def do_GET(self):
                path = self.path.split("?")[0]
                for prefix, target in routes.items():
                    if path.startswith(prefix):
                        file = Path(target) / path[len(prefix):]
                        if file.is_file():
                            return self.send(file.read_bytes(), self.guess_type(str(file)), path)
                if isinstance(pages.get(path), list):
                    return self.stream(pages[path])
                if path in pages:
                    kind = "text/javascript" if path.endswith(".js") else "text/html; charset=utf-8"
                    return self.send(pages[path].encode(), kind, path)
                return super().do_GET()

            def send(self, body, kind, path):
                self.send_response(200)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                if path in policies:
                    self.send_header("Content-Security-Policy", policies[path])
                self.end_headers()
                self.wfile.write(body)

            def stream(self, parts):
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.end_headers()
                for part in parts:
                    if isinstance(part, str):
                        self.wfile.write(part.encode())
                    else:
                        time.sleep(part)

            def end_headers(self):
                self.send_header("Cache-Control", "no-store")
                super().end_headers()

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(
            ("127.0.0.1", 0), functools.partial(Handler, directory=str(folder)))
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.origin = f"http://127.0.0.1:{self.server.server_port}"

    def url(self, path):
        return self.origin + path

    def close(self):
        self.server.shutdown()
        self.server.server_close()


def wait_for(page, script, what, timeout=WAIT_MS, argument=None):
    """Whether `script` becomes true within `timeout` ms; says what it waited for if not."""
    try:
        page.wait_for_function(script, arg=argument, timeout=timeout)
        return True
    except Exception as error:  # noqa: BLE001 — any failure to see it in time is the answer
        print(f"     (waited for {what}: {str(error).splitlines()[0]})", flush=True)
        return False


def debug_warnings(page, codes=(), prefix=""):
    """The debug warnings the page has printed for elements whose tag begins with `prefix`, once
    each of `codes` is in one of them, or WAIT_MS has passed. An element reports at the end of the
    task that gave it the value, and only once its module is made, which a loaded machine may take
    a while to do: the wait is for what the check expects, not a fixed time."""
    wait_for(page, """([codes, prefix]) => {
        const text = window.warnings.filter((w) => w.startsWith(prefix)).join('\\n');
        return codes.every((code) => text.includes(code)); }""",
             f"the warnings {list(codes)}", argument=[list(codes), prefix])
    return page.evaluate("(prefix) => window.warnings.filter((w) => w.startsWith(prefix))", prefix)


def fresh(context, server, media=None, path="/blank.html"):
    """A new page of `context` on `path`, once the elements are defined."""
    page = context.new_page()
    if media:
        page.emulate_media(**media)
    page.goto(server.url(path), timeout=WAIT_MS)
    wait_for(page, "() => window.tanreiReady === true", "the elements")
    return page


def settled(page, read, wanted):
    """What `read()` gives once `wanted` holds of it, or after SETTLE_S seconds: an engine's
    accessibility tree follows the page a moment later (Firefox's, from its parent process)."""
    deadline = time.monotonic() + SETTLE_S
    found = read()
    while not wanted(found) and time.monotonic() < deadline:
        page.wait_for_timeout(50)
        found = read()
    return found


def caught_up(page):
    """The engine's accessibility tree once it has followed the page up to now: a node added
    now is waited for, then taken away, and is not in what is returned."""
    marker = "tree caught up"
    page.evaluate("""(name) => { const e = document.createElement('div'); e.id = 'tree-marker';
        e.setAttribute('role', 'note'); e.setAttribute('aria-label', name); document.body.append(e); }""", marker)
    tree = settled(page, page.tree, lambda nodes: any(n["name"] == marker for n in nodes))
    page.evaluate("() => document.getElementById('tree-marker').remove()")
    return [n for n in tree if n["name"] != marker]


def progressbars(page):
    return page.roles("progressbar")


def statuses(page):
    return page.roles("status")


def uncaught(page):
    """The errors thrown and not caught on the page, and the promises rejected and not
    handled: from the engine's console, or in WebKit from the page's own record."""
    return [report["text"] for report in page.reports() if report["kind"] == "uncaught"]
