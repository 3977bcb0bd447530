"""@tanrei/react rendered by react-dom/server in Node, as a server framework renders a page: the
waiting element, with its role and name written ahead. And the page hydrated by React 18.3.1's
development build, which warns of every difference between the server's HTML and what it
renders: hydrating at once, a second later (once the element has shown), and around a pending
Suspense boundary whose fallback is a LoadingIndicator and whose content the server streams
later. No console error or warning at all, the page interactive after, and the element one
progressbar named by its label."""

import json
from html.parser import HTMLParser

from ..harness import WAIT_MS, wait_for
from .project import progressbars, run

# The app, one module for the server and the page: its imports resolve through node_modules in
# Node and through the page's import map in Chromium.
APP = """import { createElement as h, Suspense, useState } from 'react';
import { LoadingIndicator, Progress, Skeleton, Spinner, TypingIndicator } from '@tanrei/react';

// Proves the page hydrated: its count goes up only once React has attached the handler.
function Refresh() {
  const [clicks, setClicks] = useState(0);
  return h('button', { id: 'refresh', onClick: () => setClicks(clicks + 1) }, `Refreshed ${clicks} times`);
}

export function Waiting() {
  return h('main', null, h('h1', null, 'Messages'),
    h(LoadingIndicator, { label: 'Loading messages', showDelay: 300 }), h(Refresh));
}

function Messages({ resource }) {
  resource.read();
  return h('ul', { id: 'messages' }, h('li', null, 'Ada: the build is green'));
}

export function Streamed({ resource }) {
  return h('main', null, h('h1', null, 'Messages'),
    h(Suspense, { fallback: h(LoadingIndicator, { label: 'Loading messages', showDelay: 300 }) },
      h(Messages, { resource })),
    h(Refresh));
}

export function Family() {
  return h('div', null,
    h(LoadingIndicator, { label: 'Loading messages', showDelay: 300 }),
    h(Progress, { label: 'Uploading', value: 0.4 }),
    h(Spinner, { label: 'Working', size: 'sm' }),
    h(TypingIndicator, { label: 'Ada is typing' }),
    h(Skeleton, { width: 120, height: 16 }));
}

// Data the server waits for, read by Suspense's rule: a read before it arrives throws the promise.
export function pending(promise) {
  let arrived = false;
  promise.then(() => { arrived = true; });
  return { read() { if (!arrived) throw promise; } };
}

// On the page the data came with the stream.
export const arrived = { read() {} };
"""

# Renders the apps as a server framework does and prints the HTML as one line of JSON: the five
# components by renderToString and renderToPipeableStream, the waiting page, and the Suspense
# page's stream in two parts, the shell and what follows once its data arrives.
RENDER = """import { createElement as h } from 'react';
import { renderToString, renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { Family, Waiting, Streamed, pending } from './app.js';

const errors = [];
function stream(element, afterShell) {
  return new Promise((resolve) => {
    const parts = [''];
    const sink = new Writable({ write(chunk, _, done) { parts[parts.length - 1] += chunk; done(); } });
    sink.on('finish', () => resolve(parts));
    const rendering = renderToPipeableStream(element, {
      onShellReady() {
        rendering.pipe(sink);
        if (afterShell) setTimeout(() => { parts.push(''); afterShell(); }, 50);
      },
      onShellError(error) { errors.push(String(error)); resolve(parts); },
      onError(error) { errors.push(String(error)); },
    });
  });
}
const family = { string: renderToString(h(Family)), stream: (await stream(h(Family))).join('') };
let arrive;
const data = new Promise((resolve) => { arrive = resolve; });
const [shell, rest] = await stream(h(Streamed, { resource: pending(data) }), () => arrive());
console.log(JSON.stringify({ errors, family, waiting: renderToString(h(Waiting)), streamed: { shell, rest } }));
"""


def render(tools, project, env, scratch):
    """The server's HTML, rendered in Node; raises with Node's output when it printed anything
    else (a React warning among them) or no answer."""
    (project / "app.js").write_text(APP)
    (project / "render.mjs").write_text(RENDER)
    status, output = run([tools.node, "render.mjs"], project, env, scratch / "render.log", seconds=30)
    lines = output.strip().splitlines()
    if status != 0 or len(lines) != 1:
        raise RuntimeError(f"react-dom/server in Node exited with {status} and printed: {output[-1500:]}")
    return json.loads(lines[0])


class StartTags(HTMLParser):
    """Each start tag of an HTML text, with its attributes, in order."""

    def __init__(self, text):
        super().__init__()
        self.tags = []
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))


def tags_named(html, name):
    """The attributes of each element called `name` in `html`."""
    return [attributes for tag, attributes in StartTags(html).tags if tag == name]


# What each component renders on the server, for the props the app's Family gives it: the
# waiting element, with its role and its label as its name written ahead where it has them.
SERVED = {
    "tanrei-loading-indicator": {"role": "progressbar", "aria-label": "Loading messages", "label": "Loading messages",
                                 "show-delay": "300"},
    "tanrei-progress": {"role": "progressbar", "aria-label": "Uploading", "label": "Uploading", "value": "0.4"},
    "tanrei-spinner": {"role": "progressbar", "aria-label": "Working", "label": "Working", "size": "sm"},
    "tanrei-typing-indicator": {"role": "status", "aria-label": "Ada is typing", "label": "Ada is typing"},
    "tanrei-skeleton": {"aria-hidden": "true", "width": "120", "height": "16"},
}


def server_rendering(report, rendered):
    """What react-dom/server wrote, by renderToString and renderToPipeableStream."""
    report.check(not rendered["errors"], "react-dom/server renders @tanrei/react's components without an error",
                 "; ".join(rendered["errors"]))
    for method, name in (("string", "renderToString"), ("stream", "renderToPipeableStream")):
        html = rendered["family"][method]
        for tag, expected in SERVED.items():
            found = tags_named(html, tag)
            report.check(found == [expected], f"{name}: <{tag}> is the waiting element, "
                         + ", ".join(f'{k}="{v}"' for k, v in expected.items()), f"{found} in {html[:600]}")
    fallback = tags_named(rendered["streamed"]["shell"], "tanrei-loading-indicator")
    report.check(fallback == [SERVED["tanrei-loading-indicator"]] and "<!--$?-->" in rendered["streamed"]["shell"],
                 "renderToPipeableStream's shell holds a pending Suspense boundary whose fallback is the waiting "
                 "LoadingIndicator", rendered["streamed"]["shell"][:600])


def wait_for_exposed(page, selector, timeout=WAIT_MS):
    """Whether the element `selector` finds is shown and exposed as a progressbar in time."""
    return wait_for(page, """(selector) => { const element = document.querySelector(selector);
        return element && getComputedStyle(element).visibility !== 'hidden' && element.computedRole === 'progressbar'; }""",
                    f"{selector} shown", timeout=timeout, argument=selector)


REACT_SHIM = """const React = window.React;
export default React;
export const { createElement, Suspense, useState, forwardRef } = React;
"""

HEAD = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Messages</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/web/tanrei.css">
<script src="/deps/react@18.3.1.js"></script>
<script src="/deps/react-dom@18.3.1.js"></script>
<script type="importmap">{"imports": {"react": "/shim/react.js", "@tanrei/web": "/web/WEB",
  "@tanrei/react": "/react/index.js"}}</script></head>
<body>"""

# Hydrates the server's HTML: at once, or (?later) a second after the element has shown.
HYDRATE = """<script type="module" async>
  import { createElement as h } from 'react';
  import { Waiting, Streamed, arrived } from '/app.js';
  const tag = 'tanrei-loading-indicator';
  if (location.search === '?later') {
    await customElements.get(tag).ready;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const element = document.querySelector(tag);
    window.shownBeforeHydration = getComputedStyle(element).visibility !== 'hidden' && element.computedRole === 'progressbar';
  }
  const app = location.pathname === '/streamed.html' ? h(Streamed, { resource: arrived }) : h(Waiting);
  ReactDOM.hydrateRoot(document.getElementById('root'), app);
  window.hydrated = true;
</script>"""

# How long the server holds back the streamed page's content: long enough for its fallback to
# show after its 300 ms delay.
STREAM_PAUSE = 3.0


def head(development):
    """The pages' head, whose import map leads @tanrei/web to its development build, as a
    bundler's development server does, or to its production build."""
    return HEAD.replace("/web/WEB", "/web/development/index.js" if development else "/web/index.js")


def pages(rendered):
    """The hydration pages, from the server's HTML."""
    body = f'<div id="root">{rendered["waiting"]}</div>{HYDRATE}</body></html>'
    waiting = head(False) + body
    # The check's own test: an attribute on the element that React did not render, as hydration
    # met when the element wrote its semantics on its host.
    tampered = waiting.replace("<tanrei-loading-indicator ", '<tanrei-loading-indicator aria-hidden="true" ', 1)
    streamed = [f'{head(True)}<div id="root">{rendered["streamed"]["shell"]}</div>{HYDRATE}', STREAM_PAUSE,
                f'{rendered["streamed"]["rest"]}</body></html>']
    return {"/app.js": APP, "/shim/react.js": REACT_SHIM, "/waiting.html": waiting, "/streamed.html": streamed,
            "/waiting-development.html": head(True) + body,
            "/tampered.html": tampered}


def listen(page):
    """Every console message and page error, as they come."""
    heard = []
    page.on("console", lambda message: heard.append(f"{message.type}: {message.text}"))
    page.on("pageerror", lambda error: heard.append(f"pageerror: {error}"))
    return heard


def loud(heard):
    """The errors and warnings among what the page printed."""
    return [line for line in heard if line.split(":", 1)[0] in ("error", "warning", "assert", "pageerror")]


def hydrated(report, page, heard, what):
    """The page hydrated, is interactive, and printed no error or warning."""
    report.check(wait_for(page, "() => window.hydrated === true", "hydrateRoot"), f"{what}: hydrateRoot ran",
                 "; ".join(heard))
    page.click("#refresh", timeout=WAIT_MS)
    report.check(wait_for(page, "() => document.querySelector('#refresh').textContent === 'Refreshed 1 times'",
                          "the hydrated button"), f"{what}: the page is interactive after hydrating")
    report.check(not loud(heard), f"{what}: React 18.3.1's development build logs no error or warning",
                 "; ".join(loud(heard))[:1500])


def waiting(report, browser, server, rendered):
    """The waiting page, hydrated at once and a second later; and the check's own test, a page
    whose element has an attribute more than React rendered."""
    context = browser.new_context()
    page = context.new_page()
    heard = listen(page)
    page.goto(server.url("/tampered.html"), timeout=WAIT_MS, wait_until="commit")
    wait_for(page, "() => window.hydrated === true", "hydrateRoot")
    for _ in range(WAIT_MS // 50):
        if loud(heard):
            break
        page.wait_for_timeout(50)
    report.check(any("aria-hidden" in line for line in loud(heard)),
                 "the hydration check hears React 18.3.1 warn of an attribute the server wrote and React did not",
                 "; ".join(heard)[:800])
    context.close()
    served = tags_named(rendered["waiting"], "tanrei-loading-indicator")
    for when, path in (("hydrated at once, with @tanrei/web's development build", "/waiting-development.html"),
                       ("hydrated a second later, once the element has shown", "/waiting.html?later")):
        context = browser.new_context()
        page = context.new_page()
        heard = listen(page)
        cdp = context.new_cdp_session(page)
        page.goto(server.url(path), timeout=WAIT_MS, wait_until="commit")
        if path.endswith("?later"):
            report.check(wait_for(page, "() => window.shownBeforeHydration !== undefined", "the element shown")
                         and page.evaluate("() => window.shownBeforeHydration") is True,
                         f"{when}: the element was shown, a progressbar, before React hydrated it")
        hydrated(report, page, heard, when)
        wait_for_exposed(page, "tanrei-loading-indicator")
        bars = progressbars(cdp)
        report.check([(bar["name"], bool(bar["busy"])) for bar in bars] == [("Loading messages", True)],
                     f"{when}: one busy progressbar named \"Loading messages\"", str(bars))
        attributes = page.evaluate("""() => Object.fromEntries([...document.querySelector('tanrei-loading-indicator')
            .attributes].map((a) => [a.name, a.value]))""")
        report.check([attributes] == served, f"{when}: the element's attributes are still the server's",
                     f"server {served}, page {attributes}")
        context.close()


def streamed(report, browser, server):
    """The Suspense page: hydrated while its boundary waits for the server, then completed."""
    what = "a pending Suspense fallback, with @tanrei/web's development build"
    context = browser.new_context()
    page = context.new_page()
    heard = listen(page)
    cdp = context.new_cdp_session(page)
    page.goto(server.url("/streamed.html"), timeout=WAIT_MS, wait_until="commit")
    shown = wait_for_exposed(page, "tanrei-loading-indicator", timeout=int(STREAM_PAUSE * 1000) - 300)
    named = progressbars(cdp)
    # React's development build may still be loading when the element shows: wait for whichever
    # comes first, hydration or the content the server held back.
    wait_for(page, "() => window.hydrated === true || document.querySelector('#messages') !== null",
             "hydrateRoot or the streamed content")
    complete, early = page.evaluate("() => [document.querySelector('#messages') !== null, window.hydrated === true]")
    report.check(shown and not complete and [bar["name"] for bar in named] == ["Loading messages"],
                 f"{what}: while the server holds the content back, the fallback is one progressbar named "
                 "\"Loading messages\"", f"shown {shown}, content already there {complete}, progressbars {named}")
    report.check(early and not complete, f"{what}: React hydrated the page while its boundary was pending",
                 f"hydrated {early}, content there {complete}")
    report.check(wait_for(page, "() => document.querySelector('#messages') !== null", "the streamed content"),
                 f"{what}: the server's content replaces the fallback")
    hydrated(report, page, heard, what)
    report.check(progressbars(cdp) == [] and page.evaluate("() => document.querySelector('tanrei-loading-indicator')")
                 is None, f"{what}: once the content is there, no progressbar is left")
    context.close()
