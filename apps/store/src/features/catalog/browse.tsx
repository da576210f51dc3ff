import { authorPageText, listPageText, PAGE_TEXTS } from '@bookstore/api-client/page-meta';
import { Avatar, formatPersonName, Skeleton } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useParams } from 'react-router-dom';
import { hooks } from '../../api';
import { AppLink } from '../../app/AppLink';
import { bookFormat } from '../../state/bookType';
import {
  BookShelf,
  Card,
  CardList,
  Loadable,
  PagedList,
  Pager,
  Screen,
  Section,
  sharedClasses,
  useCountry,
  useListQuery,
  usePageParam,
} from '../shared';

/** /categories: every category with its sub-categories, linking to the preferred format's listing. */
export function CategoriesScreen() {
  useSignals();
  const categories = hooks.public.useListCategories({});
  const format = bookFormat.value;
  return (
    <Screen {...PAGE_TEXTS.categories}>
      <Loadable response={categories}>
        {({ data }) => (
          <CardList items={data} getKey={(category) => category.uid}>
            {(category) => (
              <Card title={<AppLink href={`/${format}/${category.uid}`}>{category.category_name}</AppLink>}>
                <span className={sharedClasses.Muted}>{category.books_count} books</span>
                <ul>
                  {category.sub_categories.map((sub) => (
                    <li key={sub.uid}>
                      <AppLink href={`/${format}/${category.uid}/${sub.uid}`}>
                        {sub.sub_category_name}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </Card>
            )}
          </CardList>
        )}
      </Loadable>
    </Screen>
  );
}

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

/** /lists */
export function ListsScreen() {
  const lists = hooks.public.useListLists({});
  return (
    <Screen {...PAGE_TEXTS.lists}>
      <Loadable response={lists}>
        {({ data }) => (
          <CardList items={data} getKey={(list) => list.uid}>
            {(list) => (
              <Card title={list.list_name} href={`/lists/${list.uid}`}>
                {list.description ? <span className={sharedClasses.Muted}>{list.description}</span> : null}
                <span className={sharedClasses.Muted}>{list.books_count} books</span>
              </Card>
            )}
          </CardList>
        )}
      </Loadable>
    </Screen>
  );
}

/** /lists/{uid} */
export function ListScreen() {
  const { id = '' } = useParams();
  const country = useCountry();
  const page = usePageParam();
  const list = hooks.public.useGetList({ params: { uid: id } });
  const books = hooks.public.useGetListBooks({ params: { uid: id }, query: { country, page } });
  const detail = list.data?.data;
  const text = listPageText(detail?.list_name ?? 'Curated list', detail?.description);
  return (
    <Screen title={text.title} description={text.description} lead={detail?.description ?? undefined}>
      <Section title="Books in this list">
        <BookShelf books={books.data?.data.items ?? []} loading={books.isLoading} toggleView />
        {books.data ? <Pager page={books.data.data.page} lastPage={books.data.data.last_page} /> : null}
      </Section>
    </Screen>
  );
}
