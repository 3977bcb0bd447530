// @ts-check
// <tanrei-loading-indicator>, defined once its module is made; where there is no DOM, nothing.
import { define } from '../../base/tanrei-element.js';
import { TanreiLoadingIndicator } from './loading-indicator.component.js';

export { TanreiLoadingIndicator };

define('tanrei-loading-indicator', TanreiLoadingIndicator, TANREI_MODULES.loadingIndicator, 'indicator_');
