"""The three engines behind one small surface, so that each check is written once and runs in
each: Chromium through Playwright, Firefox ESR over Marionette (with WebDriver BiDi on the same
session for its console), and WebKitGTK's MiniBrowser through WebKitWebDriver and Selenium,
under an Xvfb of its own.

A page offers what the checks use of Playwright's page — evaluate, wait_for_function,
wait_for_timeout, emulate_media, set_viewport_size, screenshot, goto, close — and three things
read from the engine itself: `reports()` (console.error and console.warn calls and uncaught
errors), `tree()` (the accessibility tree, as role, name, busy, value and value text) and
`roles(role)` (the nodes of one role). What an engine cannot do raises `Unsupported`, saying
why, and the check says so for that engine alone."""

import gc
import importlib.util
import itertools
import json
import logging
import os
import select
import signal
import shutil
import subprocess
import threading
import time
from pathlib import Path

# The narrowest page MiniBrowser's window gives, toolbar and all.
MINIBROWSER_LEAST_WIDTH = 447
# How long a window's new size may take to reach its page.
SIZING_SECONDS = 5

WAIT_MS = 10_000
# Playwright's page has this size unless told otherwise; the other engines are given it too.
VIEWPORT = {"width": 1280, "height": 720}
NAMES = ("chromium", "firefox", "webkit")


class Unsupported(Exception):
    """An operation this engine cannot do here, and why."""


# What a check may need that only Chromium has here, and why.
CHROMIUM_ONLY = {
    "cdp": "no Chrome DevTools Protocol here (the style recalculation counts read are Chromium's)",
    "clock": "Playwright's fake clock is Chromium's here (the core answers the same in every engine; "
             "the delays and entrances are checked on the real clock)",
    "scale": "a device scale factor is Chromium's here (the fixtures are compared with the renderer's "
             "pictures at 1x, 2x and 3x)",
    "transparent": "the driver's screenshot always has the page's background",
}
# What a check may need that an engine lacks, and why.
LACKS = {
    "firefox": CHROMIUM_ONLY,
    "webkit": {
        **CHROMIUM_ONLY,
        "forced-colors": "WebKitGTK has no forced colours mode to turn on (no setting, flag or feature of MiniBrowser's)",
        "live-media": "WebKitGTK reads reduced motion (GTK's gtk-enable-animations) and dark (MiniBrowser's "
                      "--dark-mode) when it starts: no live switch",
        "tree": "WebKitWebDriver reads an element's computed role and name only, and those ignore aria-hidden: "
                "no tree, busy state or value",
        "console": "WebKitWebDriver passes no console: the page's own record of console.error, console.warn, "
                   "error and unhandledrejection events is read instead",
        "narrow": f"MiniBrowser's window is at least {MINIBROWSER_LEAST_WIDTH} px wide",
        "motion-work": "WebKitWebDriver reads no count of style recalculations or layouts, nor where an animation runs",
    },
}


def lacks(engine, feature):
    """Why `engine` cannot do `feature`, or None when it can."""
    return LACKS.get(engine, {}).get(feature)


def function_call(script):
    """A WebDriver script body that runs `script` as Playwright's evaluate does: called with the
    argument when it is a function, its value when it is an expression."""
    source = script.strip().rstrip(";")
    return (f"const tanreiScript = ({source});\n"
            "return typeof tanreiScript === 'function' ? tanreiScript(arguments[0]) : tanreiScript;")


class Engine:
    """One browser, started once; its pages are opened one at a time."""

    name = ""

    def __init__(self, scratch, made=None):
        self.scratch = Path(scratch)
        self.page = None
        # Told first, before any process starts, so that a deadline passing while the engine
        # starts still ends what it started.
        if made is not None:
            made(self)

    @property
    def title(self):
        return {"chromium": "Chromium", "firefox": "Firefox", "webkit": "WebKit"}[self.name]

    def lacks(self, feature):
        return lacks(self.name, feature)

    def new_context(self, **options):
        return Context(self, options)

    def release(self):
        """Closes the page a check left open (one that stopped early, say)."""
        if self.page is not None:
            self.page.close()

    def close(self):
        raise NotImplementedError

    def kill(self):
        """Ends every process this engine started, at once: for a run past its deadline."""
        raise NotImplementedError


class Context:
    """Options every page opened through it starts with: media, viewport."""

    def __init__(self, engine, options):
        self.engine = engine
        self.options = options

    def new_page(self):
        return self.engine.open(self.options)


class Page:
    """What every engine's page shares: waits, polled in Python for the WebDriver engines."""

    def __init__(self, engine):
        self.engine = engine

    def wait_for_timeout(self, ms):
        time.sleep(ms / 1000)

    def wait_for_function(self, script, arg=None, timeout=WAIT_MS):
        deadline = time.monotonic() + timeout / 1000
        while True:
            if self.evaluate(script, arg):
                return True
            if time.monotonic() > deadline:
                raise TimeoutError(f"Timeout {timeout}ms exceeded.")
            time.sleep(0.02)

    def roles(self, role):
        """The nodes of `role` in the accessibility tree that are not ignored."""
        return [node for node in self.tree() if node["role"] == role]

    def recorded(self):
        """What the page's own recorder (pages.RECORDER) kept, for engines with no console."""
        found = self.evaluate("() => window.tanreiReports ?? null")
        if found is None:
            raise Unsupported("the page records no console (it does not load /record.js)")
        return found


# Chromium --------------------------------------------------------------------------------

class Chromium(Engine):
    name = "chromium"

    def __init__(self, scratch, executable, made=None):
        super().__init__(scratch, made)
        from playwright.sync_api import sync_playwright
        self.playwright = sync_playwright().start()
        # ComputedAccessibilityInfo gives a page element.computedRole and computedName: what the
        # replays on Playwright's clock read of a host whose role and name are its own semantics.
        self.browser = self.playwright.chromium.launch(
            executable_path=executable, args=["--no-sandbox", "--enable-blink-features=ComputedAccessibilityInfo"])

    def new_context(self, **options):
        return ChromiumContext(self, options)

    def release(self):
        for context in self.browser.contexts:
            for page in context.pages:
                page.close()

    def close(self):
        self.browser.close()
        self.playwright.stop()

    def kill(self):
        """Nothing to do: Playwright's driver ends Chromium when this process ends."""


class ChromiumContext:
    """A browser context of Playwright's, with the media and viewport every page starts with."""

    def __init__(self, engine, options):
        self.engine = engine
        media = options.get("media") or {}
        self.context = engine.browser.new_context(
            viewport=options.get("viewport") or VIEWPORT, device_scale_factor=options.get("scale", 1),
            **media)
        self.context.set_default_timeout(WAIT_MS)

    def new_page(self):
        return ChromiumPage(self.engine, self.context)


class ChromiumPage(Page):
    """Playwright's page, with the engine's console and accessibility tree read through CDP."""

    def __init__(self, engine, context):
        super().__init__(engine)
        self.playwright = context.new_page()
        self.cdp = context.new_cdp_session(self.playwright)
        self.reported = []
        self.cdp.on("Runtime.consoleAPICalled", self.console_called)
        self.cdp.on("Runtime.exceptionThrown", self.exception_thrown)
        self.cdp.send("Runtime.enable")

    def console_called(self, event):
        kind = {"error": "error", "warning": "warn"}.get(event["type"])
        if kind:
            text = " ".join(str(a.get("value", a.get("description", ""))) for a in event.get("args", []))
            self.reported.append({"kind": kind, "text": text})

    def exception_thrown(self, event):
        details = event["exceptionDetails"]
        text = details.get("exception", {}).get("description") or details.get("text", "")
        self.reported.append({"kind": "uncaught", "text": text})

    def goto(self, url, timeout=WAIT_MS):
        self.playwright.goto(url, timeout=timeout)

    def evaluate(self, script, arg=None):
        return self.playwright.evaluate(script, arg)

    def wait_for_function(self, script, arg=None, timeout=WAIT_MS):
        self.playwright.wait_for_function(script, arg=arg, timeout=timeout)
        return True

    def wait_for_timeout(self, ms):
        self.playwright.wait_for_timeout(ms)

    def emulate_media(self, **media):
        self.playwright.emulate_media(**media)

    def set_viewport_size(self, size):
        self.playwright.set_viewport_size(size)

    def screenshot(self, path=None, full_page=False):
        return self.playwright.screenshot(path=path, full_page=full_page)

    def run_script(self, source):
        self.playwright.evaluate(source)

    def motion_work(self, ms):
        """What the main thread does while the page moves for `ms`: style recalculations,
        layouts and seconds of script, from CDP's Performance metrics. Chromium says nothing of
        where each animation runs (None)."""
        self.cdp.send("Performance.enable")

        def metrics():
            return {m["name"]: m["value"] for m in self.cdp.send("Performance.getMetrics")["metrics"]}
        before = metrics()
        self.wait_for_timeout(ms)
        after = metrics()
        change = {name: round(after[name] - before[name], 4) for name in ("RecalcStyleCount", "LayoutCount", "ScriptDuration")}
        return {"restyles": change["RecalcStyleCount"], "layouts": change["LayoutCount"],
                "script": change["ScriptDuration"], "off compositor": None}

    def reports(self):
        return list(self.reported)

    def tree(self):
        found = []
        for node in self.cdp.send("Accessibility.getFullAXTree")["nodes"]:
            if node.get("ignored"):
                continue
            properties = {p["name"]: p.get("value", {}).get("value") for p in node.get("properties", [])}
            found.append({
                "role": node.get("role", {}).get("value"),
                "name": node.get("name", {}).get("value", ""),
                "busy": bool(properties.get("busy")),
                "value": node.get("value", {}).get("value") if node.get("value") else None,
                "valuetext": properties.get("valuetext") or None,
            })
        return found

    def close(self):
        self.playwright.close()


# The WebDriver engines ----------------------------------------------------------------------

class WebDriverPage(Page):
    """A page in the engine's one window: opening it resets the window, closing it leaves
    about:blank."""

    def __init__(self, engine, options):
        super().__init__(engine)
        self.media = dict(options.get("media") or {})

    def goto(self, url, timeout=WAIT_MS):
        self.engine.navigate(url, timeout)

    def evaluate(self, script, arg=None):
        return self.engine.execute(function_call(script), arg)

    def run_script(self, source):
        """Runs `source` as a script's body (axe-core's, say), not as an expression."""
        self.engine.execute(source + "\nreturn true;", None)

    def close(self):
        self.engine.navigate("about:blank", WAIT_MS)
        self.engine.page = None


# Firefox ---------------------------------------------------------------------------------

class Firefox(Engine):
    """Firefox ESR, headless, over Marionette; WebDriver BiDi on the same session brings its
    console. Media are preferences, which Firefox follows live."""

    name = "firefox"
    # The accessibility tree, walked from the parent process, where Firefox keeps a copy of
    # every content process's tree: role, name, states and object attributes of each node.
    TREE = """
      const service = Cc['@mozilla.org/accessibilityService;1'].getService(Ci.nsIAccessibilityService);
      const browser = Services.wm.getMostRecentWindow('navigator:browser').gBrowser.selectedBrowser;
      const found = [];
      const walk = (node, depth) => {
        if (!node || depth > 200) return;
        const state = {}, extra = {};
        node.getState(state, extra);
        const states = [...service.getStringStates(state.value, extra.value)];
        const attributes = {};
        try { for (const a of node.attributes.enumerate()) attributes[a.key] = a.value; } catch (e) {}
        found.push({ role: service.getStringRole(node.role), name: node.name, states, attributes,
                     value: node.value });
        for (let child = node.firstChild; child; child = child.nextSibling) walk(child, depth + 1);
      };
      walk(service.getAccessibleFor(browser), 0);
      return found;
    """
    # Firefox's names for the roles the checks read, where they differ from ARIA's.
    ROLES = {"statusbar": "status"}

    def __init__(self, scratch, executable, made=None):
        super().__init__(scratch, made)
        from marionette_driver.marionette import Marionette
        import websocket
        # mozversion tells Firefox's build at every start, on standard error.
        logging.getLogger("mozversion").setLevel(logging.WARNING)
        (self.scratch / "firefox").mkdir(parents=True, exist_ok=True)
        self.marionette = Marionette(
            bin=executable, port=0, headless=True, startup_timeout=30, socket_timeout=60,
            workspace=str(self.scratch / "firefox"), gecko_log=str(self.scratch / "firefox" / "gecko.log"),
            app_args=["--remote-debugging-port=0"], prefs=self.DEFAULTS)
        capabilities = self.marionette.start_session({"webSocketUrl": True})
        self.marionette.timeout.script = WAIT_MS / 1000
        self.marionette.timeout.page_load = WAIT_MS / 1000
        self.window = self.marionette.current_window_handle
        self.socket = websocket.create_connection(capabilities["webSocketUrl"], timeout=10, suppress_origin=True)
        # Connected: from now on the listener waits for messages however long the page is quiet,
        # and ends when the socket is closed.
        self.socket.settimeout(None)
        self.messages = []
        self.answers = {}
        self.numbers = itertools.count(1)
        self.lock = threading.Condition()
        threading.Thread(target=self.listen, daemon=True).start()
        self.bidi("session.subscribe", {"events": ["log.entryAdded"]})

    # Reduced motion, forced colours and the colour scheme, as preferences set to their
    # light, full-motion, unforced values for every page.
    DEFAULTS = {"ui.prefersReducedMotion": 0, "browser.display.document_color_use": 0,
                "layout.css.prefers-color-scheme.content-override": 1}
    FORCED_DARK = {"browser.display.use_system_colors": False, "browser.display.background_color": "#000000",
                   "browser.display.foreground_color": "#ffffff"}

    def listen(self):
        import websocket
        while True:
            try:
                message = json.loads(self.socket.recv())
            except (websocket.WebSocketException, OSError, ValueError):
                return
            with self.lock:
                if "id" in message:
                    self.answers[message["id"]] = message
                elif message.get("method") == "log.entryAdded":
                    self.messages.append(message["params"])
                self.lock.notify_all()

    def bidi(self, method, params, timeout=10):
        number = next(self.numbers)
        self.socket.send(json.dumps({"id": number, "method": method, "params": params}))
        deadline = time.monotonic() + timeout
        with self.lock:
            while number not in self.answers:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError(f"WebDriver BiDi's {method} did not answer in {timeout} s")
                self.lock.wait(left)
            answer = self.answers.pop(number)
        if answer.get("type") == "error":
            raise RuntimeError(f"{method}: {answer.get('message')}")
        return answer.get("result")

    def open(self, options):
        if self.page is not None:
            raise RuntimeError("one page at a time in Firefox")
        self.navigate("about:blank", WAIT_MS)
        self.page = FirefoxPage(self, options)
        return self.page

    def navigate(self, url, timeout):
        self.marionette.timeout.page_load = timeout / 1000
        self.marionette.navigate(url)

    def execute(self, body, arg):
        return self.marionette.execute_script(body, script_args=[arg], sandbox=None, new_sandbox=False)

    def set_prefs(self, prefs):
        with self.marionette.using_context("chrome"):
            for name, value in prefs.items():
                if value is None:
                    self.marionette.clear_pref(name)
                else:
                    self.marionette.set_pref(name, value)

    def media_prefs(self, media):
        """The preferences for Playwright's media options."""
        prefs = dict(self.DEFAULTS)
        prefs.update({name: None for name in self.FORCED_DARK})
        if media.get("reduced_motion") == "reduce":
            prefs["ui.prefersReducedMotion"] = 1
        if media.get("color_scheme") == "dark":
            prefs["layout.css.prefers-color-scheme.content-override"] = 0
        if media.get("forced_colors") == "active":
            prefs["browser.display.document_color_use"] = 2
            if media.get("color_scheme") == "dark":
                prefs.update(self.FORCED_DARK)
        return prefs

    def tree(self):
        with self.marionette.using_context("chrome"):
            # The service builds the tree when first asked: until then the document is absent.
            deadline = time.monotonic() + WAIT_MS / 1000
            while True:
                nodes = self.marionette.execute_script(self.TREE)
                if any(n["role"] == "document" and "busy" not in n["states"] for n in nodes) \
                        or time.monotonic() > deadline:
                    break
                time.sleep(0.05)
        found = []
        for node in nodes:
            states = node["states"]
            # An indeterminate progress bar is 'mixed', and then its value (Firefox says 50) means nothing.
            indeterminate = "mixed" in states
            value = None if indeterminate or node["value"] in ("", None) else node["value"]
            try:
                value = float(value) if value is not None else None
            except ValueError:
                pass
            found.append({
                "role": self.ROLES.get(node["role"], node["role"]), "name": node["name"] or "",
                "busy": "busy" in states, "value": value,
                "valuetext": None if indeterminate else node["attributes"].get("valuetext"),
            })
        return found

    def close(self):
        try:
            self.socket.close()
        finally:
            self.marionette.cleanup()
            # mozprofile removes its profile again when the object is collected; at the
            # interpreter's exit that fails noisily, so it is collected now.
            self.marionette = None
            gc.collect()

    def kill(self):
        marionette = getattr(self, "marionette", None)
        runner = marionette.instance.runner if marionette and marionette.instance else None
        process = getattr(runner, "process_handler", None)
        if process is not None:
            os.kill(process.pid, signal.SIGKILL)
        else:
            # Still starting: Firefox is known by the profile it was given, in the scratch folder.
            kill_mentioning(self.scratch / "firefox")


class FirefoxPage(WebDriverPage):
    def __init__(self, engine, options):
        super().__init__(engine, options)
        engine.set_prefs(engine.media_prefs(self.media))
        self.since = len(engine.messages)
        self.set_viewport_size(options.get("viewport") or VIEWPORT)

    def emulate_media(self, **media):
        self.media.update(media)
        self.engine.set_prefs(self.engine.media_prefs(self.media))

    def set_viewport_size(self, size):
        self.engine.bidi("browsingContext.setViewport", {
            "context": self.engine.window, "viewport": {"width": size["width"], "height": size["height"]}})

    def screenshot(self, path=None, full_page=False):
        png = self.engine.marionette.screenshot(format="binary", full=full_page)
        if path:
            Path(path).write_bytes(png)
        return png

    def reports(self):
        found = []
        with self.engine.lock:
            entries = self.engine.messages[self.since:]
        for entry in entries:
            if entry.get("source", {}).get("context") != self.engine.window:
                continue
            # Firefox's own notice of what a policy refused is no report of the page's, as
            # Chromium's is not either.
            if entry.get("type") == "javascript" and entry.get("text", "").startswith("Content-Security-Policy:"):
                continue
            if entry.get("type") == "javascript":
                found.append({"kind": "uncaught", "text": entry.get("text", "")})
            elif entry.get("method") in ("error", "warn"):
                found.append({"kind": entry["method"], "text": entry.get("text", "")})
        return found

    def tree(self):
        return self.engine.tree()

    # Read with the system's privileges in the page's process: the restyles that animations
    # asked for, the frames laid out again, and which animations do not run on the compositor.
    MOTION = """const utils = window.windowUtils;
      const hosts = [...document.querySelectorAll('*')].filter((e) => e.shadowRoot);
      return { restyles: utils.animationTriggeredRestyles, layouts: utils.framesReflowed,
               off: hosts.flatMap((e) => e.shadowRoot.getAnimations().filter((a) => a.playState === 'running'
                 && !a.isRunningOnCompositor).map((a) => `${e.id || e.localName}: ${a.effect.getProperties()
                 .map((p) => p.property).join(', ')}`)) };"""

    def motion_work(self, ms):
        """What the main thread does while the page moves for `ms`: the restyles animations
        trigger and the frames laid out again, from Firefox's own counters, and the running
        animations that are not on the compositor. No script time is read (None)."""
        before = self.engine.marionette.execute_script(self.MOTION, sandbox="system")
        self.wait_for_timeout(ms)
        after = self.engine.marionette.execute_script(self.MOTION, sandbox="system")
        return {"restyles": after["restyles"] - before["restyles"], "layouts": after["layouts"] - before["layouts"],
                "script": None, "off compositor": after["off"]}


# WebKit ----------------------------------------------------------------------------------

class WebKit(Engine):
    """WebKitGTK's MiniBrowser in automation mode, driven by WebKitWebDriver through Selenium,
    on an Xvfb display of its own. Reduced motion and dark are read when MiniBrowser starts, so
    a page that asks for other media starts it again."""

    name = "webkit"

    def __init__(self, scratch, executable=None, made=None):
        self.driver = None
        self.xvfb = None
        super().__init__(scratch, made)
        self.minibrowser = executable or minibrowser()
        self.home = self.scratch / "webkit"
        (self.home / "config" / "gtk-3.0").mkdir(parents=True, exist_ok=True)
        self.display = self.start_display()
        self.media = None

    def start_display(self):
        """Xvfb on the first free display, which it names on a pipe; 4,000 px high so that a
        whole page fits in the window for a full-page screenshot."""
        reader, writer = os.pipe()
        self.xvfb = subprocess.Popen(
            ["Xvfb", "-displayfd", str(writer), "-screen", "0", "1920x4000x24", "-nolisten", "tcp"],
            pass_fds=[writer], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        os.close(writer)
        # It writes the number and then a newline: closing the pipe before the newline would
        # fail that write, and Xvfb with it.
        named = b""
        deadline = time.monotonic() + 10
        while not named.endswith(b"\n") and time.monotonic() < deadline:
            ready, _, _ = select.select([reader], [], [], max(0, deadline - time.monotonic()))
            chunk = os.read(reader, 16) if ready else b""
            if not chunk:
                break
            named += chunk
        os.close(reader)
        number = named.decode().strip()
        if not number:
            self.xvfb.kill()
            raise RuntimeError("Xvfb did not name its display within 10 s")
        return ":" + number

    def start(self, media):
        """MiniBrowser with `media`: reduced motion through GTK's settings, dark through its flag."""
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service
        self.stop_browser()
        reduced = media.get("reduced_motion") == "reduce"
        (self.home / "config" / "gtk-3.0" / "settings.ini").write_text(
            f"[Settings]\ngtk-enable-animations={'false' if reduced else 'true'}\n")
        options = Options()
        options.binary_location = self.minibrowser
        options.add_argument("--automation")
        if media.get("color_scheme") == "dark":
            options.add_argument("--dark-mode")
        environment = {"DISPLAY": self.display, "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
                       "HOME": str(self.home), "XDG_CONFIG_HOME": str(self.home / "config"),
                       "XDG_CACHE_HOME": str(self.home / "cache"), "XDG_DATA_HOME": str(self.home / "data"),
                       "TMPDIR": os.environ.get("TMPDIR", str(self.scratch))}
        service = Service(executable_path=shutil.which("WebKitWebDriver") or "/usr/bin/WebKitWebDriver",
                          env=environment, popen_kw={"start_new_session": True},
                          log_output=os.environ.get("TANREI_WEBKIT_LOG", subprocess.DEVNULL))
        self.driver = webdriver.WebKitGTK(options=options, service=service)
        self.driver.set_script_timeout(WAIT_MS / 1000)
        self.driver.set_page_load_timeout(WAIT_MS / 1000)
        self.media = {"reduced_motion": "reduce" if reduced else "no-preference",
                      "color_scheme": "dark" if media.get("color_scheme") == "dark" else "light"}

    def wants(self, media):
        return {"reduced_motion": "reduce" if media.get("reduced_motion") == "reduce" else "no-preference",
                "color_scheme": "dark" if media.get("color_scheme") == "dark" else "light"}

    def open(self, options):
        if self.page is not None:
            raise RuntimeError("one page at a time in WebKit")
        if (options.get("media") or {}).get("forced_colors") == "active":
            raise Unsupported(self.lacks("forced-colors"))
        self.page = WebKitPage(self, options)
        return self.page

    def navigate(self, url, timeout):
        self.driver.set_page_load_timeout(timeout / 1000)
        self.driver.get(url)

    def execute(self, body, arg):
        return self.driver.execute_script(body, arg)

    def stop_browser(self):
        """Ends the session, which closes MiniBrowser, then the driver's whole process group,
        within seconds: Selenium's own stop may wait 100 s for a driver that lingers."""
        if self.driver is None:
            return
        driver, self.driver = self.driver, None
        try:
            driver.execute("quit")
        except Exception:  # noqa: BLE001 — a session already gone is what is wanted
            pass
        process, driver.service.process = driver.service.process, None
        if process is not None:
            end_group(process)

    def close(self):
        try:
            self.stop_browser()
        finally:
            end_group(self.xvfb)

    def kill(self):
        for process in (self.driver.service.process if self.driver is not None else None, self.xvfb):
            if process is not None:
                try:
                    os.killpg(process.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass


def kill_mentioning(path):
    """Kills every process of this user whose command line names `path`."""
    needle = str(path).encode()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if needle in (entry / "cmdline").read_bytes():
                os.kill(int(entry.name), signal.SIGKILL)
        except (OSError, ValueError):
            continue


def end_group(process, grace=5):
    """Ends `process`, started in a session of its own, and everything in its process group:
    SIGTERM, then SIGKILL for what is still there after `grace` seconds."""
    for sent in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(process.pid, sent)
        except ProcessLookupError:
            break
        try:
            process.wait(timeout=grace)
            break
        except subprocess.TimeoutExpired:
            continue


class WebKitPage(WebDriverPage):
    """A page of MiniBrowser's, which is started with the page's media at its first use."""

    def __init__(self, engine, options):
        super().__init__(engine, options)
        self.chrome = None
        self.size = dict(options.get("viewport") or VIEWPORT)
        self.ready = False

    def ensure(self):
        """MiniBrowser started with this page's media, the window sized, on about:blank."""
        if self.ready:
            return
        if self.engine.driver is None or self.engine.media != self.engine.wants(self.media):
            self.engine.start(self.media)
        self.ready = True
        self.engine.navigate("about:blank", WAIT_MS)
        self.set_viewport_size(self.size)

    def goto(self, url, timeout=WAIT_MS):
        self.ensure()
        super().goto(url, timeout)

    def evaluate(self, script, arg=None):
        self.ensure()
        return super().evaluate(script, arg)

    def emulate_media(self, **media):
        if media.get("forced_colors") == "active":
            raise Unsupported(self.engine.lacks("forced-colors"))
        wanted = {**self.media, **media}
        if self.ready and self.engine.wants(wanted) != self.engine.media:
            raise Unsupported(self.engine.lacks("live-media"))
        self.media = wanted

    def set_viewport_size(self, size):
        """The window made as much larger than `size` as MiniBrowser's toolbar and frame take."""
        self.size = dict(size)
        if not self.ready:
            # Started now, with the media asked for so far: ensure() sizes the window.
            self.ensure()
            return
        driver = self.engine.driver
        if self.chrome is None:
            outer = driver.get_window_size()
            inner = self.evaluate("() => [innerWidth, innerHeight]")
            self.chrome = (outer["width"] - inner[0], outer["height"] - inner[1])
        wanted = [size["width"], size["height"]]
        # The driver answers before the page has its new size, and on a loaded machine the page
        # may take a while to follow: waited for within a bound, and asked again each second. A
        # width under MiniBrowser's least never comes: asked once.
        narrow = size["width"] < MINIBROWSER_LEAST_WIDTH
        deadline = time.monotonic() + (0 if narrow else SIZING_SECONDS)
        for attempt in itertools.count():
            if attempt % 10 == 0:
                driver.set_window_size(size["width"] + self.chrome[0], size["height"] + self.chrome[1])
            inner = self.evaluate("() => [innerWidth, innerHeight]")
            if inner == wanted or time.monotonic() >= deadline:
                break
            time.sleep(0.1)
        if inner != wanted:
            said = f"asked for {size['width']} x {size['height']}, the page has {inner[0]} x {inner[1]}"
            # Only a width under MiniBrowser's least is a limit of the engine; any other size it
            # misses is a failure, so that a check never passes unseen as "not run".
            if narrow:
                raise Unsupported(f"{self.engine.lacks('narrow')}: {said}")
            raise RuntimeError(f"MiniBrowser's window could not be sized: {said}")

    def screenshot(self, path=None, full_page=False):
        """The viewport; for the full page, the window first made as tall as the document."""
        self.ensure()
        driver = self.engine.driver
        if full_page:
            height = self.evaluate("() => document.documentElement.scrollHeight")
            driver.set_window_size(self.size["width"] + self.chrome[0], min(height, 3800) + self.chrome[1])
        # A screenshot taken right after a change shows the frame before it: one is drawn first.
        self.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
        png = driver.get_screenshot_as_png()
        if full_page:
            driver.set_window_size(self.size["width"] + self.chrome[0], self.size["height"] + self.chrome[1])
        if path:
            Path(path).write_bytes(png)
        return png

    def reports(self):
        return self.recorded()

    def tree(self):
        raise Unsupported(self.engine.lacks("tree"))

    def roles(self, role):
        """The elements, shadow roots pierced, whose computed role is `role`, with their
        computed name: all WebKitWebDriver reads."""
        self.ensure()
        elements = self.engine.execute("""
          const all = [];
          const visit = (root) => { for (const e of root.querySelectorAll('*')) {
            all.push(e); if (e.shadowRoot) visit(e.shadowRoot); } };
          visit(document);
          return all;""", None)
        found = []
        for element in elements:
            try:
                if element.aria_role == role:
                    found.append({"role": role, "name": element.accessible_name or ""})
            except Exception:  # noqa: BLE001 — an element gone since it was listed has no role
                continue
        return found


class NoEngine:
    """What the report names checks by when they run without this layer's engines: files and
    declarations, or the app checks, which drive Chromium themselves."""

    def __init__(self, title="files"):
        self.name = self.title = title

    def lacks(self, feature):
        return None

    def release(self):
        pass


def start(name, scratch, executable=None, made=None):
    """The engine called `name`, started, its files in `scratch`; `made` is given the engine
    before it starts anything."""
    if name == "chromium":
        return Chromium(scratch, executable or shutil.which("chromium") or "/usr/bin/chromium", made)
    if name == "firefox":
        return Firefox(scratch, executable or shutil.which("firefox-esr") or "/usr/bin/firefox-esr", made)
    if name == "webkit":
        return WebKit(scratch, executable, made)
    raise ValueError(f"no engine called {name}; one of {', '.join(NAMES)}")


def minibrowser():
    """Where Debian's WebKitGTK 4.1 library package puts MiniBrowser, for this machine's
    architecture, or None."""
    found = sorted(Path("/usr/lib").glob("*/webkit2gtk-4.1/MiniBrowser"))
    return str(found[0]) if found else None


def missing(name):
    """What is missing to run `name` here, or None."""
    programs = {"chromium": [("chromium", "Debian: chromium")],
                "firefox": [("firefox-esr", "Debian: firefox-esr")],
                "webkit": [("WebKitWebDriver", "Debian: webkit2gtk-driver"), ("Xvfb", "Debian: xvfb")]}[name]
    modules = {"chromium": [("playwright", "PyPI: playwright")],
               "firefox": [("marionette_driver", "PyPI: marionette-driver"), ("websocket", "PyPI: websocket-client")],
               "webkit": [("selenium", "PyPI: selenium")]}[name]
    if name == "webkit" and minibrowser() is None:
        return "MiniBrowser is missing (Debian: libwebkit2gtk-4.1-0; scripts/test installs it)"
    for program, where in programs:
        if not shutil.which(program):
            return f"{program} is missing ({where}; scripts/test installs it)"
    for module, where in modules:
        if importlib.util.find_spec(module) is None:
            return f"the Python module {module} is missing ({where}; scripts/test installs it)"
    return None
