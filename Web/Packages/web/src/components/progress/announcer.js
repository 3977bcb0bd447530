// @ts-check
// Where progress says its completion: a polite live region, inside the open modal dialog that
// holds the element if there is one (the page beyond it is inert), or at the end of the body.

/** @type {WeakMap<ParentNode, HTMLElement>} */
const regions = new WeakMap();

/**
 * Says `text` politely, from a live region where the person can hear it.
 * @param {Element} element @param {string} text
 */
export function announce(element, text) {
  /** @type {ParentNode} */
  let place = document.body;
  for (
    let node = /** @type {Node | null} */ (element);
    node;
    node = node.parentNode ?? /** @type {ShadowRoot} */ (node).host ?? null
  ) {
    if (node instanceof HTMLDialogElement && node.matches(':modal')) {
      place = node;
      break;
    }
  }
  let region = regions.get(place);
  if (!region?.isConnected) {
    region = document.createElement('div');
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('data-tanrei-announcer', '');
    // Out of sight, not out of the accessibility tree.
    Object.assign(region.style, {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    });
    place.append(region);
    regions.set(place, region);
  }
  const said = document.createElement('div');
  said.textContent = text;
  // A region just made is given its words a moment later, once it is in the tree to hear.
  const target = region;
  setTimeout(() => target.replaceChildren(said), 50);
}
