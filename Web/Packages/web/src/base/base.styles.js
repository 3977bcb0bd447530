// @ts-check
import { css } from './css.js';

/** What every element's shadow root holds, before its own styles. */
export default css`
  :host {
    display: inline-block;
    vertical-align: middle;
    position: relative;
    flex: none;
    line-height: 0;
  }
  :host([hidden]) {
    display: none;
  }
  /* Waiting out its delay, or its module, it is drawn nowhere and in no accessibility tree
    (LDG-11), whatever a server wrote on it ahead. Before its module is made, tanrei.css's
    animations, which outrank these rules, draw it where the page links the stylesheet. */
  :host(:state(waiting)),
  :host(:not(:state(ready))) {
    visibility: hidden;
  }
  .probe {
    position: absolute;
    margin-inline-start: 1px;
    transition: visibility 1ms, margin-left 1ms, margin-right 1ms;
  }
  .frame {
    position: relative;
    visibility: hidden;
  }
  .shown {
    visibility: inherit;
  }
  .frame:not(.shown) > *,
  .frame:not(.shown) + .probe {
    display: none;
  }
  /* Every ring and arc is a circle centred in its svg's box; each element gives the radius. */
  circle {
    cx: 50%;
    cy: 50%;
    r: var(--radius);
    fill: none;
  }
`;
