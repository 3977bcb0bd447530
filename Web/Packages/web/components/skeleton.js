// @ts-check
// <tanrei-skeleton>: a placeholder the size of the content it stands for, shimmering until the
// content arrives; never in the accessibility tree. Its presence, box and shimmer are decided by
// the module beside this file (tanrei-skeleton.wasm).
import { css, CYCLE, define, load, sheet, TanreiElement } from '../shared/element.js';
import { skeletonTokens } from '../generated/skeleton.js';

const { shimmer } = skeletonTokens;

const skeletonCore = await load(new URL('./tanrei-skeleton.wasm', import.meta.url), 'skeleton_');

/** A skeleton: the shape of content that is loading, drawn after the show delay. */
export class TanreiSkeleton extends TanreiElement {
  static core = skeletonCore;
  static _enterEasing = skeletonTokens.enterEasing;
  /** @type {[string, string, unknown?][]} */
  static _attributes = [
    ['width', 'n', 0],
    ['height', 'n', 0],
    ['shape', 's', 'rectangle'],
    ['show-delay', 'n'],
    ['entrance', 's', 'auto'],
    ['enter-duration', 'n'],
  ];
  static _parts = '<div class="fill" part="fill"></div>';
  static _vars = ['width', 'height', 'corner'];
  static _sheets = [sheet(
    skeletonTokens.css + css`
      .frame {
        width: var(--width);
        height: var(--height);
      }
      .fill {
        position: absolute;
        inset: 0;
        border-radius: var(--corner);
        background: var(--_fill);
        opacity: ${shimmer[0]};
      }
      @media (forced-colors: active) {
        .fill {
          forced-color-adjust: none;
          background: GrayText;
        }
      }
    `,
  )];

  /** @type {HTMLElement} */ _fill = /** @type {any} */ (null);

  _made() {
    this._fill = /** @type {HTMLElement} */ (this._frame.firstChild);
  }

  /** Low to high over the first half, back over the second, on the shimmer's curve. @param {Float64Array} a */
  _cycles(a) {
    const easing = skeletonTokens.shimmerEasing;
    return [this._fill.animate(
      [{ opacity: shimmer[0], easing }, { opacity: shimmer[1], offset: 0.5, easing }, { opacity: shimmer[0] }],
      { duration: a[CYCLE], iterations: Infinity },
    )];
  }
}

define('tanrei-skeleton', TanreiSkeleton);
