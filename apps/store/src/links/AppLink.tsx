import type { LinkComponentProps } from '@bookstore/ui';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { prefetchOnIntent } from './prefetch';

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
  if (import.meta.env.SSR) return isPlainPath(href) ? <PathLink {...props} /> : <ServerLink {...props} />;
  return <RouterLink {...props} />;
}

/**
 * An absolute path the router's `useHref` gives back unchanged (no basename in the store; no `..`, no
 * `//`, no empty `?` or `#`, which the router would drop).
 */
const isPlainPath = (href: string): boolean =>
  href.startsWith('/') && !href.startsWith('//') && !/\/\.\.?(?:[/?#]|$)|[?#]$|\?#/.test(href);

/**
 * The server's links (entry-server.tsx): the same `<a>` as RouterLink writes, without what only a browser
 * uses (the click handler's hooks and the prefetch handlers, which React never writes into HTML). A page
 * carries many links (a listing about a hundred) and the router resolves each through several hooks: a
 * plain absolute path is written as it is, which is what `useHref` answers for it; others are resolved.
 * Only the server's build has these (`import.meta.env.SSR`).
 */
function PathLink({
  href,
  ref,
  target,
  onClick: _onClick,
  onPointerEnter: _onPointerEnter,
  onFocus: _onFocus,
  children,
  ...rest
}: LinkComponentProps) {
  return (
    <a ref={ref} href={href} target={target} {...rest}>
      {children}
    </a>
  );
}

function ServerLink({ href, ...props }: LinkComponentProps) {
  return <PathLink {...props} href={useHref(href)} />;
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
      {...prefetchOnIntent(href, { onPointerEnter, onFocus })}
      {...rest}
    >
      {children}
    </a>
  );
}
