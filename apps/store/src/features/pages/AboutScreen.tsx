import { AppLink } from '../../links/AppLink';
import { Screen, sharedClasses } from '../shared';

/** /about */
export function AboutScreen() {
  return (
    <Screen
      title="About"
      description="An online bookstore and marketplace for ebooks, audiobooks and print books."
      lead="An online bookstore and marketplace for ebooks, audiobooks and print books."
    >
      <div className={sharedClasses.Prose}>
        <p>
          Readers browse, search and buy books in three formats: ebooks to read in the browser, audiobooks to
          listen to, and print books delivered to their door. The catalogue and its prices follow the country
          you choose.
        </p>
        <p>
          Authors sell their books here: they manage their titles, follow sales and revenue, and withdraw
          their earnings to a bank account. <AppLink href="/selling/author">Become an author</AppLink>.
        </p>
        <p>
          Voiceover artists offer their voices for audiobooks and other recordings, and buyers order from them
          directly. <AppLink href="/voas">Meet the voiceover artists</AppLink> or{' '}
          <AppLink href="/selling/voa">become one</AppLink>.
        </p>
      </div>
    </Screen>
  );
}
