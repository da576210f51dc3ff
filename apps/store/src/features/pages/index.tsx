import { AppLink } from '../../app/AppLink';
import { Screen, Section, sharedClasses } from '../shared';

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

/** /private-policy */
export function PrivacyPolicyScreen() {
  return (
    <Screen title="Privacy policy" description="What the bookstore keeps about you and why.">
      <div className={sharedClasses.Prose}>
        <Section title="What we keep">
          <p>
            Your account (name, username, email address, avatar and delivery addresses), your cart, orders,
            payments and library, and, for authors and voiceover artists, their selling profile, books, bank
            accounts and payouts.
          </p>
        </Section>
        <Section title="In your browser">
          <p>
            The store remembers your preferences in your browser: whether you are signed in, the theme, your
            preferred book format, your country and how book lists are shown. A visitor&apos;s cart is kept
            there until sign-in. Cookies hold your session and protect forms against forgery.
          </p>
        </Section>
        <Section title="Why">
          <p>
            To sell and deliver what you buy, to pay authors and voiceover artists, and to keep your account
            secure. Delete your preferences at any time by clearing this site&apos;s data in your browser.
          </p>
        </Section>
      </div>
    </Screen>
  );
}

/** /term-of-use */
export function TermsOfUseScreen() {
  return (
    <Screen title="Terms of use" description="The rules for buying, selling and reading on the bookstore.">
      <div className={sharedClasses.Prose}>
        <Section title="Buying">
          <p>
            Prices are shown in the currency of the country you choose. Ebooks and audiobooks you buy are
            yours to read and listen to in your library; print books are delivered to the address you choose,
            with the delivery fee shown before you pay.
          </p>
        </Section>
        <Section title="Selling">
          <p>
            Authors confirm they hold the rights to the books they publish. Access to the seller dashboard
            requires a verification code each session. Revenue can be withdrawn to a verified bank account.
          </p>
        </Section>
        <Section title="Your account">
          <p>
            Keep your password to yourself and verify your email address. Accounts that misuse the store may
            be closed.
          </p>
        </Section>
      </div>
    </Screen>
  );
}
