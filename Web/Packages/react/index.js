// @ts-check
// Tanrei's elements as React components, written without JSX so that nothing has to be
// compiled. Each renders its custom element with the spec's props mapped to what React 18 and
// React 19 both pass on as the element reads them: the multi-word props as their attributes
// (`showDelay` as `show-delay`), `contained` as true or nothing, `showLabel` as its text, null
// and undefined as nothing.
import { createElement, forwardRef } from 'react';
import '@tanrei/web';

/**
 * A component rendering `tag`, with `names` mapping each of its props to the attribute that
 * carries it; every other prop (id, className, style, aria-*, data-*) passes through.
 * @param {string} tag @param {Record<string, string>} names @param {string} displayName
 */
function component(tag, names, displayName) {
  const rendered = forwardRef((/** @type {Record<string, unknown>} */ props, ref) => {
    /** @type {Record<string, unknown>} */
    const attributes = { ref };
    for (const [prop, value] of Object.entries(props)) {
      if (value === null || value === undefined || (prop === 'contained' && !value)) continue;
      attributes[names[prop] ?? prop] = prop === 'showLabel' ? String(value) : value;
    }
    return createElement(tag, attributes);
  });
  rendered.displayName = displayName;
  return rendered;
}

// React 18 writes a custom element's `className` as an attribute of that name; `class` is the
// attribute both 18 and 19 write.
const presence = { className: 'class', showDelay: 'show-delay', enterDuration: 'enter-duration' };

/** `<tanrei-loading-indicator>`: label, size, contained, showDelay, entrance, enterDuration. */
export const LoadingIndicator = component('tanrei-loading-indicator', presence, 'LoadingIndicator');

/** `<tanrei-progress>`: label, value, max, variant, showLabel, length, lineWidth, and the presence props. */
export const Progress = component('tanrei-progress', {
  ...presence,
  showLabel: 'show-label',
  lineWidth: 'line-width',
}, 'Progress');

/** `<tanrei-skeleton>`: width, height, shape, and the presence props. */
export const Skeleton = component('tanrei-skeleton', presence, 'Skeleton');

/** `<tanrei-spinner>`: label, size, and the presence props. */
export const Spinner = component('tanrei-spinner', presence, 'Spinner');

/** `<tanrei-typing-indicator>`: label, and the presence props. */
export const TypingIndicator = component('tanrei-typing-indicator', presence, 'TypingIndicator');
