// @ts-check
// An element's shadow content, made with the DOM's own calls rather than from markup, so that no
// text reaches an HTML sink: a page that requires Trusted Types gets the same elements.

const SVG = 'http://www.w3.org/2000/svg';

/**
 * A part of an element's drawing: its tag, the name it takes as its class and its part, its
 * children, and any other attributes.
 * @typedef {[tag: string, name: string, children?: Part[], attributes?: Record<string, string>]} Part
 */

/**
 * A template holding `parts`, to clone for each element.
 * @param {Part[]} parts
 */
export function template(parts) {
  const made = document.createElement('template');
  append(made.content, parts);
  return made;
}

/** @param {Node} parent @param {Part[]} parts */
function append(parent, parts) {
  for (const [tag, name, children = [], attributes = {}] of parts) {
    const node = tag === 'svg' || tag === 'circle' ? document.createElementNS(SVG, tag) : document.createElement(tag);
    for (const [attribute, value] of Object.entries({ class: name, part: name, ...attributes })) {
      node.setAttribute(attribute, value);
    }
    append(node, children);
    parent.appendChild(node);
  }
}
