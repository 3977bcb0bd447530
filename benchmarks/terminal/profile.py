"""Where the probe's CPU goes inside its window, by sampling with Linux perf.

Usage: python3 benchmarks/terminal/profile.py PROBE [--runs N] [--blocking] [--first]

Runs PROBE (the release build of tanrei-terminal-probe) N times (30 unless told) in an
80 x 24 pseudo-terminal for a 3 s wait, under `perf record` sampling every thread at 25 kHz
on CLOCK_MONOTONIC, the clock the probe's report uses. Only the samples between each run's
`started_ns` and `stopped_ns` are kept, so the process's start and exit do not count. Prints
the share of samples in the kernel, the functions with the most samples, callers included,
and where the runtime was asked to make type metadata or bind a symbol. Sampling slows the
probe about twofold: read the shares, not the milliseconds. Needs `perf` (Debian's
linux-perf) and the right to profile (root, or kernel.perf_event_paranoid <= 1).
"""
import collections
import json
import os
import pty
import re
import select
import shutil
import subprocess
import sys
import tempfile

LABEL = "Fetching packages"


def run_in_terminal(argv):
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        os.execvp(argv[0], argv)
    while True:
        ready, _, _ = select.select([fd], [], [], 20)
        if not ready:
            os.kill(pid, 9)
            break
        try:
            if not os.read(fd, 65536):
                break
        except OSError:
            break
    os.waitpid(pid, 0)
    os.close(fd)


def main():
    if len(sys.argv) < 2 or not os.path.exists(sys.argv[1]):
        sys.exit(__doc__)
    if shutil.which("perf") is None:
        sys.exit("profile.py: perf is not installed (apt-get install linux-perf)")
    probe = os.path.abspath(sys.argv[1])
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 30
    mode = [] if "--first" in sys.argv else ["--warm"]
    if "--blocking" in sys.argv:
        mode.append("--blocking")
    with tempfile.TemporaryDirectory(prefix="tanrei-profile-") as folder:
        data = os.path.join(folder, "perf.data")
        reports = [os.path.join(folder, f"report-{index}.json") for index in range(runs)]
        driver = [sys.executable, __file__, "--drive", probe, *mode, "--", *reports]
        subprocess.run(
            ["perf", "record", "-q", "-k", "CLOCK_MONOTONIC", "-F", "25000", "-e", "cpu-clock",
             "-g", "-o", data, "--", *driver], check=True)
        windows = []
        for report in reports:
            with open(report) as file:
                figures = json.load(file)
            windows.append((figures["started_ns"], figures["stopped_ns"]))
        script = subprocess.run(
            ["perf", "script", "-i", data, "-F", "comm,pid,tid,time,ip,sym"],
            capture_output=True, text=True, check=True).stdout
    summarize(script, windows, runs)


def summarize(script, windows, runs):
    inclusive = collections.Counter()
    lookups = collections.Counter()
    total = kernel = 0
    samples = []
    for block in script.split("\n\n"):
        lines = block.strip("\n").split("\n")
        header = re.match(r"\s*(.+?)\s+(\d+)/(\d+)\s+([\d.]+):", lines[0]) if lines else None
        if header is not None:
            samples.append((header, lines))
    # The probe's processes: their main thread bears the probe's name; the driver and its
    # pseudo-terminal reader are left out.
    probes = {header.group(2) for header, _ in samples if header.group(1).startswith("tanrei")}
    for header, lines in samples:
        if header.group(2) not in probes:
            continue
        moment = round(float(header.group(4)) * 1e9)
        if not any(start <= moment <= stop for start, stop in windows):
            continue
        frames = []
        for line in lines[1:]:
            parts = line.strip().split(None, 1)
            if len(parts) == 2:
                frames.append(re.sub(r"\+0x[0-9a-f]+$", "", parts[1])[:110])
        total += 1
        if any(frame.startswith(("entry_SYSCALL", "asm_", "exit_to_user")) for frame in frames):
            kernel += 1
        for frame in set(frames):
            inclusive[frame] += 1
        for index, frame in enumerate(frames):
            if frame.startswith(("__swift_instantiateConcreteType", "_dl_runtime_resolve")):
                caller = frames[index + 1] if index + 1 < len(frames) else "?"
                lookups[frame.split("(")[0][:40] + " from " + caller] += 1
                break
    if total == 0:
        sys.exit("profile.py: no samples inside the windows")
    print(f"{total} samples in {runs} windows; {100 * kernel / total:.0f}% in the kernel")
    print("\nmost samples, callers included:")
    for frame, count in inclusive.most_common(40):
        print(f"{100 * count / total:6.1f}%  {frame}")
    print("\ntype metadata made and symbols bound, by caller:")
    for site, count in lookups.most_common(15):
        print(f"{100 * count / total:6.1f}%  {site}")


def drive():
    separator = sys.argv.index("--")
    probe, mode = sys.argv[2], sys.argv[3:separator]
    for report in sys.argv[separator + 1:]:
        run_in_terminal(
            [probe, *mode, "--wait", "3000", "--label", LABEL, "--report", report])


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--drive":
        drive()
    else:
        main()
