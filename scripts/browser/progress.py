"""<tanrei-progress> in each engine: a progressbar with its value, or busy with none; its completion
said once per task, where the person can hear it."""

from .harness import debug_warnings, fresh, progressbars, settled, uncaught, wait_for

PROGRESS_INSERT = """([attributes, where, id]) => {
  const element = document.createElement('tanrei-progress');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.id = id || 'progress';
  window.insertedAt = performance.now();
  document.getElementById(where || 'here').append(element);
  const box = element.getBoundingClientRect();
  return { shown: window.shown(element), hidden: getComputedStyle(element).visibility === 'hidden',
           width: box.width, height: box.height,
           visibility: getComputedStyle(element.shadowRoot.querySelector('.frame')).visibility };
}"""

PROGRESS_HOST = """(id) => {
  const element = document.getElementById(id || 'progress');
  const root = element.shadowRoot;
  const box = element.getBoundingClientRect();
  const bar = root.querySelector('.bar');
  const arc = root.querySelector('.arc');
  // The parts are made at the first show: before it, the frame is all there is.
  const style = (node) => (node ? getComputedStyle(node) : {});
  const label = style(root.querySelector('.label'));
  const keys = (a) => Object.keys(a.effect.getKeyframes()[0])
    .filter((k) => !['offset', 'easing', 'composite', 'computedOffset'].includes(k));
  // Its role, name, busy state and value are its default semantics: read from the tree.
  return { shown: window.shown(element), hidden: getComputedStyle(element).visibility === 'hidden',
           attributes: element.getAttributeNames().filter((n) => n !== 'id'),
           width: box.width, height: box.height, since: performance.now() - window.insertedAt,
           visibility: getComputedStyle(root.querySelector('.frame')).visibility,
           rtl: root.querySelector('.frame').classList.contains('rtl'),
           parts: Boolean(bar), indicatorLeft: style(bar).left, indicatorWidth: style(bar).width,
           dash: style(arc?.querySelector('circle')).strokeDasharray,
           percent: root.querySelector('.label')?.textContent, font: [label.fontSize, label.fontWeight],
           animations: [bar, arc].flatMap((n) => n ? n.getAnimations().map((a) => [a.playState, keys(a)]) : []),
           announced: document.querySelector('[data-tanrei-announcer]')?.textContent ?? null };
}"""

PROGRESS_DELAY_MS = 2000


def progress_shown(id="progress"):
    return f"() => window.shown(document.getElementById('{id}'))"


def determinate(report, context, server):
    page = fresh(context, server)
    page.evaluate("""() => { window.said = 0; new MutationObserver((records) => {
        window.said += records.filter((r) => r.target.hasAttribute?.('data-tanrei-announcer'))
          .reduce((n, r) => n + r.addedNodes.length, 0); })
        .observe(document.body, { childList: true, subtree: true, characterData: true }); }""")
    first = page.evaluate(PROGRESS_INSERT, [{"label": "Uploading receipt", "value": "0.4", "length": "320",
                                             "show-delay": str(PROGRESS_DELAY_MS)}, "here"])
    report.check(not first["shown"] and first["hidden"] and first["visibility"] == "hidden"
                 and first["width"] == 320 and first["height"] == 8,
                 "progress during the delay: hidden, nothing drawn, the 320 x 8 box kept", str(first))
    page.wait_for_timeout(300)
    during = progressbars(page)
    host = page.evaluate(PROGRESS_HOST)
    report.check(during == [] and host["since"] < PROGRESS_DELAY_MS,
                 "progress: nothing in the accessibility tree during the delay", f"{during} at {host['since']:.0f} ms")
    wait_for(page, progress_shown(), "the progress's role")
    host = page.evaluate(PROGRESS_HOST)
    # This Chromium's CDP reports every valuetext as empty, a plain div's with aria-valuetext too,
    # so the words are checked on the host below.
    report.check(host["since"] >= PROGRESS_DELAY_MS, "progress: shown after the delay", f"{host['since']:.0f} ms")
    report.node(page, "progressbar", "progress: after the delay exactly one progressbar named by the label, value 40, not busy",
                "Uploading receipt", busy=False, value=40)
    report.check(host["shown"] and not host["hidden"] and host["attributes"] == ["label", "value", "length", "show-delay"]
                 and host["visibility"] == "visible" and host["indicatorWidth"] == "128px",
                 "progress host: its role, name and value its own (the reader says the percentage in its own "
                 "language), no attribute written; the indicator 40 % of 320 px", str(host))
    # A task's changes reach the module at its end, in a microtask.
    page.evaluate("() => { document.getElementById('progress').value = 0.7; }")
    report.node(page, "progressbar", "progress: a value change reaches the tree at once, with no new delay: 70",
                "Uploading receipt", value=70)
    changed = page.evaluate("""async () => { const e = document.getElementById('progress');
        e.setAttribute('max', '5'); e.setAttribute('value', '2'); await null;
        return [window.shown(e), e.value, e.max]; }""")
    report.check(changed == [True, 2, 5], "progress: value=\"2\" max=\"5\" read back, still shown", str(changed))
    report.node(page, "progressbar", "progress: the tree follows: one progressbar, value 40", "Uploading receipt",
                value=40)
    # Counted when the package's scripts ask: WebKit's driver runs its own scripts through the
    # page's setTimeout.
    page.evaluate("""() => { window.timers = 0; const t = window.setTimeout, r = window.requestAnimationFrame;
        const ours = () => /\\/(index|components\\/[a-z-]+|chunks\\/[\\w-]+)\\.js/.test(new Error().stack);
        window.setTimeout = (...a) => { if (ours()) window.timers += 1; return t(...a); };
        window.requestAnimationFrame = (...a) => { if (ours()) window.timers += 1; return r(...a); };
        document.getElementById('progress').removeAttribute('value'); }""")
    page.wait_for_timeout(600)
    host = page.evaluate(PROGRESS_HOST)
    report.node(page, "progressbar", "progress: without a value, busy with no value in the tree as well",
                "Uploading receipt", busy=True, value=None)
    timers = page.evaluate("() => window.timers")
    report.check(host["animations"] == [["running", ["translate"]]] and timers == 0,
                 "progress: the indeterminate segment is one running Web Animation of translate alone, with no script timer or frame callback",
                 f"{host['animations']}, {timers} timers")
    # Held at points of the 1,500 ms cycle, the segment (128 px of 320) is where the core's
    # eased travel puts it: from -128 px to 320 px on cubic-bezier(0.4, 0, 0.2, 1).
    held = page.evaluate("""() => { const n = document.getElementById('progress').shadowRoot.querySelector('.bar');
        const a = n.getAnimations()[0]; const out = [0, 750, 1499].map((at) => { a.pause(); a.currentTime = at;
          return parseFloat(getComputedStyle(n).translate); }); a.play(); return out; }""")
    report.check(abs(held[0] + 128) < 0.5 and 200 < held[1] < 320 and abs(held[2] - 320) < 2,
                 "progress: the segment enters at the leading end and leaves at the trailing one, eased", str(held))
    said = page.evaluate("""async () => { const e = document.getElementById('progress');
        e.removeAttribute('max'); const before = window.said; e.value = 1; await new Promise((r) => setTimeout(r, 200)); const once = window.said - before;
        e.value = 0.5; e.value = 1; await new Promise((r) => setTimeout(r, 200));
        const region = document.querySelector('[data-tanrei-announcer]');
        return [once, window.said - before, region.textContent, region.getAttribute('aria-live'),
                region.getAttribute('role')]; }""")
    report.check(said == [1, 1, "Uploading receipt: complete", "polite", "status"],
                 "progress: reaching 1 while shown says the core's completion once, in a polite live region", str(said))
    quiet = page.evaluate("""async () => { const before = window.said;
        const e = document.createElement('tanrei-progress'); e.label = 'Waiting'; e.value = 0.2;
        e.showDelay = 2000; document.getElementById('here').append(e);
        e.value = 1; await new Promise((r) => setTimeout(r, 200));
        return [window.said - before, document.querySelector('[data-tanrei-announcer]').textContent]; }""")
    report.check(quiet == [0, "Uploading receipt: complete"],
                 "progress: reaching 1 during the delay says nothing", str(quiet))
    # value before max: 3 of the old maximum of 1 would be complete; 3 of 5 is not.
    either = page.evaluate("""async () => {
        const e = document.createElement('tanrei-progress'); e.label = 'Importing'; e.value = 0.2;
        e.showDelay = 0; e.enterDuration = 0; document.getElementById('here').append(e);
        await new Promise((r) => setTimeout(r, 50)); const before = window.said;
        e.value = 3; e.max = 5; await new Promise((r) => setTimeout(r, 200));
        const once = window.said - before; e.value = 5; await new Promise((r) => setTimeout(r, 200));
        return [once, e.value / e.max, window.said - before,
                document.querySelector('[data-tanrei-announcer]').textContent]; }""")
    report.check(either == [0, 1, 1, "Importing: complete"],
                 "progress: value set before max is taken with it, so completion is said only when it is reached",
                 str(either))
    page.close()


def ring(report, context, server, media=None):
    reduced = bool(media)
    tag = " under reduced motion" if reduced else ""
    page = fresh(context, server, media)
    page.evaluate(PROGRESS_INSERT, [{"label": "Exporting", "variant": "ring", "value": "0.4",
                                     "show-delay": "0", "enter-duration": "0"}, "here", "ring"])
    wait_for(page, progress_shown("ring"), "the ring's role")
    host = page.evaluate(PROGRESS_HOST, "ring")
    circumference = 2 * 3.141592653589793 * 20
    dash = [float(x.strip().removesuffix("px")) for x in (host["dash"] or "0,0").split(",")]
    report.node(page, "progressbar", f"progress ring{tag}: a progressbar of 40", "Exporting", value=40)
    report.check(host["width"] == 48 and host["height"] == 48 and host["percent"] == "40%"
                 and host["font"] == ["12px", "600"] and abs(dash[0] - circumference * 0.4) < 0.01,
                 f"progress ring{tag}: 48 x 48, the arc 40 % of the circle, \"40%\" in the core's 12 px / 600",
                 str(host))
    page.evaluate("() => document.getElementById('ring').removeAttribute('value')")
    page.wait_for_timeout(100)
    host = page.evaluate(PROGRESS_HOST, "ring")
    report.node(page, "progressbar", f"progress ring{tag}: without a value, busy with none", "Exporting",
                busy=True, value=None)
    if reduced:
        report.check(host["animations"] == [] and host["percent"] == "",
                     "progress ring under reduced motion: busy and still, with no animation", str(host))
    else:
        report.check(host["animations"] == [["running", ["transform"]]] and host["percent"] == "",
                     "progress ring: indeterminate, the arc turns as one running Web Animation of a rotating transform", str(host))
    page.close()


def ring_reduced(report, context, server):
    ring(report, context, server, {"reduced_motion": "reduce"})


def edges(report, context, server):
    page = fresh(context, server, path="/blank.html?debug")
    page.set_viewport_size({"width": 800, "height": 600})
    page.evaluate(PROGRESS_INSERT, [{"label": "Far away", "show-delay": "0", "enter-duration": "0",
                                     "length": "200"}, "far", "distant"])
    wait_for(page, progress_shown("distant"), "the far progress's role")
    # The viewport's observer reports a moment after the show, later on a loaded machine.
    wait_for(page, """() => { const a = document.getElementById('distant').shadowRoot.querySelector('.bar')
        ?.getAnimations() ?? []; return a.length > 0 && a.every((x) => x.playState === 'paused'); }""",
             "the segment paused out of view")
    host = page.evaluate(PROGRESS_HOST, "distant")
    report.check(host["animations"] == [["paused", ["translate"]]],
                 "LDG-7 progress: out of view the indeterminate segment is paused", str(host["animations"]))
    page.evaluate("() => document.getElementById('distant').scrollIntoView()")
    ok = wait_for(page, """() => document.getElementById('distant').shadowRoot.querySelector('.bar')
        .getAnimations().every((a) => a.playState === 'running')""", "running", 3000)
    report.check(ok, "LDG-7 progress: back in view the segment runs again")
    page.evaluate(PROGRESS_INSERT, [{"label": "Odd", "value": "abc", "max": "-1", "variant": "donut",
                                       "show-label": "maybe", "length": "wide", "line-width": "0",
                                       "show-delay": "soon"}, "here", "odd"])
    wait_for(page, progress_shown("odd"), "the odd progress's role")
    host = page.evaluate(PROGRESS_HOST, "odd")
    properties = page.evaluate("""() => { const e = document.getElementById('odd');
        return [e.value, e.max, e.variant, e.showLabel, e.length, e.lineWidth, e.showDelay,
                document.getElementById('here').clientWidth]; }""")
    offered = properties.pop()
    reported = ("value-not-finite", 'max="-1"', 'variant="donut"', 'show-label="maybe"', 'length="wide"',
                "invalid-show-delay")
    warnings = debug_warnings(page, reported, "tanrei-progress")
    errors = uncaught(page)
    report.check(errors == [] and host["shown"] and host["width"] == offered and host["height"] == 8
                 and 300 <= host["since"] < 1500 and properties == [None, -1, "donut", True, None, 0, None],
                 "progress: bad attributes fall back (indeterminate, max 1, a bar filling the width offered, the token's delay)",
                 f"{host} {properties} {errors}")
    if report.can("tree", "progress: a value that is no number is indeterminate in the tree"):
        odd = settled(page, lambda: [n for n in progressbars(page) if n["name"] == "Odd"], lambda found: len(found) == 1)
        report.check([(n["busy"], n["value"]) for n in odd] == [(True, None)],
                     "progress: a value that is no number is indeterminate: busy, no value", str(odd))
    report.check(all(any(text in w for w in warnings) for text in reported),
                 "progress: each bad attribute gets a debug warning", str(warnings[:10]))
    page.evaluate("() => { document.getElementById('there').dir = 'rtl'; document.getElementById('there').style.width = '500px'; }")
    page.evaluate(PROGRESS_INSERT, [{"label": "Right to left", "value": "0.4", "show-delay": "0",
                                     "enter-duration": "0"}, "there", "rtl"])
    wait_for(page, progress_shown("rtl"), "the rtl progress's role")
    # The bar takes the width offered once the container's size is observed, a frame or more on.
    wait_for(page, """() => getComputedStyle(document.getElementById('rtl').shadowRoot.querySelector('.bar'))
        .width === '200px'""", "the bar filling its container", 3000)
    host = page.evaluate(PROGRESS_HOST, "rtl")
    report.check(host["width"] == 500 and host["indicatorWidth"] == "200px" and host["rtl"],
                 "LDG-17 progress: a bar without length fills the 500 px offered; in rtl it fills from the right",
                 str(host))
    page.evaluate("() => { document.getElementById('there').style.width = '400px'; }")
    followed = wait_for(page, """() => getComputedStyle(document.getElementById('rtl').shadowRoot.querySelector('.bar'))
        .width === '160px'""", "the bar following its container", 3000)
    page.evaluate("""() => { const e = document.getElementById('rtl'); e.length = 100; }""")
    page.wait_for_timeout(100)
    fixed = page.evaluate(PROGRESS_HOST, "rtl")
    page.evaluate("() => document.getElementById('rtl').removeAttribute('length')")
    refilled = wait_for(page, """() => document.getElementById('rtl').getBoundingClientRect().width === 400
        && getComputedStyle(document.getElementById('rtl').shadowRoot.querySelector('.bar')).width === '160px'""",
                        "the bar filling again", 3000)
    report.check(followed and fixed["width"] == 100 and fixed["indicatorWidth"] == "40px" and refilled,
                 "progress: the filling bar follows its container; length=\"100\" fixes it, removing length fills again",
                 f"{followed} {fixed} {refilled}")
    page.close()



def second_task(report, context, server):
    page = fresh(context, server)
    said = page.evaluate("""async () => {
      const e = document.createElement('tanrei-progress'); e.label = 'Uploading'; e.value = 0.5;
      e.showDelay = 0; e.enterDuration = 0; document.getElementById('here').append(e);
      const heard = [];
      new MutationObserver(() => { const r = document.querySelector('[data-tanrei-announcer]');
        if (r && r.textContent) heard.push(r.textContent); })
        .observe(document.body, { childList: true, subtree: true });
      const pause = () => new Promise((r) => setTimeout(r, 200));
      await pause(); e.value = 1; await pause(); e.value = 0; await pause(); e.value = 1; await pause();
      e.removeAttribute('value'); await pause(); e.value = 1; await pause();
      return heard; }""")
    report.check(said == ["Uploading: complete"] * 3,
                 "progress: a second task on the same bar (its value falls back, or it becomes indeterminate) says its completion again",
                 str(said))
    page.close()


def completed_in_dialog(page, label, opener):
    """Completes a progress labelled `label` in a new dialog opened by `opener` (showModal or
    show), the dialogs before it closed; answers each announcer's place and words once the
    completion is said somewhere (or the harness's wait has passed)."""
    page.evaluate("""async ([label, opener]) => {
      for (const open of document.querySelectorAll('dialog[open]')) open.close();
      const dialog = document.createElement('dialog');
      const p = document.createElement('tanrei-progress'); p.label = label;
      p.value = 0.3; p.showDelay = 0; p.enterDuration = 0;
      dialog.append(p); document.body.append(dialog); dialog[opener]();
      await new Promise((r) => setTimeout(r, 100)); p.value = 1; }""", [label, opener])
    wait_for(page, """(words) => [...document.querySelectorAll('[data-tanrei-announcer]')]
        .some((r) => r.textContent === words)""", f"{label}: complete said", argument=f"{label}: complete")
    return page.evaluate("""() => [...document.querySelectorAll('[data-tanrei-announcer]')]
        .map((r) => [r.parentNode.localName, r.textContent])""")


def in_modal(report, context, server):
    page = fresh(context, server)
    text = completed_in_dialog(page, "Uploading the form", "showModal")
    report.check(["dialog", "Uploading the form: complete"] in text,
                 "progress: a completion inside an open modal dialog is said there", str(text))
    if report.can("tree", "progress: the completion inside a modal dialog, in the accessibility tree"):
        # The words are the live region's name (Chromium) or its text's (Firefox).
        words = [node["name"] for node in page.tree()]
        report.check("Uploading the form: complete" in words,
                     "progress: a completion inside an open modal dialog is in the accessibility tree", str(words))
    # A dialog opened without showModal() leaves the page reachable: the page's region says it.
    text = completed_in_dialog(page, "Saving the note", "show")
    report.check(["body", "Saving the note: complete"] in text
                 and not any(place == "dialog" and "note" in said for place, said in text),
                 "progress: a completion inside a dialog that is not modal is said in the page's region", str(text))
    page.close()


CHECKS = [determinate, ring, ring_reduced, edges, second_task, in_modal]
