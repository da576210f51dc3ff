import { Badge, Button, EmptyState, StatCard } from '@bookstore/ui';
import { useLocation, useParams } from 'react-router-dom';
import { hooks } from '../../api';
import { AppLink } from '../../app/AppLink';
import {
  formatDate,
  humanize,
  Loadable,
  Money,
  Pager,
  Screen,
  Section,
  sharedClasses,
  usePageParam,
} from '../shared';

/** /dashboard: the seller's figures. */
export function DashboardScreen() {
  const statistics = hooks.selling.useDashboardStatistics({});
  return (
    <Screen title="Selling Dashboard" description="Your books, sales and revenue at a glance.">
      <Loadable response={statistics}>
        {({ data }) => (
          <div className={sharedClasses.Stats}>
            <StatCard label="Books" value={data.total_books} />
            <StatCard label="Published" value={data.published_books} />
            <StatCard label="Sales" value={data.total_sales} />
            <StatCard label="Pending orders" value={data.pending_orders} />
            <StatCard label="Revenue" value={<Money value={data.total_revenue} />} />
            <StatCard label="Available balance" value={<Money value={data.available_balance} />} />
          </div>
        )}
      </Loadable>
      <ul className={sharedClasses.Links}>
        {[
          ['My books', '/dashboard/mybooks'],
          ['Sales', '/dashboard/sales'],
          ['Revenue', '/dashboard/revenue'],
          ['Voiceover', '/dashboard/voiceover'],
        ].map(([label, href]) => (
          <li key={href}>
            <AppLink href={href ?? '/dashboard'} className={sharedClasses.Card}>
              <span className={sharedClasses.CardTitle}>{label}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </Screen>
  );
}

/** /dashboard/security_check: the seller's 2-factor step. */
export function SecurityCheckScreen() {
  return (
    <Screen
      title="Security check"
      description="Confirm it is you before opening the selling dashboard."
      lead="Enter the verification code we email you to open the selling dashboard."
    />
  );
}

/** /dashboard/mybooks */
export function MyBooksScreen() {
  const page = usePageParam();
  const books = hooks.selling.useListBooks({ query: { page } });
  return (
    <Screen
      title="My books"
      description="The books you publish."
      actions={
        <Button href="/dashboard/mybooks/new" as={AppLink}>
          New book
        </Button>
      }
    >
      <Loadable response={books}>
        {({ data }) =>
          data.items.length === 0 ? (
            <EmptyState title="No books yet" description="Books you create appear here." />
          ) : (
            <>
              <ul className={sharedClasses.Links}>
                {data.items.map((book) => (
                  <li key={book.uid}>
                    <AppLink href={`/dashboard/mybooks/${book.uid}`} className={sharedClasses.Card}>
                      <span className={sharedClasses.CardTitle}>{book.title}</span>
                      <Badge>{humanize(book.status)}</Badge>
                      {book.price ? <Money value={book.price} /> : null}
                    </AppLink>
                  </li>
                ))}
              </ul>
              <Pager page={data.page} lastPage={data.last_page} />
            </>
          )
        }
      </Loadable>
    </Screen>
  );
}

/** /dashboard/mybooks/new */
export function NewBookScreen() {
  return (
    <Screen
      title="New book"
      description="Start a new book."
      lead="A book starts as a draft: basic info, advance info, contributors, cover, print details, then publish."
    />
  );
}

const EDIT_STEPS = ['basic_info', 'advance_info', 'contributors', 'cover', 'printbook', 'publish'] as const;

function SellerBookSummary({ uid }: { uid: string }) {
  const book = hooks.selling.useGetBook({ params: { uid } });
  return (
    <Loadable response={book}>
      {({ data }) => (
        <>
          <dl className={sharedClasses.Facts}>
            <dt>Title</dt>
            <dd>{data.title}</dd>
            <dt>Status</dt>
            <dd>{humanize(data.status)}</dd>
            <dt>Price</dt>
            <dd>{data.price ? <Money value={data.price} /> : 'Not set'}</dd>
          </dl>
          <Section title="Steps">
            <ul>
              {EDIT_STEPS.map((step) => (
                <li key={step}>
                  <AppLink href={`/dashboard/mybooks/${uid}/edit/${step}`}>{humanize(step)}</AppLink>{' '}
                  {data.steps[step] ? <Badge variant="success">Done</Badge> : null}
                </li>
              ))}
            </ul>
          </Section>
        </>
      )}
    </Loadable>
  );
}

/** /dashboard/mybooks/{uid} */
export function MyBookScreen() {
  const { slug = '' } = useParams();
  return (
    <Screen title="Book" description="One of your books.">
      <SellerBookSummary uid={slug} />
    </Screen>
  );
}

/** /dashboard/mybooks/{uid}/edit/{step} */
export function EditBookScreen() {
  const { slug = '' } = useParams();
  const step = useLocation().pathname.split('/').pop() ?? '';
  return (
    <Screen title={`Edit book: ${humanize(step)}`} description="Edit one of your books.">
      <SellerBookSummary uid={slug} />
    </Screen>
  );
}

/** /dashboard/revenue */
export function RevenueScreen() {
  const page = usePageParam();
  const revenues = hooks.selling.useListRevenues({ query: { page } });
  return (
    <Screen
      title="Revenue"
      description="Your earnings and withdrawals."
      actions={
        <Button href="/dashboard/revenue/bank" as={AppLink} variant="secondary">
          Bank accounts
        </Button>
      }
    >
      <Loadable response={revenues}>
        {({ data }) =>
          data.items.length === 0 ? (
            <EmptyState title="No revenue yet" description="Earnings from your sales appear here." />
          ) : (
            <div className={sharedClasses.TableWrap}>
              <table className={sharedClasses.Table}>
                <thead>
                  <tr>
                    <th scope="col">Book</th>
                    <th scope="col">Order</th>
                    <th scope="col">Net</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((revenue) => (
                    <tr key={revenue.id}>
                      <td>{revenue.book.title}</td>
                      <td>{revenue.order_reference}</td>
                      <td>
                        <Money value={revenue.net} />
                      </td>
                      <td>{humanize(revenue.status)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pager page={data.page} lastPage={data.last_page} />
            </div>
          )
        }
      </Loadable>
    </Screen>
  );
}

/** /dashboard/revenue/bank */
export function BankAccountsScreen() {
  const banks = hooks.banks.useList({});
  return (
    <Screen title="Bank accounts" description="Where your revenue is paid.">
      <Loadable response={banks}>
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState
              title="No bank account yet"
              description="Add a bank account to withdraw your revenue."
            />
          ) : (
            <ul>
              {data.map((bank) => (
                <li key={bank.id}>
                  {bank.bank_name} · {bank.account_name} · {bank.account_number_masked}{' '}
                  {bank.is_default ? <Badge variant="accent">Default</Badge> : null}
                </li>
              ))}
            </ul>
          )
        }
      </Loadable>
    </Screen>
  );
}

/** /dashboard/sales */
export function SalesScreen() {
  const page = usePageParam();
  const orders = hooks.selling.useListOrders({ query: { page } });
  return (
    <Screen title="Sales" description="The sales of your books.">
      <Loadable response={orders}>
        {({ data }) =>
          data.items.length === 0 ? (
            <EmptyState title="No sales yet" description="Sales of your books appear here." />
          ) : (
            <div className={sharedClasses.TableWrap}>
              <table className={sharedClasses.Table}>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Book</th>
                    <th scope="col">Quantity</th>
                    <th scope="col">Earnings</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((sale) => (
                    <tr key={sale.id}>
                      <td>{formatDate(sale.created_at)}</td>
                      <td>{sale.book.title}</td>
                      <td>{sale.quantity}</td>
                      <td>
                        <Money value={sale.earnings} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pager page={data.page} lastPage={data.last_page} />
            </div>
          )
        }
      </Loadable>
    </Screen>
  );
}
