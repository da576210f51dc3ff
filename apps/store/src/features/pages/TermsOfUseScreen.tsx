import { Screen, Section, sharedClasses } from '../shared';

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
