import { useSignals } from '@preact/signals-react/runtime';
import { bookTypeLabel } from '@bookstore/ui';
import { hooks } from '../../api';
import { AppLink } from '../../app/AppLink';
import { bookType } from '../../state/bookType';
import { BookShelf, Loadable, Screen, Section, sharedClasses, useCountry } from '../shared';

/** Spec §9: the new releases and trending strips hold 10 books of the preferred type. */
export const STRIP_LIMIT = 10;

/** Home: new releases and trending of the preferred book type, curated lists and categories. */
export function HomeScreen() {
  useSignals();
  const country = useCountry();
  const type = bookType.value;
  const home = hooks.public.useGetHome({ query: { country } });
  const newReleases = hooks.public.useListBooks({
    query: { type, sort: 'PublicationDateDesc', limit: STRIP_LIMIT, country },
  });
  const trending = hooks.public.useListBooks({
    query: { type, sort: 'Trending', limit: STRIP_LIMIT, country },
  });
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
      />
      <Loadable response={home}>
        {({ data }) => (
          <>
            {data.lists.map(({ list, books }) => (
              <Section
                key={list.uid}
                title={list.list_name}
                actions={
                  <AppLink href={`/lists/${list.uid}`} className={sharedClasses.Muted}>
                    See the list
                  </AppLink>
                }
              >
                <BookShelf books={books} />
              </Section>
            ))}
            <Section title="Categories">
              <ul className={sharedClasses.Links}>
                {data.categories.map((category) => (
                  <li key={category.uid}>
                    <AppLink href={`/books?category=${category.uid}`} className={sharedClasses.Card}>
                      <span className={sharedClasses.CardTitle}>{category.category_name}</span>
                    </AppLink>
                  </li>
                ))}
              </ul>
            </Section>
          </>
        )}
      </Loadable>
    </Screen>
  );
}
