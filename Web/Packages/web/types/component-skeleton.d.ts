import type { TanreiEntrance } from '../shared/types.js';

export type { TanreiEntrance };

/**
 * `<tanrei-skeleton>`: the shape of content that is loading, shimmering softly; decoration
 * only, never in the accessibility tree.
 */
export class TanreiSkeleton extends HTMLElement {
  /**
   * Settles once the element\'s WebAssembly module is made and its elements are drawn by their
   * script; until then each is what tanrei.css draws. It never settles where the page cannot make
   * the module (a Content-Security-Policy without `\'wasm-unsafe-eval\'`), which is reported once.
   * Until it settles, a number property reads null: numbers are read as the module reads them.
   */
  static readonly ready: Promise<void>;
  /** The width of the content it stands for, in pixels. */
  width: number | null;
  /** The height of the content it stands for, in pixels. */
  height: number | null;
  /** `rectangle` (the default), `circle` or `rounded`. */
  shape: 'rectangle' | 'circle' | 'rounded' | (string & Record<never, never>);
  /** Milliseconds to wait from insertion before it is shown; null takes the system's. */
  showDelay: number | null;
  /** How it enters. */
  entrance: TanreiEntrance | (string & Record<never, never>);
  /** Milliseconds the entrance lasts; null takes the system's. */
  enterDuration: number | null;
}

declare global {
  interface HTMLElementTagNameMap {
    'tanrei-skeleton': TanreiSkeleton;
  }
}
