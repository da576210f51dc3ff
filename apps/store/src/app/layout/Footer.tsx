import { Footer as KitFooter } from '@bookstore/ui';
import { Suspense } from 'react';
import { AppLink } from '../AppLink';
import { CountryPicker } from './Header';

/** The shared footer (the kit's default columns cover the store's routes), with the country switcher. */
export function Footer() {
  return (
    <KitFooter
      countrySwitcher={
        <Suspense>
          <CountryPicker display="full" placement="top" />
        </Suspense>
      }
      linkAs={AppLink}
    />
  );
}
