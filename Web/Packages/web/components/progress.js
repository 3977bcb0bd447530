// @ts-check
// <tanrei-progress>: progress as a bar or a ring, determinate or not, every decision made by the
// module beside this file (tanrei-progress.wasm). Once shown the host is a progressbar named by
// its label with its value, or busy with none; its completion is said once per task in a polite
// live region, inside the open modal dialog that holds it if there is one.
import { css, CYCLE, define, FLAGS, load, sheet, TanreiElement } from '../shared/element.js';
import { progressTokens } from '../generated/progress.js';

const progressCore = await load(new URL('./tanrei-progress.wasm', import.meta.url), 'progress_');

// The module's ProgressSlot flags, and its value and announcement after the geometry.
const RING = 1, MOVES = 4, LABEL = 8, FILLS = 16, VALUE = 32;
const PERCENT = FLAGS + 10, ANNOUNCEMENT = FLAGS + 11;

/** @type {WeakMap<ParentNode, HTMLElement>} */
const regions = new WeakMap();

// The bars that fill their container follow the width their layout offers.
const resize = new ResizeObserver((entries) => {
  for (const entry of entries) /** @type {TanreiProgress} */ (entry.target)._resized(entry.contentRect.width);
});

/**
 * Says `text` politely, from a live region where the person can hear it: inside the open modal
 * dialog that holds `element` (the page beyond it is inert), or at the end of the body.
 * @param {Element} element @param {string} text
 */
function announce(element, text) {
  /** @type {ParentNode} */
  let place = document.body;
  for (
    let node = /** @type {Node | null} */ (element);
    node;
    node = node.parentNode ?? /** @type {ShadowRoot} */ (node).host ?? null
  ) {
    if (node instanceof HTMLDialogElement && node.matches(':modal')) {
      place = node;
      break;
    }
  }
  let region = regions.get(place);
  if (!region?.isConnected) {
    region = document.createElement('div');
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('data-tanrei-announcer', '');
    // Out of sight, not out of the accessibility tree.
    Object.assign(region.style, {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    });
    place.append(region);
    regions.set(place, region);
  }
  const said = document.createElement('div');
  said.textContent = text;
  // A region just made is given its words a moment later, once it is in the tree to hear.
  const target = region;
  setTimeout(() => target.replaceChildren(said), 50);
}

/** A progress view: a wait whose length is known, or a bar or ring that says it is not. */
export class TanreiProgress extends TanreiElement {
  static core = progressCore;
  static _role = 'progressbar';
  static _enterEasing = progressTokens.enterEasing;
  /** @type {[string, string, unknown?][]} */
  static _attributes = [
    ['label', 's', ''],
    ['value', 'n'],
    ['max', 'n', 1],
    ['variant', 's', 'bar'],
    ['show-label', 't', true],
    ['length', 'n'],
    ['line-width', 'n'],
    ['show-delay', 'n'],
    ['entrance', 's', 'auto'],
    ['enter-duration', 'n'],
  ];
  // The ring's arc in an svg of its own: a transform on an svg element's box runs on the
  // compositor.
  static _parts = '<div class="track" part="track"><div class="bar" part="bar"></div></div>' +
    '<svg class="ring-track" part="ring-track"><circle class="ring" part="ring"/></svg>' +
    '<svg class="arc" part="arc"><circle class="indicator" part="indicator"/></svg>' +
    '<span class="label" part="label" aria-hidden="true"></span>';
  static _flags = ['ring', 'drawn', 'moves', 'labelled', 'fills', 'valued', 'rtl'];
  static _vars = ['width', 'height', 'thickness', 'corner', 'radius', 'circumference', 'start', 'length', 'segment'];
  static _sheets = [sheet(
    progressTokens.css + css`
      :host(:state(fills)) {
        display: block;
      }
      .frame {
        direction: ltr;
        width: var(--width);
        height: var(--height);
      }
      .fills {
        width: 100%;
      }
      .track {
        position: absolute;
        inset: 0;
        overflow: hidden;
        border-radius: var(--corner);
        background: var(--_bar-track);
      }
      .rtl .track {
        scale: -1 1;
      }
      .bar {
        position: absolute;
        top: 0;
        height: 100%;
        left: var(--start);
        width: var(--length);
        border-radius: var(--corner);
        background: var(--_bar-indicator);
      }
      .moves .bar {
        left: 0;
        width: var(--segment);
      }
      .ring .track,
      .frame:not(.ring) svg,
      .frame:not(.labelled) .label,
      .frame:not(.drawn) .bar,
      .frame:not(.drawn) .arc {
        display: none;
      }
      svg {
        position: absolute;
        inset: 0;
        width: 100%;
        height: 100%;
        overflow: visible;
      }
      circle {
        cx: 50%;
        cy: 50%;
        r: var(--radius);
        fill: none;
        stroke-width: var(--thickness);
      }
      .ring-track circle {
        stroke: var(--_ring-track);
      }
      .arc circle {
        stroke: var(--_ring-indicator);
        stroke-linecap: round;
        stroke-dasharray: var(--length) var(--circumference);
        rotate: -90deg;
        transform-origin: center;
      }
      .moves .arc circle {
        stroke-dasharray: var(--segment) var(--circumference);
      }
      .label {
        position: absolute;
        inset: 0;
        display: flex;
        align-items: center;
        justify-content: center;
        color: var(--_label);
        font: var(--_label-weight) var(--_label-size) / 1 var(--_label-family);
        font-variant-numeric: tabular-nums;
      }
      @media (forced-colors: active) {
        .frame * {
          forced-color-adjust: none;
        }
        .track {
          background: Canvas;
          outline: 1px solid CanvasText;
          outline-offset: -1px;
        }
        .bar {
          background: Highlight;
        }
        .ring-track circle {
          stroke: GrayText;
        }
        .arc circle {
          stroke: Highlight;
        }
        .label {
          color: CanvasText;
        }
      }
    `,
  )];

  constructor() {
    super();
    this._internals = this.attachInternals();
  }

  /** @type {any} */ _bar;
  /** @type {any} */ _arc;
  /** @type {HTMLElement | undefined} */ _percentage;

  _made() {
    const [track, , arc, label] = /** @type {any[]} */ ([...this._frame.children]);
    this._bar = track.firstChild;
    this._arc = arc;
    this._percentage = label;
  }

  /** The width the layout offers. */
  _offered = 0;
  _queued = false;

  connectedCallback() {
    super.connectedCallback();
    resize.observe(this);
  }

  disconnectedCallback() {
    super.disconnectedCallback();
    resize.unobserve(this);
  }

  /** @param {number} width */
  _resized(width) {
    if (width === this._offered) return;
    this._offered = width;
    this._forward();
  }

  // A page that sets value and max one after the other means them together: a task's changes
  // reach the module at its end, and a value briefly over the old maximum is never complete.
  _forward() {
    if (this._queued) return;
    this._queued = true;
    queueMicrotask(() => {
      this._queued = false;
      super._forward();
    });
  }

  _numbers() {
    return [this._offered];
  }

  /** @param {Float64Array} a @param {number} exposed */
  _draw(a, exposed) {
    super._draw(a, exposed);
    const valued = exposed && a[FLAGS] & VALUE;
    this._write('aria-busy', exposed && !valued ? 'true' : null);
    this._write('aria-valuemin', valued ? '0' : null);
    this._write('aria-valuemax', valued ? '100' : null);
    this._write('aria-valuenow', valued ? String(a[PERCENT]) : null);
    if (this._percentage) this._percentage.textContent = a[FLAGS] & LABEL ? `${a[PERCENT]}%` : '';
    this._frame.classList.toggle('fills', Boolean(a[FLAGS] & FILLS));
    // A styling hook (:state(fills)); a browser without custom states keeps the bar inline.
    try {
      if (a[FLAGS] & FILLS) this._internals.states?.add('fills');
      else this._internals.states?.delete('fills');
    } catch { /* no custom states */ }
    const length = a[ANNOUNCEMENT];
    if (length) {
      announce(this, new TextDecoder().decode(progressCore.text.subarray(0, length)));
    }
  }

  /** @param {Float64Array} a */
  _cyclesKey(a) {
    return `${a[FLAGS + 1]} ${a[FLAGS + 9]}`;
  }

  /** The segment travelling the bar, or the arc turning the ring. @param {Float64Array} a */
  _cycles(a) {
    if (!(a[FLAGS] & MOVES)) return [];
    return a[FLAGS] & RING
      ? [
        this._arc.animate([{ transform: 'rotate(0deg)' }, { transform: 'rotate(360deg)' }], {
          duration: a[CYCLE],
          iterations: Infinity,
        }),
      ]
      : [this._bar.animate(
        [{ translate: `${-a[FLAGS + 9]}px` }, { translate: `${a[FLAGS + 1]}px` }],
        { duration: a[CYCLE], iterations: Infinity, easing: progressTokens.barEasing },
      )];
  }
}

define('tanrei-progress', TanreiProgress);
