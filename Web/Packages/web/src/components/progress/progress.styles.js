// @ts-check
import { css } from '../../base/css.js';

/** Progress's drawing as a bar or a ring, from the geometry its module answers. */
export default css`
  :host(:state(fills)) {
    display: block;
  }
  .frame {
    direction: ltr;
    width: var(--width);
    height: var(--height);
  }
  .fills {
    width: 100%;
  }
  .track {
    position: absolute;
    inset: 0;
    overflow: hidden;
    border-radius: var(--corner);
    background: var(--_bar-track);
  }
  .rtl .track {
    scale: -1 1;
  }
  .bar {
    position: absolute;
    top: 0;
    height: 100%;
    left: var(--start);
    width: var(--length);
    border-radius: var(--corner);
    background: var(--_bar-indicator);
  }
  .moves .bar {
    left: 0;
    width: var(--segment);
  }
  .ring .track,
  .frame:not(.ring) svg,
  .frame:not(.labelled) .label,
  .frame:not(.drawn) .bar,
  .frame:not(.drawn) .arc {
    display: none;
  }
  svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    overflow: visible;
  }
  circle {
    stroke-width: var(--thickness);
  }
  .ring-track circle {
    stroke: var(--_ring-track);
  }
  .arc circle {
    stroke: var(--_ring-indicator);
    stroke-linecap: round;
    stroke-dasharray: var(--length) var(--circumference);
    rotate: -90deg;
    transform-origin: center;
  }
  .moves .arc circle {
    stroke-dasharray: var(--segment) var(--circumference);
  }
  .label {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    color: var(--_label);
    font: var(--_label-weight) var(--_label-size) / 1 var(--_label-family);
    font-variant-numeric: tabular-nums;
  }
  /* Forced colours: every part opaque, the fill in CanvasText (Highlight can stand under 3:1
    against Canvas), the track in Canvas inside a CanvasText outline, or in GrayText. */
  @media (forced-colors: active) {
    .frame * {
      forced-color-adjust: none;
    }
    .track {
      background: Canvas;
      outline: 1px solid CanvasText;
      outline-offset: -1px;
    }
    .bar {
      background: CanvasText;
    }
    .ring-track circle {
      stroke: GrayText;
    }
    .arc circle {
      stroke: CanvasText;
    }
    .label {
      color: CanvasText;
    }
  }
`;
