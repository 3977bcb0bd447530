// As @types/react 19's jsx-runtime.d.ts declares it: the JSX namespace a `react-jsx` compile
// looks up is this module's, and each of its parts is React.JSX's.
import * as React from './';
export { Fragment } from './';

export namespace JSX {
  type ElementType = React.JSX.ElementType;
  interface Element extends React.JSX.Element {}
  interface ElementClass extends React.JSX.ElementClass {}
  interface ElementAttributesProperty extends React.JSX.ElementAttributesProperty {}
  interface ElementChildrenAttribute extends React.JSX.ElementChildrenAttribute {}
  type LibraryManagedAttributes<C, P> = React.JSX.LibraryManagedAttributes<C, P>;
  interface IntrinsicAttributes extends React.JSX.IntrinsicAttributes {}
  interface IntrinsicClassAttributes<T> extends React.JSX.IntrinsicClassAttributes<T> {}
  interface IntrinsicElements extends React.JSX.IntrinsicElements {}
}

export function jsx(type: React.JSX.ElementType, props: unknown, key?: React.Key): React.ReactElement;
export function jsxs(type: React.JSX.ElementType, props: unknown, key?: React.Key): React.ReactElement;
