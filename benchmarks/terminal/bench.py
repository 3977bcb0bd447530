"""Side-by-side terminal indicator benchmark: Tanrei's and popular Python libraries', each in a
pseudo-terminal, for a 3 s wait and a 100 ms wait.

    python bench.py PROBE [--runs N] [--indicatif PATH]

PROBE is the release build of tanrei-terminal-probe; PATH, when given, the indicatif case built
from Debian's Rust packages (indicatif-case/). Each case runs N times (7 by default) in a
fresh 80x24 pseudo-terminal with TERM=xterm-256color; the table shows medians. For each run:

- CPU: process CPU time from the indicator's start to its stop, every thread counted, measured
  inside the process (the probe's --report; cases.py for Python).
- bytes: everything the process wrote to the terminal.
- first cell: from the start to the first byte that shows a character (escape sequences and
  carriage returns alone do not count), read on the terminal's side.
- drew: whether the run showed any character at all.
"""
import json
import os
import pty
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


def cases(probe, indicatif):
    python = os.path.join(HERE, ".venv", "bin", "python")
    script = os.path.join(HERE, "cases.py")
    yield "tanrei (first in process)", lambda wait, report: [
        probe, "--wait", str(wait), "--label", LABEL, "--report", report]
    yield "tanrei", lambda wait, report: [
        probe, "--warm", "--wait", str(wait), "--label", LABEL, "--report", report]
    yield "tanrei (synchronous work)", lambda wait, report: [
        probe, "--warm", "--blocking", "--wait", str(wait), "--label", LABEL, "--report", report]
    if indicatif:
        yield "indicatif", lambda wait, report: [indicatif, str(wait), report, LABEL]
    for library in ["tqdm", "tqdm-delay", "rich", "yaspin", "halo"]:
        yield library, (lambda library: lambda wait, report: [
            python, script, library, str(wait), report, LABEL])(library)
    yield "baseline: Swift, no indicator", lambda wait, report: [
        probe, "--bare", "--warm", "--wait", str(wait), "--report", report]
    yield "floor: Swift, 15 idle wakes", lambda wait, report: [
        probe, "--bare", "--warm", "--ticks", "15", "--wait", str(wait), "--report", report]
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
    results = {}
    with tempfile.TemporaryDirectory() as folder:
        report = os.path.join(folder, "report.json")
        for name, command in cases(probe, indicatif):
            for wait in (3000, 100):
                samples = [run_in_terminal(command(wait, report), report) for _ in range(runs)]
                cpus = [s["cpu_ms"] for s in samples]
                results[(name, wait)] = {
                    "cpu_ms": median(cpus),
                    "cpu_spread": (min(cpus), max(cpus)),
                    "bytes": median([s["bytes"] for s in samples]),
                    "first_ms": median([s["first_ms"] for s in samples]),
                    "drew": sum(s["drew"] for s in samples),
                    "runs": runs,
                }
                print(f"  {name}, {wait} ms: done", file=sys.stderr)
    print_table(results)


def print_table(results):
    ours = results[("tanrei", 3000)]
    header = (f"{'indicator':<31} {'3 s: CPU ms':>11} {'(min–max)':>13} {'×':>5} {'bytes':>6} "
              f"{'×':>5} {'first cell ms':>13}  {'100 ms: bytes':>13} {'drew':>5} {'CPU ms':>7}")
    print(header)
    print("-" * len(header))
    for (name, wait), row in results.items():
        if wait != 3000:
            continue
        short = results[(name, 100)]
        cpu_ratio = row["cpu_ms"] / ours["cpu_ms"] if ours["cpu_ms"] else float("nan")
        byte_ratio = row["bytes"] / ours["bytes"] if ours["bytes"] else float("nan")
        first = f"{row['first_ms']:.0f}" if row["first_ms"] is not None else "-"
        drew = f"{short['drew']}/{short['runs']}"
        spread = f"{row['cpu_spread'][0]:.2f}–{row['cpu_spread'][1]:.2f}"
        print(f"{name:<31} {row['cpu_ms']:>11.2f} {spread:>13} {cpu_ratio:>5.1f} "
              f"{row['bytes']:>6.0f} {byte_ratio:>5.1f} {first:>13}  {short['bytes']:>13.0f} "
              f"{drew:>5} {short['cpu_ms']:>7.2f}")
    print()
    print(f"Medians of {ours['runs']} runs, the spread of CPU beside them. × is the ratio to "
          "tanrei's figure (the row named tanrei).")
    print("Goals for tanrei over a 3 s spin: CPU <= 2.5 ms, bytes <= 300; a 100 ms wait: 0 bytes.")
    print(f"tanrei: CPU {ours['cpu_ms']:.2f} ms ({'met' if ours['cpu_ms'] <= 2.5 else 'missed'}), "
          f"bytes {ours['bytes']:.0f} ({'met' if ours['bytes'] <= 300 else 'missed'}), "
          f"100 ms wait: {results[('tanrei', 100)]['bytes']:.0f} bytes "
          f"({'met' if results[('tanrei', 100)]['bytes'] == 0 else 'missed'}).")
    peers = [row["cpu_ms"] for (name, wait), row in results.items()
             if wait == 3000 and not name.startswith(("tanrei", "baseline", "floor"))]
    if peers:
        print(f"Lowest peer CPU over 3 s: {min(peers):.2f} ms; tanrei "
              f"{'below' if ours['cpu_ms'] < min(peers) else 'not below'} it.")


if __name__ == "__main__":
    main()
