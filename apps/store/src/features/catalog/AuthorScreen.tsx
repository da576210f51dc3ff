import { Avatar, formatDisplayName, RatingStars, Skeleton } from '@bookstore/ui';
import { useParams, useSearchParams } from 'react-router-dom';
import { hooks } from '../../api';
import { BookShelf, Pager, ReadFailure, Screen, sharedClasses, throwIfNotFound, useCountry } from '../shared';
import { authorReads } from './pageReads';

/** /authors/{username}: the profile and the author's books, page by page (`?page=`). */
export function AuthorScreen() {
  const { username = '' } = useParams();
  const country = useCountry();
  const [params] = useSearchParams();
  const reads = authorReads(username, params, country);
  const author = hooks.public.useGetAuthor(reads.author);
  const books = hooks.public.useListBooks(reads.books, { keepPreviousData: true });
  const result = books.data?.data;
  // An unknown author is the Not Found page; another failure is said, with a retry, on the page.
  throwIfNotFound(author.error);
  const profile = author.data?.data;
  const name = profile ? formatDisplayName(profile) : username;
  return (
    <Screen
      title={name}
      declaredHead
      lead={profile?.bio ?? undefined}
      media={
        profile ? (
          <Avatar src={profile.avatar} name={name} size="xlarge" alt="" />
        ) : author.error ? undefined : (
          <Skeleton variant="circle" width={96} height={96} />
        )
      }
    >
      {profile && profile.rating.count > 0 ? (
        // Issue 42: what readers give the author's books, from their reviews.
        <p className={sharedClasses.Muted}>
          <RatingStars value={profile.rating.average} count={profile.rating.count} showValue /> across {name}
          's books
        </p>
      ) : null}
      {author.error && !profile ? (
        <ReadFailure error={author.error} retry={author.mutate} title="The author could not be loaded" />
      ) : null}
      <BookShelf
        heading={`Books by ${name}`}
        books={result?.items ?? []}
        loading={!result && !books.error}
        error={books.error}
        retry={books.mutate}
        toggleView
      />
      {result ? <Pager page={result.page} lastPage={result.last_page} /> : null}
    </Screen>
  );
}
