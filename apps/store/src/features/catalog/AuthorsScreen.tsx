import { PAGE_TEXTS } from '@bookstore/api-client/page-meta';
import { Avatar, Button, formatDisplayName, TextField } from '@bookstore/ui';
import { useState, type FormEvent } from 'react';
import { hooks } from '../../api';
import { minimumDelay } from '../../swrDelay';
import { bookCount, Card, CardList, PagedList, Screen, sharedClasses, useListQuery } from '../shared';
import classes from './catalog.module.css';
import { AUTHOR_FILTERS } from './pageReads';

/** /authors: the authors, searched by name with `?keyword=` (a shareable URL), page by page. */
export function AuthorsScreen() {
  // The query of pageReads.ts's authorsRead, which the server's prefetch names.
  const { query, setFilter } = useListQuery(AUTHOR_FILTERS);
  const authors = hooks.public.useListAuthors({ query }, { use: [minimumDelay] });
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter('keyword', keyword.trim() || undefined);
  };
  return (
    <Screen title={PAGE_TEXTS.authors.title} declaredHead>
      <form role="search" aria-label="Search authors" className={classes.NameSearch} onSubmit={search}>
        <TextField
          label="Search authors by name"
          type="search"
          name="keyword"
          maxLength={100}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
      <PagedList
        response={authors}
        empty={{
          title: 'No authors found',
          description: query.keyword ? `No author’s name matches “${query.keyword}”.` : undefined,
        }}
      >
        {(items) => (
          <CardList items={items} getKey={(author) => author.username}>
            {(author) => (
              <Card
                title={formatDisplayName(author)}
                href={`/authors/${author.username}`}
                media={<Avatar src={author.avatar} name={formatDisplayName(author)} alt="" />}
              >
                <span className={sharedClasses.Muted}>{bookCount(author.books_count)}</span>
              </Card>
            )}
          </CardList>
        )}
      </PagedList>
    </Screen>
  );
}
