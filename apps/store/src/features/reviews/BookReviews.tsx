import '../../reviewsRoutes';
import { apiKeys } from '@bookstore/api-client/react';
import { withRedirect } from '@bookstore/api-client/constants';
import { RatingSummary, ReportReviewDialog, ReviewList, type Review, type ReviewReport } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { api, hooks } from '../../api';
import { useAction } from '../../forms/useAction';
import { interpretSubmitError } from '../../forms/serverErrors';
import { showError } from '../../feedback/toast';
import { AppLink } from '../../links/AppLink';
import { LOGIN_PATH } from '../../navigation';
import { sessionActive } from '../../state/session';
import { bookReviewReads, reviewView, reviewViewHref } from './reviewReads';
import { toKitReview, toKitSummary } from './toKitReview';
import { YourReview } from './YourReview';
import classes from './reviews.module.css';

/**
 * A book's ratings and reviews on its page (issue 42): the figures with a filter per star, the reader's
 * own review (or why they cannot write one), and the reviews one page at a time, sorted as the address
 * says. Server-rendered for visitors: its reads are the book page's (reviewReads.ts).
 */
export function BookReviews({ bookUid, bookTitle }: { bookUid: string; bookTitle: string }) {
  useSignals();
  const { slug = bookUid } = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const view = reviewView(search);
  const reads = bookReviewReads(slug, search);
  const summary = hooks.reviews.useSummary(reads.summary);
  const list = hooks.reviews.useList(reads.list, { keepPreviousData: true });
  const signedIn = sessionActive.value;
  const loginHref = withRedirect(LOGIN_PATH, `${pathname}#reviews`);
  const [reporting, setReporting] = useState<Review | null>(null);
  const [reportErrors, setReportErrors] = useState<{ reason?: string; note?: string }>({});
  const [reportError, setReportError] = useState<string | undefined>();
  const changed = [apiKeys.reviews.list({ params: { uid: slug } })];

  const vote = useAction(
    (review: Review) =>
      review.votedHelpful
        ? api.reviews.unvote({ params: { reviewUid: review.uid } })
        : api.reviews.vote({ params: { reviewUid: review.uid } }),
    { success: false, revalidate: changed },
  );
  const report = useAction(
    (sent: ReviewReport & { review: Review }) =>
      api.reviews.report({
        params: { reviewUid: sent.review.uid },
        body: { reason: sent.reason, note: sent.note },
      }),
    {
      success: 'Thank you: our team will read the review.',
      onSuccess: () => setReporting(null),
      onError: (error) => {
        const failure = interpretSubmitError(error, ['reason', 'note']);
        if (failure.kind === 'fields') setReportErrors(failure.fields);
        else if (failure.kind === 'message') setReportError(failure.message);
        else void showError(error);
      },
    },
  );

  const page = list.data?.data;
  return (
    <section id="reviews" className={classes.Reviews} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className={classes.Heading}>
        Ratings and reviews
      </h2>
      <div className={classes.Layout}>
        <div className={classes.Side}>
          {summary.data ? (
            <RatingSummary
              summary={toKitSummary(summary.data.data)}
              starsHref={(stars) => reviewViewHref(pathname, { sort: view.sort, stars })}
              activeStars={view.stars ?? null}
              linkAs={AppLink}
              title={`How readers rate ${bookTitle}`}
              headingLevel={3}
            />
          ) : null}
          <YourReview bookUid={slug} signedIn={signedIn} loginHref={loginHref} />
        </div>
        <ReviewList
          className={classes.List}
          reviews={(page?.items ?? []).map(toKitReview)}
          total={page?.total ?? 0}
          page={page?.page ?? view.page}
          totalPages={page?.last_page ?? 1}
          pageHref={(number) => reviewViewHref(pathname, { ...view, page: number })}
          sort={view.sort}
          onSortChange={(sort) =>
            navigate(reviewViewHref(pathname, { sort, stars: view.stars }), { preventScrollReset: true })
          }
          stars={view.stars ?? null}
          clearStarsHref={reviewViewHref(pathname, { sort: view.sort })}
          loading={!page && !list.error}
          helpfulPendingUid={vote.input?.uid ?? null}
          onHelpful={signedIn ? (review) => void vote.run(review) : undefined}
          onReport={
            signedIn
              ? (review) => {
                  setReportErrors({});
                  setReportError(undefined);
                  setReporting(review);
                }
              : undefined
          }
          signInHref={loginHref}
          linkAs={AppLink}
          title="Reviews"
          headingLevel={3}
        />
      </div>
      <ReportReviewDialog
        open={reporting !== null}
        onClose={() => setReporting(null)}
        onSubmit={(sent) => reporting && void report.run({ ...sent, review: reporting })}
        reviewerName={reporting?.reviewer.name}
        submitting={report.running}
        errors={reportErrors}
        error={reportError}
      />
    </section>
  );
}
