import { listPageText } from '@bookstore/api-client/page-meta';
import { useParams } from 'react-router-dom';
import { hooks } from '../../api';
import { BookShelf, Pager, Screen, Section, useCountry, usePageParam } from '../shared';

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
