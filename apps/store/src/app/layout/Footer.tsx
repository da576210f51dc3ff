import { useSignals } from '@preact/signals-react/runtime';
import { Footer as KitFooter } from '@bookstore/ui';
import { account } from '../../state/account';
import { AppLink } from '../../links/AppLink';
import { footerColumns } from './footerColumns';
import { countryPicker } from './Header';

/** The shared footer: the kit's columns with the Sell links the account's roles allow, and the country switcher. */
export function Footer() {
  useSignals();
  return (
    <KitFooter
      columns={footerColumns(account.value)}
      countrySwitcher={countryPicker({ display: 'full', placement: 'top' })}
      linkAs={AppLink}
    />
  );
}
