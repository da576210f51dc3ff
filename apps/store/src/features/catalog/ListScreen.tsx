import { useParams, useSearchParams } from 'react-router-dom';
import { hooks } from '../../api';
import { BookShelf, Pager, ReadFailure, Screen, Section, throwIfNotFound, useCountry } from '../shared';
import { listReads } from './pageReads';

/** /lists/{uid} */
export function ListScreen() {
  const { id = '' } = useParams();
  const country = useCountry();
  const [params] = useSearchParams();
  const reads = listReads(id, params, country);
  const list = hooks.public.useGetList(reads.list);
  const books = hooks.public.useGetListBooks(reads.books);
  // An unknown list is the Not Found page, as the server answers its path (never an empty "Curated list").
  throwIfNotFound(list.error);
  const detail = list.data?.data;
  return (
    <Screen title={detail?.list_name ?? 'Curated list'} lead={detail?.description ?? undefined} declaredHead>
      {list.error && !detail ? (
        <ReadFailure error={list.error} retry={list.mutate} title="The list could not be loaded" />
      ) : null}
      <Section title="Books in this list">
        <BookShelf
          books={books.data?.data.items ?? []}
          loading={books.isLoading}
          error={books.error}
          retry={books.mutate}
          toggleView
        />
        {books.data ? <Pager page={books.data.data.page} lastPage={books.data.data.last_page} /> : null}
      </Section>
    </Screen>
  );
}
