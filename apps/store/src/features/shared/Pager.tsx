import { Pagination } from '@bookstore/ui';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../links/AppLink';
import { pageHref, pageOf } from './pageParam';

/** The `page` search parameter of the current URL (1 when absent or invalid). */
export function usePageParam(): number {
  return pageOf(useSearchParams()[0]);
}

/**
 * The kit's page links for a paged list: links (crawlable, shareable) that keep the URL's other search
 * parameters (filters, sort). Nothing when there is one page.
 */
export function Pager({
  page,
  lastPage,
  label = 'Pages',
}: {
  page: number;
  lastPage: number;
  label?: string;
}) {
  const [params] = useSearchParams();
  return (
    <Pagination
      page={page}
      totalPages={lastPage}
      getHref={(target) => pageHref(params, target)}
      linkAs={AppLink}
      label={label}
    />
  );
}
