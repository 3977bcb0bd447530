// @ts-check
// <tanrei-typing-indicator>: three dots that say a reply is being written, a status named by its
// label once shown. Its presence and name are decided by the module beside this file
// (tanrei-typing-indicator.wasm); the dots' keyframes are the core's frames, sampled when the
// package was built.
import { css, CYCLE, define, FLAGS, load, sheet, TanreiElement } from '../shared/element.js';
import { typingTokens } from '../generated/typing-indicator.js';

const { box } = typingTokens;

const typingCore = await load(new URL('./tanrei-typing-indicator.wasm', import.meta.url), 'typing_');

/** A typing indicator: someone is writing a reply. */
export class TanreiTypingIndicator extends TanreiElement {
  static core = typingCore;
  static _role = 'status';
  static _busy = false;
  static _defaultLabel = typingTokens.defaultLabel;
  static _enterEasing = typingTokens.enterEasing;
  /** @type {[string, string, unknown?][]} */
  static _attributes = [['label', 's', ''], ['show-delay', 'n'], ['entrance', 's', 'auto'], ['enter-duration', 'n']];
  static _parts = '<span class="dot" part="dot"></span>'.repeat(3);
  static _sheets = [sheet(
    typingTokens.css + css`
      .frame {
        direction: ltr;
        width: ${box[0]}px;
        height: ${box[1]}px;
      }
      .dot {
        position: absolute;
        top: 0;
        width: ${box[2]}px;
        height: ${box[2]}px;
        border-radius: 50%;
        background: var(--_dot);
      }
      @media (forced-colors: active) {
        .dot {
          forced-color-adjust: none;
          background: CanvasText;
        }
      }
    `,
  )];

  /** @type {HTMLElement[]} */ _dots = [];

  _made() {
    this._dots = /** @type {HTMLElement[]} */ ([...this._frame.children]);
    this._dots.forEach((dot, index) => Object.assign(dot.style, typingTokens.rest[index]));
  }

  /** Each dot through the cycle's frames. @param {Float64Array} a */
  _cycles(a) {
    if (a[FLAGS]) return [];
    return typingTokens.dots(typingTokens.travelEasing).map((keyframes, index) =>
      this._dots[index].animate(keyframes, { duration: a[CYCLE], iterations: Infinity })
    );
  }
}

define('tanrei-typing-indicator', TanreiTypingIndicator);
