import { Button } from '@bookstore/ui';
import { AppLink } from '../../links/AppLink';
import { Screen, type ScreenProps } from '../shared';

/** A selling account's introduction, with the link to its onboarding. */
export function IntroScreen({
  onboard,
  ...screen
}: Pick<ScreenProps, 'title' | 'description' | 'lead'> & { onboard: string }) {
  return (
    <Screen
      {...screen}
      actions={
        <Button href={onboard} linkAs={AppLink}>
          Get started
        </Button>
      }
    />
  );
}
