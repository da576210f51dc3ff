import type { BookType } from '@bookstore/api-client/constants';
import { bookTypeLabel, VisuallyHidden } from '@bookstore/ui';
import type { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { BookShelf } from '../shared';
import classes from './catalog.module.css';

/**
 * A category's collections (`/categories/{uid}/collections?media`): a shelf of each sub-category's
 * books of the listing's type, each with a link to the whole sub-category. Shown above the listing on
 * its first page without filters: once a shopper searches or pages, the results come first.
 */
export function CategoryShelves({
  category,
  name,
  type,
  collections,
}: {
  category: string;
  name: string;
  type: BookType;
  collections: ReturnType<typeof hooks.public.useGetCategoryCollections>;
}) {
  const items = collections.data?.data.collections.filter((collection) => collection.books.length > 0) ?? [];
  // While they load, one shelf's skeleton holds their place (the listing waits below, see `hold`).
  if (collections.isLoading) return <BookShelf books={[]} loading className={classes.Shelf} />;
  if (items.length === 0) return null;
  return (
    <div className={classes.Shelves}>
      {/* The shelves are long on a phone: a way straight to the whole listing under them. */}
      <a href="#all-books" className={classes.Jump}>
        All {name} {bookTypeLabel(type).toLowerCase()}s <span aria-hidden="true">↓</span>
      </a>
      {items.map(({ sub_category: sub, books }, index) => (
        <BookShelf
          key={sub.uid}
          heading={sub.sub_category_name}
          books={books}
          // The first shelf's covers are the page's largest paint: no lazy loading for them.
          eagerCovers={index === 0 ? 4 : undefined}
          // Columns of 180 px (150 px up to 420 px wide, catalog.module.css) less the card's padding.
          coverSizes="(max-width:420px) 124px,154px"
          className={classes.Shelf}
          toolbar={
            <AppLink href={`/${type}s/${category}/${sub.uid}`} className={classes.SeeAll}>
              See all<VisuallyHidden> {sub.sub_category_name}</VisuallyHidden>
            </AppLink>
          }
        />
      ))}
    </div>
  );
}
