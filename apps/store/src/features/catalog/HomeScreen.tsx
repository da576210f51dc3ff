import { useSignals } from '@preact/signals-react/runtime';
import { BookCover, bookTypeLabel } from '@bookstore/ui';
import { lazy, useDeferredValue } from 'react';
import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { Deferred } from '../../page/Deferred';
import { bookType } from '../../state/bookType';
// Straight from the modules, not the '../shared' barrel: the landing page's chunks then carry only what
// it shows, not the pagers and shelves of the other screens.
import { BookShelf } from '../shared/BookShelf';
import { useCountry } from '../shared/useCountry';
import classes from './home.module.css';
import { homeReads } from './reads';
import { SeeAll } from './SeeAll';

// Below the fold (trending, curated lists, categories, authors, the calls to sell): its own chunk,
// loaded with the page, outside the home route's initial JS.
const LandingSections = lazy(() => import('./LandingSections'));

const FEATURED_COVERS = 5;

/**
 * Home: a hero (the page's one heading, the formats, the featured books), the new releases and
 * trending shelves of the preferred type, then the curated lists, categories, authors and the calls
 * to become an author or a voiceover artist.
 */
export function HomeScreen() {
  useSignals();
  const country = useCountry();
  const type = bookType.value;
  const format = `${type}s`;
  const reads = homeReads(type, country);
  // Each answer renders a shelf of cards: React renders them in the background, in slices between
  // which the browser stays responsive, not in one long task.
  const newReleases = useDeferredValue(hooks.public.useListBooks(reads.newReleases));
  const home = useDeferredValue(hooks.public.useGetHome(reads.home));
  const typeName = `${bookTypeLabel(type)}s`;
  const featured = home.data?.data.featured.slice(0, FEATURED_COVERS);

  return (
    <article className={classes.Home}>
      <section className={classes.Hero} aria-labelledby="home-title">
        <div>
          <h1 id="home-title">Find your next great read</h1>
          <p>
            Ebooks to start tonight, audiobooks for the road and print books delivered to your door, from
            authors you love and authors you will.
          </p>
          <nav aria-label="Shop by format">
            {(['ebook', 'audiobook', 'printbook'] as const).map((each) => (
              <AppLink key={each} href={`/${each}s`} data-preferred={each === type || undefined}>
                {bookTypeLabel(each)}s
              </AppLink>
            ))}
          </nav>
        </div>
        {/* Without the home read there is nothing to show here: its failure and retry are said below. */}
        {home.error && !featured ? null : (
          <div>
            <h2>Highly rated</h2>
            <ul>
              {(featured ?? Array.from({ length: FEATURED_COVERS }, () => null)).map((book, index) => (
                <li key={book?.uid ?? index}>
                  {book ? (
                    <AppLink href={`/books/${book.uid}`}>
                      <BookCover
                        src={book.cover_path}
                        srcSet={book.cover_srcset}
                        // Five in a row: half the hero (about 100 px), the whole hero up to 760 px wide.
                        sizes="(max-width:760px) 20vw,100px"
                        title={book.title}
                        alt={book.title}
                        loading={index < 3 ? 'eager' : 'lazy'}
                      />
                    </AppLink>
                  ) : (
                    <span />
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
      <BookShelf
        heading={`New releases in ${typeName}`}
        books={newReleases.data?.data.items ?? []}
        loading={newReleases.isLoading}
        error={newReleases.error}
        retry={newReleases.mutate}
        eagerCovers={2}
        toolbar={<SeeAll href={`/${format}`} name={`new ${typeName.toLowerCase()}`} />}
      />
      {/* Hydrated when it is needed (near the viewport, or when the browser is idle). */}
      <Deferred>
        <LandingSections content={home.data?.data} failure={home.error} retry={home.mutate} />
      </Deferred>
    </article>
  );
}
