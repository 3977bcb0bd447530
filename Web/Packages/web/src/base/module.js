// @ts-check
// An element's WebAssembly module: carried in its script, deflated and in base64, so that a page
// or a bundle that has the script has the module too, with no file to serve beside it and no
// fetch to wait for.

import { ANSWER_NUMBERS, STATE_BYTES, TEXT_BYTES } from './protocol.js';

/**
 * An element's module as its script uses it: its exports `set` and `answer` (each prefixed by
 * the element's name), `number`, and the page's views of the buffers the module reads and
 * writes. The module allocates nothing, so its memory never grows and the views hold for its
 * life.
 * @typedef {{ number: (length: number) => number, set: Function, answer: Function,
 *   state: Uint8Array, answers: Float64Array, text: Uint8Array }} ElementModule
 */

/**
 * Makes the module whose bytes `deflated` holds (zlib's deflate, in base64), whose element's
 * exports are `prefix` followed by `set` and `answer`. Rejects where the page cannot make it: no
 * DecompressionStream, or a Content-Security-Policy whose script-src lacks 'wasm-unsafe-eval'.
 * @param {string} deflated @param {string} prefix
 * @returns {Promise<ElementModule>}
 */
export async function instantiate(deflated, prefix) {
  const bytes = Uint8Array.from(atob(deflated), (character) => character.charCodeAt(0));
  const inflated = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'));
  // The memory the module exports, once it is made: its one import reads it.
  /** @type {{ memory?: WebAssembly.Memory }} */
  const made = {};
  const decoder = new TextDecoder();
  const imports = {
    // The module checks that a text is a decimal number and asks the page for its value, so
    // that it carries no decimal reader of its own.
    env: {
      number: (/** @type {number} */ at, /** @type {number} */ length) =>
        Number(decoder.decode(new Uint8Array(/** @type {WebAssembly.Memory} */ (made.memory).buffer, at, length))),
    },
  };
  const { instance } = await WebAssembly.instantiate(await new Response(inflated).arrayBuffer(), imports);
  const exports = /** @type {Record<string, any>} */ (instance.exports);
  made.memory = exports.memory;
  const buffer = /** @type {WebAssembly.Memory} */ (made.memory).buffer;
  return {
    number: exports.tanrei_number,
    set: exports[prefix + 'set'],
    answer: exports[prefix + 'answer'],
    // Until an element's first `set` says how much of it a state takes, the whole buffer.
    state: new Uint8Array(buffer, exports.tanrei_state(), STATE_BYTES),
    answers: new Float64Array(buffer, exports.tanrei_answer(), ANSWER_NUMBERS),
    text: new Uint8Array(buffer, exports.tanrei_text(), TEXT_BYTES),
  };
}
