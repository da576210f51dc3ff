import type { PartnerProgramme } from '@bookstore/api-client/contract';
import { withRedirect } from '@bookstore/api-client/constants';
import { bookTypeLabel, Button } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { LOGIN_PATH } from '../../navigation';
import { account, isPartner } from '../../state/account';
import { sessionActive } from '../../state/session';
import { Loadable, Screen, Section, sharedClasses } from '../shared';
import { JoinForm } from './JoinForm';
import { PartnerGuide } from './PartnerGuide';
import classes from './partners.module.css';

/** What a partner may not do: breaking one of these ends the membership and its unpaid commissions. */
const NOT_ALLOWED = [
  'Self-referral: buying through your own code, or sending sales of your own books. They earn nothing.',
  'Cookie stuffing: setting the store’s referral without a click (hidden frames, pop-unders, automatic redirects).',
  'Paid search on the store’s name: bidding on the bookstore’s name or misspellings of it in search ads.',
  'Misleading claims: fake discounts, invented reviews, or saying you are the store.',
] as const;

const BOOK_TYPES = ['ebook', 'audiobook', 'printbook'] as const;

/** The programme's figures: rate per book type, window, hold and withdrawals, all from the API. */
function Terms({ programme }: { programme: PartnerProgramme }) {
  const share = programme.store_share_percent;
  return (
    <div className={classes.Terms}>
      <Section title="What you earn">
        <p>
          A commission on every book a visitor you sent buys, as a part of the store’s share of the sale (
          {share}% of the price; the author’s share is never touched):
        </p>
        <ul className={classes.List} aria-label="Commission per book type">
          {BOOK_TYPES.map((type) => (
            <li key={type}>
              <strong>{bookTypeLabel(type)}s</strong>: {programme.rates[type]}% of the store’s share, about{' '}
              {Math.round((programme.rates[type] * share) / 10) / 10}% of the price
            </li>
          ))}
        </ul>
      </Section>
      <Section title="How sales are counted">
        <ul className={classes.List}>
          <li>
            A click on your widget or your link makes the visitor yours for{' '}
            <strong>{programme.attribution_days} days</strong>.
          </li>
          <li>
            <strong>Last partner wins</strong>: if they come through another partner later, the sale is
            theirs.
          </li>
          <li>The cart, signing up and the checkout keep the visitor yours.</li>
          <li>A refunded order takes its commission back.</li>
        </ul>
      </Section>
      <Section title="Payouts">
        <ul className={classes.List}>
          <li>
            Commissions are held for <strong>{programme.hold_days} days</strong> (the refund window), then
            available.
          </li>
          <li>
            You add a bank account and withdraw under the same rules as the store’s sellers: any amount up to
            your available balance, in your country’s currency; each payout is checked in the operators’ queue
            before it is paid.
          </li>
        </ul>
      </Section>
    </div>
  );
}

function Rules({ programme }: { programme: PartnerProgramme }) {
  return (
    <div className={classes.Terms}>
      <Section title="The programme’s rules">
        <ul className={classes.List}>
          {programme.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </Section>
      <Section title="What is not allowed">
        <ul className={classes.List}>
          {NOT_ALLOWED.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

/** A visitor signs in first; a partner goes on to their pages; anyone else joins here. */
function JoinSection({ programme }: { programme: PartnerProgramme }) {
  useSignals();
  const signedIn = sessionActive.value && account.value !== null;
  return (
    <Section title={isPartner.value ? 'You are a partner' : 'Join the programme'} className={classes.Join}>
      {!signedIn ? (
        <>
          <p>Joining is free. Sign in (or create an account) first; you come back here to join.</p>
          <Button href={withRedirect(LOGIN_PATH, '/partners')} linkAs={AppLink}>
            Sign in to join
          </Button>
        </>
      ) : isPartner.value ? (
        <>
          <p>Your code, your figures and the embed builder are on your partner dashboard.</p>
          <Button href="/dashboard/partner" linkAs={AppLink}>
            Go to your partner dashboard
          </Button>
        </>
      ) : (
        <JoinForm termsVersion={programme.terms_version} />
      )}
    </Section>
  );
}

/**
 * /partners (issue 43): the partner programme, server-rendered with its head from the page module. Its
 * rates, window, hold and rules come from the API's programme call; the guide and joining follow.
 */
export function PartnersScreen() {
  const programme = hooks.partners.useProgramme({});
  return (
    <Screen
      title="Partner programme"
      declaredHead
      lead="Bloggers, book clubs, schools and reviewers: show our books on your site with the widgets, and earn a commission on every sale you send."
    >
      <Loadable response={programme}>
        {({ data }) => (
          <>
            <Terms programme={data} />
            <Rules programme={data} />
            <JoinSection programme={data} />
            <p className={sharedClasses.Muted}>Programme terms of {data.terms_version}.</p>
          </>
        )}
      </Loadable>
      <PartnerGuide />
    </Screen>
  );
}
