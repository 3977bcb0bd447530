"""What every check shares: the report, a loopback server for a package and the test pages,
waits with limits, and the accessibility tree read through CDP."""

import functools
import http.server
import threading
import time
from pathlib import Path

WAIT_MS = 10_000

# What a test page runs to load every element and wait until each kind's module is made: the
# elements are defined as the script runs, and drawn by it once their module is made. A page
# whose address ends in `?debug` loads the development build, which reports every fallback.
# It also defines window.semantics(element): what assistive technology meets of an element, its
# role and name as Chromium computes them (ComputedAccessibilityInfo), none while it is hidden.
IMPORT = ("window.semantics = (element) => { const hidden = element.getAttribute('aria-hidden') === 'true' "
          "|| getComputedStyle(element).visibility === 'hidden'; const role = element.computedRole; "
          "return { role: hidden || !role || role === 'generic' ? null : role, "
          "name: hidden ? null : element.computedName || null, hidden }; }; "
          "await import(location.search === '?debug' ? '/development/index.js' : '/index.js'); "
          "await Promise.all(['tanrei-loading-indicator', 'tanrei-progress', 'tanrei-skeleton', "
          "'tanrei-spinner', 'tanrei-typing-indicator'].map((tag) => customElements.get(tag).ready));")


class Report:
    """Counts checks and keeps the failures."""

    def __init__(self):
        self.passed = 0
        self.failures = []

    def check(self, ok, what, detail=""):
        if ok:
            self.passed += 1
            print(f"ok   {what}", flush=True)
        else:
            self.failures.append(f"{what}: {detail}" if detail else what)
            print(f"FAIL {what}: {detail}", flush=True)
        return ok

    def run(self, checks, *arguments):
        """Runs each check with `arguments`; one that raises is a failure, and the rest run."""
        for check in checks:
            try:
                check(self, *arguments)
            except Exception as error:  # noqa: BLE001 — a check that breaks is a failure
                self.check(False, check.__name__, str(error).splitlines()[0] if str(error) else repr(error))

    def summary(self, name):
        print(f"{name}: {self.passed} passed, {len(self.failures)} failed")
        for failure in self.failures:
            print(f"  {failure}")
        return 1 if self.failures else 0


class Server:
    """An HTTP server on loopback for `folder`, with pages held in memory and, for some, a
    Content Security Policy header, or an answer held back a while (`delays`, in seconds: a
    script that arrives late); in a thread of its own. A page given as a list is streamed as a
    server streams HTML: its texts in turn, pausing the seconds each number between them says."""

    def __init__(self, folder, pages, policies=None, routes=None, delays=None):
        pages = dict(pages)
        policies = dict(policies or {})
        routes = dict(routes or {})
        delays = dict(delays or {})

        class Handler(http.server.SimpleHTTPRequestHandler):
            extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                              ".wasm": "application/wasm", ".js": "text/javascript"}

            def do_GET(self):
                path = self.path.split("?")[0]
                if path in delays:
                    time.sleep(delays[path])
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
    each of `codes` is in one of them, or WAIT_MS has passed. An element prints them from a module
    it loads at its first warning, which a loaded machine may take a while to fetch: the wait is
    for what the check expects, not a fixed time."""
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


def nodes(cdp, role):
    """The nodes of `role` in the page's accessibility tree that are not ignored."""
    tree = cdp.send("Accessibility.getFullAXTree")
    found = []
    for node in tree["nodes"]:
        if node.get("ignored") or node.get("role", {}).get("value") != role:
            continue
        properties = {p["name"]: p.get("value", {}).get("value") for p in node.get("properties", [])}
        found.append({
            "name": node.get("name", {}).get("value", ""),
            "busy": properties.get("busy"),
            "live": properties.get("live"),
            "value": node.get("value", {}).get("value") if node.get("value") else None,
            "valuetext": properties.get("valuetext"),
        })
    return found


def progressbars(cdp):
    return nodes(cdp, "progressbar")


def statuses(cdp):
    return nodes(cdp, "status")


def exposed_under(cdp, selector):
    """The nodes of the accessibility tree under the element `selector` finds (shadow roots
    pierced) that are not ignored."""
    document = cdp.send("DOM.getDocument", {"depth": -1, "pierce": True})
    node = cdp.send("DOM.querySelector", {"nodeId": document["root"]["nodeId"], "selector": selector})
    tree = cdp.send("Accessibility.getPartialAXTree", {"nodeId": node["nodeId"], "fetchRelatives": False})
    return [n for n in tree["nodes"] if not n.get("ignored")]
