"""Pages where the elements' modules meet what a deployment does to them: a policy that requires
Trusted Types, a module file that is missing, a policy without 'wasm-unsafe-eval'. Every element
must show under the first; under the other two, the page's console must say once, naming the
file and the cause, why an element is never defined."""

import time

from .harness import WAIT_MS, wait_for
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
await import('/index.js');
window.tanreiReady = true;
"""


def broken(title, script):
    return """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>""" + title + """</title>
""" + RECORD + """</head>
<body><tanrei-loading-indicator id="indicator" label="Loading" show-delay="0"></tanrei-loading-indicator>
<script type="module" src=\"""" + script + """\"></script></body></html>
"""


# A product's bundle imports the element statically, as the README shows; the package is served
# again under /gone/, where its module answers 404.
GONE_PAGE = broken("a module gone", "/gone.js")
GONE_SCRIPT = "import '/gone/components/loading-indicator.js';\nwindow.tanreiReady = true;\n"
GONE = ("/gone/components/tanrei-loading-indicator.wasm",)

NO_WASM_POLICY = "default-src 'self'; script-src 'self'"
NO_WASM_PAGE = broken("no wasm-unsafe-eval", "/no-wasm.js")
NO_WASM_SCRIPT = "import '/components/loading-indicator.js';\nwindow.tanreiReady = true;\n"

PAGES = {"/trusted.html": TRUSTED, "/trusted.js": TRUSTED_SCRIPT, "/gone.html": GONE_PAGE,
         "/gone.js": GONE_SCRIPT, "/no-wasm.html": NO_WASM_PAGE, "/no-wasm.js": NO_WASM_SCRIPT}
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
        return [id, e.getAttribute('role'), e.shadowRoot?.querySelector('.frame')
          ? getComputedStyle(e.shadowRoot.querySelector('.frame')).visibility : 'no frame'];
    })""")
    violations = page.evaluate("() => window.violations ?? []")
    errors = [r["text"] for r in page.reports() if r["kind"] in ("error", "uncaught")]
    report.check(enforced, "the engine has Trusted Types, so the policy is enforced")
    report.check(all_shown and all(row[2] == "visible" for row in state) and not violations and not errors,
                 "under require-trusted-types-for 'script' every element shows and is drawn, with no violation",
                 f"{state} violations {violations} errors {errors[:3]}")
    page.close()


def reported_once(report, page, what, names):
    """The page's console reports one error, and only one, that holds each of `names` (the
    file, then any one of the words for the cause)."""
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
    report.check(len(errors) == 1 and file in errors[0] and any(c.lower() in errors[0].lower() for c in causes),
                 f"{what}: exactly one console error{source}, naming {file} and the cause", str(errors))
    defined = page.evaluate("() => customElements.get('tanrei-loading-indicator') !== undefined")
    report.check(not defined, f"{what}: the element is not defined", str(defined))


def module_gone(report, context, server):
    page = context.new_page()
    page.goto(server.url("/gone.html"), timeout=WAIT_MS)
    reported_once(report, page, "a module answering 404", ("tanrei-loading-indicator.wasm", ("404",)))
    page.close()


def wasm_refused(report, context, server):
    page = context.new_page()
    page.goto(server.url("/no-wasm.html"), timeout=WAIT_MS)
    reported_once(report, page, "a policy without 'wasm-unsafe-eval'",
                  ("tanrei-loading-indicator.wasm", ("wasm-unsafe-eval", "Content Security Policy",
                                                     "Content-Security-Policy")))
    page.close()


CHECKS = [trusted_types, module_gone, wasm_refused]
