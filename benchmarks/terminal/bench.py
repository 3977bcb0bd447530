"""Side-by-side terminal indicator benchmark: Tanrei's and popular Python libraries', each in a
pseudo-terminal, for a 3 s wait and a 100 ms wait.

    python bench.py PROBE [--runs N] [--indicatif PATH] [--floor PATH] [--before PROBE]

PROBE is the release build of tanrei-terminal-probe; --indicatif, when given, the indicatif case
built from Debian's Rust packages (indicatif-case/); --floor, the C program of floor-case/, which
wakes and writes as an indicator on its own thread does and computes nothing; --before, the
probe built from an earlier revision, whose rows ("tanrei …, before") run interleaved with the
current probe's, run for run, so that both meet the same machine. Each case runs N times (7 by default) in a
fresh 80x24 pseudo-terminal with TERM=xterm-256color; the table shows medians. For each run:

- CPU: process CPU time from the indicator's start to its stop, every thread counted, measured
  inside the process (the probe's --report; cases.py for Python).
- bytes: everything the process wrote to the terminal.
- first cell: from the start to the first byte that shows a character (escape sequences and
  carriage returns alone do not count), read on the terminal's side.
- drew: whether the run showed any character at all.

Once per case, two more checks:

- SIGINT: the program is sent SIGINT 1 s into a 3 s wait; the screen it leaves is read with a
  small terminal model: whether the label is still on it, and whether the cursor is shown.
- pipe: the same 1 s wait with standard output and error going to a pipe, not a terminal: how
  many escape sequences and carriage returns reach the pipe.
"""
import json
import os
import pty
import select
import re
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import fcntl
import time

HERE = os.path.dirname(os.path.abspath(__file__))
LABEL = "Fetching packages"
ESCAPE = re.compile(rb"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[@-Z\\-_]|[\x00-\x1f\x7f]")


def visible(data):
    return len(ESCAPE.sub(b"", data)) > 0


class Screen:
    """Just enough of a terminal to see what a program leaves: rows of text, the cursor, and
    whether the cursor is shown. Colours are ignored."""

    def __init__(self):
        self.rows, self.row, self.column, self.cursor_shown = [[]], 0, 0, True

    def feed(self, data):
        text = data.decode("utf-8", "replace")
        index = 0
        while index < len(text):
            char = text[index]
            if char == "\x1b":
                match = re.match(r"\x1b\[([0-9;?]*)([ -/]*[@-~])", text[index:])
                if match:
                    self.sequence(match.group(1), match.group(2))
                    index += match.end()
                    continue
                index += 2
                continue
            if char == "\r":
                self.column = 0
            elif char == "\n":
                self.row += 1
                while len(self.rows) <= self.row:
                    self.rows.append([])
            elif char == "\b":
                self.column = max(0, self.column - 1)
            elif ord(char) >= 0x20:
                line = self.rows[self.row]
                while len(line) <= self.column:
                    line.append(" ")
                line[self.column] = char
                self.column += 1
            index += 1

    def sequence(self, parameters, final):
        count = int(parameters) if parameters.isdigit() else 1
        line = self.rows[self.row]
        if final == "K":
            if parameters == "2":
                self.rows[self.row] = []
            else:
                del line[self.column:]
        elif final == "J":
            del line[self.column:]
            for below in range(self.row + 1, len(self.rows)):
                self.rows[below] = []
        elif final == "C":
            self.column += count
        elif final == "D":
            self.column = max(0, self.column - count)
        elif final == "A":
            self.row = max(0, self.row - count)
        elif final == "B":
            self.row += count
            while len(self.rows) <= self.row:
                self.rows.append([])
        elif final == "G":
            self.column = max(0, count - 1)
        elif parameters == "?25" and final in "hl":
            self.cursor_shown = final == "h"

    def text(self):
        return "\n".join("".join(row).rstrip() for row in self.rows)


def interrupted(command, report):
    """Runs `command` in a terminal, sends it SIGINT after 1 s, and reads the screen it leaves."""
    environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TERM": "xterm-256color",
                   "LANG": "C.UTF-8", "HOME": os.environ.get("HOME", "/tmp"),
                   "PYTHONDONTWRITEBYTECODE": "1"}
    pid, leader = pty.fork()
    if pid == 0:
        os.execvpe(command[0], command, environment)
    fcntl.ioctl(leader, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    screen = Screen()
    sent = False
    start = time.monotonic()
    while True:
        if not sent and time.monotonic() - start > 1.0:
            os.kill(pid, 2)
            sent = True
        ready, _, _ = select.select([leader], [], [], 0.05)
        if not ready:
            continue
        try:
            data = os.read(leader, 65536)
        except OSError:
            break
        if not data:
            break
        screen.feed(data)
    os.close(leader)
    os.waitpid(pid, 0)
    return {"label_left": LABEL in screen.text(), "cursor_shown": screen.cursor_shown}


def in_pipe(command):
    """Runs `command` with its output and errors going to a pipe: the escapes that reach it."""
    environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TERM": "xterm-256color",
                   "LANG": "C.UTF-8", "HOME": os.environ.get("HOME", "/tmp"),
                   "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run(command, env=environment, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, timeout=60)
    return len(re.findall(rb"\x1b|\r", done.stdout))


def run_in_terminal(command, report):
    environment = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": os.environ.get("HOME", "/tmp"),
        "TERM": "xterm-256color",
        "LANG": "C.UTF-8",
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    pid, leader = pty.fork()
    if pid == 0:
        os.execvpe(command[0], command, environment)
    fcntl.ioctl(leader, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    total = 0
    first_visible = None
    while True:
        try:
            data = os.read(leader, 65536)
        except OSError:
            break
        if not data:
            break
        now = time.monotonic_ns()
        total += len(data)
        if first_visible is None and visible(data):
            first_visible = now
    os.close(leader)
    _, status = os.waitpid(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError(f"{command} ended with {os.waitstatus_to_exitcode(status)}")
    with open(report) as file:
        figures = json.load(file)
    first = None
    if first_visible is not None:
        first = (first_visible - figures["started_ns"]) / 1e6
    return {"cpu_ms": figures["cpu_ns"] / 1e6, "bytes": total, "first_ms": first,
            "drew": first_visible is not None}


def tanrei_cases(probe, suffix=""):
    yield f"tanrei (first in process){suffix}", lambda wait, report: [
        probe, "--wait", str(wait), "--label", LABEL, "--report", report]
    yield f"tanrei{suffix}", lambda wait, report: [
        probe, "--warm", "--wait", str(wait), "--label", LABEL, "--report", report]
    yield f"tanrei (synchronous work){suffix}", lambda wait, report: [
        probe, "--warm", "--blocking", "--wait", str(wait), "--label", LABEL, "--report", report]


def cases(probe, indicatif, floor=None):
    python = os.path.join(HERE, ".venv", "bin", "python")
    script = os.path.join(HERE, "cases.py")
    if indicatif:
        yield "indicatif", lambda wait, report: [indicatif, str(wait), report, LABEL]
    for library in ["tqdm", "tqdm-delay", "rich", "yaspin", "halo"]:
        yield library, (lambda library: lambda wait, report: [
            python, script, library, str(wait), report, LABEL])(library)
    yield "baseline: Swift, no indicator", lambda wait, report: [
        probe, "--bare", "--warm", "--wait", str(wait), "--report", report]
    yield "floor: Swift, 15 idle wakes", lambda wait, report: [
        probe, "--bare", "--warm", "--ticks", "15", "--wait", str(wait), "--report", report]
    if floor:
        yield "floor: C thread, 15 wakes + writes", lambda wait, report: [
            floor, str(wait), report]
    yield "baseline: Python, no indicator", lambda wait, report: [
        python, script, "none", str(wait), report, LABEL]


def median(values):
    values = [value for value in values if value is not None]
    return statistics.median(values) if values else None


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    probe = sys.argv[1]
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 7
    indicatif = sys.argv[sys.argv.index("--indicatif") + 1] if "--indicatif" in sys.argv else None
    floor = sys.argv[sys.argv.index("--floor") + 1] if "--floor" in sys.argv else None
    before = sys.argv[sys.argv.index("--before") + 1] if "--before" in sys.argv else None
    results = {}
    with tempfile.TemporaryDirectory() as folder:
        report = os.path.join(folder, "report.json")
        # Ours, now and before, run for run in turn: a machine that grows busier or quieter
        # meanwhile weighs on both alike.
        ours = list(tanrei_cases(probe))
        if before:
            ours += list(tanrei_cases(before, ", before"))
        samples = {(name, wait): [] for name, _ in ours for wait in (3000, 100)}
        for wait in (3000, 100):
            for _ in range(runs):
                for name, command in ours:
                    samples[(name, wait)].append(run_in_terminal(command(wait, report), report))
            print(f"  ours, {wait} ms: done", file=sys.stderr)
        for name, command in ours:
            for wait in (3000, 100):
                results[(name, wait)] = summary(samples[(name, wait)], runs)
            results[(name, "sigint")] = interrupted(command(3000, report), report)
            results[(name, "pipe")] = in_pipe(command(1000, report))
        for name, command in cases(probe, indicatif, floor):
            for wait in (3000, 100):
                runs_of_case = [run_in_terminal(command(wait, report), report) for _ in range(runs)]
                results[(name, wait)] = summary(runs_of_case, runs)
                print(f"  {name}, {wait} ms: done", file=sys.stderr)
            results[(name, "sigint")] = interrupted(command(3000, report), report)
            results[(name, "pipe")] = in_pipe(command(1000, report))
    print_table(results, before is not None)


def summary(samples, runs):
    cpus = [s["cpu_ms"] for s in samples]
    return {
        "cpu_ms": median(cpus),
        "cpu_spread": (min(cpus), max(cpus)),
        "bytes": median([s["bytes"] for s in samples]),
        "first_ms": median([s["first_ms"] for s in samples]),
        "drew": sum(s["drew"] for s in samples),
        "runs": runs,
    }


def print_table(results, compared=False):
    ours = results[("tanrei", 3000)]
    width = max([len("indicator")] + [len(name) for (name, wait) in results if wait == 3000])
    header = (f"{'indicator':<{width}} {'3 s: CPU ms':>11} {'(min–max)':>11} {'×':>4} {'bytes':>6} "
              f"{'×':>5} {'first ms':>8}  {'100 ms: bytes':>13} {'drew':>4} {'CPU ms':>6}  "
              f"{'SIGINT: label':>13} {'cursor':>6}  {'pipe: escapes':>13}")
    print(header)
    print("-" * len(header))
    for (name, wait), row in results.items():
        if wait != 3000:
            continue
        sigint = results[(name, "sigint")]
        label_left = "left" if sigint["label_left"] else "gone"
        cursor = "shown" if sigint["cursor_shown"] else "HIDDEN"
        escapes = results[(name, "pipe")]
        short = results[(name, 100)]
        cpu_ratio = row["cpu_ms"] / ours["cpu_ms"] if ours["cpu_ms"] else float("nan")
        byte_ratio = row["bytes"] / ours["bytes"] if ours["bytes"] else float("nan")
        first = f"{row['first_ms']:.0f}" if row["first_ms"] is not None else "-"
        drew = f"{short['drew']}/{short['runs']}"
        spread = f"{row['cpu_spread'][0]:.2f}–{row['cpu_spread'][1]:.2f}"
        print(f"{name:<{width}} {row['cpu_ms']:>11.2f} {spread:>11} {cpu_ratio:>4.1f} "
              f"{row['bytes']:>6.0f} {byte_ratio:>5.1f} {first:>8}  {short['bytes']:>13.0f} "
              f"{drew:>4} {short['cpu_ms']:>6.2f}  {label_left:>13} {cursor:>6}  {escapes:>13}")
    print()
    print(f"Medians of {ours['runs']} runs, the spread of CPU beside them. × is the ratio to "
          "tanrei's figure (the row named tanrei).")
    print("Goals for tanrei over a 3 s spin: CPU <= 2.5 ms, bytes <= 300; a 100 ms wait: 0 bytes.")
    print(f"tanrei: CPU {ours['cpu_ms']:.2f} ms ({'met' if ours['cpu_ms'] <= 2.5 else 'missed'}), "
          f"bytes {ours['bytes']:.0f} ({'met' if ours['bytes'] <= 300 else 'missed'}), "
          f"100 ms wait: {results[('tanrei', 100)]['bytes']:.0f} bytes "
          f"({'met' if results[('tanrei', 100)]['bytes'] == 0 else 'missed'}).")
    synchronous = results.get(("tanrei (synchronous work)", 3000))
    if synchronous:
        print(f"tanrei (synchronous work), where the wait itself costs next to nothing: CPU "
              f"{synchronous['cpu_ms']:.2f} ms "
              f"({'met' if synchronous['cpu_ms'] <= 2.5 else 'missed'}).")
    if compared:
        for name in ("tanrei", "tanrei (synchronous work)", "tanrei (first in process)"):
            now, then = results[(name, 3000)], results[(f"{name}, before", 3000)]
            print(f"{name}: CPU {now['cpu_ms']:.2f} ms now, {then['cpu_ms']:.2f} ms before "
                  f"({now['cpu_ms'] / then['cpu_ms']:.2f}x); bytes {now['bytes']:.0f} now, "
                  f"{then['bytes']:.0f} before.")
    peers = [row["cpu_ms"] for (name, wait), row in results.items()
             if wait == 3000 and not name.startswith(("tanrei", "baseline", "floor"))]
    if peers:
        print(f"Lowest peer CPU over 3 s: {min(peers):.2f} ms; tanrei "
              f"{'below' if ours['cpu_ms'] < min(peers) else 'not below'} it.")


if __name__ == "__main__":
    main()
