// @ts-check
// Defines every Tanrei element. Each entry point of components/ defines one.
export * from './components/loading-indicator.js';
export * from './components/progress.js';
export * from './components/skeleton.js';
export * from './components/spinner.js';
export * from './components/typing-indicator.js';
