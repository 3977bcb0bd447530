// @ts-check
import { TanreiElement } from '../../base/tanrei-element.js';
import { CYCLE_DURATION } from '../../base/protocol.js';
import { spinnerAttributes } from '../../generated/spinner.attributes.js';
import { spinnerTokens } from '../../generated/spinner.tokens.js';
import tokenStyles from '../../generated/spinner.tokens.styles.js';
import styles from './spinner.styles.js';

/** What the shared element draws and exposes for it. @type {import('../../base/tanrei-element.js').ElementKind} */
const kind = {
  _role: 'progressbar',
  _enterEasing: spinnerTokens.enterEasing,
  _attributes: spinnerAttributes,
  // The arc in an svg of its own: a transform on an svg element's box runs on the compositor.
  _parts: [['svg', 'track', [['circle', 'ring']]], ['svg', 'indicator', [['circle', 'arc']]]],
  _vars: ['box', 'stroke', 'radius', 'arc', 'circumference'],
  _styles: [tokenStyles, styles],
};

/**
 * `<tanrei-spinner>`: Appetite UI's spinner, a 270° arc turning on its track, for a wait whose
 * length is unknown. Every decision is its WebAssembly module's.
 */
export class TanreiSpinner extends TanreiElement {
  static get _kind() {
    return kind;
  }

  /** @type {SVGElement | null} */ _indicator = null;

  _made() {
    this._indicator = /** @type {SVGElement} */ (this._frame.lastChild);
  }

  /** One turn, at constant speed. @param {Float64Array} answer */
  _cycles(answer) {
    return [/** @type {SVGElement} */ (this._indicator).animate(
      [{ transform: 'rotate(0deg)' }, { transform: 'rotate(360deg)' }],
      { duration: answer[CYCLE_DURATION], iterations: Infinity },
    )];
  }
}
