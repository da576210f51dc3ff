import type { LinkComponentProps } from '@bookstore/ui';
import type { MouseEvent } from 'react';
import { navigateTo, routerStarted } from '../navigation';
import { prefetchOnIntent } from './prefetch';

const EXTERNAL = /^[a-z][a-z0-9+.-]*:|^\/\//i;

/** A plain left click without modifier keys on a link that opens in this tab (as react-router tests it). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * The header's link (`linkAs`): the same `<a>` as the router's link (AppLink) writes for the header's
 * absolute paths, without the router. The header hydrates before the router loads (app/headerIsland.tsx,
 * in the first chunk); until the router starts, a click is the browser's page load, after that it
 * navigates client-side as AppLink does (a click on the current address replaces it). Hovering or
 * focusing preloads the target screen's chunk once the router has registered its routes.
 */
export function ShellLink(props: LinkComponentProps) {
  const { href, ref, target, onClick, onPointerEnter, onFocus, children, ...rest } = props;
  if (EXTERNAL.test(href)) {
    return (
      <a ref={ref} href={href} target={target} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !routerStarted() || !isPlainClick(event, target)) return;
        event.preventDefault();
        const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
        navigateTo(href, { replace: here === href });
      }}
      {...prefetchOnIntent(href, { onPointerEnter, onFocus })}
      {...rest}
    >
      {children}
    </a>
  );
}
