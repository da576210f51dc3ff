import { ApiError } from '@bookstore/api-client';
import type { ModerationReview } from '@bookstore/api-client/contract';
import { apiKeys, useApiCache } from '@bookstore/api-client/react';
import { EmptyState, formatCount, ReviewModerationTable, type ReviewModerationItem } from '@bookstore/ui';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, showError } from '../../feedback/toast';
import { useAction } from '../../forms';
import { AppLink } from '../../links/AppLink';
import { toModerationItem } from '../reviews/toKitReview';
import { Loadable, Pager } from '../shared';
import { api, hooks } from './api';
import classes from './admin.module.css';
import { AdminFilters, type FilterField } from './AdminFilters';
import { AdminScreen } from './AdminScreen';
import { READER_REVIEW_FILTERS } from './filters';
import { useContractQuery } from './useContractQuery';
import { OWN_ITEM, useIsMe } from './own';

const FIELDS: FilterField[] = [
  {
    kind: 'select',
    name: 'kind',
    label: 'Show',
    options: [
      { value: '', label: 'All waiting reviews' },
      { value: 'reported', label: 'Reported by readers' },
      { value: 'held', label: 'Held: they contain a link' },
    ],
  },
];
const NAMES = FIELDS.map((field) => field.name);
const CHANGED = [apiKeys.reviews.queue(), apiKeys.admin.audit()];
const LABEL = 'Reader reviews to moderate';

const EMPTY = {
  all: {
    title: 'Nothing to moderate',
    description: 'Reviews show here when readers report them or when they contain a link.',
  },
  reported: { title: 'No reported review', description: 'Reviews readers report wait here for a decision.' },
  held: { title: 'No held review', description: 'Reviews with a link wait here before they are shown.' },
};

/** The decision was made meanwhile (another operator) or the review is gone: the row has nothing left to do. */
function decidedElsewhere(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || error.status === 404);
}

type Decision = { params: { reviewUid: string } };

/**
 * /admin/reviews/readers (issue 42): reviews readers reported and reviews held for a link, oldest
 * waiting first. Hide (with the reason the reader is mailed) or keep/publish; the row leaves the queue
 * at once and the queue is read again.
 */
export function ReaderReviewsScreen() {
  const { query } = useContractQuery(READER_REVIEW_FILTERS, NAMES);
  const queue = hooks.reviews.useQueue({ query });
  const isMe = useIsMe();
  const results = useRef<HTMLElement>(null);
  // The rows decided on this page since its last read: gone at once, before the queue is read again.
  const [decided, setDecided] = useState<{ of: unknown; uids: ReadonlySet<string> }>({
    of: undefined,
    uids: new Set(),
  });
  const gone = decided.of === queue.data ? decided.uids : new Set<string>();
  const leave = ({ params }: Decision) => {
    const of = queue.data;
    setDecided((before) => ({
      of,
      uids: new Set(before.of === of ? before.uids : []).add(params.reviewUid),
    }));
  };
  // The decided row's buttons are gone with it: focus goes to the results, as after a filter change.
  useEffect(() => {
    if (decided.uids.size > 0) results.current?.focus();
  }, [decided]);

  const cache = useApiCache();
  const onDecisionError = (error: unknown, input: Decision) => {
    void showError(error);
    if (!decidedElsewhere(error)) return;
    leave(input);
    void cache.refresh(...CHANGED);
  };
  const keep = useAction(api.reviews.keep, {
    revalidate: CHANGED,
    onSuccess: (_, input) => leave(input),
    onError: onDecisionError,
  });
  // A hide refused for another reason stays in its dialog, which shows why and keeps the reason typed.
  const hideFailure = useRef<unknown>(null);
  const hide = useAction(api.reviews.hide, {
    revalidate: CHANGED,
    onSuccess: (_, input) => leave(input),
    onError: (error, input) =>
      decidedElsewhere(error) ? onDecisionError(error, input) : (hideFailure.current = error),
  });
  const onHide = async (item: ReviewModerationItem, reason: string) => {
    hideFailure.current = null;
    await hide.run({ params: { reviewUid: item.review.uid }, body: { reason } });
    if (hideFailure.current !== null) throw new Error(errorMessage(hideFailure.current));
  };

  const kind = query.kind ?? 'all';
  return (
    <AdminScreen
      title="Reader reviews"
      description="Reviews readers reported, and reviews held because they contain a link."
      lead="Hiding takes a review off the book’s page and out of its figures at once, and mails the reader your reason. Keeping a reported review closes its reports; publishing a held one shows it."
    >
      <AdminFilters label="Filter the reader reviews" fields={FIELDS} results={results} />
      <section ref={results} tabIndex={-1} className={classes.Results} aria-label="The review queue">
        <Loadable response={queue}>
          {({ data }) => {
            const rows: ModerationReview[] = data.items.filter((row) => !gone.has(row.uid));
            const total = Math.max(0, data.total - (data.items.length - rows.length));
            const empty = EMPTY[kind];
            return (
              <>
                <p className={classes.Count} aria-live="polite">
                  {total ? `${formatCount(total)} ${total === 1 ? 'review' : 'reviews'} waiting` : ''}
                </p>
                <ReviewModerationTable
                  items={rows.map((row) => ({
                    ...toModerationItem(row),
                    ...(isMe(row.reviewer) ? { blockedReason: `Your own review. ${OWN_ITEM}` } : {}),
                  }))}
                  onHide={onHide}
                  onKeep={(item) => void keep.run({ params: { reviewUid: item.review.uid }, body: {} })}
                  keepingUid={keep.input?.params.reviewUid ?? null}
                  bookHref={(item) => `/books/${item.review.book.uid}`}
                  linkAs={AppLink}
                  caption={LABEL}
                  hideCaption
                  emptyState={
                    <EmptyState
                      size="small"
                      headingLevel={2}
                      title={empty.title}
                      description={empty.description}
                    />
                  }
                />
                <Pager page={data.page} lastPage={data.last_page} />
              </>
            );
          }}
        </Loadable>
      </section>
    </AdminScreen>
  );
}
