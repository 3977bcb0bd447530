#!/usr/bin/env python3
"""Peak resident memory of `tanrei spin`, with and without --quiet, for a command that writes a
lot, in a pseudo-terminal as a person runs it.

    python3 benchmarks/spin/memory.py TANREI [--runs N] [--megabytes M]

TANREI is the program (the release build, .build/release/tanrei). The command writes M MB
(200 by default) of 80-column lines, then succeeds or fails; each of the four cases, with and
without --quiet, on success and on failure, runs N times (3 by default) in a fresh 80x24
pseudo-terminal whose every byte is read at once. For each case: the peak resident set of
tanrei (ru_maxrss from wait4, which also covers the shell, `yes` and `head` it started, a few
MB at most), median and range, the bytes that reached the terminal, and the wall time. With
--quiet the peak must stay under 64 MB whatever the size; without it, the output passes through
and the figure is the floor tanrei needs for that.
"""
import argparse
import fcntl
import os
import pty
import signal
import statistics
import struct
import sys
import termios
import time

GOAL_MB = 64
# No run may take longer: a broken build fails the benchmark rather than hanging CI.
RUN_LIMIT_S = 180


def run_in_terminal(command):
    """Runs `command` in a fresh pseudo-terminal, reading everything it shows; answers its exit
    status, its peak resident set in bytes, the bytes shown and the seconds taken."""
    environment = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": os.environ.get("HOME", "/tmp"),
        "TMPDIR": os.environ.get("TMPDIR", "/tmp"),
        "TERM": "xterm-256color",
        "LANG": "C.UTF-8",
    }
    start = time.monotonic()
    pid, leader = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        os.execve(command[0], command, environment)
    shown = 0
    while True:
        if time.monotonic() - start > RUN_LIMIT_S:
            os.kill(pid, signal.SIGKILL)
            break
        try:
            data = os.read(leader, 1 << 16)
        except OSError:
            break
        if not data:
            break
        shown += len(data)
    os.close(leader)
    _, status, usage = os.wait4(pid, 0)
    seconds = time.monotonic() - start
    if seconds > RUN_LIMIT_S:
        raise RuntimeError(f"{command} took over {RUN_LIMIT_S} s")
    # Linux counts ru_maxrss in KiB, macOS in bytes.
    peak = usage.ru_maxrss if sys.platform == "darwin" else usage.ru_maxrss * 1024
    return os.waitstatus_to_exitcode(status), peak, shown, seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("tanrei")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--megabytes", type=int, default=200)
    arguments = parser.parse_args()
    size = arguments.megabytes * 1_000_000
    line = "x" * 79
    print(f"tanrei spin, a command writing {arguments.megabytes} MB in a pseudo-terminal: "
          f"peak resident set of tanrei, median [min–max] of {arguments.runs} runs")
    print(f"  {'case':34}{'peak RSS, MiB':24}{'shown, MB':12}{'wall, s':10}goal")
    for quiet in (False, True):
        for code in (0, 3):
            words = f"yes {line} | head -c {size}; exit {code}"
            options = ["--quiet"] if quiet else []
            command = [arguments.tanrei, "spin", *options, "--label", "Writing", "--",
                       "sh", "-c", words]
            peaks, shown, seconds = [], [], []
            for _ in range(arguments.runs):
                status, peak, bytes_shown, taken = run_in_terminal(command)
                if status != code:
                    raise RuntimeError(f"{command} ended with {status}, not {code}")
                peaks.append(peak / (1 << 20))
                shown.append(bytes_shown / 1e6)
                seconds.append(taken)
            name = ("--quiet" if quiet else "without --quiet") + (
                ", success" if code == 0 else ", failure")
            spread = f"{statistics.median(peaks):.1f} [{min(peaks):.1f}–{max(peaks):.1f}]"
            goal = "-"
            if quiet:
                goal = f"≤ {GOAL_MB} MiB " + ("met" if max(peaks) <= GOAL_MB else "MISSED")
            print(f"  {name:34}{spread:24}{statistics.median(shown):<12.1f}"
                  f"{statistics.median(seconds):<10.2f}{goal}")


if __name__ == "__main__":
    main()
