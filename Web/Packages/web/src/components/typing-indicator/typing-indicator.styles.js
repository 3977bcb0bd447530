// @ts-check
import { css } from '../../base/css.js';

/** The typing indicator's box and dots, from its tokens. */
export default css`
  .frame {
    direction: ltr;
    width: var(--_box-width);
    height: var(--_box-height);
  }
  .dot {
    position: absolute;
    top: 0;
    width: var(--_dot-size);
    height: var(--_dot-size);
    border-radius: 50%;
    background: var(--_dot);
  }
  /* System colours carry no translucency: in forced colours the dots rise, opaque, at
    CanvasText's contrast against Canvas (an important declaration outranks their fading). */
  @media (forced-colors: active) {
    .dot {
      forced-color-adjust: none;
      background: CanvasText;
      opacity: 1 !important;
    }
  }
`;
