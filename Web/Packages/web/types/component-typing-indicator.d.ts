import type { TanreiEntrance } from '../shared/types.js';

export type { TanreiEntrance };

/**
 * `<tanrei-typing-indicator>`: three dots that say a reply is being written. Shown after its
 * delay, it is a status named by its label ("Typing" when none is set and the product does not
 * name it).
 */
export class TanreiTypingIndicator extends HTMLElement {
  /**
   * Settles once the element\'s WebAssembly module is made and its elements are drawn by their
   * script; until then each is what tanrei.css draws. It never settles where the page cannot make
   * the module (a Content-Security-Policy without `\'wasm-unsafe-eval\'`), which is reported once.
   * Until it settles, a number property reads null: numbers are read as the module reads them.
   */
  static readonly ready: Promise<void>;
  /** The accessible name ("Mia is typing"). */
  label: string;
  /** Milliseconds to wait from insertion before it is shown; null takes the system's. */
  showDelay: number | null;
  /** How it enters. */
  entrance: TanreiEntrance | (string & Record<never, never>);
  /** Milliseconds the entrance lasts; null takes the system's. */
  enterDuration: number | null;
}

declare global {
  interface HTMLElementTagNameMap {
    'tanrei-typing-indicator': TanreiTypingIndicator;
  }
}
