// @ts-check
// <tanrei-typing-indicator>, defined once its module is made; where there is no DOM, nothing.
import { define } from '../../base/tanrei-element.js';
import { TanreiTypingIndicator } from './typing-indicator.component.js';

export { TanreiTypingIndicator };

define('tanrei-typing-indicator', TanreiTypingIndicator, TANREI_MODULES.typingIndicator, 'typing_');
