"""Packs the web elements into the two packages a web developer installs.

    python3 scripts/web/pack.py --modules DIR --out OUT [--debug]

reads the elements' WebAssembly modules from DIR (tanrei-<element>.wasm, as scripts/build-web
builds them) and the package sources from Web/Packages, and writes OUT/web (@tanrei/web) and
OUT/react (@tanrei/react), each ready to publish. Each element's entry point is its script, the
shared element code and its generated tokens joined into one module and compacted
(scripts/web/compact.py); `index.js` joins all five over one copy of the shared code. With
`--debug` the scripts are copied as written, unjoined and uncompacted, for reading in a
browser's debugger.
"""

import argparse
import json
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compact import bundle, compact, member_names  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SOURCES = os.path.join(ROOT, "Web", "Packages")
ELEMENTS = ["loading-indicator", "progress", "skeleton", "spinner", "typing-indicator"]


def read(*parts):
    with open(os.path.join(SOURCES, *parts), encoding="utf-8") as file:
        return file.read()


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def component(name):
    """An element's modules, dependencies first: the shared code, its tokens, its script."""
    return [read("web", "shared", "element.js"), read("web", "generated", f"{name}.js"),
            read("web", "components", f"{name}.js")]


def moved_to_root(name):
    """An element's script as the package's root module holds it: its module in components/."""
    source = read("web", "components", f"{name}.js")
    moved = source.replace("new URL('./tanrei-", "new URL('./components/tanrei-")
    if moved == source:
        raise SystemExit(f"pack: components/{name}.js loads no module beside it")
    return moved


def pack_web(modules, out, debug):
    web = os.path.join(out, "web")
    shutil.rmtree(web, ignore_errors=True)
    for folder in ("components", "shared", "generated"):
        os.makedirs(os.path.join(web, folder))
    for name in ELEMENTS:
        wasm = os.path.join(modules, f"tanrei-{name}.wasm")
        if not os.path.isfile(wasm):
            raise SystemExit(f"pack: {wasm} is missing; build the modules first (scripts/build-web)")
        shutil.copyfile(wasm, os.path.join(web, "components", f"tanrei-{name}.wasm"))
    if debug:
        for folder in ("components", "shared", "generated"):
            for file in os.listdir(os.path.join(SOURCES, "web", folder)):
                shutil.copyfile(os.path.join(SOURCES, "web", folder, file),
                                os.path.join(web, folder, file))
        shutil.copyfile(os.path.join(SOURCES, "web", "index.js"), os.path.join(web, "index.js"))
    else:
        members = member_names([read("web", "shared", "element.js")]
                               + [read("web", "components", f"{name}.js") for name in ELEMENTS])
        for name in ELEMENTS:
            text = bundle(component(name)).replace("import('./debug.js')", "import('../shared/debug.js')")
            write(os.path.join(web, "components", f"{name}.js"), compact(text, member_names=members))
        modules_in_order = [read("web", "shared", "element.js")]
        modules_in_order += [read("web", "generated", f"{name}.js") for name in ELEMENTS]
        modules_in_order += [moved_to_root(name) for name in ELEMENTS]
        text = bundle(modules_in_order, exporting=len(ELEMENTS)).replace(
            "import('./debug.js')", "import('./shared/debug.js')")
        write(os.path.join(web, "index.js"), compact(text, member_names=members))
        write(os.path.join(web, "shared", "debug.js"),
              compact(read("web", "shared", "debug.js"), rename_locals=False))
        write(os.path.join(web, "generated", "diagnostics.js"),
              compact(read("web", "generated", "diagnostics.js"), rename_locals=False))
    for file in os.listdir(os.path.join(SOURCES, "web")):
        path = os.path.join(SOURCES, "web", file)
        # index.js is written above: bundled, or for --debug as it is.
        if os.path.isfile(path) and file != "index.js":
            shutil.copyfile(path, os.path.join(web, file))
    write(os.path.join(web, "custom-elements.json"), json.dumps(manifest(), indent=2) + "\n")
    types = os.path.join(SOURCES, "web", "types")
    for file in os.listdir(types):
        # component-x.d.ts types components/x.js; shared-types.d.ts is shared/types.d.ts.
        folder, _, target = file.partition("-") if "-" in file else ("", "", file)
        folder = {"component": "components", "shared": "shared"}.get(folder, "")
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
            "attributes": [{"name": name, "fieldName": field, "type": {"text": kind},
                            "default": default, "description": text}
                           for name, field, kind, default, text in attributes],
            "members": [{"kind": "field", "name": field, "attribute": name, "reflects": True,
                         "type": {"text": kind}, "default": default, "description": text}
                        for name, field, kind, default, text in attributes],
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


def pack_react(out):
    react = os.path.join(out, "react")
    shutil.rmtree(react, ignore_errors=True)
    os.makedirs(react)
    for file in os.listdir(os.path.join(SOURCES, "react")):
        shutil.copyfile(os.path.join(SOURCES, "react", file), os.path.join(react, file))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--modules", required=True, help="where tanrei-<element>.wasm are")
    parser.add_argument("--out", required=True, help="where web/ and react/ are written")
    parser.add_argument("--debug", action="store_true", help="scripts as written")
    arguments = parser.parse_args()
    pack_web(arguments.modules, arguments.out, arguments.debug)
    pack_react(arguments.out)
    with open(os.path.join(SOURCES, "web", "package.json"), encoding="utf-8") as file:
        version = json.load(file)["version"]
    print(f"pack: @tanrei/web and @tanrei/react {version} in {arguments.out}")


if __name__ == "__main__":
    main()
