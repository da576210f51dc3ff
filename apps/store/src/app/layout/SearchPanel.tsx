import { SearchOverlay } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { hooks } from '../../api';
import { countryCode } from '../../state/country';
import { searchOpen } from '../../state/ui';
import { minimumDelay } from '../../swr';
import { AppLink } from '../AppLink';

const middleware = [minimumDelay];

/** The header's search overlay wired to /api/public/search. */
export function SearchPanel() {
  useSignals();
  const [keyword, setKeyword] = useState('');
  const { data, isLoading } = hooks.public.useSearch(
    keyword ? { query: { keyword, country: countryCode.value } } : null,
    {
      use: middleware,
      keepPreviousData: true,
    },
  );
  return (
    <SearchOverlay
      open={searchOpen.value}
      onOpenChange={(open) => {
        searchOpen.value = open;
      }}
      onQueryChange={setKeyword}
      results={keyword && data ? data.data : null}
      loading={isLoading}
      linkAs={AppLink}
    />
  );
}
