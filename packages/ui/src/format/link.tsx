import type { AnchorHTMLAttributes, ComponentType, Ref } from 'react';

/**
 * Props a link component receives: an anchor's attributes with a required `href`. The store writes one
 * router adapter (`({ href, ...rest }) => <Link to={href} {...rest} />`) and passes it to every
 * component that renders a link, always through the prop `linkAs`.
 */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A component that renders a link (the kit's `linkAs` prop everywhere); the kit stays router-free and
 * defaults to a plain anchor.
 */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default link: a plain anchor. */
export function Anchor({ children, ...props }: LinkComponentProps) {
  return <a {...props}>{children}</a>;
}
