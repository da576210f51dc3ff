/*
 * The schema.org data of public pages (JSON-LD): a Book with its Offer, an ItemList of books, the
 * ProfilePage of an author or a voiceover artist, and the WebSite with its search.
 */
import type { AuthorProfile, Book, BookSummary, BookType, Review, VoiceoverArtist } from '../contract';
import { SITE_NAME } from '../page-title';
import { summarize } from './tags';
import { absoluteUrl, authorUrl, bookUrl, personName } from './naming';

const SCHEMA = 'https://schema.org';

/** A schema.org price: the amount with two decimals, as a string (no float artefacts). */
const priceOf = (amount: number): string => amount.toFixed(2);

const BOOK_FORMATS: Record<BookType, string> = {
  ebook: `${SCHEMA}/EBook`,
  audiobook: `${SCHEMA}/AudiobookFormat`,
  printbook: `${SCHEMA}/Paperback`,
};

/** The reviews a book's JSON-LD names (issue 42): the first ones its page shows. */
export const JSON_LD_REVIEWS = 5;

/** schema.org `Review` of a reader's verified review. */
function reviewJsonLd(review: Review): object {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.reviewer_name },
    datePublished: review.created_at.slice(0, 10),
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    ...(review.title ? { name: review.title } : {}),
    ...(review.body ? { reviewBody: review.body } : {}),
  };
}

/**
 * schema.org `Book` with its `Offer` (the price in the visitor's country's currency) and, once it has
 * ratings, its `AggregateRating` and the first of the `reviews` its page shows.
 */
export function bookJsonLd(
  book: Book,
  url: string,
  origin: string,
  description: string,
  reviews: readonly Review[] = [],
): object {
  const image = absoluteUrl(origin, book.cover_path);
  const inStock =
    book.type !== 'printbook' || !book.print || book.print.stock > 0 || book.print.print_on_demand;
  return {
    '@context': SCHEMA,
    '@type': 'Book',
    '@id': `${url}#book`,
    name: book.title,
    ...(book.subtitle ? { alternativeHeadline: book.subtitle } : {}),
    url,
    ...(image ? { image } : {}),
    description,
    author: book.authors.map((author) => ({
      '@type': 'Person',
      name: author.display_name,
      url: authorUrl(origin, author.username),
    })),
    bookFormat:
      book.type === 'printbook' && book.print?.binding === 'hardcover'
        ? `${SCHEMA}/Hardcover`
        : BOOK_FORMATS[book.type],
    inLanguage: book.language,
    ...(book.isbn ? { isbn: book.isbn } : {}),
    ...(book.pages ? { numberOfPages: book.pages } : {}),
    ...(book.publisher ? { publisher: { '@type': 'Organization', name: book.publisher } } : {}),
    ...(book.publication_date ? { datePublished: book.publication_date } : {}),
    ...(book.category ? { genre: book.category.category_name } : {}),
    ...(book.tags.length > 0 ? { keywords: book.tags.join(', ') } : {}),
    ...(book.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: book.rating.average,
            ratingCount: book.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
          ...(reviews.length > 0 ? { review: reviews.slice(0, JSON_LD_REVIEWS).map(reviewJsonLd) } : {}),
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: priceOf(book.price.amount),
      priceCurrency: book.price.currency_code,
      availability: `${SCHEMA}/${inStock ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `${SCHEMA}/NewCondition`,
      seller: { '@type': 'Organization', name: SITE_NAME },
    },
  };
}

/** schema.org `ItemList` of a page of books, positions counted from the page's first. */
export function itemListJsonLd(
  name: string,
  url: string,
  origin: string,
  books: readonly BookSummary[],
  total: number,
  first = 1,
): object {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    name,
    url,
    numberOfItems: total,
    itemListElement: books.map((book, index) => ({
      '@type': 'ListItem',
      position: first + index,
      url: bookUrl(origin, book.uid),
      name: book.title,
    })),
  };
}

/** schema.org `ProfilePage` about one person. */
const profilePage = (url: string, person: object): object => ({
  '@context': SCHEMA,
  '@type': 'ProfilePage',
  url,
  mainEntity: person,
});

/** An author's `ProfilePage`: the `Person` with their picture, bio and website. */
export function authorJsonLd(author: AuthorProfile, url: string, origin: string): object {
  const image = absoluteUrl(origin, author.avatar);
  return profilePage(url, {
    '@type': 'Person',
    '@id': `${url}#person`,
    name: author.display_name,
    url,
    ...(image ? { image } : {}),
    ...(author.bio ? { description: summarize(author.bio, 5000) } : {}),
    ...(author.website ? { sameAs: [author.website] } : {}),
  });
}

/** A voiceover artist's `ProfilePage`: the `Person` with their languages and offers, priced. */
export function artistJsonLd(artist: VoiceoverArtist, url: string, origin: string): object {
  const image = absoluteUrl(origin, artist.avatar);
  return profilePage(url, {
    '@type': 'Person',
    '@id': `${url}#person`,
    name: artist.display_name,
    alternateName: personName(artist),
    url,
    jobTitle: 'Voiceover artist',
    description: artist.headline,
    ...(image ? { image } : {}),
    ...(artist.languages.length > 0 ? { knowsLanguage: artist.languages.map((l) => l.name) } : {}),
    ...(artist.offers.length > 0
      ? {
          makesOffer: artist.offers.map((offer) => ({
            '@type': 'Offer',
            name: offer.title,
            price: priceOf(offer.price.amount),
            priceCurrency: offer.price.currency_code,
            url: `${url}/offers/${encodeURIComponent(offer.uid)}`,
          })),
        }
      : {}),
  });
}

/** The home page's `WebSite`, with the search the store answers at /books. */
export function webSiteJsonLd(origin: string): object {
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/books?keyword={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
