// The part of React's declarations (@types/react 18.3) that @tanrei/react's declarations and
// the package checks use, as written there, so that `deno check` can hold the binding's types
// with nothing fetched. Not a full copy: what is not here is not used.

export type Key = string | number | bigint;

export interface RefObject<T> {
  readonly current: T | null;
}
export interface MutableRefObject<T> {
  current: T;
}
type Bivariant<T> = { bivarianceHack(instance: T | null): void }['bivarianceHack'];
export type RefCallback<T> = Bivariant<T>;
export type Ref<T> = RefCallback<T> | RefObject<T> | null;
export type ForwardedRef<T> = ((instance: T | null) => void) | MutableRefObject<T | null> | null;

export interface Attributes {
  key?: Key | null | undefined;
}
export interface RefAttributes<T> extends Attributes {
  ref?: Ref<T> | undefined;
}

export interface ReactElement<P = unknown> {
  type: unknown;
  props: P;
  key: string | null;
}
export type ReactNode = ReactElement | string | number | Iterable<ReactNode> | boolean | null | undefined;

export interface CSSProperties {
  [property: string]: string | number | undefined;
}

export interface AriaAttributes {
  'aria-busy'?: boolean | 'false' | 'true' | undefined;
  'aria-describedby'?: string | undefined;
  'aria-hidden'?: boolean | 'false' | 'true' | undefined;
  'aria-label'?: string | undefined;
  'aria-labelledby'?: string | undefined;
  'aria-live'?: 'off' | 'assertive' | 'polite' | undefined;
}

export interface DOMAttributes<T> {
  children?: ReactNode | undefined;
  onClick?: ((event: MouseEvent & { currentTarget: T }) => void) | undefined;
}

export interface HTMLAttributes<T> extends AriaAttributes, DOMAttributes<T> {
  className?: string | undefined;
  hidden?: boolean | undefined;
  id?: string | undefined;
  lang?: string | undefined;
  role?: string | undefined;
  slot?: string | undefined;
  style?: CSSProperties | undefined;
  title?: string | undefined;
  dir?: string | undefined;
}

export interface ExoticComponent<P = object> {
  (props: P): ReactNode;
  readonly $$typeof: symbol;
}
export interface NamedExoticComponent<P = object> extends ExoticComponent<P> {
  displayName?: string | undefined;
}
export interface ForwardRefExoticComponent<P> extends NamedExoticComponent<P> {
  defaultProps?: Partial<P> | undefined;
}
export type PropsWithoutRef<P> = P extends { ref?: infer _R } ? Omit<P, 'ref'> : P;

export interface ForwardRefRenderFunction<T, P = object> {
  (props: P, ref: ForwardedRef<T>): ReactNode;
  displayName?: string | undefined;
}
export function forwardRef<T, P = object>(
  render: ForwardRefRenderFunction<T, P>,
): ForwardRefExoticComponent<PropsWithoutRef<P> & RefAttributes<T>>;

export interface FunctionComponent<P = object> {
  (props: P): ReactNode;
  displayName?: string | undefined;
}
export function createElement<P extends object>(
  type: FunctionComponent<P> | ExoticComponent<P> | string,
  props?: (Attributes & P) | null,
  ...children: ReactNode[]
): ReactElement<P>;
