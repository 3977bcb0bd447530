"""The accessibility tree of every element while it waits and once it is shown, as each engine
builds it: Chromium's through CDP, Firefox's from its accessibility service in the parent
process, WebKit's computed role and name of each element (all its driver reads)."""

from .harness import caught_up, fresh, settled, wait_for

# Each element as a product writes it, and the node the core says it is once shown: role, name,
# busy, value. The skeleton is never a node.
ELEMENTS = [
    ("tanrei-loading-indicator", {"label": "Loading messages"}, ("progressbar", "Loading messages", True, None)),
    ("tanrei-spinner", {"label": "Signing in"}, ("progressbar", "Signing in", True, None)),
    ("tanrei-progress", {"label": "Uploading", "value": "0.5"}, ("progressbar", "Uploading", False, 50)),
    ("tanrei-progress", {"label": "Exporting", "variant": "ring"}, ("progressbar", "Exporting", True, None)),
    ("tanrei-typing-indicator", {"label": "Mia is typing"}, ("status", "Mia is typing", False, None)),
    ("tanrei-skeleton", {"width": "100", "height": "12"}, None),
]
DELAY_MS = 2000

INSERT = """([elements, delay]) => {
  window.insertedAt = performance.now();
  for (const [tag, attributes] of elements) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute('show-delay', String(delay));
    document.getElementById('here').append(element);
  }
}"""

SHOWN = """() => [...document.querySelectorAll('#here > *')].filter((e) => e.localName !== 'tanrei-skeleton')
    .every((e) => window.shown(e))"""


def nodes(page):
    """The nodes of the roles the elements take: the whole tree's, once it has followed the
    page, where the engine has one."""
    if page.engine.lacks("tree") is None:
        return [n for n in caught_up(page) if n["role"] in ("progressbar", "status")]
    return page.roles("progressbar") + page.roles("status")


def key(node):
    return (node["role"], node["name"])


def waiting_and_shown(report, context, server):
    page = fresh(context, server)
    before = nodes(page)
    page.evaluate(INSERT, [[[tag, attributes] for tag, attributes, _ in ELEMENTS], DELAY_MS])
    page.wait_for_timeout(300)
    waiting = [n for n in nodes(page) if n not in before]
    since = page.evaluate("() => performance.now() - window.insertedAt")
    report.check(since < DELAY_MS and waiting == [],
                 "while the elements wait, none of them is a node of the accessibility tree",
                 f"{waiting} at {since:.0f} ms")
    wait_for(page, SHOWN, "every element shown")
    expected = [shown for _, _, shown in ELEMENTS if shown]
    wanted = sorted((role, name) for role, name, _, _ in expected)
    found = settled(page, lambda: [n for n in nodes(page) if n not in before],
                    lambda found: sorted(key(n) for n in found) == wanted)
    print(f"     {page.engine.title}'s nodes once shown: "
          + "; ".join(f"{n['role']} {n['name']!r}" + (f" busy={n['busy']} value={n['value']}" if 'busy' in n else "")
                      for n in found), flush=True)
    report.check(sorted(key(n) for n in found) == wanted,
                 "once shown, each is one node of the core's role and name, and the skeleton none", str(found))
    if report.can("tree", "once shown, each node's busy state and value"):
        states = {key(n): (n["busy"], n["value"]) for n in found}
        wrong = [f"{role} {name!r}: busy {states.get((role, name))} ≠ {(busy, value)}"
                 for role, name, busy, value in expected if states.get((role, name)) != (busy, value)]
        report.check(not wrong, "once shown, each node is busy or has its value as the core says", "; ".join(wrong))
    page.close()


CHECKS = [waiting_and_shown]
