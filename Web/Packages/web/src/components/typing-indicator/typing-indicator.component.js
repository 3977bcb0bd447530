// @ts-check
import { TanreiElement } from '../../base/tanrei-element.js';
import { CYCLE_DURATION, FLAGS } from '../../base/protocol.js';
import { typingIndicatorAttributes } from '../../generated/typing-indicator.attributes.js';
import { typingTokens } from '../../generated/typing-indicator.tokens.js';
import tokenStyles from '../../generated/typing-indicator.tokens.styles.js';
import styles from './typing-indicator.styles.js';

/** What the shared element draws and exposes for it. @type {import('../../base/tanrei-element.js').ElementKind} */
const kind = {
  _role: 'status',
  _busy: false,
  _defaultLabel: typingTokens.defaultLabel,
  _enterEasing: typingTokens.enterEasing,
  _attributes: typingIndicatorAttributes,
  _parts: [['span', 'dot'], ['span', 'dot'], ['span', 'dot']],
  _styles: [tokenStyles, styles],
};

/**
 * `<tanrei-typing-indicator>`: three dots that say a reply is being written, a status named by
 * its label once shown. Its presence and name are decided by its WebAssembly module; the dots'
 * keyframes are the core's frames, sampled when the package was built.
 */
export class TanreiTypingIndicator extends TanreiElement {
  static get _kind() {
    return kind;
  }

  /** @type {HTMLElement[]} */ _dots = [];

  _made() {
    this._dots = /** @type {HTMLElement[]} */ ([...this._frame.children]);
    this._dots.forEach((dot, index) => Object.assign(dot.style, typingTokens.rest[index]));
  }

  /** Each dot through the cycle's frames; at rest under reduced motion (the FLAGS slot). @param {Float64Array} answer */
  _cycles(answer) {
    if (answer[FLAGS]) return [];
    return typingTokens.dots(typingTokens.travelEasing).map((keyframes, index) =>
      this._dots[index].animate(keyframes, { duration: answer[CYCLE_DURATION], iterations: Infinity })
    );
  }
}
