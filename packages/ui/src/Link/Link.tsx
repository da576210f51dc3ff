import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import type { LinkComponent } from '../format';
import { ExternalLinkIcon } from '../icons';
import classes from './Link.module.css';

export interface LinkProps extends ComponentPropsWithRef<'a'> {
  href: string;
  /** `inline` sits in running text (underlined), `standalone` stands alone (underlined on hover), `muted` is quiet. */
  variant?: 'inline' | 'standalone' | 'muted';
  /** Opens in a new tab and says so to screen readers. */
  external?: boolean;
  /** Link component to render instead of `<a>` (a router link taking `href`). */
  linkAs?: LinkComponent;
}

/** A themed text link; with `linkAs` it renders the app's router link. */
export function Link({
  variant = 'inline',
  external = false,
  linkAs: LinkComponent,
  className,
  children,
  ...rest
}: LinkProps) {
  const props = {
    ...rest,
    ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    'data-variant': variant,
    className: clsx(classes.Root, className),
  };
  const content = (
    <>
      {children}
      {external ? (
        <>
          <ExternalLinkIcon size={14} className={classes.External} />
          <span className={classes.Hidden}>{' (opens in a new tab)'}</span>
        </>
      ) : null}
    </>
  );
  return LinkComponent ? <LinkComponent {...props}>{content}</LinkComponent> : <a {...props}>{content}</a>;
}
