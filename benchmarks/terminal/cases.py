"""One wait under one Python library's indicator, measured from inside the process.

Run by bench.py in a pseudo-terminal:  python cases.py LIBRARY WAIT_MS REPORT_PATH LABEL

The library is imported before the measured window, as a program imports it at its start. The
window runs from just before the indicator starts to just after it stops: process CPU time
(every thread, as CLOCK_PROCESS_CPUTIME_ID counts it) and the monotonic clock at both ends
are written to REPORT_PATH as JSON.
"""
import json
import sys
import time


def steps(wait, report):
    """Waits `wait` seconds in steps of 50 ms, calling `report` after each."""
    end = time.monotonic() + wait
    while True:
        left = end - time.monotonic()
        if left <= 0:
            break
        time.sleep(min(0.05, left))
        report()


def main():
    library, wait_ms, report, label = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
    wait = wait_ms / 1000
    # The work under the indicator: one wait, unless the library animates only when the
    # program reports progress, as tqdm does; then a loop of 50 ms steps reporting each.
    work = lambda: time.sleep(wait)

    if library == "none":
        start, stop = (lambda: None), (lambda: None)
    elif library == "tqdm":
        from tqdm import tqdm
        holder = {}
        start = lambda: holder.setdefault("bar", tqdm(desc=label, total=None))
        stop = lambda: holder["bar"].close()
        work = lambda: steps(wait, lambda: holder["bar"].update())
    elif library == "tqdm-delay":
        # tqdm's own answer to flashing bars: draw nothing before `delay` seconds.
        from tqdm import tqdm
        holder = {}
        start = lambda: holder.setdefault("bar", tqdm(desc=label, total=None, delay=0.3))
        stop = lambda: holder["bar"].close()
        work = lambda: steps(wait, lambda: holder["bar"].update())
    elif library == "rich":
        from rich.console import Console
        status = Console().status(label)
        start, stop = status.start, status.stop
    elif library == "yaspin":
        from yaspin import yaspin
        spinner = yaspin(text=label)
        start, stop = spinner.start, spinner.stop
    elif library == "halo":
        from halo import Halo
        spinner = Halo(text=label, spinner="dots")
        start, stop = spinner.start, spinner.stop
    else:
        sys.exit(f"unknown library {library}")

    cpu_start = time.process_time_ns()
    started = time.monotonic_ns()
    start()
    try:
        work()
    finally:
        # What a `with` block does: the indicator is stopped on Ctrl-C too.
        stop()
    stopped = time.monotonic_ns()
    cpu = time.process_time_ns() - cpu_start
    with open(report, "w") as file:
        json.dump({"cpu_ns": cpu, "started_ns": started, "stopped_ns": stopped}, file)


if __name__ == "__main__":
    main()
