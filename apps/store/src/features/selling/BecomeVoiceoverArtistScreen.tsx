import { IntroScreen } from './IntroScreen';

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
