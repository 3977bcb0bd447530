// @ts-check
import { TanreiElement } from '../../base/tanrei-element.js';
import { CYCLE_DURATION } from '../../base/protocol.js';
import { skeletonAttributes } from '../../generated/skeleton.attributes.js';
import { skeletonTokens } from '../../generated/skeleton.tokens.js';
import tokenStyles from '../../generated/skeleton.tokens.styles.js';
import styles from './skeleton.styles.js';

/** What the shared element draws and exposes for it. @type {import('../../base/tanrei-element.js').ElementKind} */
const kind = {
  _enterEasing: skeletonTokens.enterEasing,
  _attributes: skeletonAttributes,
  _parts: [['div', 'fill']],
  _vars: ['width', 'height', 'corner'],
  _styles: [tokenStyles, styles],
};

/**
 * `<tanrei-skeleton>`: a placeholder the size of the content it stands for, shimmering until the
 * content arrives; never in the accessibility tree. Its presence, box and shimmer are decided by
 * its WebAssembly module.
 */
export class TanreiSkeleton extends TanreiElement {
  static get _kind() {
    return kind;
  }

  /** @type {HTMLElement | null} */ _fill = null;

  _made() {
    this._fill = /** @type {HTMLElement} */ (this._frame.firstChild);
  }

  /** Low to high over the first half, back over the second, on the shimmer's curve. @param {Float64Array} answer */
  _cycles(answer) {
    const { shimmer, shimmerEasing: easing } = skeletonTokens;
    return [/** @type {HTMLElement} */ (this._fill).animate(
      [{ opacity: shimmer[0], easing }, { opacity: shimmer[1], offset: 0.5, easing }, { opacity: shimmer[0] }],
      { duration: answer[CYCLE_DURATION], iterations: Infinity },
    )];
  }
}
