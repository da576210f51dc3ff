import type { HomeContent } from '@bookstore/api-client/contract';
import { Avatar, BookIcon, bookTypeLabel, formatDisplayName, MicIcon } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useDeferredValue } from 'react';
import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { isAuthor, isVoiceoverArtist } from '../../state/account';
import { bookType } from '../../state/bookType';
import { BookShelf } from '../shared/BookShelf';
import { ReadFailure } from '../shared/ReadFailure';
import { useCountry } from '../shared/useCountry';
import { SeeAll } from './SeeAll';
import classes from './landing.module.css';
import { homeReads } from './reads';

/**
 * The home page below the fold (a chunk of its own): the trending shelf of the preferred type, the
 * curated lists as shelves, the categories, the authors with the most books, and the calls to sell on
 * the store (each hidden once the visitor has that role).
 */
export default function LandingSections({
  content,
  failure,
  retry,
}: {
  content: HomeContent | undefined;
  /** The home read's error: its featured books, lists, categories and authors could not be loaded. */
  failure: unknown;
  retry: () => unknown;
}) {
  useSignals();
  const type = bookType.value;
  const format = `${type}s`;
  const typeName = `${bookTypeLabel(type)}s`;
  const trending = useDeferredValue(hooks.public.useListBooks(homeReads(type, useCountry()).trending));
  const calls = [
    isAuthor.value
      ? null
      : {
          href: '/selling/author',
          title: 'Become an author',
          text: 'Publish your ebooks, audiobooks and print books, set your prices and get paid for every copy sold.',
          action: 'Start selling your books',
          Icon: BookIcon,
        },
    isVoiceoverArtist.value
      ? null
      : {
          href: '/selling/voa',
          title: 'Become a voiceover artist',
          text: 'Show your voice to authors, list your offers and get paid to narrate their audiobooks.',
          action: 'Offer your voice',
          Icon: MicIcon,
        },
  ].filter((call) => call !== null);

  return (
    <>
      <BookShelf
        heading={`Trending ${typeName}`}
        books={trending.data?.data.items ?? []}
        loading={trending.isLoading}
        error={trending.error}
        retry={trending.mutate}
        toolbar={<SeeAll href={`/${format}?sort=Trending`} name={`trending ${typeName.toLowerCase()}`} />}
      />
      {content ? (
        <Curated content={content} format={format} />
      ) : failure ? (
        <ReadFailure
          error={failure}
          retry={retry}
          title="The featured books, lists and authors could not be loaded"
        />
      ) : null}
      {calls.length > 0 ? (
        <section className={classes.Calls} aria-label="Sell on the bookstore">
          {calls.map(({ href, title, text, action, Icon }) => (
            <div key={href} className={classes.Call}>
              <Icon size={28} />
              <h2 className={classes.CallTitle}>{title}</h2>
              <p>{text}</p>
              <AppLink href={href} className={classes.CallLink}>
                {action}
              </AppLink>
            </div>
          ))}
        </section>
      ) : null}
    </>
  );
}

/** The home answer's curated lists as shelves, its categories and its authors. */
function Curated({ content, format }: { content: HomeContent; format: string }) {
  return (
    <>
      {content.lists.map(({ list, books }) => (
        <BookShelf
          key={list.uid}
          heading={list.list_name}
          books={books}
          toolbar={<SeeAll href={`/lists/${list.uid}`} name={list.list_name} />}
        />
      ))}
      {content.categories.length > 0 ? (
        <section className={classes.Band} aria-labelledby="home-categories">
          <div className={classes.BandHeader}>
            <h2 id="home-categories" className={classes.BandTitle}>
              Shop by category
            </h2>
            <SeeAll href="/categories" name="categories" />
          </div>
          <ul className={classes.Pills}>
            {content.categories.map((category) => (
              <li key={category.uid}>
                <AppLink href={`/${format}/${category.uid}`} className={classes.Pill}>
                  {category.category_name}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {content.authors.length > 0 ? (
        <section className={classes.Band} aria-labelledby="home-authors">
          <div className={classes.BandHeader}>
            <h2 id="home-authors" className={classes.BandTitle}>
              Authors to know
            </h2>
            <SeeAll href="/authors" name="authors" />
          </div>
          <ul className={classes.Authors}>
            {content.authors.map((author) => (
              <li key={author.username}>
                <AppLink href={`/authors/${author.username}`} className={classes.Author}>
                  <Avatar src={author.avatar} name={formatDisplayName(author)} alt="" size="large" />
                  <span>{formatDisplayName(author)}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
