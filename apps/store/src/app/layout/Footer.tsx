import { Footer as KitFooter } from '@bookstore/ui';
import { AppLink } from '../AppLink';
import { countryPicker } from './Header';

/** The shared footer (the kit's default columns cover the store's routes), with the country switcher. */
export function Footer() {
  return (
    <KitFooter countrySwitcher={countryPicker({ display: 'full', placement: 'top' })} linkAs={AppLink} />
  );
}
