import type { TanreiEntrance } from '../shared/types.js';

export type { TanreiEntrance };

/**
 * `<tanrei-spinner>`: Appetite UI's spinner, a 270° arc turning on its track. Shown after its
 * delay, it is a busy progressbar named by its label.
 */
export class TanreiSpinner extends HTMLElement {
  /**
   * Settles once the element\'s WebAssembly module is made and its elements are drawn by their
   * script; until then each is what tanrei.css draws. It never settles where the page cannot make
   * the module (a Content-Security-Policy without `\'wasm-unsafe-eval\'`), which is reported once.
   * Until it settles, a number property reads null: numbers are read as the module reads them.
   */
  static readonly ready: Promise<void>;
  /** The accessible name: what is loading. */
  label: string;
  /** `sm` (the default, 16 px), `md`, `base` or `lg`. */
  size: 'sm' | 'md' | 'base' | 'lg' | (string & Record<never, never>);
  /** Milliseconds to wait from insertion before it is shown; null takes the system's. */
  showDelay: number | null;
  /** How it enters. */
  entrance: TanreiEntrance | (string & Record<never, never>);
  /** Milliseconds the entrance lasts; null takes the system's. */
  enterDuration: number | null;
}

declare global {
  interface HTMLElementTagNameMap {
    'tanrei-spinner': TanreiSpinner;
  }
}
