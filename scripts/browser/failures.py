"""Pages where the elements' modules meet what a deployment does to them: a policy that requires
Trusted Types, a policy without 'wasm-unsafe-eval', a browser without DecompressionStream. Every
element must show under the first; under the other two, the page's console must say once,
naming the element and the cause, why it is never drawn by its script."""

import time

from .harness import IMPORT, WAIT_MS, wait_for
from .pages import RECORD
from .real_pages import ALL, POLICY, shown

TRUSTED_POLICY = POLICY + "; require-trusted-types-for 'script'"

TRUSTED = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>trusted types</title>
""" + RECORD + """
<link rel="stylesheet" href="/tanrei.css"></head>
<body><main id="main">""" + ALL + """</main>
<script type="module" src="/trusted.js"></script></body></html>
"""

# The policy forbids inline scripts: the page's own module records what the policy refuses.
TRUSTED_SCRIPT = """window.violations = [];
document.addEventListener('securitypolicyviolation', (event) => window.violations.push(
  `${event.violatedDirective}: ${event.blockedURI} ${event.sample}`));
""" + IMPORT + """
window.tanreiReady = true;
"""


def broken(title, script):
    return """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>""" + title + """</title>
""" + RECORD + """</head>
<body><tanrei-loading-indicator id="indicator" label="Loading" show-delay="0"></tanrei-loading-indicator>
<script type="module" src=\"""" + script + """\"></script></body></html>
"""


# A browser that lacks what a module is made with, as one older than DecompressionStream does.
OLD_PAGE = broken("an older browser", "/old.js")
OLD_SCRIPT = ("delete globalThis.DecompressionStream;\nawait import('/components/loading-indicator.js');\n"
              "window.tanreiReady = true;\n")

NO_WASM_POLICY = "default-src 'self'; script-src 'self'"
NO_WASM_PAGE = broken("no wasm-unsafe-eval", "/no-wasm.js")
NO_WASM_SCRIPT = "import '/components/loading-indicator.js';\nwindow.tanreiReady = true;\n"

PAGES = {"/trusted.html": TRUSTED, "/trusted.js": TRUSTED_SCRIPT, "/old.html": OLD_PAGE,
         "/old.js": OLD_SCRIPT, "/no-wasm.html": NO_WASM_PAGE, "/no-wasm.js": NO_WASM_SCRIPT}
POLICIES = {"/trusted.html": TRUSTED_POLICY, "/trusted.js": TRUSTED_POLICY,
            "/no-wasm.html": NO_WASM_POLICY, "/no-wasm.js": NO_WASM_POLICY}


def trusted_types(report, context, server):
    """Under `require-trusted-types-for 'script'`, as large sites deploy it, every element is
    defined and shows: no string reaches an HTML sink."""
    page = context.new_page()
    page.goto(server.url("/trusted.html"), timeout=WAIT_MS)
    ready = wait_for(page, "() => window.tanreiReady === true", "the elements")
    enforced = page.evaluate("() => typeof trustedTypes === 'object'")
    all_shown = ready and shown(page)
    state = page.evaluate("""() => ['indicator', 'contained', 'spinner', 'typing', 'skeleton', 'bar', 'ring'].map((id) => {
        const e = document.getElementById(id);
        return [id, window.shown(e), e.shadowRoot?.querySelector('.frame')
          ? getComputedStyle(e.shadowRoot.querySelector('.frame')).visibility : 'no frame'];
    })""")
    violations = page.evaluate("() => window.violations ?? []")
    errors = [r["text"] for r in page.reports() if r["kind"] in ("error", "uncaught")]
    report.check(enforced, "the engine has Trusted Types, so the policy is enforced")
    report.check(all_shown and all(row[2] == "visible" for row in state) and not violations and not errors,
                 "under require-trusted-types-for 'script' every element shows and is drawn, with no violation",
                 f"{state} violations {violations} errors {errors[:3]}")
    page.close()


def reported_once(report, page, what, names, other):
    """The page's console reports one error, and only one, that holds each of `names` (the
    file, then any one of the words for the cause) and not `other`, the word for the other cause;
    the element's `ready` never settles."""
    deadline = time.monotonic() + 3
    errors = []
    while time.monotonic() < deadline and not errors:
        errors = [r["text"] for r in page.reports() if r["kind"] in ("error", "uncaught")]
        page.wait_for_timeout(100)
    # Anything said twice is said within a moment of the first.
    page.wait_for_timeout(500)
    errors = [r["text"] for r in page.reports() if r["kind"] in ("error", "uncaught")]
    file, causes = names
    source = "" if page.engine.lacks("console") is None else " (the page's own record)"
    said = errors[0].lower() if len(errors) == 1 else ""
    report.check(len(errors) == 1 and file in said and any(c.lower() in said for c in causes)
                 and other.lower() not in said,
                 f"{what}: exactly one console error{source}, naming {file} and the cause, not another",
                 str(errors))
    ready = page.evaluate("() => document.getElementById('indicator').matches(':state(ready)')")
    report.check(not ready, f"{what}: the element stays as its stylesheet draws it", str(ready))
    # Already failed: a `ready` that were to settle would have by the next task.
    page.evaluate("""() => { window.readySettled = 'pending';
        customElements.get('tanrei-loading-indicator').ready.then(() => { window.readySettled = 'fulfilled'; },
          () => { window.readySettled = 'rejected'; }); }""")
    page.wait_for_timeout(300)
    settled = page.evaluate("() => window.readySettled")
    report.check(settled == "pending", f"{what}: the element's ready never settles", settled)


def older_browser(report, context, server):
    page = context.new_page()
    page.goto(server.url("/old.html"), timeout=WAIT_MS)
    reported_once(report, page, "a browser without DecompressionStream",
                  ("tanrei-loading-indicator", ("DecompressionStream",)), "wasm-unsafe-eval")
    page.close()


def wasm_refused(report, context, server):
    page = context.new_page()
    page.goto(server.url("/no-wasm.html"), timeout=WAIT_MS)
    reported_once(report, page, "a policy without 'wasm-unsafe-eval'",
                  ("tanrei-loading-indicator", ("wasm-unsafe-eval", "Content Security Policy",
                                                     "Content-Security-Policy")), "DecompressionStream")
    page.close()


CHECKS = [trusted_types, older_browser, wasm_refused]
