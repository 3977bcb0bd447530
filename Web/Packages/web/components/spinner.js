// @ts-check
// <tanrei-spinner>: Appetite UI's spinner, a 270° arc turning on its track, every decision made
// by the module beside this file (tanrei-spinner.wasm).
import { css, CYCLE, define, load, sheet, TanreiElement } from '../shared/element.js';
import { spinnerTokens } from '../generated/spinner.js';

const spinnerCore = await load(new URL('./tanrei-spinner.wasm', import.meta.url), 'spinner_');

/** A spinner: a wait whose length is unknown, in Appetite UI's tokens. */
export class TanreiSpinner extends TanreiElement {
  static core = spinnerCore;
  static _role = 'progressbar';
  static _enterEasing = spinnerTokens.enterEasing;
  /** @type {[string, string, unknown?][]} */
  static _attributes = [
    ['label', 's', ''],
    ['size', 's', 'sm'],
    ['show-delay', 'n'],
    ['entrance', 's', 'auto'],
    ['enter-duration', 'n'],
  ];
  // The arc in an svg of its own: a transform on an svg element's box runs on the compositor.
  static _parts = '<svg class="track" part="track"><circle class="ring" part="ring"/></svg>' +
    '<svg class="indicator" part="indicator"><circle class="arc" part="arc"/></svg>';
  static _vars = ['box', 'stroke', 'radius', 'arc', 'circumference'];
  static _sheets = [sheet(
    spinnerTokens.css + css`
      .frame {
        direction: ltr;
        width: var(--box);
        height: var(--box);
      }
      svg {
        position: absolute;
        inset: 0;
        width: 100%;
        height: 100%;
        overflow: visible;
      }
      circle {
        cx: 50%;
        cy: 50%;
        r: var(--radius);
        fill: none;
        stroke-width: var(--stroke);
      }
      .track circle {
        stroke: var(--_track);
      }
      .indicator circle {
        stroke: var(--_indicator);
        stroke-linecap: round;
        stroke-dasharray: var(--arc) var(--circumference);
        rotate: -90deg;
        transform-origin: center;
      }
      @media (forced-colors: active) {
        .frame * {
          forced-color-adjust: none;
        }
        .track circle {
          stroke: GrayText;
        }
        .indicator circle {
          stroke: CanvasText;
        }
      }
    `,
  )];

  /** @type {SVGElement} */ _arc = /** @type {any} */ (null);

  _made() {
    this._arc = /** @type {SVGElement} */ (this._frame.lastChild);
  }

  /** One turn, at constant speed. @param {Float64Array} a */
  _cycles(a) {
    return [this._arc.animate([{ transform: 'rotate(0deg)' }, { transform: 'rotate(360deg)' }], {
      duration: a[CYCLE],
      iterations: Infinity,
    })];
  }
}

define('tanrei-spinner', TanreiSpinner);
