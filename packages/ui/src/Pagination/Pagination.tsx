import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { LinkComponent } from '../format';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import classes from './Pagination.module.css';

export interface PaginationProps {
  /** Current page, starting at 1. */
  page: number;
  totalPages: number;
  /** With getHref, pages are links (crawlable, shareable); otherwise buttons calling this. */
  onPageChange?: (page: number) => void;
  getHref?: (page: number) => string;
  /** Link component for page links (a router link taking `href`). */
  linkAs?: LinkComponent;
  /** Pages shown on each side of the current one. */
  siblingCount?: number;
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
}

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** The page numbers to show: first, last, the current page with its siblings, and gaps as ellipses. */
export function getPageItems(page: number, totalPages: number, siblingCount = 1): PageItem[] {
  const total = Math.max(totalPages, 1);
  const current = Math.min(Math.max(page, 1), total);
  // The window keeps a constant width near the edges, so the control does not jump in size.
  const start = Math.max(Math.min(current - siblingCount, total - 2 * siblingCount - 2), 3);
  const end = Math.min(Math.max(current + siblingCount, 2 * siblingCount + 3), total - 2);
  const items: PageItem[] = [1];
  if (start > 3) items.push('ellipsis-start');
  else if (2 < total - 1) items.push(2);
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < total - 2) items.push('ellipsis-end');
  else if (total - 1 > 1) items.push(total - 1);
  if (total > 1) items.push(total);
  return items;
}

/** Page navigation with previous/next, page numbers, ellipses and aria-current on the current page. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  getHref,
  linkAs: LinkComponent,
  siblingCount = 1,
  label = 'Pagination',
  className,
}: PaginationProps) {
  if (totalPages <= 1) return null;

  const control = (
    target: number,
    content: ReactNode,
    extra: { label?: string; current?: boolean; kind?: string },
  ) => {
    const disabled = target < 1 || target > totalPages;
    const common = {
      className: classes.Item,
      'aria-label': extra.label,
      'aria-current': extra.current ? ('page' as const) : undefined,
      'data-kind': extra.kind,
    };
    if (disabled) {
      // Not a control, so it takes no aria-label (prohibited on a plain span): its own text names it.
      return (
        <span {...common} aria-label={undefined} aria-disabled="true" data-disabled="">
          {content}
        </span>
      );
    }
    if (getHref) {
      const href = getHref(target);
      return LinkComponent ? (
        <LinkComponent {...common} href={href} onClick={() => onPageChange?.(target)}>
          {content}
        </LinkComponent>
      ) : (
        <a {...common} href={href} onClick={() => onPageChange?.(target)}>
          {content}
        </a>
      );
    }
    return (
      <button {...common} type="button" onClick={() => onPageChange?.(target)}>
        {content}
      </button>
    );
  };

  return (
    <nav aria-label={label} className={clsx(classes.Root, className)}>
      <ul className={classes.List}>
        <li>
          {control(
            page - 1,
            <>
              <ChevronLeftIcon size={18} />
              <span className={classes.StepText}>Previous</span>
            </>,
            { label: 'Previous page', kind: 'step' },
          )}
        </li>
        {getPageItems(page, totalPages, siblingCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>{control(item, item, { label: `Page ${item}`, current: item === page })}</li>
          ) : (
            <li key={item} className={classes.Ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          {control(
            page + 1,
            <>
              <span className={classes.StepText}>Next</span>
              <ChevronRightIcon size={18} />
            </>,
            { label: 'Next page', kind: 'step' },
          )}
        </li>
      </ul>
    </nav>
  );
}
