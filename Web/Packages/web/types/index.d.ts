export { TanreiLoadingIndicator } from './components/loading-indicator.js';
export { TanreiProgress } from './components/progress.js';
export { TanreiSkeleton } from './components/skeleton.js';
export { TanreiSpinner } from './components/spinner.js';
export { TanreiTypingIndicator } from './components/typing-indicator.js';
export type { TanreiEntrance } from './shared/types.js';
