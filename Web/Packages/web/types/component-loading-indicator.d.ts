import type { TanreiEntrance } from '../shared/types.js';

export type { TanreiEntrance };

/**
 * `<tanrei-loading-indicator>`: an arc that turns while something loads. Inserted, it waits
 * its show delay, drawing and exposing nothing but keeping its box; then it enters and is a busy
 * progressbar named by its label.
 */
export class TanreiLoadingIndicator extends HTMLElement {
  /**
   * Settles once the element\'s WebAssembly module is made and its elements are drawn by their
   * script; until then each is what tanrei.css draws. It never settles where the page cannot make
   * the module (a Content-Security-Policy without `\'wasm-unsafe-eval\'`), which is reported once.
   * Until it settles, a number property reads null: numbers are read as the module reads them.
   */
  static readonly ready: Promise<void>;
  /** The accessible name: what is loading ("Loading messages"). */
  label: string;
  /** `small`, `medium` (the default) or `large`, or a size the design system adds. */
  size: 'small' | 'medium' | 'large' | (string & Record<never, never>);
  /** Set on a raised, filled circle behind the arc, for use on top of other content. */
  contained: boolean;
  /** Milliseconds to wait from insertion before it is shown; null takes the system's. */
  showDelay: number | null;
  /** How it enters. */
  entrance: TanreiEntrance | (string & Record<never, never>);
  /** Milliseconds the entrance lasts; null takes the system's. */
  enterDuration: number | null;
}

declare global {
  interface HTMLElementTagNameMap {
    'tanrei-loading-indicator': TanreiLoadingIndicator;
  }
}
