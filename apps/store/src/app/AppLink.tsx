import type { BookstoreLinkProps } from '@bookstore/ui';
import { Link } from 'react-router-dom';
import { prefetchPath } from '../routes/prefetch';

/**
 * The router link the kit's components receive (`linkComponent`, `as`): client-side navigation, and
 * the target screen's chunk preloaded on hover or focus (unless the connection is slow or metered).
 */
export function AppLink({ href, onPointerEnter, onFocus, ref, children, ...rest }: BookstoreLinkProps) {
  const external = /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
  if (external) {
    return (
      <a ref={ref} href={href} onPointerEnter={onPointerEnter} onFocus={onFocus} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link
      ref={ref}
      to={href}
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
    </Link>
  );
}
