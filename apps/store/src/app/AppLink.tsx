import type { LinkComponentProps } from '@bookstore/ui';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { prefetchPath } from './prefetch';

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The router link the kit's components receive (`linkAs`): client-side navigation, and
 * the target screen's chunk preloaded on hover or focus (unless the connection is slow or metered).
 */
export function AppLink(props: LinkComponentProps) {
  const { href, ref, children, ...rest } = props;
  if (EXTERNAL.test(href) || href.startsWith('//')) {
    return (
      <a ref={ref} href={href} {...rest}>
        {children}
      </a>
    );
  }
  return <RouterLink {...props} />;
}

/**
 * An anchor that navigates with the router, as react-router's `<Link>` does for a path (its resolved
 * `href`, and a plain left click without modifier keys navigates client-side). Built from the router's
 * hooks rather than `<Link>`, whose framework-mode extras (prefetch links, route discovery) the store
 * does not use but would otherwise ship with its first chunk.
 */
function RouterLink({
  href,
  ref,
  target,
  onClick,
  onPointerEnter,
  onFocus,
  children,
  ...rest
}: LinkComponentProps) {
  const resolved = useHref(href);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(href, { target });
  return (
    <a
      ref={ref}
      href={resolved}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
      onPointerEnter={(event) => {
        prefetchPath(href);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        prefetchPath(href);
        onFocus?.(event);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
