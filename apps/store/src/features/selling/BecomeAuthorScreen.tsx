import { IntroScreen } from './IntroScreen';

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
