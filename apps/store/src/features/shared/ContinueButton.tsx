import { Button } from '@bookstore/ui';
import { AppLink } from '../../links/AppLink';
import { isServerPage } from './serverPages';

/** On a page whose step is already done: the way on to where the user was going. */
export function ContinueButton({ href }: { href: string }) {
  return (
    <p>
      {/* A page the server renders (the test payment page) is no route of ours: a plain link loads it. */}
      <Button href={href} linkAs={isServerPage(href) ? undefined : AppLink}>
        Continue
      </Button>
    </p>
  );
}
