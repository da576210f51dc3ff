import { Screen, Section, sharedClasses } from '../shared';

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
