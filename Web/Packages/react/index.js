// @ts-check
// Tanrei's elements as React components, written without JSX so that nothing has to be
// compiled. Each renders its custom element with the spec's props mapped to what React 18 and
// React 19 both pass on as the element reads them: the multi-word props as their attributes
// (`showDelay` as `show-delay`), `contained` as true or nothing, `showLabel` as its text, null
// and undefined as nothing.
//
// What it renders is what the element is while it waits, with what it will have once shown
// written ahead where a renderer can know it: its role, and its label as its name. So a page
// rendered on a server names its loading feedback before any script arrives (tanrei.css keeps
// it hidden, and in no accessibility tree, through its delay), and the element, once its script
// runs, changes none of these attributes: hydration finds the server's HTML as it left it.
import { createElement, forwardRef } from 'react';
import '@tanrei/web';

/**
 * A component rendering `tag`, with `names` mapping each of its props to the attribute that
 * carries it; every other prop (id, className, style, aria-*, data-*) passes through. `role` is
 * the element's role once shown.
 * @param {string} tag @param {Record<string, string>} names @param {string} displayName @param {string} [role]
 */
function component(tag, names, displayName, role) {
  const rendered = forwardRef((/** @type {Record<string, unknown>} */ props, ref) => {
    /** @type {Record<string, unknown>} */
    const attributes = { ref };
    if (role) attributes.role = role;
    if (typeof props.label === 'string' && props.label.trim()) attributes['aria-label'] = props.label;
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
export const LoadingIndicator = component('tanrei-loading-indicator', presence, 'LoadingIndicator', 'progressbar');

const ProgressElement = component(
  'tanrei-progress',
  {
    ...presence,
    showLabel: 'show-label',
    lineWidth: 'line-width',
  },
  'ProgressElement',
  'progressbar',
);

/**
 * `<tanrei-progress>`: label, value, max, variant, showLabel, length, lineWidth, and the presence
 * props. Given a `length`, before its script a child of that width (and, for a ring, that
 * height) holds its place where the stylesheet cannot read the length itself.
 */
export const Progress = forwardRef((/** @type {Record<string, unknown>} */ props, ref) => {
  const length = typeof props.length === 'number' ? props.length : null;
  return createElement(
    ProgressElement,
    { ...props, ref },
    length === null ? null : createElement('svg', {
      width: length,
      height: props.variant === 'ring' ? length : 0,
      'aria-hidden': 'true',
    }),
  );
});
Progress.displayName = 'Progress';

const SkeletonElement = component('tanrei-skeleton', presence, 'SkeletonElement');

/**
 * `<tanrei-skeleton>`: width, height, shape, and the presence props. Never in the accessibility
 * tree; before its script, a child the size of its box holds its place where the stylesheet
 * cannot read the width and height itself.
 */
export const Skeleton = forwardRef((/** @type {Record<string, unknown>} */ props, ref) =>
  createElement(
    SkeletonElement,
    { ...props, ref, 'aria-hidden': 'true' },
    createElement('svg', { width: props.width ?? 0, height: props.height ?? 0, 'aria-hidden': 'true' }),
  )
);
Skeleton.displayName = 'Skeleton';

/** `<tanrei-spinner>`: label, size, and the presence props. */
export const Spinner = component('tanrei-spinner', presence, 'Spinner', 'progressbar');

/** `<tanrei-typing-indicator>`: label, and the presence props. */
export const TypingIndicator = component('tanrei-typing-indicator', presence, 'TypingIndicator', 'status');
