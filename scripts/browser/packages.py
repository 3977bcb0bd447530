"""@tanrei/web and @tanrei/react as a web developer installs them: deno's lint, format and type
check of the sources, the declarations accepting a right use and rejecting a wrong one, the
packages resolved by their exports maps from a project that installs them, the Custom Elements
Manifest against the elements themselves, one element per entry point with what each loads, each
WebAssembly module's stack against its frames, and the React binding in React 18.3.1. The
files are checked once; what runs in a page runs in each engine."""

import base64
import gzip
import json
import re
import shutil
import subprocess
import tempfile
import zlib
from pathlib import Path

from .harness import Server, WAIT_MS, uncaught, wait_for
from .pages import RECORD

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ROOT / "Web" / "Packages"
REACT_TYPES = Path(__file__).resolve().parent / "react-types"
ELEMENTS = ["loading-indicator", "progress", "skeleton", "spinner", "typing-indicator"]
TAGS = [f"tanrei-{name}" for name in ELEMENTS]
# Material Web's circular progress with Lit, gzipped, and the goals of the package's issue.
ONE_ELEMENT_GOAL = 7.5 * 1024
FAMILY_GOAL = 30 * 1024


def deno():
    try:
        from deno import find_deno_bin
        return find_deno_bin()
    except ImportError:
        return shutil.which("deno")


# deno's cache, in the run's scratch folder: set by run().
CACHE = {"folder": None}


def run_deno(arguments, cwd, seconds=120):
    """deno's exit status and output, bounded in time, its cache in the scratch folder."""
    cache = str(CACHE["folder"])
    try:
        done = subprocess.run([deno(), *arguments], cwd=cwd, capture_output=True, text=True, timeout=seconds,
                              env={"DENO_NO_UPDATE_CHECK": "1", "NO_COLOR": "1", "PATH": "/usr/bin:/bin",
                                   "DENO_DIR": cache, "HOME": cache})
        return done.returncode, done.stdout + done.stderr
    except subprocess.TimeoutExpired:
        return -1, f"deno {' '.join(arguments)} did not end in {seconds} s"


def tooling(report, work):
    """deno lint, fmt --check and check over the sources, with the checked-in deno.json."""
    config = str(SOURCES / "deno.json")
    for name, arguments in (("lint", ["lint", "--config", config]),
                            ("fmt --check", ["fmt", "--check", "--config", config])):
        status, output = run_deno(arguments, SOURCES)
        report.check(status == 0, f"deno {name} passes on Web/Packages", output[-800:])
    source = SOURCES / "web" / "src"
    # The declarations of what the build writes in (src/build.d.ts) first, then every script.
    scripts = [str(path.relative_to(SOURCES)) for path in [source / "build.d.ts", *sorted(source.rglob("*.js"))]]
    status, output = run_deno(["check", "--config", config, *scripts], SOURCES)
    report.check(status == 0, f"deno check passes on @tanrei/web's {len(scripts) - 1} source scripts", output[-800:])


PROJECT_PACKAGE = {"name": "a-product", "private": True, "type": "module",
                   "dependencies": {"@tanrei/web": "0.1.0", "@tanrei/react": "0.1.0", "react": "18.3.1"}}

RIGHT = """import '@tanrei/web/components/loading-indicator';
import { TanreiProgress } from '@tanrei/web/components/progress';
import { type TanreiEntrance, TanreiSpinner } from '@tanrei/web';
import { createElement } from 'react';
import { LoadingIndicator, Progress, Skeleton, Spinner, TypingIndicator } from '@tanrei/react';

const indicator = document.createElement('tanrei-loading-indicator');
indicator.label = 'Loading messages';
indicator.size = 'large';
indicator.contained = true;
indicator.showDelay = 300;
indicator.showDelay = null;
const entrance: TanreiEntrance = 'grow';
indicator.entrance = entrance;
indicator.enterDuration = 0;
const bar: TanreiProgress = document.createElement('tanrei-progress');
bar.value = 0.5;
bar.value = null;
bar.max = 100;
bar.variant = 'ring';
bar.showLabel = true;
bar.lineWidth = 4;
const spinner: TanreiSpinner | null = document.querySelector('tanrei-spinner');
if (spinner) spinner.size = 'lg';
document.createElement('tanrei-skeleton').shape = 'circle';
document.createElement('tanrei-typing-indicator').label = 'Ada is typing';

createElement(LoadingIndicator, { label: 'Saving', size: 'large', contained: true, showDelay: 0, entrance: 'fade',
  enterDuration: 200, id: 'saving', className: 'wide', 'aria-describedby': 'why' });
createElement(Progress, { label: 'Uploading', value: 0.4, max: 1, variant: 'bar' });
createElement(Skeleton, { width: 120, height: 16, shape: 'rounded' });
createElement(Spinner, { label: 'Working', size: 'sm' });
createElement(TypingIndicator, { label: 'Ada is typing', showDelay: null });
"""

# Each wrong use must be refused: were one accepted, its @ts-expect-error would go unused and
# the check fail.
WRONG = [
    ("indicator.showDelay = '300';", "a show delay in a string"),
    ("indicator.contained = 'yes';", "contained as a string"),
    ("indicator.size = 40;", "a size as a number"),
    ("indicator.entrance = 3;", "an entrance as a number"),
    ("bar.value = '50%';", "a progress value in a string"),
    ("document.createElement('tanrei-progress').nothing = 1;", "a property no element has"),
    ("createElement(LoadingIndicator, { showDelay: '0' });", "a React showDelay in a string"),
    ("createElement(LoadingIndicator, { size: 48 });", "a React size as a number"),
    ("createElement(Progress, { value: 'half' });", "a React value in a string"),
]


def install(out, work):
    """A product's project with both packages, and React's declarations, in node_modules."""
    project = work / "project"
    modules = project / "node_modules"
    shutil.copytree(out / "web", modules / "@tanrei" / "web")
    shutil.copytree(out / "react", modules / "@tanrei" / "react")
    shutil.copytree(REACT_TYPES, modules / "react")
    (project / "package.json").write_text(json.dumps(PROJECT_PACKAGE, indent=2))
    (project / "deno.json").write_text(json.dumps({
        "nodeModulesDir": "manual",
        "compilerOptions": {"lib": ["dom", "dom.iterable", "esnext"], "strict": True}}))
    return project


def declarations(report, project):
    """The declarations accept the right use and reject each wrong one; a wrong use left
    unmarked fails the check, which shows the check can fail."""
    wrong = "\n".join(f"// @ts-expect-error {why}\n{line}" for line, why in WRONG)
    (project / "uses.ts").write_text(RIGHT + "\n" + wrong + "\n")
    status, output = run_deno(["check", "uses.ts"], project)
    report.check(status == 0, f"deno check accepts the right uses and refuses {len(WRONG)} wrong ones "
                 "(resolved through node_modules by the exports maps)", output[-1500:])
    (project / "unmarked.ts").write_text(RIGHT + "\n" + WRONG[0][0] + "\n")
    status, output = run_deno(["check", "unmarked.ts"], project)
    report.check(status != 0 and "TS2322" in output, "deno check refuses an unmarked wrong use",
                 f"status {status}: {output[-600:]}")
    # The React binding as written, checked where its imports resolve: in a product's project.
    shutil.copy(SOURCES / "react" / "index.js", project / "binding.js")
    status, output = run_deno(["check", "binding.js"], project)
    report.check(status == 0, "deno check passes on @tanrei/react's script as written", output[-1500:])
    # The shipped scripts, type-checked against the declarations they ship with.
    (project / "scripts.js").write_text(
        "// @ts-check\nimport '@tanrei/web';\nimport '@tanrei/react';\n"
        "for (const name of ['tanrei-loading-indicator', 'tanrei-progress']) customElements.get(name);\n")
    status, output = run_deno(["check", "scripts.js"], project)
    report.check(status == 0, "deno check accepts the packages' entry points from a product's script",
                 output[-1500:])


def exports_target(package, subpath):
    """Where Node's resolution of `subpath` in `package`'s exports map leads, for the
    conditions a browser bundler asks for (types, then default)."""
    entry = package["exports"].get(subpath)
    if isinstance(entry, str):
        return {"default": entry}
    return entry or {}


def resolution(report, project):
    """Each specifier the docs name resolves, under the exports map, to files that exist, for
    its script and its types; nothing else under the package is reachable by a subpath."""
    for name, subpaths in (("@tanrei/web", ["."] + [f"./components/{e}" for e in ELEMENTS] + ["./tanrei.css"]),
                           ("@tanrei/react", ["."])):
        folder = project / "node_modules" / name
        package = json.loads((folder / "package.json").read_text())
        report.check(package.get("type") == "module" and "sideEffects" in package,
                     f"{name}: an ES module package that says its side effects")
        for subpath in subpaths:
            target = exports_target(package, subpath)
            files = [target.get("default")] + ([target.get("types")] if not subpath.endswith(".css") else [])
            missing = [f for f in files if not f or not (folder / f).is_file()]
            report.check(not missing, f"{name}{subpath[1:]} resolves to {', '.join(str(f) for f in files)}",
                         f"missing: {missing}")
        # Everything else — the shared chunk, the development build's files — stays internal: the
        # exports map names each public subpath and no pattern.
        public = set(subpaths) | {"./package.json"} | ({"./jsx", "./custom-elements.json"} if name == "@tanrei/web"
                                                       else set())
        exported = set(package.get("exports", {}))
        report.check(exported == public and not any("*" in key for key in exported),
                     f"{name}: only its public subpaths are exported, not its internals", str(sorted(exported)))
    web = json.loads((project / "node_modules/@tanrei/web/package.json").read_text())
    react = json.loads((project / "node_modules/@tanrei/react/package.json").read_text())
    peers = react.get("peerDependencies", {})
    report.check(web.get("customElements") == "custom-elements.json", "@tanrei/web names its manifest")
    report.check(peers.get("react", "").startswith(">=18") and "@tanrei/web" in peers,
                 "@tanrei/react peer-depends on react >= 18 and @tanrei/web", str(peers))


PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>entry</title>""" + RECORD + """</head><body></body></html>
"""

REACT_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>react</title>
""" + RECORD + """
<script src="/deps/react@18.3.1.min.js"></script>
<script src="/deps/react-dom@18.3.1.min.js"></script>
<script type="importmap">{"imports": {"react": "/shim/react.js", "@tanrei/web": "/web/index.js",
  "@tanrei/react": "/react/index.js"}}</script></head>
<body><div id="root"></div>
<script type="module">
  import { createElement as h, useLayoutEffect } from 'react';
  import { LoadingIndicator } from '@tanrei/react';
  const root = ReactDOM.createRoot(document.getElementById('root'));
  // Settles the render's promise once React has committed it: a render is scheduled, and on a
  // loaded machine a frame can pass before it reaches the page.
  const Committed = ({ done, children }) => {
    useLayoutEffect(done);
    return children;
  };
  // One app whose state the checks set: what React renders is a function of it.
  window.render = (state) => new Promise((resolve) => {
    window.state = state;
    root.render(h(Committed, { done: () => resolve() }, state.mounted ? h('section', { 'data-tick': state.tick },
      h(LoadingIndicator, { key: state.key, ...state.props })) : null));
  });
  window.tanreiReady = true;
</script></body></html>
"""

REACT_SHIM = """const React = window.React;
export default React;
export const { createElement, forwardRef, useState, useEffect, useLayoutEffect, useRef, Fragment } = React;
"""


def entry_points(report, context, server, out):
    """Each component's entry point defines its element alone and loads only what it needs;
    '.' defines all five. Prints what each loads, gzipped, beside the goals."""
    loads = {}
    for entry in [f"components/{e}" for e in ELEMENTS] + ["index"]:
        page = context.new_page()
        page.goto(server.url("/entry.html"), timeout=WAIT_MS)
        # What the page fetched, as every engine's resource timing lists it.
        defined, requested = page.evaluate("""async ([entry, tags]) => {
          await import(`/web/${entry}.js`);
          const defined = tags.filter((tag) => customElements.get(tag) !== undefined);
          await Promise.all(defined.map((tag) => customElements.get(tag).ready));
          return [defined, performance.getEntriesByType('resource').map((r) => r.name)];
        }""", [entry, TAGS])
        # The package's files: the page's own (and the favicon the browser asks for) are not.
        files = sorted({url.split(server.origin + "/", 1)[1] for url in requested
                        if url.startswith(server.origin + "/web/")})
        expected = TAGS if entry == "index" else [f"tanrei-{entry.split('/')[1]}"]
        report.check(defined == expected, f"{entry}.js defines {', '.join(expected)} and nothing else", str(defined))
        if entry != "index":
            shared = [file for file in files if file.startswith("web/chunks/")]
            report.check(f"web/{entry}.js" in files and len(shared) == 1 and len(files) == 2,
                         f"{entry}.js loads its script, which carries its module, and the shared chunk: nothing more",
                         str(files))
        loads[entry] = sum(len(gzip.compress((out / file).read_bytes(), 9, mtime=0)) for file in files)
        page.close()
    for entry, size in loads.items():
        print(f"     {entry}: {size} bytes gzipped, everything the page loads for it")
    indicator = loads["components/loading-indicator"]
    print(f"     the loading indicator alone: {indicator} B gzipped; goal {ONE_ELEMENT_GOAL:.0f} B "
          f"({'met' if indicator <= ONE_ELEMENT_GOAL else f'not met by {indicator - ONE_ELEMENT_GOAL:.0f} B'}); "
          "Material Web's circular progress with Lit: about 7.5 KB")
    family = loads["index"]
    report.check(family <= FAMILY_GOAL, f"all five through '.': {family} B gzipped, at most {FAMILY_GOAL} B")


def leb(data, at, signed=False):
    """The LEB128 number at `at` in `data`, and the position after it."""
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            if signed and byte & 0x40:
                value -= 1 << shift
            return value, at


def stack_use(module):
    """A module's stack, as the linker placed it below the data (its stack pointer's first
    value), and the frames of all its functions together: each function that takes a frame
    begins by lowering the stack pointer, `global.get 0; i32.const size; i32.sub`."""
    at, stack, frames = 8, None, 0
    while at < len(module):
        section, at = module[at], at + 1
        size, at = leb(module, at)
        body = module[at:at + size]
        if section == 6 and body[1:4] == bytes([0x7F, 0x01, 0x41]):  # the first global: i32, mutable
            stack, _ = leb(body, 4, signed=True)
        if section == 10:
            count, position = leb(body, 0)
            for _ in range(count):
                length, position = leb(body, position)
                code = body[position:position + length]
                start = code.find(bytes([0x23, 0x00, 0x41]))
                if start >= 0:
                    frame, after = leb(code, start + 3, signed=True)
                    if code[after] == 0x6B:
                        frames += frame
                position += length
        at += size
    return stack, frames


def shipped_module(out, name):
    """The WebAssembly module the element's shipped script carries: its one long base64 text,
    inflated."""
    script = (out / "web" / "components" / f"{name}.js").read_text()
    carried = re.findall(r'"([A-Za-z0-9+/]{200,}={0,2})"', script)
    if len(carried) != 1:
        raise ValueError(f"components/{name}.js carries {len(carried)} modules, not one")
    module = zlib.decompress(base64.b64decode(carried[0]))
    if module[:4] != b"\0asm":
        raise ValueError(f"components/{name}.js carries no WebAssembly module")
    return module


def module_stacks(report, out):
    """Each module's stack is far larger than every frame it can take at once: its frames
    together come to at most a quarter of it (the modules do not recurse)."""
    for name in ELEMENTS:
        stack, frames = stack_use(shipped_module(out, name))
        report.check(stack is not None and 0 < frames <= stack / 4,
                     f"tanrei-{name}.wasm: its frames together, {frames} bytes, within a quarter of its "
                     f"{stack}-byte stack", f"stack {stack}, frames {frames}")


MANIFEST_PROBE = """async ([tag, variants]) => {
  const kind = customElements.get(tag);
  await kind.ready;
  const attributes = kind.observedAttributes;
  // The element's own properties: those its classes add to HTMLElement's, not internal ones.
  const properties = new Set();
  for (let proto = kind.prototype; proto && proto !== HTMLElement.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      if (!name.startsWith('_') && !(name in HTMLElement.prototype) && !name.endsWith('Callback')) properties.add(name);
    }
  }
  const parts = new Set();
  const custom = new Set();
  for (const variant of variants) {
    const element = document.createElement(tag);
    element.setAttribute('show-delay', '0');
    for (const [name, value] of Object.entries(variant)) element.setAttribute(name, value);
    document.body.append(element);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const node of element.shadowRoot.querySelectorAll('[part]')) {
      for (const part of node.getAttribute('part').split(' ')) parts.add(part);
    }
    for (const sheet of element.shadowRoot.adoptedStyleSheets) {
      for (const match of [...sheet.cssRules].map((rule) => rule.cssText).join(' ').matchAll(/--tanrei-[a-z-]+/g)) {
        custom.add(match[0]);
      }
    }
    element.remove();
  }
  return { attributes, properties: [...properties], parts: [...parts], custom: [...custom] };
}"""

ENTRANCE_PROBE = """async ([tag, property]) => {
  await customElements.get(tag).ready;
  const element = document.createElement(tag);
  element.setAttribute('show-delay', '0');
  element.style.setProperty(property, 'grow');
  document.body.append(element);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const grows = element.shadowRoot.getAnimations().some((animation) =>
    animation.effect.getKeyframes().some((frame) => frame.scale !== undefined));
  element.remove();
  return grows;
}"""

VARIANTS = {
    "tanrei-loading-indicator": [{}, {"contained": ""}],
    "tanrei-progress": [{}, {"value": "0.4"}, {"variant": "ring", "value": "0.4", "show-label": ""},
                        {"variant": "ring"}],
    "tanrei-skeleton": [{}],
    "tanrei-spinner": [{}],
    "tanrei-typing-indicator": [{}],
}
ARIA = {"aria-label", "aria-labelledby", "data-aria-label", "data-aria-labelledby"}


def manifest(report, context, server, out):
    """custom-elements.json says what the elements are: every tag, attribute, property, CSS
    custom property and part, and nothing they lack."""
    document = json.loads((out / "web" / "custom-elements.json").read_text())
    report.check(document.get("schemaVersion", "").startswith("2."), "the manifest is schema 2.x",
                 str(document.get("schemaVersion")))
    declared = {d["tagName"]: d for m in document["modules"] for d in m.get("declarations", []) if d.get("tagName")}
    report.check(sorted(declared) == sorted(TAGS), "the manifest describes the five elements", str(sorted(declared)))
    page = context.new_page()
    page.goto(server.url("/entry.html"), timeout=WAIT_MS)
    page.evaluate("async () => { await import('/web/index.js'); }")
    for tag, declaration in sorted(declared.items()):
        found = page.evaluate(MANIFEST_PROBE, [tag, VARIANTS.get(tag, [{}])])
        names = lambda key: sorted(item["name"] for item in declaration.get(key, []))  # noqa: E731
        report.check(names("attributes") == sorted(set(found["attributes"]) - ARIA),
                     f"{tag}: the manifest's attributes are those it observes",
                     f"manifest {names('attributes')}, element {sorted(set(found['attributes']) - ARIA)}")
        fields = sorted(m["name"] for m in declaration.get("members", []) if m.get("kind") == "field")
        report.check(fields == sorted(found["properties"]), f"{tag}: the manifest's properties are its own",
                     f"manifest {fields}, element {sorted(found['properties'])}")
        report.check(names("cssParts") == sorted(found["parts"]), f"{tag}: the manifest's parts are those it draws",
                     f"manifest {names('cssParts')}, element {sorted(found['parts'])}")
        custom = names("cssProperties")
        read = [name for name in custom if name not in found["custom"]]
        report.check(set(found["custom"]) <= set(custom), f"{tag}: every custom property its styles read is in the manifest",
                     str(sorted(set(found["custom"]) - set(custom))))
        # What the styles do not name, the element reads itself: the entrance.
        report.check(all(name.endswith("-entrance") and page.evaluate(ENTRANCE_PROBE, [tag, name]) for name in read),
                     f"{tag}: {', '.join(read) or 'no property'} outside its styles chooses its entrance", str(read))
    page.close()


def react(report, context, server):
    """@tanrei/react in React 18.3.1: the spec's props, an update that does not restart the
    delay, a key that does, an unmount that leaves nothing, and what passes through."""
    page = context.new_page()
    page.goto(server.url("/react.html"), timeout=WAIT_MS)
    if not wait_for(page, "() => window.tanreiReady === true", "React and the binding"):
        report.check(False, "React 18.3.1 and @tanrei/react load", "; ".join(uncaught(page)))
        page.close()
        return
    report.check(page.evaluate("() => React.version") == "18.3.1", "the page runs React 18.3.1")
    # Each element's showing is timed where it happens, frame by frame: when it shows itself, as
    # its own state says (its script has taken over, it waits no more, its frame is drawn).
    page.evaluate("""() => {
      window.shownAt = new Map();
      window.current = () => document.querySelector('tanrei-loading-indicator');
      window.exposed = (e) => e.matches(':state(ready)') && !e.matches(':state(waiting)')
        && Boolean(e.shadowRoot.querySelector('.frame.shown'));
      const watch = () => {
        const element = current();
        if (element && exposed(element) && !shownAt.has(element)) shownAt.set(element, performance.now());
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    }""")
    page.evaluate("() => customElements.get('tanrei-loading-indicator').ready")

    page.evaluate("""() => { window.renderedAt = performance.now();
        return render({ mounted: true, key: 'a', tick: 0, props: { label: 'Saving', showDelay: 0 } }); }""")
    # The show is timed by the page, in the frame that draws it: read once that frame has come.
    wait_for(page, "() => current() && shownAt.has(current())", "the element shown", 3000)
    at = page.evaluate("() => current() && shownAt.has(current()) ? shownAt.get(current()) - renderedAt : null")
    report.check(at is not None and at < 100, "showDelay={0} shows it in the first frame",
                 f"shown {at} ms after the render")

    def delay_from(action, delay=600):
        """Renders with `delay`, does `action` 300 ms in, and says how long after the
        element's making it was shown."""
        page.evaluate("() => render({ mounted: false })")
        page.evaluate(f"() => {{ window.made = performance.now(); return render({{ mounted: true, key: 'b', tick: 0,"
                      f" props: {{ label: 'Saving', showDelay: {delay} }} }}); }}")
        page.wait_for_timeout(300)
        page.evaluate(action)
        wait_for(page, "() => current() && shownAt.has(current())", "the element shown", timeout=3000)
        return page.evaluate("() => shownAt.has(current()) ? shownAt.get(current()) - made : null")

    kept = delay_from("() => render({ ...state, tick: 1, props: { ...state.props, className: 'busy' } })")
    report.check(kept is not None and 550 <= kept < 850,
                 "a parent's update during the delay does not restart it (shown 600 ms after its making)",
                 f"shown after {kept} ms")
    remade = delay_from("() => { window.made = performance.now(); return render({ ...state, key: 'c' }); }")
    report.check(remade is not None and 550 <= remade < 850,
                 "a new key makes a new element, whose delay starts again", f"shown {remade} ms after the new key")

    page.evaluate("() => render({ mounted: false })")
    report.check(page.evaluate("() => document.querySelectorAll('tanrei-loading-indicator').length") == 0,
                 "unmounted with the wait, it leaves the page at once")

    page.evaluate("""() => render({ mounted: true, key: 'd', tick: 0, props: { label: 'Saving', contained: true,
      size: 'large', showDelay: 0, id: 'saving', className: 'wide', style: { margin: '4px' },
      'aria-describedby': 'why', 'data-test': 'x', entrance: 'fade', enterDuration: 0 } })""")
    found = page.evaluate("""() => {
      const element = current();
      const box = element.getBoundingClientRect();
      return { width: box.width, height: box.height, id: element.id, className: element.className,
        margin: element.style.margin, describedBy: element.getAttribute('aria-describedby'),
        data: element.dataset.test, contained: element.contained, entrance: element.getAttribute('entrance'),
        enter: element.enterDuration, size: element.size, label: element.label };
    }""")
    report.check(found["width"] == 48 and found["height"] == 48, "contained size=\"large\" takes its 48 px",
                 f"{found['width']}×{found['height']}")
    report.check(found["id"] == "saving" and found["className"] == "wide" and found["margin"] == "4px"
                 and found["describedBy"] == "why" and found["data"] == "x",
                 "id, className, style, aria-* and data-* pass through to the element", str(found))
    report.check(found["contained"] is True and found["entrance"] == "fade" and found["enter"] == 0
                 and found["size"] == "large" and found["label"] == "Saving",
                 "the spec's props reach the element as it reads them", str(found))
    page.evaluate("() => render({ ...state, props: { ...state.props, contained: false } })")
    report.check(page.evaluate("() => current().hasAttribute('contained')") is False,
                 "contained={false} removes the attribute")
    errors = uncaught(page)
    report.check(not errors, "no error on the page", "; ".join(errors))
    page.close()


def react_files():
    """React 18.3.1's files, from the dash wheel installed without its dependencies, or None."""
    import importlib.util
    spec = importlib.util.find_spec("dash")
    deps = Path(spec.origin).parent / "deps" if spec and spec.origin else None
    return deps if deps and (deps / "react@18.3.1.min.js").is_file() else None


def missing(arguments):
    """What the package checks lack here, or None."""
    out = Path(arguments.out or "")
    if not (out / "web" / "package.json").exists() or not (out / "react" / "package.json").exists():
        return f"{out} does not hold web/ and react/; run scripts/build-web OUT"
    if not deno():
        return "deno is missing; make .build/browser-venv (scripts/test --setup-only)"
    if react_files() is None:
        return "dash (for React 18.3.1) is missing; make .build/browser-venv (scripts/test --setup-only)"
    return None


def files(arguments, report):
    """What needs no browser: each module's stack, deno's checks, the declarations and the
    resolution through the exports maps."""
    out = Path(arguments.out)
    report.run([module_stacks], out)
    with tempfile.TemporaryDirectory(prefix="tanrei-packages-") as scratch:
        work = Path(scratch)
        CACHE["folder"] = work / "deno"
        report.run([tooling], work)
        project = install(out, work)
        report.run([declarations, resolution], project)


def run(arguments, report, engine):
    """What runs in a page, in `engine`: the entry points, the manifest and React."""
    out = Path(arguments.out)
    server = Server(out, {"/entry.html": PAGE, "/react.html": REACT_PAGE, "/shim/react.js": REACT_SHIM},
                    routes={"/deps/": react_files()})
    try:
        context = engine.new_context()
        report.run([entry_points, manifest], context, server, out)
        report.run([react], context, server)
    finally:
        server.close()
