"""<tanrei-loading-indicator> in each engine: LDG-1 … LDG-18, by id."""

import time

from .harness import debug_warnings, fresh, progressbars, settled, uncaught, wait_for

INSERT = """([attributes, where]) => {
  const element = document.createElement('tanrei-loading-indicator');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.id = 'subject';
  window.roleEver = false;
  const watch = () => { if (window.shown(element)) window.roleEver = true; else requestAnimationFrame(watch); };
  requestAnimationFrame(watch);
  window.insertedAt = performance.now();
  document.getElementById(where || 'here').append(element);
  return window.host();
}"""

# What a check reads of the subject, defined once on each page.
HOST = """() => { window.host = () => {
  const element = document.getElementById('subject');
  const root = element.shadowRoot;
  const frame = root.querySelector('.frame');
  const svg = root.querySelector('svg');
  const box = element.getBoundingClientRect();
  const keys = (a) => Object.keys(a.effect.getKeyframes()[0])
    .filter((k) => !['offset', 'easing', 'composite', 'computedOffset'].includes(k));
  // Its role and name are its default semantics: read from the accessibility tree. Here, whether
  // it shows itself, whether its host is hidden, and the attributes on it.
  return { shown: window.shown(element), hidden: getComputedStyle(element).visibility === 'hidden',
           attributes: element.getAttributeNames().filter((n) => n !== 'id'),
           label: element.getAttribute('aria-label'), labelledby: element.getAttribute('aria-labelledby'),
           dataLabel: element.getAttribute('data-aria-label'),
           dataLabelledby: element.getAttribute('data-aria-labelledby'),
           values: [...element.attributes].map((a) => a.name).filter((n) => n.startsWith('aria-value')),
           visibility: getComputedStyle(frame).visibility,
           width: box.width, height: box.height,
           since: performance.now() - window.insertedAt, roleEver: window.roleEver,
           tabIndex: element.tabIndex,
           // The drawing's parts are made at the first show.
           parts: Boolean(svg),
           dash: svg ? getComputedStyle(root.querySelector('circle')).strokeDasharray : null,
           animations: svg ? svg.getAnimations().map((a) => ({ state: a.playState, properties: keys(a) })) : [],
           entrance: frame.getAnimations().map(keys),
           showDelay: element.showDelay, enterDuration: element.enterDuration };
}; }"""

SHOWN = "() => window.shown(document.getElementById('subject'))"


def page_with_host(context, server, media=None, path="/blank.html"):
    page = fresh(context, server, media, path)
    page.evaluate(HOST)
    return page


def delay_then_shown(report, context, server):
    page = page_with_host(context, server)
    first = page.evaluate(INSERT, [{"label": "Loading messages", "show-delay": "1500"}, "here"])
    report.check(not first["shown"] and first["hidden"] and first["attributes"] == ["label", "show-delay"],
                 "LDG-11 during the delay the host is hidden by its style, with no attribute written", str(first))
    report.check(first["visibility"] == "hidden", "LDG-11 parts visibility: hidden", str(first))
    report.check(first["width"] == 24 and first["height"] == 24,
                 "LDG-11 the box is kept during the delay (24 x 24)", str(first))
    page.wait_for_timeout(400)
    during = progressbars(page)
    host = page.evaluate("window.host()")
    report.check(during == [] and host["since"] < 1500,
                 "LDG-11 nothing in the accessibility tree during the delay", f"{during} at {host['since']:.0f} ms")
    wait_for(page, SHOWN, "the role")
    host = page.evaluate("window.host()")
    report.check(host["since"] >= 1500, "LDG-12 shown when the delay ends, not before", f"{host['since']:.0f} ms")
    report.node(page, "progressbar", "LDG-5 exactly one progressbar, named by the label, busy, no value",
                "Loading messages", busy=True, value=None, valuetext=None)
    report.check(host["shown"] and not host["hidden"] and host["attributes"] == ["label", "show-delay"],
                 "LDG-5 the role, name and busy state are the host's own (its default semantics): the product's "
                 "attributes untouched", str(host))
    report.check(host["tabIndex"] == -1, "LDG-6 not focusable", str(host["tabIndex"]))
    report.check(host["visibility"] == "visible" and host["dash"] not in (None, "none")
                 and any(a["properties"] == ["transform"] and a["state"] == "running" for a in host["animations"]),
                 "LDG-1 a quarter arc turning as a Web Animation", f"{host['dash']} {host['animations']}")
    page.close()


def removed_in_delay(report, context, server):
    page = page_with_host(context, server)
    page.evaluate(INSERT, [{"label": "Gone soon", "show-delay": "2000"}, "here"])
    page.wait_for_timeout(200)
    page.evaluate("() => document.getElementById('subject').remove()")
    seen = []
    for _ in range(6):
        seen += progressbars(page)
        page.wait_for_timeout(150)
    ever = page.evaluate("() => window.roleEver")
    report.check(seen == [] and ever is False,
                 "LDG-16 removed within the delay: nothing ever exposed", f"{seen} role ever: {ever}")
    page.close()


def empty_show_delay(report, context, server):
    page = page_with_host(context, server, path="/blank.html?debug")
    first = page.evaluate(INSERT, [{"label": "Loading", "show-delay": "", "enter-duration": "abc"}, "here"])
    report.check(not first["shown"] and first["showDelay"] is None and first["enterDuration"] is None,
                 'LDG-14 show-delay="" is null and does not show at once', str(first))
    wait_for(page, SHOWN, "role")
    host = page.evaluate("window.host()")
    report.check(300 <= host["since"] < 1500, 'LDG-14 show-delay="" takes the token (300 ms)',
                 f"{host['since']:.0f} ms")
    warnings = debug_warnings(page, ("invalid-show-delay", "invalid-enter-duration"))
    report.check(any("invalid-show-delay" in w and "system's show delay" in w for w in warnings)
                 and any("invalid-enter-duration" in w for w in warnings),
                 "LDG-14 a whole debug message for each ignored value", str(warnings))
    page.close()


def bad_input(report, context, server):
    page = page_with_host(context, server, path="/blank.html?debug")
    result = page.evaluate("""async () => {
      const made = [];
      for (const attributes of [
        { 'show-delay': '1e308', size: 'huge', entrance: 'spin', label: '' },
        { 'show-delay': 'NaN', 'enter-duration': '-5', size: '', entrance: '' },
        { 'show-delay': '-1', 'enter-duration': 'Infinity', label: 'x'.repeat(100000) },
        { 'show-delay': '0x10', label: '\\u0000\\ud800"\\\\' }]) {
        const element = document.createElement('tanrei-loading-indicator');
        for (const [k, v] of Object.entries(attributes)) element.setAttribute(k, v);
        document.body.append(element);
        made.push(element);
      }
      made[1].showDelay = NaN; made[1].enterDuration = 1e308; made[2].label = null;
      await new Promise((r) => setTimeout(r, 500));
      return made.map((e) => [window.shown(e), e.getBoundingClientRect().width, e.showDelay]);
    }""")
    warnings = debug_warnings(page, ("unknown-size", "unknown-entrance", "empty-label"))
    errors = uncaught(page)
    report.check(errors == [] and [r[1] for r in result] == [24, 24, 24, 24],
                 "LDG-9/LDG-14 hostile attributes: no error, the default box", f"{result} {errors}")
    report.check(result[0][0] is False and result[1][0] is True and result[3][0] is True,
                 "LDG-14 1e308 waits, NaN and negative take the token", str(result))
    report.check(any("unknown-size" in w for w in warnings) and any("unknown-entrance" in w for w in warnings)
                 and any("empty-label" in w for w in warnings),
                 "LDG-9/LDG-10 unknown size, entrance and empty label reported", str(warnings[:8]))
    page.close()


def blank_label(report, context, server):
    page = page_with_host(context, server, path="/blank.html?debug")
    page.evaluate(INSERT, [{"label": " \t\u00a0\u3000", "show-delay": "0"}, "here"])
    wait_for(page, SHOWN, "role")
    warnings = debug_warnings(page, ("empty-label",))
    bars = settled(page, lambda: progressbars(page), lambda found: len(found) == 1)
    report.check([b["name"] for b in bars] in ([""], [None]) and any("empty-label" in w for w in warnings),
                 "LDG-10 a label of white space only is empty: no name, reported", f"{bars} {warnings}")
    nulled = page.evaluate("""async () => { const e = document.getElementById('subject');
        e.size = 'large'; e.entrance = 'grow'; e.showDelay = 5; e.contained = true;
        const set = [e.getAttribute('size'), e.getAttribute('entrance'), e.getAttribute('show-delay'), e.contained];
        e.size = null; e.entrance = undefined; e.showDelay = null; e.contained = false; e.label = null;
        return [set, ['size', 'entrance', 'show-delay', 'contained', 'label'].map((n) => e.hasAttribute(n)),
                e.size, e.entrance, e.showDelay]; }""")
    report.check(nulled == [["large", "grow", "5", True], [False] * 5, "medium", "auto", None],
                 "a property set to null or undefined removes its attribute", str(nulled))
    page.close()


def reduced_motion(report, context, server):
    page = page_with_host(context, server, {"reduced_motion": "reduce"})
    first = page.evaluate(INSERT, [{"label": "Calm", "entrance": "grow"}, "here"])
    report.check(not first["shown"], "LDG-15 under reduced motion the delay is kept", str(first))
    wait_for(page, SHOWN, "role")
    host = page.evaluate("window.host()")
    report.check(host["since"] >= 300, "LDG-15 the delay's length is kept", f"{host['since']:.0f} ms")
    report.check(host["dash"] == "none" and any(a["properties"] == ["opacity"] for a in host["animations"])
                 and not any("transform" in a["properties"] for a in host["animations"]),
                 "LDG-4 a whole circle pulsing, no turn", str(host))
    report.check(all("scale" not in keys for keys in host["entrance"]),
                 "LDG-13 grow enters as fade under reduced motion", str(host["entrance"]))
    if report.can("live-media", "LDG-4 reduced motion followed live"):
        page.emulate_media(reduced_motion="no-preference")
        ok = wait_for(page, """() => document.getElementById('subject').shadowRoot.querySelector('svg')
            .getAnimations().some((a) => 'transform' in a.effect.getKeyframes()[0])""", "the turn", 3000)
        report.check(ok, "LDG-4 reduced motion followed live: the turn comes back")
    page.close()


def twins(report, context, server):
    page = page_with_host(context, server, path="/blank.html?debug")
    first = page.evaluate(INSERT, [{"label": "Loading", "aria-label": "Product name",
                                    "aria-labelledby": "name"}, "here"])
    report.check(first["label"] is None and first["labelledby"] is None and first["dataLabel"] == "Product name"
                 and first["dataLabelledby"] == "name",
                 "LDG-18 during the delay the product's names are held as data-aria- twins", str(first))
    wait_for(page, SHOWN, "role")
    host = page.evaluate("window.host()")
    bars = settled(page, lambda: progressbars(page), lambda found: [b["name"] for b in found] == ["Loading"])
    report.check(host["label"] is None and host["labelledby"] is None and host["dataLabel"] == "Product name"
                 and [b["name"] for b in bars] == ["Loading"],
                 "LDG-18 shown with a label: the label is the whole name", f"{host} {bars}")
    page.evaluate("() => { document.getElementById('subject').setAttribute('aria-label', 'Renamed'); }")
    page.wait_for_timeout(100)
    host = page.evaluate("window.host()")
    held = page.evaluate("() => document.getElementById('subject').ariaLabel")
    report.check(held == "Renamed", "LDG-18 while held, the ariaLabel property reads the product's name", str(held))
    report.check(host["label"] is None and host["dataLabel"] == "Renamed",
                 "LDG-18 the product renames the host while it holds the names: the twin takes it", str(host))
    page.evaluate("() => { document.getElementById('subject').label = ''; }")
    page.wait_for_timeout(100)
    host = page.evaluate("window.host()")
    bars = settled(page, lambda: progressbars(page), lambda found: [b["name"] for b in found] == ["Named elsewhere"])
    report.check(host["label"] == "Renamed" and host["labelledby"] == "name" and host["dataLabel"] is None
                 and [b["name"] for b in bars] == ["Named elsewhere"],
                 "LDG-18 label emptied: the names are given back as written", f"{host} {bars}")
    warnings = page.evaluate("() => window.warnings")
    report.check(not any("empty-label" in w for w in warnings),
                 "LDG-18 a product's name is no missing name (aria-labelledby names an element)", str(warnings))
    page.evaluate("""() => { const e = document.getElementById('subject');
        e.ariaLabel = null; e.ariaLabelledByElements = null; }""")
    page.wait_for_timeout(100)
    host = page.evaluate("window.host()")
    report.check(host["label"] is None and host["labelledby"] is None,
                 "LDG-18 ariaLabel / ariaLabelledByElements = null take the names away", str(host))
    page.evaluate("""() => { const e = document.getElementById('subject'); e.setAttribute('aria-label', 'Again');
        e.label = 'Loading'; }""")
    page.wait_for_timeout(100)
    page.evaluate("() => { document.getElementById('subject').ariaLabel = null; }")
    page.wait_for_timeout(100)
    host = page.evaluate("window.host()")
    report.check(host["label"] is None and host["dataLabel"] is None,
                 "LDG-18 ariaLabel = null while held takes the twin away", str(host))
    page.close()


def labelled_before_connected(report, context, server):
    """A product names an element by property before it inserts it, as a framework sets
    properties on an element it has made: the names are the element's from the start."""
    page = page_with_host(context, server)
    if not page.evaluate("() => 'ariaLabelledByElements' in Element.prototype"):
        report.not_in("LDG-18 ariaLabelledByElements set before the element is connected",
                      "the engine does not reflect ARIA element references")
        page.close()
        return
    # Read back before it is connected, as a plain element reads it back (the platform leaves out
    # an element outside its tree), then once connected.
    before = page.evaluate("""() => {
        const name = document.getElementById('name');
        const read = (e) => (e.ariaLabelledByElements ?? []).map((n) => n.id);
        const plain = document.createElement('div');
        plain.ariaLabelledByElements = [name];
        const e = document.createElement('tanrei-loading-indicator');
        e.id = 'subject'; e.setAttribute('label', ''); e.setAttribute('show-delay', '0');
        e.ariaLabelledByElements = [name];
        const unconnected = [read(e), read(plain)];
        document.getElementById('here').append(e);
        return [...unconnected, read(e)]; }""")
    wait_for(page, SHOWN, "shown")
    bars = settled(page, lambda: progressbars(page), lambda found: [b["name"] for b in found] == ["Named elsewhere"])
    report.check(before[0] == before[1] and before[2] == ["name"] and [b["name"] for b in bars] == ["Named elsewhere"],
                 "LDG-18 ariaLabelledByElements set before the element is connected is kept: it reads back as on a "
                 "plain element, and names it", f"read back (unconnected, plain, connected) {before}, progressbars {bars}")
    page.close()


def label_written_ahead(report, context, server):
    """A server renderer writes the label as aria-label ahead, so that the page is named before its
    script: the element takes it as its own name and moves nothing, so hydration finds the host as
    the server left it."""
    page = page_with_host(context, server)
    first = page.evaluate(INSERT, [{"label": "Loading", "aria-label": "Loading", "role": "progressbar",
                                    "show-delay": "200"}, "here"])
    wait_for(page, SHOWN, "shown")
    host = page.evaluate("window.host()")
    report.check(first["label"] == "Loading" and first["dataLabel"] is None and host["label"] == "Loading"
                 and host["dataLabel"] is None and host["attributes"] == ["label", "aria-label", "role", "show-delay"],
                 "LDG-18 an aria-label that says the label is left in place, waiting and shown", f"{first} {host}")
    report.node(page, "progressbar", "LDG-18 so written ahead, it is one progressbar named by its label", "Loading")
    page.evaluate("() => { document.getElementById('subject').label = 'Loading more'; }")
    page.wait_for_timeout(100)
    host = page.evaluate("window.host()")
    report.check(host["label"] is None and host["dataLabel"] == "Loading",
                 "LDG-18 once the label says otherwise, that aria-label is the product's, and held", str(host))
    report.node(page, "progressbar", "LDG-18 and the label is its whole name", "Loading more")
    page.close()


def clone(report, context, server):
    page = page_with_host(context, server)
    page.evaluate(INSERT, [{"label": "Loading", "aria-label": "Product name", "show-delay": "0"}, "here"])
    wait_for(page, SHOWN, "role")
    page.wait_for_timeout(50)
    copied = page.evaluate("""async () => { const e = document.getElementById('subject');
        const copy = e.cloneNode(true); copy.id = 'copy'; document.getElementById('there').append(copy);
        await new Promise((r) => setTimeout(r, 50));
        const during = [copy.getAttribute('aria-label'), copy.getAttribute('data-aria-label')];
        copy.label = ''; await new Promise((r) => setTimeout(r, 400));
        return [during, copy.getAttribute('aria-label'), copy.getAttribute('data-aria-label')]; }""")
    report.check(copied == [[None, "Product name"], "Product name", None],
                 "LDG-18 a copy of a shown indicator keeps the product's name as the product's:"
                 " held while its label names it, given back when it is emptied", str(copied))
    page.close()


def move(report, context, server):
    page = page_with_host(context, server)
    page.evaluate(INSERT, [{"label": "Moving", "show-delay": "500"}, "here"])
    wait_for(page, SHOWN, "role")
    # A longer delay from the next insertion (LDG-16): the move's, long enough to read the
    # accessibility tree during it however loaded the machine.
    moved = page.evaluate("""() => { const e = document.getElementById('subject');
        e.setAttribute('show-delay', '3000');
        window.insertedAt = performance.now(); document.getElementById('there').append(e);
        return window.shown(e); }""")
    # The tree follows the host a moment later: it is read until the progressbar leaves it.
    deadline = time.monotonic() + 2
    exposed = progressbars(page)
    while exposed and time.monotonic() < deadline:
        page.wait_for_timeout(25)
        exposed = progressbars(page)
    role = page.evaluate("() => [window.shown(document.getElementById('subject')), "
                         "performance.now() - window.insertedAt]")
    report.check(moved is False and role[0] is False and role[1] < 3000 and exposed == [],
                 "LDG-16 a move starts a new delay",
                 f"role {moved!r} at the move, {role[0]!r} at {role[1]:.0f} ms; tree {exposed}")
    shown = wait_for(page, SHOWN, "role")
    host = page.evaluate("window.host()")
    report.check(shown and host["since"] >= 3000, "LDG-16 the whole delay is waited again", f"{host['since']:.0f} ms")
    page.evaluate("() => { document.getElementById('subject').hidden = true; }")
    page.wait_for_timeout(50)
    page.evaluate("() => { document.getElementById('subject').hidden = false; }")
    host = page.evaluate("window.host()")
    report.check(host["shown"], "LDG-16 hidden is not removed: no new delay", str(host))
    page.close()


def viewport(report, context, server):
    page = page_with_host(context, server)
    page.set_viewport_size({"width": 800, "height": 600})
    page.evaluate(INSERT, [{"label": "Far away"}, "far"])
    wait_for(page, SHOWN, "role")
    since = page.evaluate("window.host()")["since"]
    report.check(since < 1500, "LDG-15 the delay keeps counting out of view", f"{since:.0f} ms")
    # The viewport's observer reports a moment after the show, later on a loaded machine.
    wait_for(page, """() => { const a = window.host().animations;
        return a.length > 0 && a.every((x) => x.state === 'paused'); }""", "the turn paused out of view")
    host = page.evaluate("window.host()")
    report.check(host["animations"] and all(a["state"] == "paused" for a in host["animations"]),
                 "LDG-7 out of view the turn is paused", str(host["animations"]))
    page.evaluate("() => document.getElementById('subject').scrollIntoView()")
    ok = wait_for(page, """() => document.getElementById('subject').shadowRoot.querySelector('svg')
        .getAnimations().every((a) => a.playState === 'running')""", "running", 3000)
    report.check(ok, "LDG-7 back in view the turn runs again")
    # Scrolled away again, then removed and put back out of view: seen afresh at its insertion,
    # so paused, though the viewport's observer saw no change.
    page.evaluate("() => window.scrollTo(0, 0)")
    paused = """() => { const a = document.getElementById('subject').shadowRoot.querySelector('svg')
        .getAnimations(); return a.length > 0 && a.every((x) => x.playState === 'paused'); }"""
    wait_for(page, paused, "paused out of view", 3000)
    page.evaluate("""() => { const e = document.getElementById('subject'); e.remove();
        e.setAttribute('show-delay', '0'); document.getElementById('far').append(e); }""")
    page.wait_for_timeout(200)
    report.check(wait_for(page, paused, "paused out of view after the move", 3000),
                 "LDG-7 removed out of view and put back out of view, the turn is paused")
    page.close()


def hidden_ancestor(report, context, server):
    page = page_with_host(context, server)
    page.evaluate(INSERT, [{"label": "Behind a curtain", "show-delay": "0"}, "here"])
    wait_for(page, SHOWN, "role")
    paused = {}
    for rule in ("visibility: hidden", "display: none", "content-visibility: hidden"):
        page.evaluate("(rule) => { document.getElementById('here').style.cssText = rule; }", rule)
        paused[rule] = wait_for(page, """() => { const a = document.getElementById('subject').shadowRoot
            .querySelector('svg').getAnimations(); return a.length > 0 && a.every((x) => x.playState === 'paused'); }""",
                                f"paused under {rule}", 3000)
        page.evaluate("() => { document.getElementById('here').style.cssText = ''; }")
        paused[rule] = paused[rule] and wait_for(page, """() => document.getElementById('subject').shadowRoot
            .querySelector('svg').getAnimations().every((x) => x.playState === 'running')""", "running again", 3000)
    report.check(all(paused.values()),
                 "LDG-7 a visibility: hidden, display: none or content-visibility: hidden ancestor pauses the turn,"
                 " and showing resumes it", str(paused))
    # A closed <details> hides what it holds as each engine sees fit.
    page.evaluate("""() => { const details = document.createElement('details'); details.id = 'details';
        details.open = true; details.append(document.getElementById('subject'));
        document.getElementById('here').append(details); }""")
    folded = []
    for open_, state in ((False, "paused"), (True, "running")):
        page.evaluate("(open) => { document.getElementById('details').open = open; }", open_)
        folded.append(wait_for(page, """(state) => { const a = document.getElementById('subject').shadowRoot
            .querySelector('svg').getAnimations(); return a.length > 0 && a.every((x) => x.playState === state); }""",
                               f"{state} with the details {'open' if open_ else 'closed'}", 3000, state))
    report.check(all(folded), "LDG-7 inside a closed <details> the turn is paused, and opening it resumes it",
                 str(folded))
    page.close()


def timers(report, context, server):
    # The development build, whose members keep their names: the module's calls are counted.
    page = page_with_host(context, server, path="/blank.html?debug")
    result = page.evaluate("""async () => {
      const pending = new Set();
      const set = window.setTimeout, clear = window.clearTimeout;
      window.setTimeout = (f, ms, ...a) => { const id = set(() => { pending.delete(id); f(...a); }, ms); pending.add(id); return id; };
      window.clearTimeout = (id) => { pending.delete(id); clear(id); };
      const kind = customElements.get('tanrei-loading-indicator')._kind;
      const answer = kind._module.answer;
      let calls = 0;
      kind._module.answer = (...a) => { calls++; return answer(...a); };
      const e = document.createElement('tanrei-loading-indicator');
      e.label = 'Timed'; e.showDelay = 400;
      document.body.append(e);
      await new Promise((r) => set(r, 50));
      const waiting = pending.size;
      e.remove();
      await new Promise((r) => set(r, 20));
      const removed = pending.size;
      const before = calls;
      await new Promise((r) => set(r, 500));
      const late = calls - before;
      document.body.append(e);
      await new Promise((r) => set(r, 20));
      e.remove(); document.body.append(e);
      await new Promise((r) => set(r, 20));
      const again = pending.size;
      kind._module.answer = answer;
      e.remove();
      return [waiting, removed, late, again];
    }""")
    report.check(result == [1, 0, 0, 1],
                 "LDG-16 one timer while waiting, none once removed, no call at the old delay's end, one again when reinserted",
                 str(result))
    page.close()


def upgrade(report, context, server):
    page = context.new_page()
    page.goto(server.url("/upgrade.html"))
    wait_for(page, "() => window.tanreiReady === true", "the elements")
    wait_for(page, SHOWN, "role", 3000)
    result = page.evaluate("""() => { const e = document.getElementById('subject');
        return [window.shown(e), e.getAttribute('label'), e.getAttribute('size'),
                e.getBoundingClientRect().width, e.showDelay]; }""")
    report.check(result == [True, "Set early", "large", 40, 0],
                 "properties set before the element is defined are kept", str(result))
    before = page.evaluate("() => window.before")
    report.check(before == [[24, 24], [48, 48], [32, 32], [48, 48], [40, 14]],
                 "LDG-11 tanrei.css gives elements their boxes before the module defines them", str(before))
    page.close()


def direction(report, context, server):
    page = page_with_host(context, server)
    page.evaluate("() => { document.getElementById('here').dir = 'rtl'; }")
    page.evaluate(INSERT, [{"label": "RTL", "show-delay": "0", "enter-duration": "0"}, "here"])
    wait_for(page, SHOWN, "role")
    matrix = page.evaluate("""() => { const e = document.getElementById('subject');
        return [getComputedStyle(e).direction, getComputedStyle(e.shadowRoot.querySelector('.frame')).direction,
                getComputedStyle(e.shadowRoot.querySelector('svg')).scale,
                e.shadowRoot.querySelector('svg').getAnimations()[0].effect.getKeyframes().map((k) => k.transform)]; }""")
    report.check(matrix[0] == "rtl" and matrix[1] == "ltr" and matrix[2] == "none"
                 and matrix[3] == ["rotate(0deg)", "rotate(360deg)"],
                 "LDG-8/LDG-17 in an rtl ancestor the drawing is not mirrored and turns clockwise", str(matrix))
    page.close()


CHECKS = [delay_then_shown, removed_in_delay, empty_show_delay, bad_input, blank_label, reduced_motion,
          twins, labelled_before_connected, label_written_ahead, clone, move, viewport, hidden_ancestor, timers, upgrade, direction]
