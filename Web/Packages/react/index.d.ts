import type { ForwardRefExoticComponent, HTMLAttributes, RefAttributes } from 'react';
import type {
  TanreiEntrance,
  TanreiLoadingIndicator,
  TanreiProgress,
  TanreiSkeleton,
  TanreiSpinner,
  TanreiTypingIndicator,
} from '@tanrei/web';
// The elements' tags in JSX too, for a .tsx file that writes them.
import type {} from '@tanrei/web/jsx';

/** The props every Tanrei component takes for its show delay and entrance. */
export interface PresenceProps {
  /** Milliseconds to wait from insertion before it is shown; unset takes the system's. */
  showDelay?: number | null;
  /** How it enters once shown. */
  entrance?: TanreiEntrance;
  /** Milliseconds the entrance lasts; unset takes the system's. */
  enterDuration?: number | null;
}

type Element<Props, Node extends HTMLElement> = ForwardRefExoticComponent<
  Props & PresenceProps & Omit<HTMLAttributes<Node>, keyof Props | 'children'> & RefAttributes<Node>
>;

/** The loading indicator: an arc that turns while something loads, shown after its delay. */
export declare const LoadingIndicator: Element<{
  label?: string;
  size?: 'small' | 'medium' | 'large';
  contained?: boolean;
}, TanreiLoadingIndicator>;

/** Progress as a bar or a ring; no value is indeterminate. */
export declare const Progress: Element<{
  label?: string;
  value?: number | null;
  max?: number;
  variant?: 'bar' | 'ring';
  showLabel?: boolean;
  length?: number;
  lineWidth?: number;
}, TanreiProgress>;

/** A skeleton: the shape of content that is loading. */
export declare const Skeleton: Element<{
  width?: number;
  height?: number;
  shape?: 'rectangle' | 'circle' | 'rounded';
}, TanreiSkeleton>;

/** Appetite UI's spinner. */
export declare const Spinner: Element<{
  label?: string;
  size?: 'sm' | 'md' | 'base' | 'lg';
}, TanreiSpinner>;

/** Three dots: a reply is being written. */
export declare const TypingIndicator: Element<{ label?: string }, TanreiTypingIndicator>;
