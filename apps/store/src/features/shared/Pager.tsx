import { Button } from '@bookstore/ui';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../app/AppLink';
import { pageOf } from './pageParam';
import classes from './shared.module.css';

/** The `page` search parameter of the current URL (1 when absent or invalid). */
export function usePageParam(): number {
  return pageOf(useSearchParams()[0]);
}

/** Previous and next page links that keep the other search parameters. */
export function Pager({ page, lastPage }: { page: number; lastPage: number }) {
  const [params] = useSearchParams();
  if (lastPage <= 1) return null;
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target <= 1) next.delete('page');
    else next.set('page', String(target));
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  return (
    <nav className={classes.Pager} aria-label="Pages">
      {page > 1 ? (
        <Button href={hrefFor(page - 1)} as={AppLink} variant="secondary" size="small">
          Previous page
        </Button>
      ) : null}
      <span aria-current="page">
        Page {page} of {lastPage}
      </span>
      {page < lastPage ? (
        <Button href={hrefFor(page + 1)} as={AppLink} variant="secondary" size="small">
          Next page
        </Button>
      ) : null}
    </nav>
  );
}
