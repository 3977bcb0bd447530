"""Packs the web elements into the two packages a web developer installs.

    python3 scripts/web/pack.py --modules DIR --out OUT

reads the elements' WebAssembly modules from DIR (tanrei-<element>.wasm, as scripts/build-web
builds them) and the package sources from Web/Packages, and writes OUT/web (@tanrei/web) and
OUT/react (@tanrei/react), each ready to publish.

esbuild bundles @tanrei/web twice from Web/Packages/web/src: the production build, minified,
and the development build, as written, which reports each fallback an element takes and which
a bundler picks by the `development` export condition. Each has an entry point per element
(components/<element>.js) and the code they share in chunks (chunks/), so that a page with two
elements loads the shared element once. Each element's module is carried in its script,
deflated and in base64, through esbuild's define. The styles (`*.styles.js`, one CSS template
each) are minified as CSS by esbuild before the production build; the package's own members
(`_name`) are shortened there with the prefix `__t`, so that a product's subclass cannot collide
with them.
"""

import argparse
import base64
import gzip
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zlib

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SOURCES = os.path.join(ROOT, "Web", "Packages")
ELEMENTS = ["loading-indicator", "progress", "skeleton", "spinner", "typing-indicator"]
# The prefix of the package's own members as the production build shortens them.
MEMBER_PREFIX = "__t"
# A `.styles.js` file: comments, the `css` import, a doc comment, and one CSS template exported
# as the default, with nothing interpolated.
STYLES = re.compile(r"(?P<head>(?://[^\n]*\n)*import \{ css \} from '[^']+';\n\n(?:/\*\*[^\n]*\*/\n)?)"
                    r"export default css`(?P<css>[^`$\\]*)`;\n\Z")


class PackError(Exception):
    """A package that cannot be made as asked, with what to do."""


def esbuild():
    found = shutil.which("esbuild")
    if not found:
        raise PackError("esbuild is not installed (Debian: apt-get install esbuild; scripts/test installs it)")
    return found


def run(arguments, stdin=None, cwd=ROOT):
    try:
        done = subprocess.run(arguments, input=stdin, capture_output=True, text=True, timeout=120, cwd=cwd)
    except subprocess.TimeoutExpired:
        raise PackError(f"{os.path.basename(arguments[0])} did not end within 120 s and was stopped") from None
    if done.returncode != 0:
        raise PackError(f"{os.path.basename(arguments[0])} failed:\n{done.stderr or done.stdout}")
    return done.stdout


def camel(name):
    first, *rest = name.split("-")
    return first + "".join(word.capitalize() for word in rest)


def deflated(path):
    """A module's bytes as its script carries them: zlib's deflate, in base64."""
    with open(path, "rb") as file:
        return base64.b64encode(zlib.compress(file.read(), 9)).decode("ascii")


def stage(folder, minify):
    """A copy of the sources in `folder`, each style's CSS minified by esbuild when `minify`."""
    shutil.copytree(os.path.join(SOURCES, "web", "src"), folder)
    for directory, _, files in os.walk(folder):
        for name in files:
            if not name.endswith(".styles.js"):
                continue
            path = os.path.join(directory, name)
            with open(path, encoding="utf-8") as file:
                text = file.read()
            match = STYLES.match(text)
            if not match:
                relative = os.path.relpath(path, folder)
                raise PackError(f"src/{relative} is not one CSS template exported as the default, with nothing "
                                "interpolated: the build minifies it as CSS")
            if minify:
                css = run([esbuild(), "--loader=css", "--minify", "--log-level=warning"], match["css"]).strip()
                with open(path, "w", encoding="utf-8") as file:
                    file.write(f"{match['head']}export default css`{css}`;\n")


def bundle(staged, out, modules, development, cache):
    """esbuild's bundle of the five entry points into `out`; returns its metafile."""
    arguments = [esbuild(), *[os.path.join(staged, "components", name, f"{name}.js") for name in ELEMENTS],
                 "--bundle", "--splitting", "--format=esm", "--target=esnext", "--charset=utf8",
                 "--legal-comments=none", "--log-level=warning", f"--outdir={out}",
                 "--entry-names=components/[name]", "--chunk-names=chunks/[name]-[hash]",
                 f"--metafile={os.path.join(os.path.dirname(cache), 'meta.json')}",
                 f"--define:TANREI_DEVELOPMENT={'true' if development else 'false'}"]
    for name in ELEMENTS:
        arguments.append(f"--define:TANREI_MODULES.{camel(name)}={json.dumps(modules[name])}")
    if not development:
        arguments += ["--minify", "--mangle-props=^_[a-zA-Z]", f"--mangle-cache={cache}"]
    # From the folder the sources are staged in: the development build names each source by its
    # path there (`src/base/…`), the same in every build.
    run(arguments, cwd=os.path.dirname(staged))
    with open(os.path.join(os.path.dirname(cache), "meta.json"), encoding="utf-8") as file:
        return json.load(file)


def build_scripts(web, modules):
    """Both builds of the elements' scripts into `web` and `web/development`."""
    with tempfile.TemporaryDirectory(prefix="tanrei-pack-", dir=os.path.dirname(web)) as work:
        cache = os.path.join(work, "mangle.json")
        stage(os.path.join(work, "src"), minify=False)
        bundle(os.path.join(work, "src"), os.path.join(web, "development"), modules, True, cache)
        staged = os.path.join(work, "minified", "src")
        stage(staged, minify=True)
        # esbuild names what it shortens; the names are given the package's prefix, and the
        # build made again with them.
        bundle(staged, os.path.join(work, "first"), modules, False, cache)
        with open(cache, encoding="utf-8") as file:
            names = json.load(file)
        with open(cache, "w", encoding="utf-8") as file:
            json.dump({key: MEMBER_PREFIX + value if isinstance(value, str) else value
                       for key, value in names.items()}, file)
        meta = bundle(staged, web, modules, False, cache)
    for folder in (web, os.path.join(web, "development")):
        shutil.copyfile(os.path.join(SOURCES, "web", "index.js"), os.path.join(folder, "index.js"))
    # What each entry point imports, for the sizes build-web prints; beside the package, not in it.
    base = os.path.dirname(staged)
    imports = {os.path.relpath(os.path.join(base, path), web): [os.path.relpath(os.path.join(base, i["path"]), web)
                                                               for i in output.get("imports", [])
                                                               if i["kind"] == "import-statement"]
               for path, output in meta["outputs"].items()}
    with open(os.path.join(os.path.dirname(web), ".build-web-imports.json"), "w", encoding="utf-8") as file:
        json.dump(imports, file, indent=1)


def pack_web(modules_folder, out):
    web = os.path.join(os.path.abspath(out), "web")
    shutil.rmtree(web, ignore_errors=True)
    os.makedirs(web)
    modules = {}
    for name in ELEMENTS:
        wasm = os.path.join(modules_folder, f"tanrei-{name}.wasm")
        if not os.path.isfile(wasm):
            raise PackError(f"{wasm} is missing; build the modules first (scripts/build-web)")
        modules[name] = deflated(wasm)
    build_scripts(web, modules)
    for file in os.listdir(os.path.join(SOURCES, "web")):
        path = os.path.join(SOURCES, "web", file)
        if os.path.isfile(path) and file not in ("index.js", "tanrei.css"):
            shutil.copyfile(path, os.path.join(web, file))
    with open(os.path.join(SOURCES, "web", "tanrei.css"), encoding="utf-8") as file:
        css = run([esbuild(), "--loader=css", "--minify", "--log-level=warning"], file.read())
    with open(os.path.join(web, "tanrei.css"), "w", encoding="utf-8") as file:
        file.write(css)
    with open(os.path.join(web, "custom-elements.json"), "w", encoding="utf-8") as file:
        file.write(json.dumps(manifest(), indent=2) + "\n")
    types = os.path.join(SOURCES, "web", "types")
    for file in os.listdir(types):
        # component-x.d.ts types components/x.js; shared-types.d.ts is shared/types.d.ts.
        folder, _, target = file.partition("-") if "-" in file else ("", "", file)
        folder = {"component": "components", "shared": "shared"}.get(folder, "")
        os.makedirs(os.path.join(web, folder), exist_ok=True)
        shutil.copyfile(os.path.join(types, file), os.path.join(web, folder, target))


def manifest():
    """The Custom Elements Manifest (schema 2.1) of the elements, from Web/Packages/elements.json."""
    with open(os.path.join(SOURCES, "elements.json"), encoding="utf-8") as file:
        data = json.load(file)
    presence = data["presence"]
    modules = []
    for element in data["elements"]:
        attributes = element["attributes"] + (presence["attributes"] if element["presence"] else [])
        css = [{"name": element["cssPrefix"] + name, "description": text}
               for name, text in element["cssProperties"]]
        css.append({"name": element.get("entranceProperty", presence["cssProperties"][0][0]),
                    "description": presence["cssProperties"][0][1]})
        declaration = {
            "kind": "class", "name": element["class"], "tagName": element["tag"],
            "customElement": True, "description": element["description"],
            "superclass": {"name": "HTMLElement"},
            "attributes": [{"name": a["attribute"], "fieldName": a["property"], "type": {"text": a["type"]},
                            "default": a["default"], "description": a["description"]}
                           for a in attributes],
            "members": [{"kind": "field", "name": a["property"], "attribute": a["attribute"], "reflects": True,
                         "type": {"text": a["type"]}, "default": a["default"], "description": a["description"]}
                        for a in attributes],
            "cssProperties": css,
            "cssParts": [{"name": name, "description": text} for name, text in element["parts"]],
        }
        reference = {"name": element["class"], "module": element["module"]}
        modules.append({
            "kind": "javascript-module", "path": element["module"], "declarations": [declaration],
            "exports": [
                {"kind": "js", "name": element["class"], "declaration": reference},
                {"kind": "custom-element-definition", "name": element["tag"], "declaration": reference},
            ],
        })
    modules.append({
        "kind": "javascript-module", "path": "index.js", "declarations": [],
        "exports": [{"kind": "js", "name": element["class"],
                     "declaration": {"name": element["class"], "module": element["module"]}}
                    for element in data["elements"]],
    })
    return {"schemaVersion": "2.1.0", "readme": "README.md", "modules": modules}


def loaded(out, entries):
    """The files a page loads for `entries` (paths in the package): each with what it imports."""
    with open(os.path.join(out, ".build-web-imports.json"), encoding="utf-8") as file:
        imports = json.load(file)
    found, waiting = set(), list(entries)
    while waiting:
        path = waiting.pop()
        if path not in found:
            found.add(path)
            waiting += imports.get(path, [])
    return sorted(found)


def gzipped(path):
    with open(path, "rb") as file:
        return len(gzip.compress(file.read(), 9, mtime=0))


def sizes(out):
    """Prints what a page downloads for each element alone, for two, and for all five, gzipped."""
    web = os.path.join(out, "web")
    def line(what, entries):
        files = loaded(out, entries)
        raw = sum(os.path.getsize(os.path.join(web, f)) for f in files)
        packed = sum(gzipped(os.path.join(web, f)) for f in files)
        print(f"build-web: {what}: {len(files)} files, {raw} bytes, {packed} gzipped")
    for name in ELEMENTS:
        line(name, [f"components/{name}.js"])
    line("loading-indicator and progress", ["components/loading-indicator.js", "components/progress.js"])
    line("all five", [f"components/{name}.js" for name in ELEMENTS])


def pack_react(out):
    react = os.path.join(out, "react")
    shutil.rmtree(react, ignore_errors=True)
    os.makedirs(react)
    for file in os.listdir(os.path.join(SOURCES, "react")):
        shutil.copyfile(os.path.join(SOURCES, "react", file), os.path.join(react, file))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--modules", help="where tanrei-<element>.wasm are")
    parser.add_argument("--out", required=True, help="where web/ and react/ are written")
    parser.add_argument("--sizes", action="store_true", help="print the sizes of what OUT holds, and stop")
    arguments = parser.parse_args()
    if arguments.sizes:
        sizes(arguments.out)
        return
    if not arguments.modules:
        parser.error("--modules is required to pack")
    try:
        pack_web(arguments.modules, arguments.out)
    except PackError as error:
        sys.exit(f"pack: {error}")
    pack_react(arguments.out)
    with open(os.path.join(SOURCES, "web", "package.json"), encoding="utf-8") as file:
        version = json.load(file)["version"]
    print(f"pack: @tanrei/web and @tanrei/react {version} in {arguments.out}")


if __name__ == "__main__":
    main()
