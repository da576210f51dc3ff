import { Header as KitHeader } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import { hooks } from '../../api';
import { showError } from '../../feedback/toast';
import { navigateTo } from '../../navigation';
import { account } from '../../state/account';
import { bookType } from '../../state/bookType';
import { cartCount } from '../../state/cart';
import { sessionActive } from '../../state/session';
import { setTheme, theme } from '../../state/theme';
import { cartDrawerOpen, openCartDrawer, openSearch } from '../../state/ui';
import type { CountryPickerProps } from '../../features/settings/CountryPicker';
import { ShellLink } from '../../links/ShellLink';
import { useHydrated } from '../useHydrated';

const CountryPicker = lazy(() => import('../../features/settings/CountryPicker'));

/**
 * The country switcher, loaded after the page (the header keeps its room), for the header and the
 * footer. Kept this small: it is in the first chunk.
 */
export const countryPicker = (props: CountryPickerProps) => (
  <Suspense>
    <CountryPicker {...props} />
  </Suspense>
);

function signOut() {
  // The session code loads only for signed-in users; logout empties the cart and ends on the home page.
  import('../../session/session')
    .then((session) => session.signOut())
    .catch(showError)
    .finally(() => navigateTo('/'));
}

/**
 * The shared header of spec §2 (the kit's), fed from the header content call and the app state. On a
 * server-rendered page it hydrates before the router (app/headerIsland.tsx): nothing here needs it.
 */
export function Header() {
  useSignals();
  const { data } = hooks.public.useGetHeader({});
  // The server renders no cart (it is in browser storage): its count follows hydration.
  const hydrated = useHydrated();
  return (
    <KitHeader
      categories={data?.data.categories ?? []}
      lists={data?.data.lists ?? []}
      bookType={bookType.value}
      account={sessionActive.value ? account.value : null}
      onSignOut={signOut}
      cartCount={hydrated ? cartCount.value : 0}
      cartOpen={cartDrawerOpen.value}
      onCartClick={openCartDrawer}
      onSearchClick={openSearch}
      theme={theme.value}
      onThemeChange={setTheme}
      countrySwitcher={countryPicker({ align: 'end' })}
      linkAs={ShellLink}
    />
  );
}
