"""Forced colours, light and dark: every part each element draws stands at a contrast of at least
3:1 against Canvas, at every point of its motion. Read from the engine's computed styles: each
colour a part paints (background, border, outline, stroke, fill, text), with the opacity of the
part and of everything above it, laid over Canvas."""

from .harness import needs
from .real_pages import open_page, shown

# WCAG 2's contrast for the parts of a graphic that are needed to understand it.
LEAST = 3.0
SCHEMES = ("light", "dark")

PARTS = """(fractions) => {
  const probe = document.createElement('div');
  probe.style.backgroundColor = 'Canvas';
  document.body.append(probe);
  const canvas = getComputedStyle(probe).backgroundColor;
  probe.remove();
  const parse = (text) => {
    const m = /^rgba?\\(([\\d.]+),? ([\\d.]+),? ([\\d.]+)(?:,? \\/? ?([\\d.]+))?\\)$/.exec(text);
    return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
  };
  // The opacity of a node and of every box above it, across shadow roots.
  const opacity = (node) => {
    let product = 1;
    for (let n = node; n; n = n.parentNode instanceof ShadowRoot ? n.parentNode.host : n.parentElement) {
      product *= Number(getComputedStyle(n).opacity);
    }
    return product;
  };
  const painted = (node) => {
    const style = getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return [];
    const found = [];
    if (node instanceof SVGElement) {
      if (!(node instanceof SVGGeometryElement)) return [];
      if (style.stroke !== 'none' && parseFloat(style.strokeWidth) > 0) {
        found.push(['stroke', style.stroke, Number(style.strokeOpacity)]);
      }
      if (style.fill !== 'none') found.push(['fill', style.fill, Number(style.fillOpacity)]);
      return found;
    }
    const box = node.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return [];
    found.push(['background', style.backgroundColor, 1]);
    if (style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) > 0) {
      found.push(['border', style.borderTopColor, 1]);
    }
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
      found.push(['outline', style.outlineColor, 1]);
    }
    if ([...node.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && c.textContent.trim())) {
      found.push(['text', style.color, 1]);
    }
    return found;
  };
  const elements = [...document.querySelectorAll('main > *')];
  const animations = elements.flatMap((e) => e.shadowRoot.getAnimations());
  animations.forEach((a) => a.pause());
  const samples = [];
  for (const fraction of fractions) {
    for (const a of animations) {
      const timing = a.effect.getComputedTiming();
      a.currentTime = (timing.delay ?? 0) + (Number.isFinite(timing.duration) ? timing.duration : 0) * fraction;
    }
    for (const element of elements) {
      for (const node of element.shadowRoot.querySelectorAll('*')) {
        const alpha = opacity(node);
        for (const [what, colour, own] of painted(node)) {
          const part = `${node.getAttribute('part') || node.getAttribute('class') || node.localName} ${what}`;
          samples.push([element.id, part, colour, parse(colour), alpha * own, fraction]);
        }
      }
    }
  }
  animations.forEach((a) => a.play());
  return { canvas, parsed: parse(canvas), samples };
}"""


def luminance(rgb):
    def channel(value):
        value /= 255
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(v) for v in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(one, two):
    light, dark = sorted((luminance(one), luminance(two)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def over(colour, alpha, canvas):
    """`colour` at `alpha` (its own alpha times the opacity above it) laid over `canvas`."""
    weight = colour[3] * alpha
    return [weight * c + (1 - weight) * b for c, b in zip(colour[:3], canvas[:3])]


@needs("forced-colors")
def forced_contrast(report, context, server):
    for scheme in SCHEMES:
        page = open_page(context, server, "/strict.html", {"forced_colors": "active", "color_scheme": scheme})
        shown(page)
        read = page.evaluate(PARTS, [0, 0.25, 0.5, 0.75])
        canvas = read["parsed"]
        if canvas is None:
            report.check(False, f"forced colours, {scheme}: Canvas is a colour this check reads", read["canvas"])
            page.close()
            continue
        lowest = {}
        unread = []
        for element, part, text, colour, alpha, _ in read["samples"]:
            if colour is None:
                unread.append(f"{element} {part}: {text}")
                continue
            seen = over(colour, alpha, canvas)
            # A colour that comes out as Canvas draws nothing: the part is not there to see.
            if max(abs(a - b) for a, b in zip(seen, canvas)) < 1:
                continue
            contrast = ratio(seen, canvas)
            key = (element, part)
            if key not in lowest or contrast < lowest[key][0]:
                lowest[key] = (contrast, text, round(alpha, 3), [round(v) for v in seen])
        weak = [f"{element} {part}: {text} at opacity {alpha} is {seen} on {read['canvas']}, {contrast:.2f}:1"
                for (element, part), (contrast, text, alpha, seen) in sorted(lowest.items()) if contrast < LEAST]
        elements = sorted({element for element, _ in lowest})
        report.check(len(elements) == 7 and not weak and not unread,
                     f"forced colours, {scheme}: every part of every element stands at {LEAST:g}:1 or more "
                     "against Canvas, all through its motion",
                     "; ".join(weak + unread) or f"parts drawn by {elements}")
        page.close()


CHECKS = [forced_contrast]
