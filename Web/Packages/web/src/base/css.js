// @ts-check

/**
 * Marks a template literal as CSS and gives its text as written. A `.styles.js` file exports one
 * such literal as its default, which the package's build minifies as CSS.
 */
export const css = String.raw;
