import { AppLink } from '../../links/AppLink';
import classes from './home.module.css';

/** "See all" beside a shelf's heading, its link text naming the shelf for screen readers. */
export function SeeAll({ href, name }: { href: string; name: string }) {
  return (
    <AppLink href={href} className={classes.SeeAll} aria-label={`See all ${name}`}>
      See all
    </AppLink>
  );
}
