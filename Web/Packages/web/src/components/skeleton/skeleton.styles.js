// @ts-check
import { css } from '../../base/css.js';

/** The skeleton's drawing, from the box its module answers. */
export default css`
  .frame {
    width: var(--width);
    height: var(--height);
  }
  .fill {
    position: absolute;
    inset: 0;
    border-radius: var(--corner);
    background: var(--_fill);
    opacity: var(--_shimmer-low);
  }
  /* System colours carry no translucency: in forced colours the shape is still and opaque, at
    GrayText's contrast against Canvas (an important declaration outranks the shimmer). */
  @media (forced-colors: active) {
    .fill {
      forced-color-adjust: none;
      background: GrayText;
      opacity: 1 !important;
    }
  }
`;
