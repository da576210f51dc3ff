import type { BookActivity, SellerBook } from '@bookstore/api-client/contract';
import { Badge, BookCover, Button, EmptyState, Skeleton } from '@bookstore/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { Facts, formatDate, formatDateTime, Loadable, Money, Screen, Section } from '../shared';
import { ChangeBadge, ChangeNote } from './ChangeNote';
import { DeleteBookDialog } from './DeleteBookDialog';
import { BookStepper } from './EditBookScreen';
import { firstOpenStep, stepHref } from './editSteps';
import { ROLE_LABELS, STATUS_BADGES, STATUS_LABELS, TYPE_LABELS } from './labels';
import detail from './bookDetail.module.css';
import classes from './mybooks.module.css';
import { STEP_TITLES } from './titles';

function formatDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.round((seconds % 3600) / 60);
  return hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min`;
}

/** /dashboard/mybooks/{uid}: the book's facts, status, steps, what blocks publication, its history. */
export function MyBookScreen() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const book = hooks.selling.useGetBook({ params: { uid: slug } });
  const [confirming, setConfirming] = useState(false);
  const data = book.data?.data;

  return (
    <Screen
      title={data?.title ?? 'Book'}
      description="One of your books: its details, steps and history."
      lead={data?.subtitle ?? undefined}
      actions={
        data ? (
          <>
            <Button href={stepHref(data.uid, firstOpenStep(data))} linkAs={AppLink}>
              Edit book
            </Button>
            {data.status === 'published' ? (
              <Button href={`/books/${data.slug}`} linkAs={AppLink} variant="secondary">
                View in store
              </Button>
            ) : null}
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          </>
        ) : null
      }
    >
      <Loadable response={book}>
        {({ data: current }) => (
          <>
            <BookOverview book={current} />
            <div className={detail.DetailColumns}>
              <Section title="Steps">
                <BookStepper book={current} orientation="vertical" />
              </Section>
              <Section title="Publication">
                <Checklist book={current} />
              </Section>
            </div>
            <Section title="Activity">
              <Activities uid={current.uid} />
            </Section>
          </>
        )}
      </Loadable>
      <DeleteBookDialog
        book={confirming && data ? data : null}
        onClose={() => setConfirming(false)}
        onDeleted={() => {
          setConfirming(false);
          void navigate('/dashboard/mybooks', { replace: true });
        }}
      />
    </Screen>
  );
}

/**
 * Where the book stands with the store's reviewers (issue 28): waiting since the day it was sent, or
 * turned down or taken down with the operator's reason and the way to fix it and send it again.
 */
function ReviewNote({ book }: { book: SellerBook }) {
  if (book.status === 'in_review') {
    return (
      <div className={detail.InReview} role="note" aria-label="Review">
        <strong>In review{book.submitted_at ? ` since ${formatDate(book.submitted_at)}` : ''}</strong>
        <p>
          The store checks every new book before it goes on sale. You get an email when it is approved or if
          something needs fixing.
        </p>
      </div>
    );
  }
  const takenDown = book.status === 'unpublished' && book.rejection_reason;
  if (book.status !== 'rejected' && !takenDown) return null;
  return (
    <div
      className={detail.Rejection}
      role="note"
      aria-label={takenDown ? 'Why the book was taken down' : 'Why the book was rejected'}
    >
      <strong>{takenDown ? 'Taken down' : 'Rejected'}</strong>
      <p>{book.rejection_reason ?? 'The reviewers gave no reason.'}</p>
      <p>
        <AppLink href={stepHref(book.uid, 'basic_info')}>Fix the book</AppLink>, then{' '}
        <AppLink href={stepHref(book.uid, 'publish')}>send it again for review</AppLink>.
      </p>
    </div>
  );
}

function BookOverview({ book }: { book: SellerBook }) {
  const contributors = book.contributors.map((c) => `${c.name} (${ROLE_LABELS[c.role]})`).join(', ');
  return (
    <div className={detail.Overview}>
      <BookCover src={book.cover_path} title={book.title} loading="eager" className={detail.OverviewCover} />
      <div className={detail.OverviewHead}>
        <p className={classes.Badges}>
          <Badge variant={book.type}>{TYPE_LABELS[book.type]}</Badge>
          <Badge variant={STATUS_BADGES[book.status]}>{STATUS_LABELS[book.status]}</Badge>
          <ChangeBadge book={book} />
        </p>
        <ReviewNote book={book} />
        <ChangeNote book={book} />
      </div>
      <div className={detail.OverviewFacts}>
        <Facts
          facts={[
            ['Price', book.price ? <Money value={book.price} /> : 'Not set'],
            ['Sales', String(book.sales_count)],
            ['Revenue', <Money key="revenue" value={book.revenue} />],
            [
              'Category',
              book.category
                ? [book.category.category_name, book.sub_category?.sub_category_name]
                    .filter(Boolean)
                    .join(' › ')
                : 'Not set',
            ],
            ['Language', book.language],
            ['Contributors', contributors || 'None yet'],
            ['Publication date', book.publication_date ? formatDate(book.publication_date) : 'Not set'],
            ['ISBN', book.isbn],
            ['Publisher', book.publisher],
            ['Pages', book.pages === null ? null : String(book.pages)],
            ['Duration', book.duration_seconds === null ? null : formatDuration(book.duration_seconds)],
            ['Created', formatDate(book.created_at)],
            ['Last updated', formatDate(book.updated_at)],
          ]}
        />
      </div>
    </div>
  );
}

/** What still blocks publication (verify_book_info), each item linking to the step that fixes it. */
function Checklist({ book }: { book: SellerBook }) {
  const verification = hooks.selling.useVerifyBookInfo({ params: { uid: book.uid } });
  return (
    <Loadable response={verification} headingLevel={3} skeleton={<Skeleton variant="text" lines={3} />}>
      {({ data }) =>
        data.ready ? (
          <div className={detail.Ready}>
            <p>
              <strong>{book.status === 'published' ? 'Published.' : 'Ready to publish.'}</strong>{' '}
              {book.status === 'published'
                ? 'Every detail the store needs is in place.'
                : 'Every detail is in place: send the book for publication from the publish step.'}
            </p>
            {book.status === 'published' ? null : (
              <Button href={stepHref(book.uid, 'publish')} linkAs={AppLink} variant="secondary" size="small">
                Go to {STEP_TITLES.publish}
              </Button>
            )}
          </div>
        ) : (
          <>
            <p className={classes.Muted}>
              {data.missing.length === 1 ? 'One thing is' : `${data.missing.length} things are`} missing
              before the book can be published:
            </p>
            <ul className={detail.Checklist}>
              {data.missing.map((item) => (
                <li key={`${item.step}-${item.field}`}>
                  <AppLink href={stepHref(book.uid, item.step)}>{item.message}</AppLink>
                  <span className={classes.Muted}> {STEP_TITLES[item.step]}</span>
                </li>
              ))}
            </ul>
          </>
        )
      }
    </Loadable>
  );
}

function Activities({ uid }: { uid: string }) {
  const activities = hooks.selling.useBookActivities({ params: { uid } });
  return (
    <Loadable response={activities} headingLevel={3}>
      {({ data }) =>
        data.length === 0 ? (
          <EmptyState headingLevel={3} size="small" title="No activity yet" />
        ) : (
          <ol className={detail.Activities}>
            {data.map((activity: BookActivity) => (
              <li key={activity.id}>
                <time dateTime={activity.created_at}>{formatDateTime(activity.created_at)}</time>
                <span>{activity.description}</span>
              </li>
            ))}
          </ol>
        )
      }
    </Loadable>
  );
}
