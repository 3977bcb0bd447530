// @ts-check
// <tanrei-progress>, defined once its module is made; where there is no DOM, nothing.
import { define } from '../../base/tanrei-element.js';
import { TanreiProgress } from './progress.component.js';

export { TanreiProgress };

define('tanrei-progress', TanreiProgress, TANREI_MODULES.progress, 'progress_');
