import {
  Avatar,
  Badge,
  BookCover,
  Button,
  EmptyState,
  formatPersonName,
  ProgressBar,
  StatCard,
} from '@bookstore/ui';
import { authorLine } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useParams, useSearchParams } from 'react-router-dom';
import { hooks } from '../../api';
import { AppLink } from '../../app/AppLink';
import { PartnerReturn } from '../../cart/PartnerReturn';
import { account } from '../../state/account';
import {
  formatDate,
  humanize,
  Loadable,
  Money,
  Screen,
  Section,
  sharedClasses,
  usePageParam,
} from '../shared';
import classes from './account.module.css';
import { AddressLines, DeliveryAddresses } from './DeliveryAddresses';
import {
  OrderStatusBadge,
  OrderTable,
  PageLinks,
  PaymentStatusBadge,
  PaymentTable,
  TableSkeleton,
} from './parts';
import { ProfileForm } from './ProfileForm';
import { ProfileImages } from './ProfileImages';

export {
  BookOrderScreen,
  BookOrdersScreen,
  OrdersScreen,
  VoiceoverOrderScreen,
  VoiceoverOrdersScreen,
} from './orders';
export { VerifyEmailScreen } from './VerifyEmailScreen';

const QUICK_LINKS = [
  ['Library', '/myaccount/library', 'Read your ebooks and listen to your audiobooks'],
  ['Book orders', '/myaccount/orders/books', 'Orders, deliveries and their progress'],
  ['Voiceover orders', '/myaccount/orders/voiceovers', 'Voiceover work you ordered'],
  ['Payments', '/myaccount/payments', 'What you paid and when'],
  ['Update account', '/myaccount/update_account', 'Profile, pictures and delivery addresses'],
] as const;

/** /myaccount: who you are, where to go, and your latest orders. */
export function AccountOverviewScreen() {
  useSignals();
  const user = account.value;
  const orders = hooks.orders.useList({ query: { page: 1, per_page: 5 } });
  const statistics = hooks.orders.useStatistics({});
  const countries = hooks.public.useListSupportedCountries({});
  if (!user) return <Screen title="My Account" description="Your account, library, orders and payments." />;
  const primary = user.delivery_addresses.find((address) => address.is_primary);
  return (
    <Screen
      title="My Account"
      description="Your account, library, orders and payments."
      actions={
        <Button href="/myaccount/update_account" as={AppLink} variant="secondary">
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
        <dl className={sharedClasses.Facts}>
          <dt>Email</dt>
          <dd>
            {user.email}{' '}
            {user.email_is_verified ? (
              <Badge variant="success">Verified</Badge>
            ) : (
              <>
                <Badge variant="warning">Not verified</Badge>{' '}
                <AppLink href="/myaccount/verify_email">Verify now</AppLink>
              </>
            )}
          </dd>
          <dt>Phone</dt>
          <dd>{user.phone ?? 'Not given'}</dd>
          <dt>Country</dt>
          <dd>
            {countries.data?.data.find((country) => country.country_code === user.country_code)
              ?.country_name ?? user.country_code.toUpperCase()}
          </dd>
          <dt>Primary address</dt>
          <dd>
            {primary ? `${primary.address_line_1}, ${primary.city}, ${primary.state.name}` : 'None yet'}
          </dd>
          <dt>Selling</dt>
          <dd>
            {[
              user.author_account ? 'Author' : null,
              user.voiceover_artist_account ? 'Voiceover artist' : null,
            ]
              .filter(Boolean)
              .join(' and ') || 'No selling account'}
          </dd>
          <dt>Member since</dt>
          <dd>{formatDate(user.created_at)}</dd>
        </dl>
      </Section>
      <nav aria-label="My account">
        <ul className={sharedClasses.Links}>
          {QUICK_LINKS.map(([label, href, text]) => (
            <li key={href}>
              <AppLink href={href} className={sharedClasses.Card}>
                <span className={sharedClasses.CardTitle}>{label}</span>
                <span className={sharedClasses.Muted}>{text}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <Loadable response={statistics} skeleton={<TableSkeleton rows={2} />}>
        {({ data }) => (
          <div className={sharedClasses.Stats}>
            <StatCard label="Orders" value={data.total_orders} />
            <StatCard label="Pending" value={data.pending_orders} />
            <StatCard label="Total spent" value={<Money value={data.total_spent} size="large" />} />
          </div>
        )}
      </Loadable>
      <Section
        title="Recent orders"
        actions={<AppLink href="/myaccount/orders/books">All book orders</AppLink>}
      >
        <Loadable response={orders} skeleton={<TableSkeleton />} headingLevel={3}>
          {({ data }) => <OrderTable orders={data.items} caption="Your latest book orders" />}
        </Loadable>
      </Section>
    </Screen>
  );
}

const LIBRARY_FILTERS = [
  ['All', null],
  ['Ebooks', 'ebook'],
  ['Audiobooks', 'audiobook'],
] as const;

/** /myaccount/library: purchased ebooks and audiobooks, opening the reader or the player. */
export function LibraryScreen() {
  const page = usePageParam();
  const [params] = useSearchParams();
  const typeParam = params.get('type');
  const type = typeParam === 'ebook' || typeParam === 'audiobook' ? typeParam : undefined;
  const library = hooks.library.useAll({ query: { page, ...(type ? { type } : {}) } });
  return (
    <Screen title="Library" description="The ebooks and audiobooks you bought.">
      <nav aria-label="Book types" className={sharedClasses.Actions}>
        {LIBRARY_FILTERS.map(([label, value]) => (
          <Button
            key={label}
            href={value ? `?type=${value}` : '?'}
            as={AppLink}
            size="small"
            variant={(value ?? undefined) === type ? 'primary' : 'secondary'}
            aria-current={(value ?? undefined) === type ? 'page' : undefined}
          >
            {label}
          </Button>
        ))}
      </nav>
      <Loadable response={library} skeleton={<TableSkeleton rows={4} />}>
        {({ data }) =>
          data.items.length === 0 ? (
            <EmptyState
              title={type ? `No ${type}s in your library yet` : 'Your library is empty'}
              description="Ebooks and audiobooks you buy appear here, ready to read or listen to."
              action={
                <Button href={type ? `/${type}s` : '/ebooks'} as={AppLink}>
                  Browse {type ? `${type}s` : 'books'}
                </Button>
              }
            />
          ) : (
            <>
              <ul className={sharedClasses.Links}>
                {data.items.map((item) => {
                  const audio = item.book.type === 'audiobook';
                  return (
                    <li key={item.id} className={sharedClasses.Card}>
                      <BookCover src={item.book.cover_path} title={item.book.title} alt="" width="6rem" />
                      <span className={sharedClasses.CardTitle}>{item.book.title}</span>
                      <span className={sharedClasses.Muted}>
                        {authorLine(item.book.authors)} · {audio ? 'Audiobook' : 'Ebook'}
                      </span>
                      <ProgressBar
                        value={item.progress_percent}
                        label={`${audio ? 'Listened' : 'Read'}: ${Math.round(item.progress_percent)} %`}
                        size="small"
                      />
                      <span>
                        <Button
                          href={`/apps/${audio ? 'player' : 'reader'}/${item.book.uid}`}
                          as={AppLink}
                          size="small"
                          aria-label={`${audio ? 'Listen to' : 'Read'} ${item.book.title}`}
                        >
                          {audio ? 'Listen' : 'Read'}
                        </Button>
                      </span>
                    </li>
                  );
                })}
              </ul>
              <PageLinks page={data.page} lastPage={data.last_page} label="Library pages" />
            </>
          )
        }
      </Loadable>
    </Screen>
  );
}

/** /myaccount/payments: statistics and every payment, page by page. */
export function PaymentsScreen() {
  const page = usePageParam();
  const statistics = hooks.payments.useStatistics({});
  const payments = hooks.payments.useList({ query: { page } });
  return (
    <Screen title="Payments" description="What you paid and when.">
      <Loadable response={statistics} skeleton={<TableSkeleton rows={2} />}>
        {({ data }) => (
          <div className={sharedClasses.Stats}>
            <StatCard label="Payments" value={data.total_payments} />
            <StatCard label="Successful" value={data.successful_payments} />
            <StatCard label="Failed" value={data.failed_payments} />
            <StatCard label="Total paid" value={<Money value={data.total_paid} size="large" />} />
          </div>
        )}
      </Loadable>
      <Section title="All payments">
        <Loadable response={payments} skeleton={<TableSkeleton />} headingLevel={3}>
          {({ data }) => (
            <>
              <PaymentTable payments={data.items} caption="Your payments, newest first" />
              <PageLinks page={data.page} lastPage={data.last_page} label="Payment pages" />
            </>
          )}
        </Loadable>
      </Section>
    </Screen>
  );
}

/** /myaccount/payments/{id}: one payment and what it paid for. */
export function PaymentScreen() {
  const { slug = '' } = useParams();
  const id = Number(slug);
  const payment = hooks.payments.useGet(Number.isInteger(id) && id > 0 ? { params: { id } } : null);
  const detail = payment.data?.data;
  if (!(Number.isInteger(id) && id > 0)) {
    return (
      <Screen title="Payment" description="One payment.">
        <EmptyState
          title="This payment could not be found"
          action={<AppLink href="/myaccount/payments">All payments</AppLink>}
        />
      </Screen>
    );
  }
  return (
    <Screen
      title={detail ? `Payment ${detail.reference}` : 'Payment'}
      description="One payment and what it paid for."
      actions={<AppLink href="/myaccount/payments">All payments</AppLink>}
    >
      <Loadable response={payment}>
        {({ data }) => (
          <>
            {data.status === 'successful' ? <PartnerReturn /> : null}
            <dl className={sharedClasses.Facts}>
              <dt>Status</dt>
              <dd>
                <PaymentStatusBadge status={data.status} />
              </dd>
              <dt>Amount</dt>
              <dd>
                <Money value={data.amount} />
              </dd>
              <dt>Method</dt>
              <dd>{data.provider === 'test' ? 'Test payment' : humanize(data.provider)}</dd>
              <dt>Created</dt>
              <dd>{formatDate(data.created_at)}</dd>
              <dt>Paid</dt>
              <dd>{data.paid_at ? formatDate(data.paid_at) : 'Not yet'}</dd>
              <dt>For</dt>
              <dd>
                {data.order ? (
                  <AppLink href={`/myaccount/orders/books/${data.order.id}`}>
                    Order {data.order.reference}
                  </AppLink>
                ) : data.vo_order_uid ? (
                  <AppLink href={`/myaccount/orders/voiceovers/${data.vo_order_uid}`}>
                    Voiceover order
                  </AppLink>
                ) : (
                  'Not shown'
                )}
              </dd>
            </dl>
            {data.status === 'pending' && data.checkout_url ? (
              <p>
                <Button href={data.checkout_url}>Complete the payment</Button>
              </p>
            ) : null}
            {data.order ? (
              <Section title="Order">
                <p>
                  {data.order.items_count} {data.order.items_count === 1 ? 'item' : 'items'} ·{' '}
                  <OrderStatusBadge status={data.order.status} /> · <Money value={data.order.total} />
                </p>
                {data.order.delivery_address ? (
                  <address className={classes.Address}>
                    <AddressLines address={data.order.delivery_address} />
                  </address>
                ) : null}
              </Section>
            ) : null}
          </>
        )}
      </Loadable>
    </Screen>
  );
}

/** /myaccount/update_account: profile, pictures and delivery addresses. */
export function UpdateAccountScreen() {
  useSignals();
  const user = account.value;
  return (
    <Screen title="Update account" description="Your profile, avatar, banner and delivery addresses.">
      {user ? (
        <>
          <Section title="Profile">
            <ProfileForm user={user} />
          </Section>
          <Section title="Pictures">
            <ProfileImages user={user} />
          </Section>
          <Section title="Delivery addresses">
            <DeliveryAddresses user={user} />
          </Section>
        </>
      ) : (
        <TableSkeleton rows={6} />
      )}
    </Screen>
  );
}
