// @ts-check
import { TanreiElement } from '../../base/tanrei-element.js';
import { CYCLE_DURATION, FLAGS } from '../../base/protocol.js';
import { loadingIndicatorAttributes } from '../../generated/loading-indicator.attributes.js';
import { indicatorTokens } from '../../generated/loading-indicator.tokens.js';
import tokenStyles from '../../generated/loading-indicator.tokens.styles.js';
import styles from './loading-indicator.styles.js';

/** The bit of the answer's FLAGS for the reduced-motion circle (IndicatorSlot.flags). */
const CIRCLE = 2;

/** What the shared element draws and exposes for it. @type {import('../../base/tanrei-element.js').ElementKind} */
const kind = {
  _role: 'progressbar',
  _entrance: '--tanrei-comp-loading-indicator-motion-entrance',
  _enterEasing: indicatorTokens.enterEasing,
  _attributes: loadingIndicatorAttributes,
  // Contained, the frame is the container: it enters, and is drawn, with the indicator.
  _parts: [['svg', 'indicator', [['circle', 'arc']]]],
  // The module's IndicatorSlot: FLAGS' bits, then the geometry.
  _flags: ['contained', 'circle'],
  _vars: ['box', 'size', 'thickness', 'radius', 'inset', 'corner', 'arc', 'circumference'],
  _styles: [tokenStyles, styles],
};

/**
 * `<tanrei-loading-indicator>`: an arc that turns while something loads, shown after its delay.
 * Every decision is its WebAssembly module's, TanreiCore's loading indicator.
 */
export class TanreiLoadingIndicator extends TanreiElement {
  static get _kind() {
    return kind;
  }

  /** @type {SVGElement | null} */ _indicator = null;

  _made() {
    this._indicator = /** @type {SVGElement} */ (this._frame.lastChild);
  }

  /**
   * The turn, or under reduced motion the pulse (LDG-1, LDG-4). The turn is a `transform`:
   * Chromium runs an svg element's transform on the compositor, and its `rotate` on the main
   * thread, frame by frame.
   * @param {Float64Array} answer
   */
  _cycles(answer) {
    const pulse = answer[FLAGS] & CIRCLE;
    const easing = indicatorTokens.pulseEasing;
    return [/** @type {SVGElement} */ (this._indicator).animate(
      pulse
        ? [{ opacity: 1, easing }, { opacity: 0, offset: 0.5, easing }, { opacity: 1 }]
        : [{ transform: 'rotate(0deg)' }, { transform: 'rotate(360deg)' }],
      {
        duration: answer[CYCLE_DURATION],
        iterations: Infinity,
        easing: pulse ? 'linear' : indicatorTokens.turnEasing,
      },
    )];
  }
}
