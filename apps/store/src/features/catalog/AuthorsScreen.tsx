import { PAGE_TEXTS } from '@bookstore/api-client/page-meta';
import { Avatar, formatPersonName } from '@bookstore/ui';
import { hooks } from '../../api';
import { Card, CardList, PagedList, Screen, sharedClasses, useListQuery } from '../shared';

/** /authors */
export function AuthorsScreen() {
  const { query } = useListQuery(['keyword']);
  const authors = hooks.public.useListAuthors({ query });
  return (
    <Screen {...PAGE_TEXTS.authors}>
      <PagedList response={authors} empty={{ title: 'No authors found' }}>
        {(items) => (
          <CardList items={items} getKey={(author) => author.username}>
            {(author) => (
              <Card
                title={formatPersonName(author)}
                href={`/authors/${author.username}`}
                media={<Avatar src={author.avatar} name={formatPersonName(author)} alt="" />}
              >
                <span className={sharedClasses.Muted}>{author.books_count} books</span>
              </Card>
            )}
          </CardList>
        )}
      </PagedList>
    </Screen>
  );
}
