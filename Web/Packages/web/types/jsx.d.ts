// The elements as JSX intrinsic elements, for a `.tsx` file that writes the tags themselves:
// `<tanrei-loading-indicator label="Loading messages" />`. Written as React passes them on to a
// custom element, attribute by attribute: multi-word ones in kebab case (`show-delay`), numbers
// as numbers or their text, and `contained` as present or absent (React 18 would write
// `contained={false}` as the text "false", which is present). Declared for React 18's global
// `JSX` namespace and for `React.JSX`, which React 19's types use.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { TanreiEntrance } from './shared/types.js';
import type { TanreiLoadingIndicator } from './components/loading-indicator.js';
import type { TanreiProgress } from './components/progress.js';
import type { TanreiSkeleton } from './components/skeleton.js';
import type { TanreiSpinner } from './components/spinner.js';
import type { TanreiTypingIndicator } from './components/typing-indicator.js';

/** A number of milliseconds or pixels, as a number or its text. */
type NumberText = number | `${number}`;

/** An element's own attributes beside the HTML ones React knows, its `children` left out. */
type Element<Node extends HTMLElement, Own> =
  & Omit<DetailedHTMLProps<HTMLAttributes<Node>, Node>, keyof Own | 'children'>
  & Own
  & {
    /** Milliseconds to wait from insertion before it is shown; absent takes the system's. */
    'show-delay'?: NumberText;
    /** How it enters once shown. */
    entrance?: TanreiEntrance;
    /** Milliseconds the entrance lasts; absent takes the system's. */
    'enter-duration'?: NumberText;
  };

/** The five tags, with the attributes each reads. */
export interface TanreiIntrinsicElements {
  'tanrei-loading-indicator': Element<TanreiLoadingIndicator, {
    label?: string;
    size?: 'small' | 'medium' | 'large';
    contained?: true | '';
  }>;
  'tanrei-progress': Element<TanreiProgress, {
    label?: string;
    value?: NumberText;
    max?: NumberText;
    variant?: 'bar' | 'ring';
    'show-label'?: boolean | 'true' | 'false';
    length?: NumberText;
    'line-width'?: NumberText;
  }>;
  'tanrei-skeleton': Element<TanreiSkeleton, {
    width?: NumberText;
    height?: NumberText;
    shape?: 'rectangle' | 'circle' | 'rounded';
  }>;
  'tanrei-spinner': Element<TanreiSpinner, { label?: string; size?: 'sm' | 'md' | 'base' | 'lg' }>;
  'tanrei-typing-indicator': Element<TanreiTypingIndicator, { label?: string }>;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends TanreiIntrinsicElements {}
  }
}

declare global {
  namespace JSX {
    interface IntrinsicElements extends TanreiIntrinsicElements {}
  }
}
