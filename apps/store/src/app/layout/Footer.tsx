import { Footer as KitFooter } from '@bookstore/ui';
import { AppLink } from '../AppLink';

/** The shared footer (the kit's default columns cover the store's routes). */
export function Footer() {
  return <KitFooter linkAs={AppLink} />;
}
