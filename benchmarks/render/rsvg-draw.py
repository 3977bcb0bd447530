#!/usr/bin/env python3
"""Rasterizes SVG files with librsvg and cairo in this one process, many times, and prints the
milliseconds each round took as JSON, for tanrei-bench to set beside its own rasterizer.

Usage: rsvg-draw.py ROUNDS FILE.svg:SCALE ...

Two figures per round, each over every file: parsing and drawing (a new handle per image, as a
program that is handed SVG text must do), and drawing alone (handles parsed once, before the
rounds). Needs Debian's python3-gi, gir1.2-rsvg-2.0 and python3-gi-cairo.
"""
import json
import math
import sys
import time

try:
    import gi

    gi.require_version("Rsvg", "2.0")
    from gi.repository import Rsvg
    import cairo
except (ImportError, ValueError) as error:
    print(json.dumps({"error": f"librsvg through gi is not available: {error}"}))
    sys.exit(0)


def parse(data):
    handle = Rsvg.Handle.new_from_data(data)
    ok, width, height = handle.get_intrinsic_size_in_pixels()
    if not ok:
        raise ValueError("the SVG has no intrinsic size in pixels")
    return handle, width, height


def draw(handle, width, height, scale):
    surface = cairo.ImageSurface(
        cairo.FORMAT_ARGB32, math.ceil(width * scale), math.ceil(height * scale)
    )
    context = cairo.Context(surface)
    viewport = Rsvg.Rectangle()
    viewport.x, viewport.y = 0, 0
    viewport.width, viewport.height = width * scale, height * scale
    handle.render_document(context, viewport)
    surface.flush()
    return surface


def main():
    if len(sys.argv) < 3:
        print(json.dumps({"error": "usage: rsvg-draw.py ROUNDS FILE.svg:SCALE ..."}))
        sys.exit(2)
    rounds = int(sys.argv[1])
    jobs = []
    for argument in sys.argv[2:]:
        path, scale = argument.rsplit(":", 1)
        with open(path, "rb") as file:
            jobs.append((file.read(), float(scale)))
    parsed = [(parse(data), scale) for data, scale in jobs]
    # One round unmeasured, so that first-use costs (font and library set-up) are not counted.
    for (handle, width, height), scale in parsed:
        draw(handle, width, height, scale)
    both, alone = [], []
    for _ in range(rounds):
        start = time.perf_counter_ns()
        for data, scale in jobs:
            handle, width, height = parse(data)
            draw(handle, width, height, scale)
        both.append((time.perf_counter_ns() - start) / 1e6)
        start = time.perf_counter_ns()
        for (handle, width, height), scale in parsed:
            draw(handle, width, height, scale)
        alone.append((time.perf_counter_ns() - start) / 1e6)
    print(json.dumps({"parseAndDraw": both, "drawOnly": alone, "images": len(jobs)}))


main()
