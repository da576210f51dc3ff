import type { Book } from '@bookstore/api-client/contract';
import { authorLine, BookCover, Button, bookTypeLabel, HeadphonesIcon } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useDeferredValue, useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { addToCart, pendingCartIds } from '../../cart/actions';
import { Deferred } from '../../page/Deferred';
import { openCartDrawer } from '../../state/ui';
import {
  BookShelf,
  Facts,
  formatDate,
  humanize,
  Loadable,
  Money,
  Section,
  sharedClasses,
  useCountry,
} from '../shared';
import { BookReviews } from '../reviews/BookReviews';
import { BookSample } from './BookSample';
import classes from './catalog.module.css';
import { bookReads } from './reads';

function BookFacts({ book }: { book: Book }) {
  const facts: [string, string][] = [
    ['Format', bookTypeLabel(book.type)],
    [
      'Category',
      [book.category?.category_name, book.sub_category?.sub_category_name].filter(Boolean).join(' · '),
    ],
    ['Language', book.language],
    ['Pages', book.pages ? String(book.pages) : ''],
    ['Length', book.duration_seconds ? `${Math.round(book.duration_seconds / 60)} min` : ''],
    ['Published', formatDate(book.publication_date)],
    ['Publisher', book.publisher ?? ''],
    ['ISBN', book.isbn ?? ''],
  ];
  return <Facts facts={facts} />;
}

function BookDetail({ book }: { book: Book }) {
  useSignals();
  const adding = pendingCartIds.value.includes(book.uid);
  const [sampleOpen, setSampleOpen] = useState(false);
  const sampleId = useId();
  // An audiobook's sample plays in the page; an ebook's sample is a file to open.
  const audioSample = book.type === 'audiobook' ? book.sample_url : null;
  return (
    <article className={classes.Detail}>
      <BookCover
        src={book.cover_path}
        srcSet={book.cover_srcset}
        // 280 px beside the details; 220 px above them up to 640 px wide (catalog.module.css).
        sizes="(max-width:640px) 220px,280px"
        title={book.title}
        loading="eager"
        className={classes.Cover}
      />
      <div className={classes.Body}>
        <h1 className={sharedClasses.Title}>{book.title}</h1>
        {book.subtitle ? <p className={sharedClasses.Lead}>{book.subtitle}</p> : null}
        <p>
          by{' '}
          {book.authors.map((author, index) => (
            <span key={author.username}>
              {index > 0 ? ', ' : ''}
              <AppLink href={`/authors/${author.username}`}>{authorLine([author])}</AppLink>
            </span>
          ))}
        </p>
        <Money value={book.price} size="large" />
        <div className={sharedClasses.Actions}>
          <Button
            loading={adding}
            onClick={() => void addToCart(book).then((added) => added && openCartDrawer())}
          >
            Add to cart
          </Button>
          <Button href={`/books/${book.uid}/buy`} linkAs={AppLink} variant="secondary">
            Buy now
          </Button>
          {audioSample ? (
            <Button
              variant="ghost"
              leadingIcon={<HeadphonesIcon />}
              aria-expanded={sampleOpen}
              aria-controls={sampleOpen ? sampleId : undefined}
              onClick={() => setSampleOpen((open) => !open)}
            >
              {sampleOpen ? 'Close the sample' : 'Listen to a sample'}
            </Button>
          ) : book.sample_url ? (
            <Button href={book.sample_url} variant="ghost" target="_blank" rel="noopener noreferrer">
              Read a sample
            </Button>
          ) : null}
        </div>
        {audioSample && sampleOpen ? <BookSample book={book} sampleUrl={audioSample} id={sampleId} /> : null}
        <div className={sharedClasses.Prose}>
          {book.description.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <BookFacts book={book} />
        {book.contributors.length > 0 ? (
          <Section title="Contributors">
            <ul>
              {book.contributors.map((contributor) => (
                <li key={contributor.id}>
                  {contributor.name}{' '}
                  <span className={sharedClasses.Muted}>({humanize(contributor.role)})</span>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
      </div>
    </article>
  );
}

/**
 * /books/{uid}: the book, its contributors, then its reviews and related books, below it, hydrated when
 * they are needed.
 */
export function BookDetailScreen() {
  const { slug = '' } = useParams();
  const country = useCountry();
  const book = hooks.public.useGetBook(bookReads(slug, country).book);
  // Below the book: rendered in the background, so the book itself paints first.
  const related = useDeferredValue(
    hooks.public.useGetRelatedBooks({ params: { uid: slug }, query: { country } }),
  );
  return (
    <div className={sharedClasses.Screen}>
      <Loadable response={book} headingLevel={2}>
        {/* Keyed by the book: another book's page starts with its sample closed. */}
        {({ data }) => (
          <>
            <BookDetail key={data.uid} book={data} />
            <Deferred>
              <BookReviews bookUid={data.uid} bookTitle={data.title} />
            </Deferred>
          </>
        )}
      </Loadable>
      <Deferred>
        {related.data && related.data.data.length > 0 ? (
          <BookShelf heading="Related books" books={related.data.data} />
        ) : null}
      </Deferred>
    </div>
  );
}
