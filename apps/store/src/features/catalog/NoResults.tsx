import { bookTypeLabel, Button, EmptyState } from '@bookstore/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../../links/AppLink';
import classes from './catalog.module.css';
import { activeFilterCount, listingPathForType, withFilters } from './filters';
import { useListingFilters, type TypeScope } from './ListingControls';

/** The empty state: what narrowed the results, and a way to widen them. */
export function NoResults({
  scope,
  category,
  reason,
}: {
  scope: TypeScope;
  category?: string | undefined;
  reason: 'filters' | 'author';
}) {
  const { params, values, clear, apply } = useListingFilters(scope);
  const { pathname } = useLocation();
  const filtered = activeFilterCount(scope.in === 'path' ? withFilters(params, { type: '' }) : params) > 0;
  const hints: ReactNode[] = [];
  if (reason === 'author') {
    hints.push(`No author has the username “${values.author}”. Type a name and pick one of the suggestions.`);
  } else {
    if (values.keyword) hints.push(`Check the spelling of “${values.keyword}”, or search with fewer words.`);
    if (values.author) hints.push('Remove the author to see every author’s books.');
    if (scope.in === 'query' && values.type) hints.push('Or choose “All types”.');
    if (values.language || values.price_band || values.rating)
      hints.push('Remove the language, price or rating filter to see more.');
    if (!filtered && category) hints.push('Nothing of this type here yet.');
  }
  const otherTypes =
    scope.in === 'path' && reason === 'filters'
      ? (['ebook', 'audiobook', 'printbook'] as const).filter((type) => type !== scope.type)
      : [];
  return (
    <EmptyState
      className={classes.Empty}
      title={
        reason === 'author'
          ? 'No such author'
          : filtered
            ? 'No books match these filters'
            : 'No books here yet'
      }
      description={
        <>
          {hints.join(' ')}
          {otherTypes.length > 0 ? (
            <>
              {hints.length > 0 ? ' ' : ''}Or look in{' '}
              {otherTypes.map((type, index) => (
                <span key={type}>
                  {index > 0 ? ' or ' : ''}
                  <AppLink href={listingPathForType(pathname, params, type)}>
                    {bookTypeLabel(type).toLowerCase()}s
                  </AppLink>
                </span>
              ))}
              .
            </>
          ) : null}
        </>
      }
      action={
        reason === 'author' ? (
          <Button variant="secondary" onClick={() => apply({ author: '' })}>
            Remove the author
          </Button>
        ) : filtered ? (
          <Button variant="secondary" onClick={clear}>
            Clear filters
          </Button>
        ) : null
      }
    />
  );
}
