// @ts-check
// <tanrei-loading-indicator>: TanreiCore's loading indicator, every decision made by the module
// beside this file (tanrei-loading-indicator.wasm).
import { css, CYCLE, define, FLAGS, load, sheet, TanreiElement } from '../shared/element.js';
import { indicatorTokens } from '../generated/loading-indicator.js';

const indicatorCore = await load(new URL('./tanrei-loading-indicator.wasm', import.meta.url), 'indicator_');

/** The loading indicator: an arc that turns while something loads, shown after its delay. */
export class TanreiLoadingIndicator extends TanreiElement {
  static core = indicatorCore;
  static _role = 'progressbar';
  static _entrance = '--tanrei-comp-loading-indicator-motion-entrance';
  static _enterEasing = indicatorTokens.enterEasing;
  /** @type {[string, string, unknown?][]} */
  static _attributes = [
    ['label', 's', ''],
    ['size', 's', 'medium'],
    ['contained', 'b'],
    ['show-delay', 'n'],
    ['entrance', 's', 'auto'],
    ['enter-duration', 'n'],
  ];
  // The module's IndicatorSlot: FLAGS' bits, then the geometry.
  // Contained, the frame is the container: it enters, and is drawn, with the indicator.
  static _parts = '<svg class="indicator" part="indicator"><circle class="arc" part="arc"/></svg>';
  static _flags = ['contained', 'circle'];
  static _vars = ['box', 'size', 'thickness', 'radius', 'inset', 'corner', 'arc', 'circumference'];
  static _sheets = [sheet(
    indicatorTokens.css + css`
      .frame {
        direction: ltr;
        width: var(--box);
        height: var(--box);
      }
      .contained {
        border-radius: var(--corner);
        background: var(--_container);
        box-shadow: var(--_elevation);
      }
      svg {
        position: absolute;
        left: var(--inset);
        top: var(--inset);
        width: var(--size);
        height: var(--size);
        overflow: visible;
      }
      circle {
        cx: 50%;
        cy: 50%;
        r: var(--radius);
        fill: none;
        stroke: var(--_indicator);
        stroke-width: var(--thickness);
        stroke-linecap: round;
        stroke-dasharray: var(--arc) var(--circumference);
        rotate: -90deg;
        transform-origin: center;
      }
      .contained circle {
        stroke: var(--_contained-indicator);
      }
      .circle circle {
        stroke-dasharray: none;
        rotate: none;
      }
      @media (forced-colors: active) {
        .frame * {
          forced-color-adjust: none;
        }
        circle,
        .contained circle {
          stroke: CanvasText;
        }
        .contained {
          background: Canvas;
          box-shadow: none;
          outline: 1px solid CanvasText;
          outline-offset: -1px;
        }
      }
    `,
  )];

  /** @type {SVGElement} */ _svg = /** @type {any} */ (null);

  _made() {
    this._svg = /** @type {SVGElement} */ (this._frame.lastChild);
  }

  /** The turn, or under reduced motion the pulse (LDG-1, LDG-4). The turn is a `transform`:
   * Chromium runs an svg element's transform on the compositor, and its `rotate` on the main
   * thread, frame by frame. @param {Float64Array} a */
  _cycles(a) {
    const easing = indicatorTokens.pulseEasing;
    return [this._svg.animate(
      a[FLAGS] & 2
        ? [{ opacity: 1, easing }, { opacity: 0, offset: 0.5, easing }, { opacity: 1 }]
        : [{ transform: 'rotate(0deg)' }, { transform: 'rotate(360deg)' }],
      { duration: a[CYCLE], iterations: Infinity, easing: a[FLAGS] & 2 ? 'linear' : indicatorTokens.turnEasing },
    )];
  }
}

define('tanrei-loading-indicator', TanreiLoadingIndicator);
