// @ts-check
// <tanrei-skeleton>, defined once its module is made; where there is no DOM, nothing.
import { define } from '../../base/tanrei-element.js';
import { TanreiSkeleton } from './skeleton.component.js';

export { TanreiSkeleton };

define('tanrei-skeleton', TanreiSkeleton, TANREI_MODULES.skeleton, 'skeleton_');
