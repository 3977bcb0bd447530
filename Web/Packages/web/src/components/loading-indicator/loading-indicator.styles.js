// @ts-check
import { css } from '../../base/css.js';

/** The loading indicator's drawing, from the geometry its module answers. */
export default css`
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
`;
