// The shape of @types/react 19's JSX namespace, transcribed: React 19's declarations cannot be
// fetched here, so the package checks hold @tanrei/web's JSX declarations against this. As in
// @types/react 19, the namespace is React.JSX, reached from jsx-runtime's JSX, and there is no
// global JSX; a ref is a RefObject or a callback (no string refs), and `key` may be a bigint. Not
// a copy: only what the JSX declarations and the check use, each part as 19 writes it; the
// library-managed attributes of components are left as their props.

export = React;
export as namespace React;

declare namespace React {
  type Key = string | number | bigint;

  interface RefObject<T> {
    current: T;
  }
  type RefCallback<T> = { bivarianceHack(instance: T | null): void | (() => void) }['bivarianceHack'];
  type Ref<T> = RefCallback<T> | RefObject<T | null> | null;

  interface Attributes {
    key?: Key | null | undefined;
  }
  interface RefAttributes<T> extends Attributes {
    ref?: Ref<T> | undefined;
  }
  interface ClassAttributes<T> extends RefAttributes<T> {}

  type JSXElementConstructor<P> =
    | ((props: P) => ReactNode | Promise<ReactNode>)
    | (new (props: P) => Component<any, any>);

  interface ReactElement<
    P = unknown,
    T extends string | JSXElementConstructor<any> = string | JSXElementConstructor<any>,
  > {
    type: T;
    props: P;
    key: string | null;
  }
  type ReactNode = ReactElement | string | number | bigint | Iterable<ReactNode> | boolean | null | undefined;

  class Component<P, S = {}> {
    readonly props: Readonly<P>;
    state: Readonly<S>;
    render(): ReactNode;
  }
  const Fragment: (props: { children?: ReactNode | undefined }) => ReactNode;

  interface CSSProperties {
    [property: string]: string | number | undefined;
  }

  type AriaRole = 'progressbar' | 'status' | 'none' | (string & {});

  interface AriaAttributes {
    'aria-describedby'?: string | undefined;
    'aria-label'?: string | undefined;
    'aria-labelledby'?: string | undefined;
  }

  interface DOMAttributes<T> {
    children?: ReactNode | undefined;
    dangerouslySetInnerHTML?: { __html: string } | undefined;
    onClick?: ((event: MouseEvent & { currentTarget: T }) => void) | undefined;
  }

  interface HTMLAttributes<T> extends AriaAttributes, DOMAttributes<T> {
    className?: string | undefined;
    id?: string | undefined;
    role?: AriaRole | undefined;
    style?: CSSProperties | undefined;
    tabIndex?: number | undefined;
  }

  type DetailedHTMLProps<E extends HTMLAttributes<T>, T> = ClassAttributes<T> & E;

  namespace JSX {
    type ElementType = string | React.JSXElementConstructor<any>;
    interface Element extends React.ReactElement<any, any> {}
    interface ElementClass extends React.Component<any> {
      render(): React.ReactNode;
    }
    interface ElementAttributesProperty {
      props: {};
    }
    interface ElementChildrenAttribute {
      children: {};
    }
    type LibraryManagedAttributes<C, P> = P;
    interface IntrinsicAttributes extends React.Attributes {}
    interface IntrinsicClassAttributes<T> extends React.ClassAttributes<T> {}
    interface IntrinsicElements {
      div: React.DetailedHTMLProps<React.HTMLAttributes<HTMLDivElement>, HTMLDivElement>;
      main: React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
      span: React.DetailedHTMLProps<React.HTMLAttributes<HTMLSpanElement>, HTMLSpanElement>;
    }
  }
}
