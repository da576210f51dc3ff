import { useSignals } from '@preact/signals-react/runtime';
import { bookTypeLabel } from '@bookstore/ui';
import { useDeferredValue } from 'react';
import { hooks } from '../../api';
import { AppLink } from '../../app/AppLink';
import { bookType } from '../../state/bookType';
// Straight from the modules, not the '../shared' barrel: the landing page's chunks then carry only what
// it shows, not the pagers and shelves of the other screens.
import { BookShelf } from '../shared/BookShelf';
import { Card, CardList } from '../shared/Cards';
import { Loadable } from '../shared/Loadable';
import { Screen, Section } from '../shared/Screen';
import sharedClasses from '../shared/shared.module.css';
import { useCountry } from '../shared/useCountry';
import { homeReads } from './reads';

/** Home: new releases and trending of the preferred book type, curated lists and categories. */
export function HomeScreen() {
  useSignals();
  const country = useCountry();
  const type = bookType.value;
  const reads = homeReads(type, country);
  // Each answer renders a shelf of cards (the curated lists, most of the page, dozens): React renders
  // them in the background, in slices between which the browser stays responsive, not in one long task.
  const newReleases = useDeferredValue(hooks.public.useListBooks(reads.newReleases));
  const trending = useDeferredValue(hooks.public.useListBooks(reads.trending));
  const home = useDeferredValue(hooks.public.useGetHome(reads.home));
  const typeName = `${bookTypeLabel(type)}s`;

  return (
    <Screen
      title="Home"
      description="Ebooks, audiobooks and print books: new releases, trending titles and curated lists."
      lead="Ebooks, audiobooks and print books from authors you love and authors you will."
    >
      <BookShelf
        heading={`New releases in ${typeName}`}
        books={newReleases.data?.data.items ?? []}
        loading={newReleases.isLoading}
        eagerCovers={4}
      />
      <BookShelf
        heading={`Trending ${typeName}`}
        books={trending.data?.data.items ?? []}
        loading={trending.isLoading}
        className={sharedClasses.BelowTheFold}
      />
      <Loadable response={home}>
        {({ data }) => (
          <>
            {data.lists.map(({ list, books }) => (
              <Section
                key={list.uid}
                title={list.list_name}
                className={sharedClasses.BelowTheFold}
                actions={
                  <AppLink href={`/lists/${list.uid}`} className={sharedClasses.Muted}>
                    See the list
                  </AppLink>
                }
              >
                <BookShelf books={books} />
              </Section>
            ))}
            <Section title="Categories" className={sharedClasses.BelowTheFold}>
              <CardList items={data.categories} getKey={(category) => category.uid}>
                {(category) => (
                  <Card title={category.category_name} href={`/books?category=${category.uid}`} />
                )}
              </CardList>
            </Section>
          </>
        )}
      </Loadable>
    </Screen>
  );
}
