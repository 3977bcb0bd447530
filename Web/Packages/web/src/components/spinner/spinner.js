// @ts-check
// <tanrei-spinner>, defined once its module is made; where there is no DOM, nothing.
import { define } from '../../base/tanrei-element.js';
import { TanreiSpinner } from './spinner.component.js';

export { TanreiSpinner };

define('tanrei-spinner', TanreiSpinner, TANREI_MODULES.spinner, 'spinner_');
