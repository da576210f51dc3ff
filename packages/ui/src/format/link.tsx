import type { AnchorHTMLAttributes, ComponentType, Ref } from 'react';

/**
 * Props a link component receives: an anchor's attributes with a required `href`. The same shape as
 * the Button's `as` link props, so the store writes one router adapter
 * (`({ href, ...rest }) => <Link to={href} {...rest} />`) and passes it to every component.
 */
export type BookstoreLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** A component that renders a link; the kit stays router-free and defaults to a plain anchor. */
export type LinkComponent = ComponentType<BookstoreLinkProps>;

/** The default link: a plain anchor. */
export function Anchor({ children, ...props }: BookstoreLinkProps) {
  return <a {...props}>{children}</a>;
}
