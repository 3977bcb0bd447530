// @ts-check
import { css } from '../../base/css.js';

/** The spinner's drawing, from the geometry its module answers. */
export default css`
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
`;
