import type { ReviewBook } from '@bookstore/api-client/contract';
import { apiKeys } from '@bookstore/api-client/react';
import { Badge, BookCover, Button, DataTable } from '@bookstore/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api, hooks } from './api';
import { useAction } from '../../forms';
import { STATUS_BADGES, STATUS_LABELS, TYPE_LABELS } from '../mybooks/labels';
import { Facts, formatDate, formatDateTime, Loadable, Money, Section } from '../shared';
import classes from './admin.module.css';
import { AdminScreen } from './AdminScreen';
import { BookPreview } from './BookPreview';
import { Person } from './Person';
import { OWN_ITEM, useIsMe } from './own';
import { RejectDialog } from './ReasonDialog';

const QUEUE = '/admin/reviews/books';
/** What a decision changes: the queue, the overview's counts, the audit log and the book lists. */
const DECIDED = [
  apiKeys.admin.bookReviews(),
  apiKeys.admin.overview(),
  apiKeys.admin.audit(),
  apiKeys.admin.books(),
];

function Metadata({ review }: { review: ReviewBook }) {
  const { book } = review;
  return (
    <div className={classes.Review}>
      <BookCover src={book.cover_path} title={book.title} alt={`Cover of ${book.title}`} width={160} />
      <div>
        <Facts
          facts={[
            ['Type', TYPE_LABELS[book.type]],
            ['Author', <Person key="author" person={review.author} />],
            ['Submitted', formatDateTime(review.submitted_at)],
            [
              'Queue',
              review.kind === 'post_publication' ? 'Published by a trusted author' : 'Before publication',
            ],
            ['Price', book.price ? <Money value={book.price} size="small" /> : 'Not set'],
            ['Category', book.sub_category ? book.sub_category.sub_category_name : null],
            ['Language', book.language],
            ['Pages', book.pages],
            ['ISBN', book.isbn],
            ['Publisher', book.publisher],
            ['Tags', book.tags.join(', ')],
          ]}
        />
        <p className={classes.Description}>{book.description}</p>
      </div>
    </div>
  );
}

function AuthorHistory({ review }: { review: ReviewBook }) {
  const { history, author } = review;
  return (
    <Section title="The author’s history">
      <p>
        {author.username} joined on {formatDate(author.created_at)}
        {author.suspended ? ' and is suspended' : ''}. Approved books: {history.approvals}; rejections:{' '}
        {history.rejections}; takedowns: {history.takedowns}.
      </p>
      <DataTable
        caption={`Books by ${author.username}`}
        hideCaption
        rows={history.books}
        getRowKey={(row) => row.uid}
        emptyState="This is the author’s first book."
        columns={[
          { key: 'title', header: 'Book', rowHeader: true },
          { key: 'type', header: 'Type', cell: (row) => TYPE_LABELS[row.type] },
          {
            key: 'status',
            header: 'Status',
            cell: (row) => (
              <Badge variant={STATUS_BADGES[row.status]} size="small">
                {STATUS_LABELS[row.status]}
              </Badge>
            ),
          },
          { key: 'submitted_at', header: 'Submitted', cell: (row) => formatDate(row.submitted_at) || '—' },
          { key: 'rejection_reason', header: 'Last reason', cell: (row) => row.rejection_reason ?? '—' },
        ]}
      />
    </Section>
  );
}

function Decision({ review }: { review: ReviewBook }) {
  const navigate = useNavigate();
  const [rejecting, setRejecting] = useState(false);
  const uid = review.book.uid;
  const approve = useAction(api.admin.approveBook, {
    revalidate: DECIDED,
    onSuccess: () => navigate(QUEUE),
  });
  const isMe = useIsMe();
  const after = review.kind === 'post_publication';
  const decided = review.book.status !== 'in_review' && !after;
  const suspended = review.author.suspended;
  return (
    <Section title="Decision">
      {decided ? (
        <p>
          This book is {STATUS_LABELS[review.book.status].toLowerCase()}: it is no longer waiting for a
          review.
        </p>
      ) : isMe(review.author) ? (
        <p>{`This is your own book. ${OWN_ITEM}`}</p>
      ) : (
        <>
          {suspended ? (
            <p id="approve-blocked">
              The author is suspended: restore the account before approving, or reject the book.
            </p>
          ) : null}
          <div className={classes.Decision}>
            <Button
              onClick={() => void approve.run({ params: { uid }, body: {} })}
              loading={approve.running}
              disabled={suspended}
              aria-describedby={suspended ? 'approve-blocked' : undefined}
            >
              {after ? 'Keep it on sale' : 'Approve and publish'}
            </Button>
            <Button variant="danger" onClick={() => setRejecting(true)} disabled={approve.running}>
              {after ? 'Take it off sale' : 'Reject'}
            </Button>
          </div>
        </>
      )}
      <RejectDialog
        queue={QUEUE}
        open={rejecting}
        title={`Reject “${review.book.title}”?`}
        description="The book goes back to its author, who sees your reason on the book's page with a link to fix it and send it again."
        confirmLabel="Reject the book"
        hint="The author reads this: say what to change."
        submit={(body) => api.admin.rejectBook({ params: { uid }, body })}
        onClose={() => setRejecting(false)}
        revalidate={DECIDED}
      />
    </Section>
  );
}

/** /admin/reviews/books/{uid}: a book in review — metadata, cover, the file, the author's history — and the decision. */
export function BookReviewScreen() {
  const { uid = '' } = useParams();
  const review = hooks.admin.useBookReview({ params: { uid } });
  const title = review.data?.data.book.title;
  return (
    <AdminScreen title={title ? `Review “${title}”` : 'Book review'} description="A book waiting for review.">
      <Loadable response={review}>
        {({ data }) => (
          <>
            <Metadata review={data} />
            <Decision review={data} />
            <Section title={data.book.type === 'audiobook' ? 'Listen' : 'Read'}>
              <BookPreview book={data.book} />
            </Section>
            <AuthorHistory review={data} />
          </>
        )}
      </Loadable>
    </AdminScreen>
  );
}
