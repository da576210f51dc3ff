import { Button } from '@bookstore/ui';
import { AppLink } from '../../app/AppLink';
import { Screen, type ScreenProps } from '../shared';

/** A selling account's introduction, with the link to its onboarding. */
function IntroScreen({
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

/** /selling/author */
export function BecomeAuthorScreen() {
  return (
    <IntroScreen
      title="Become an Author"
      description="Publish your books on the bookstore."
      lead="Publish ebooks, audiobooks and print books, follow your sales and withdraw your revenue to your bank."
      onboard="/selling/author/onboard"
    />
  );
}

/** /selling/voa */
export function BecomeVoiceoverArtistScreen() {
  return (
    <IntroScreen
      title="Become a Voiceover Artist"
      description="Offer your voice on the bookstore."
      lead="Create a profile with your studio, vocal characteristics and demos, publish offers and take jobs."
      onboard="/selling/voa/onboard"
    />
  );
}
