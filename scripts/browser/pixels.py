"""Pictures as numbers: the PNG screenshots Chromium takes, decoded without any library."""

import struct
import zlib


def decode(png):
    """The pixels of an 8-bit RGB or RGBA, non-interlaced PNG: (width, height, rows of (r, g, b)
    tuples)."""
    if png[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    position = 8
    data = b""
    width = height = kind = 0
    while position < len(png):
        length, tag = struct.unpack(">I4s", png[position:position + 8])
        body = png[position + 8:position + 8 + length]
        if tag == b"IHDR":
            width, height, depth, kind, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or kind not in (2, 6) or interlace:
                raise ValueError("only 8-bit RGB or RGBA, not interlaced")
        elif tag == b"IDAT":
            data += body
        position += 12 + length
    channels = 4 if kind == 6 else 3
    raw = zlib.decompress(data)
    stride = width * channels
    rows = []
    previous = bytearray(stride)
    offset = 0
    for _ in range(height):
        method = raw[offset]
        line = bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if method == 1:
                line[i] = (line[i] + left) & 255
            elif method == 2:
                line[i] = (line[i] + up) & 255
            elif method == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif method == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append([tuple(line[x:x + 3]) for x in range(0, stride, channels)])
        previous = line
    return width, height, rows


def colours(rows, box, background, tolerance=24):
    """How many pixels inside `box` (x, y, width, height) differ from `background` by more than
    `tolerance` in some channel, and the distinct colours among them, coarsely."""
    x0, y0, w, h = (int(round(v)) for v in box)
    count = 0
    seen = set()
    for row in rows[max(0, y0):y0 + h]:
        for pixel in row[max(0, x0):x0 + w]:
            if max(abs(a - b) for a, b in zip(pixel, background)) > tolerance:
                count += 1
                seen.add(tuple(v // 32 for v in pixel))
    return count, seen
