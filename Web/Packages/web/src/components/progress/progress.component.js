// @ts-check
import { TanreiElement } from '../../base/tanrei-element.js';
import { CYCLE_DURATION, FLAGS } from '../../base/protocol.js';
import { progressAttributes } from '../../generated/progress.attributes.js';
import { progressTokens } from '../../generated/progress.tokens.js';
import tokenStyles from '../../generated/progress.tokens.styles.js';
import { announce } from './announcer.js';
import styles from './progress.styles.js';

// The module's ProgressSlot: its flags, the geometry, its value and its announcement.
const RING = 1, MOVES = 4, LABEL = 8, FILLS = 16, VALUE = 32;
const WIDTH = FLAGS + 1, SEGMENT = FLAGS + 9, PERCENT = FLAGS + 10, ANNOUNCEMENT = FLAGS + 11;

/** @type {ResizeObserver | undefined} */
let resize;

/** What the shared element draws and exposes for it. @type {import('../../base/tanrei-element.js').ElementKind} */
const kind = {
  _role: 'progressbar',
  _enterEasing: progressTokens.enterEasing,
  _attributes: progressAttributes,
  // The ring's arc in an svg of its own: a transform on an svg element's box runs on the
  // compositor.
  _parts: [
    ['div', 'track', [['div', 'bar']]],
    ['svg', 'ring-track', [['circle', 'ring']]],
    ['svg', 'arc', [['circle', 'indicator']]],
    ['span', 'label', [], { 'aria-hidden': 'true' }],
  ],
  _flags: ['ring', 'drawn', 'moves', 'labelled', 'fills', 'valued', 'rtl'],
  _vars: ['width', 'height', 'thickness', 'corner', 'radius', 'circumference', 'start', 'length', 'segment'],
  _styles: [tokenStyles, styles],
};

/**
 * `<tanrei-progress>`: progress as a bar or a ring, determinate or not. Once shown it is a
 * progressbar named by its label with its value, or busy with none; its completion is said once
 * per task. Every decision is its WebAssembly module's, TanreiCore's progress.
 */
export class TanreiProgress extends TanreiElement {
  static get _kind() {
    return kind;
  }

  /** The width the layout offers. */
  _offered = 0;
  /** @type {HTMLElement | null} */ _bar = null;
  /** @type {SVGElement | null} */ _arc = null;
  /** @type {HTMLElement | null} */ _percentage = null;

  _made() {
    const [track, , arc, label] = /** @type {any[]} */ ([...this._frame.children]);
    this._bar = track.firstChild;
    this._arc = arc;
    this._percentage = label;
  }

  connectedCallback() {
    super.connectedCallback();
    // The bars that fill their container follow the width their layout offers.
    resize ??= new ResizeObserver((entries) => {
      for (const entry of entries) /** @type {TanreiProgress} */ (entry.target)._resized(entry.contentRect.width);
    });
    resize.observe(this);
  }

  disconnectedCallback() {
    super.disconnectedCallback();
    resize?.unobserve(this);
  }

  /** @param {number} width */
  _resized(width) {
    if (width === this._offered) return;
    this._offered = width;
    this._forward();
  }

  _numbers() {
    return [this._offered];
  }

  /** @param {number} exposed */
  _semantics(exposed) {
    const semantics = super._semantics(exposed);
    const valued = exposed && this._answer[FLAGS] & VALUE;
    const percent = this._answer[PERCENT];
    return {
      ...semantics,
      ariaBusy: exposed && !valued ? 'true' : null,
      ariaValueMin: valued ? '0' : null,
      ariaValueMax: valued ? '100' : null,
      ariaValueNow: valued ? String(percent) : null,
    };
  }

  /** @param {Float64Array} answer @param {number} exposed */
  _draw(answer, exposed) {
    super._draw(answer, exposed);
    if (this._percentage) this._percentage.textContent = answer[FLAGS] & LABEL ? `${answer[PERCENT]}%` : '';
    this._frame.classList.toggle('fills', Boolean(answer[FLAGS] & FILLS));
    // Filling its container, the host is a block (a styling hook, :state(fills)).
    this._state('fills', answer[FLAGS] & FILLS);
    const length = answer[ANNOUNCEMENT];
    if (length) announce(this, new TextDecoder().decode(this._module.text.subarray(0, length)));
  }

  /** @param {Float64Array} answer */
  _cyclesKey(answer) {
    return `${answer[WIDTH]} ${answer[SEGMENT]}`;
  }

  /** The segment travelling the bar, or the arc turning the ring. @param {Float64Array} answer */
  _cycles(answer) {
    if (!(answer[FLAGS] & MOVES)) return [];
    const timing = { duration: answer[CYCLE_DURATION], iterations: Infinity };
    return answer[FLAGS] & RING
      ? [/** @type {SVGElement} */ (this._arc).animate(
        [{ transform: 'rotate(0deg)' }, { transform: 'rotate(360deg)' }],
        timing,
      )]
      : [/** @type {HTMLElement} */ (this._bar).animate(
        [{ translate: `${-answer[SEGMENT]}px` }, { translate: `${answer[WIDTH]}px` }],
        { ...timing, easing: progressTokens.barEasing },
      )];
  }
}
