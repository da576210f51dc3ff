import { Avatar, Badge, Button, formatPersonName } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { account, isSeller } from '../../state/account';
import { Card, CardList, Facts, formatDate, Screen, Section, sharedClasses } from '../shared';
import classes from './account.module.css';
import { OrderStatistics, RecentBookOrders } from './parts';

const QUICK_LINKS = [
  ['Library', '/myaccount/library', 'Read your ebooks and listen to your audiobooks'],
  ['Book orders', '/myaccount/orders/books', 'Orders, deliveries and their progress'],
  ['Voiceover orders', '/myaccount/orders/voiceovers', 'Voiceover work you ordered'],
  ['Payments', '/myaccount/payments', 'What you paid and when'],
  ['Update account', '/myaccount/update_account', 'Profile, pictures and delivery addresses'],
] as const;

/** Spec §6: only authors and voiceover artists are offered Voiceover Orders, as in the user menu. */
const quickLinksFor = (seller: boolean) =>
  QUICK_LINKS.filter(([, href]) => seller || href !== '/myaccount/orders/voiceovers');

/** /myaccount: who you are, where to go, and your latest orders. */
export function AccountOverviewScreen() {
  useSignals();
  const user = account.value;
  const countries = hooks.public.useListSupportedCountries({});
  if (!user) return <Screen title="My Account" description="Your account, library, orders and payments." />;
  const primary = user.delivery_addresses.find((address) => address.is_primary);
  return (
    <Screen
      title="My Account"
      description="Your account, library, orders and payments."
      actions={
        <Button href="/myaccount/update_account" linkAs={AppLink} variant="secondary">
          Update account
        </Button>
      }
    >
      <div className={classes.Profile}>
        <Avatar src={user.avatar} name={user.username} size="xlarge" alt="" />
        <div>
          <p className={classes.ProfileName}>{formatPersonName(user)}</p>
          <p className={sharedClasses.Muted}>@{user.username}</p>
        </div>
      </div>
      <Section title="Account">
        <Facts
          facts={[
            [
              'Email',
              <>
                <span className={classes.Email}>{user.email}</span>{' '}
                {user.email_is_verified ? (
                  <Badge variant="success">Verified</Badge>
                ) : (
                  <>
                    <Badge variant="warning">Not verified</Badge>{' '}
                    <AppLink href="/myaccount/verify_email">Verify now</AppLink>
                  </>
                )}
              </>,
            ],
            ['Phone', user.phone ?? 'Not given'],
            [
              'Country',
              countries.data?.data.find((country) => country.country_code === user.country_code)
                ?.country_name ?? user.country_code.toUpperCase(),
            ],
            [
              'Primary address',
              primary ? `${primary.address_line_1}, ${primary.city}, ${primary.state.name}` : 'None yet',
            ],
            [
              'Selling',
              [
                user.author_account ? 'Author' : null,
                user.voiceover_artist_account ? 'Voiceover artist' : null,
              ]
                .filter(Boolean)
                .join(' and ') || 'No selling account',
            ],
            ['Member since', formatDate(user.created_at)],
          ]}
        />
      </Section>
      <nav aria-label="My account">
        <CardList items={quickLinksFor(isSeller.value)} getKey={([, href]) => href}>
          {([label, href, text]) => (
            <Card title={label} href={href}>
              <span className={sharedClasses.Muted}>{text}</span>
            </Card>
          )}
        </CardList>
      </nav>
      <OrderStatistics />
      <RecentBookOrders title="Recent orders" />
    </Screen>
  );
}
