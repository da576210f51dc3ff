import { authorPageText } from '@bookstore/api-client/page-meta';
import { Avatar, formatPersonName, Skeleton } from '@bookstore/ui';
import { useParams } from 'react-router-dom';
import { hooks } from '../../api';
import { BookShelf, Loadable, Screen, useCountry } from '../shared';

/** /authors/{username}: the profile and the author's books. */
export function AuthorScreen() {
  const { username = '' } = useParams();
  const country = useCountry();
  const author = hooks.public.useGetAuthor({ params: { username } });
  const books = hooks.public.useListBooks({ query: { author: username, country } });
  const profile = author.data?.data;
  const name = profile ? formatPersonName(profile) : username;
  const text = authorPageText(name, profile?.bio);
  return (
    <Screen
      title={text.title}
      description={text.description}
      lead={profile?.bio ?? undefined}
      media={
        <Loadable response={author} skeleton={<Skeleton variant="circle" width={96} height={96} />}>
          {({ data }) => <Avatar src={data.avatar} name={name} size="xlarge" alt="" />}
        </Loadable>
      }
    >
      <BookShelf
        heading={`Books by ${name}`}
        books={books.data?.data.items ?? []}
        loading={books.isLoading}
        toggleView
      />
    </Screen>
  );
}
