import { Button } from '@bookstore/ui';
import { AppLink } from '../../app/AppLink';

/** On a page whose step is already done: the way on to where the user was going. */
export function ContinueButton({ href }: { href: string }) {
  return (
    <p>
      <Button href={href} linkAs={AppLink}>
        Continue
      </Button>
    </p>
  );
}
