// @ts-check
// What the development build tells a developer: each fallback an element's module took for what
// it was given, by the code the core gives it, with the attributes it concerns. The production
// build carries none of it.
import { codes } from '../generated/diagnostics.js';

/** @type {Record<string, string>} */
const explanations = {
  'unknown-size': 'size names no size of the system; the default size is drawn',
  'empty-label':
    'label is empty, so the element has no accessible name: name what is loading, or name the host with aria-label or aria-labelledby',
  'invalid-show-delay':
    "show-delay is empty, or not a finite number of milliseconds of 0 or more; the system's show delay is used",
  'invalid-enter-duration':
    "enter-duration is empty, or not a finite number of milliseconds of 0 or more; the system's enter duration is used",
  'unknown-entrance': "entrance is not auto, fade or grow; the system's entrance is used",
  'value-out-of-range':
    'a value lies outside what the element takes (a negative side, a time beyond about 31 years, a max that is not positive, a variant other than bar or ring); the documented fallback is used',
  'value-not-finite':
    'a value is not a number; the documented fallback is used (0 for a side, indeterminate for a value)',
};

/**
 * Warns of each diagnostic in `bits`, naming the element and what it was given.
 * @param {HTMLElement} element @param {number} bits
 */
export function report(element, bits) {
  codes.forEach((code, bit) => {
    if (!(bits & (1 << bit))) return;
    const given = [...element.attributes].map((a) => `${a.name}="${a.value}"`).join(' ');
    console.warn(`${element.localName}: ${code}: ${explanations[code] ?? code} (${given})`, element);
  });
}
