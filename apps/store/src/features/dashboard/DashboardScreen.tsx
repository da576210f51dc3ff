import { Button, EmptyState } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { isAuthor, isPartner, isVoiceoverArtist } from '../../state/account';
import { LinkCards, Loadable, Money, Screen, StatGrid } from '../shared';
import { AuthorReviews } from './AuthorReviews';
import { SellingCharts } from './SellingCharts';

/** The dashboard's pages by the role they are for: a link never leads to a page that sends the seller back. */
const PAGES = [
  { label: 'My books', href: '/dashboard/mybooks', for: 'author' },
  { label: 'Sales', href: '/dashboard/sales', for: 'author' },
  { label: 'Revenue', href: '/dashboard/revenue', for: 'seller' },
  { label: 'Voiceover', href: '/dashboard/voiceover', for: 'voiceover' },
  { label: 'Partner', href: '/dashboard/partner', for: 'partner' },
] as const;

/**
 * /dashboard: the seller's figures (book figures for authors), an author's reviews of their books (issue
 * 42) and their sales and revenue per month.
 */
export function DashboardScreen() {
  useSignals();
  const statistics = hooks.selling.useDashboardStatistics({});
  return (
    <Screen title="Selling Dashboard" description="Your books, sales and revenue at a glance.">
      <Loadable response={statistics}>
        {({ data }) => (
          <>
            {/* A new author's figures are all zeros: the first step comes before them. */}
            {isAuthor.value && data.total_books === 0 ? <FirstBook /> : null}
            <StatGrid
              stats={[
                // Book figures are an author's: an artist's would always read 0.
                ...(isAuthor.value
                  ? [
                      { label: 'Books', value: data.total_books },
                      { label: 'Published', value: data.published_books },
                      { label: 'Sales', value: data.total_sales },
                      { label: 'Pending orders', value: data.pending_orders },
                    ]
                  : []),
                { label: 'Revenue', value: <Money value={data.total_revenue} /> },
                { label: 'Available balance', value: <Money value={data.available_balance} /> },
              ]}
            />
          </>
        )}
      </Loadable>
      {isAuthor.value && <AuthorReviews />}
      {isAuthor.value && <SellingCharts />}
      <LinkCards
        links={PAGES.filter((page) =>
          page.for === 'seller'
            ? true
            : page.for === 'author'
              ? isAuthor.value
              : page.for === 'partner'
                ? isPartner.value
                : isVoiceoverArtist.value,
        )}
      />
    </Screen>
  );
}

/** An author without a book yet: where to start. */
function FirstBook() {
  return (
    <EmptyState
      title="You have no books yet"
      description="Give your first book a title and a type, then fill in its details step by step."
      action={
        <Button href="/dashboard/mybooks/new" linkAs={AppLink}>
          Create your first book
        </Button>
      }
    />
  );
}
