import type { TanreiEntrance } from '../shared/types.js';

export type { TanreiEntrance };

/**
 * `<tanrei-progress>`: a wait whose length is known, as a bar or a ring; with no value it is
 * indeterminate. Once shown it is a progressbar named by its label, with its value as a
 * percentage, or busy with none; its completion is said once per task.
 */
export class TanreiProgress extends HTMLElement {
  /**
   * Settles once the element\'s WebAssembly module is made and its elements are drawn by their
   * script; until then each is what tanrei.css draws. It never settles where the page cannot make
   * the module (a Content-Security-Policy without `\'wasm-unsafe-eval\'`), which is reported once.
   * Until it settles, a number property reads null: numbers are read as the module reads them.
   */
  static readonly ready: Promise<void>;
  /** The accessible name: what is progressing ("Uploading receipt"). */
  label: string;
  /** How far along, out of `max`; null for indeterminate progress. */
  value: number | null;
  /** The value that means done; 1 by default. */
  max: number | null;
  /** A horizontal bar (the default) or a ring. */
  variant: 'bar' | 'ring' | (string & Record<never, never>);
  /** Whether a ring prints its percentage in the middle, where it fits. */
  showLabel: boolean;
  /** The bar's length, or the ring's side, in pixels; null takes the token's, and a bar then fills its container's width. */
  length: number | null;
  /** A ring's stroke in pixels; null takes the token's. */
  lineWidth: number | null;
  /** Milliseconds to wait from insertion before it is shown; null takes the system's. */
  showDelay: number | null;
  /** How it enters. */
  entrance: TanreiEntrance | (string & Record<never, never>);
  /** Milliseconds the entrance lasts; null takes the system's. */
  enterDuration: number | null;
}

declare global {
  interface HTMLElementTagNameMap {
    'tanrei-progress': TanreiProgress;
  }
}
