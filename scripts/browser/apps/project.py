"""What the app checks work with: the JavaScript tools a web developer builds with, found where
scripts/test installs them, a product's project that has installed both packages and React as
npm would lay them out, and programs run in the background with a time limit."""

import json
import os
import shutil
import signal
import subprocess
from dataclasses import dataclass
from pathlib import Path

from ..packages import deno

ROOT = Path(__file__).resolve().parents[3]
# Debian's JavaScript packages: React and its types, installed by apt-get.
SYSTEM_MODULES = Path("/usr/share/nodejs")
# webpack and rollup's node-resolve plugin with the Debian packages they depend on, unpacked by
# scripts/test into a folder of their own: installed, they would pull in a package that the
# machine's Node conflicts with.
UNPACKED = ROOT / ".build" / "javascript-tools"
# What a product's node_modules holds beside the two packages, as npm would install it.
INSTALLED = ["react", "react-dom", "scheduler", "@types/react", "@types/prop-types", "@types/scheduler", "csstype"]


@dataclass
class Tools:
    """The programs the checks run, each an absolute path."""

    node: str
    deno: str
    esbuild: str
    rollup: str
    tsc: str
    # Where webpack, webpack-cli and @rollup/plugin-node-resolve are, as Node's global modules.
    modules: Path
    # React 18.3.1's UMD files, production and development.
    react: Path


def find_tools():
    """The tools, or what is missing and how scripts/test installs it."""
    found = {name: shutil.which(name) for name in ("node", "esbuild", "rollup", "tsc")}
    found["deno"] = deno()
    missing = [f"{name} (scripts/test installs it)" for name, path in found.items() if not path]
    modules = UNPACKED / "usr" / "share" / "nodejs"
    for module in ("webpack-cli/bin/cli.js", "webpack/package.json", "@rollup/plugin-node-resolve/package.json"):
        if not (modules / module).is_file():
            missing.append(f"{modules / module} (scripts/test unpacks Debian's webpack and rollup plugin there)")
    for module in INSTALLED:
        if not (SYSTEM_MODULES / module / "package.json").is_file():
            missing.append(f"{SYSTEM_MODULES / module} (Debian: node-react, node-react-dom, node-csstype, node-prop-types)")
    # Found, not imported: installed without its dependencies, it holds only files for the pages.
    import importlib.util
    spec = importlib.util.find_spec("dash")
    react = Path(spec.origin).parent / "deps" if spec and spec.origin else Path("/nonexistent")
    if not (react / "react@18.3.1.js").is_file():
        missing.append("dash, for React 18.3.1's files (scripts/test --setup-only)")
    if missing:
        return None, missing
    return Tools(modules=modules, react=react, **found), []


def install(out, folder):
    """A product's project in `folder`: package.json and a node_modules holding @tanrei/web and
    @tanrei/react as built in `out`, and React, React DOM and their types as Debian ships them,
    each copied as npm would put it there (a link would lead a resolver to Debian's folder,
    where React DOM's own imports are not found)."""
    modules = folder / "node_modules"
    shutil.copytree(out / "web", modules / "@tanrei" / "web")
    shutil.copytree(out / "react", modules / "@tanrei" / "react")
    for module in INSTALLED:
        shutil.copytree(SYSTEM_MODULES / module, modules / module, symlinks=False)
    (folder / "package.json").write_text(json.dumps(
        {"name": "a-product", "private": True, "type": "module",
         "dependencies": {"@tanrei/web": "0.1.0", "@tanrei/react": "0.1.0", "react": "18", "react-dom": "18"}},
        indent=2))
    return folder


def environment(work):
    """The environment the tools run in: no colours, and a home and caches in `work`, which goes
    at the end with whatever they leave; temporary files where the run keeps its own (TMPDIR,
    which the test that runs it empties), or in `work`."""
    return {"PATH": "/usr/bin:/bin", "HOME": str(work), "TMPDIR": os.environ.get("TMPDIR", str(work)),
            "NO_COLOR": "1", "FORCE_COLOR": "0", "DENO_DIR": str(work / "deno"), "DENO_NO_UPDATE_CHECK": "1"}


class Job:
    """A program started in the background in a process group of its own, its output in a file;
    `wait` bounds it and ends the group, whatever the program left running."""

    # The jobs not yet waited for, which `end_all` ends when the run is stopped.
    running = set()

    def __init__(self, command, cwd, env, log):
        self.command = command
        self.log = Path(log)
        self.result = None
        with open(self.log, "wb") as output:
            self.process = subprocess.Popen([str(part) for part in command], cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                                            stdout=output, stderr=subprocess.STDOUT, start_new_session=True)
        Job.running.add(self)

    def end(self):
        """Ends the job's process group at once."""
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass

    @staticmethod
    def end_all():
        """Ends every job not yet waited for: for a run stopped before it could wait for them."""
        for job in list(Job.running):
            job.end()

    def wait(self, seconds):
        """The program's exit status and output; -1 and a note when it outlasts `seconds`."""
        if self.result:
            return self.result
        try:
            status = self.process.wait(timeout=seconds)
            note = ""
        except subprocess.TimeoutExpired:
            status = -1
            note = f"\n{Path(self.command[0]).name} did not end in {seconds} s"
        self.end()
        self.process.wait()
        Job.running.discard(self)
        self.result = status, self.log.read_text(errors="replace") + note
        return self.result


def run(command, cwd, env, log, seconds=60):
    """Runs `command` to its end, within `seconds`: its exit status and output."""
    return Job(command, cwd, env, log).wait(seconds)


def progressbars(cdp):
    """The progressbars of the page's accessibility tree that are not ignored, read through `cdp`
    (a Playwright CDP session): name, busy state and value."""
    found = []
    for node in cdp.send("Accessibility.getFullAXTree")["nodes"]:
        if node.get("ignored") or node.get("role", {}).get("value") != "progressbar":
            continue
        properties = {p["name"]: p.get("value", {}).get("value") for p in node.get("properties", [])}
        found.append({"name": node.get("name", {}).get("value", ""), "busy": properties.get("busy"),
                      "value": node.get("value", {}).get("value") if node.get("value") else None})
    return found
