import { useState, type ReactNode } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { DataTable, type DataTableColumn } from '../DataTable';
import { EmptyState } from '../EmptyState';
import { formatCount, formatUtcDay, type LinkComponent } from '../format';
import { Link } from '../Link';
import { RatingStars } from '../RatingStars';
import { reportReasonLabel } from '../ReportReviewDialog';
import { excerpt, type Review } from '../ReviewCard/review';
import { VisuallyHidden } from '../VisuallyHidden';
import { HideReviewDialog } from './HideReviewDialog';
import classes from './ReviewModerationTable.module.css';

/** One reader's report of a review. */
export interface ReviewReportEntry {
  /** A `ReviewReportReason`; an unknown one is shown as sent. */
  reason: string;
  note: string | null;
  createdAt: string;
}

/** A review waiting for an operator: reported by readers, or held because it has a link. */
export interface ReviewModerationItem {
  review: Pick<Review, 'uid' | 'rating' | 'title' | 'body' | 'reviewer' | 'createdAt'> & {
    book: { uid: string; title: string };
  };
  status: 'reported' | 'held';
  reports: readonly ReviewReportEntry[];
  /** Why this operator cannot decide it (their own review): shown instead of the actions. */
  blockedReason?: string;
}

export interface ReviewModerationTableProps {
  items: readonly ReviewModerationItem[];
  /** Hides a review with the operator's reason; the reason dialog closes when it resolves. */
  onHide: (item: ReviewModerationItem, reason: string) => Promise<unknown> | void;
  /** Keeps a review as it is (a held one appears). */
  onKeep: (item: ReviewModerationItem) => void;
  /** The review whose Keep is being sent. */
  keepingUid?: string | null;
  /** The book's page, for the book column's link. */
  bookHref?: (item: ReviewModerationItem) => string;
  /** Link component for client-side navigation (a router link taking `href`). */
  linkAs?: LinkComponent;
  caption?: ReactNode;
  hideCaption?: boolean;
  /** Shown in place of rows when nothing waits. */
  emptyState?: ReactNode;
  className?: string;
}

/** How much of a review the queue shows. */
const EXCERPT_LENGTH = 180;

function ReviewCell({ item }: { item: ReviewModerationItem }) {
  const { review } = item;
  return (
    <div className={classes.Review}>
      <RatingStars value={review.rating} size="small" />
      {review.title ? <span className={classes.ReviewTitle}>{review.title}</span> : null}
      {review.body ? <span className={classes.Excerpt}>{excerpt(review.body, EXCERPT_LENGTH)}</span> : null}
      <span className={classes.Byline}>
        {review.reviewer.name}, <time dateTime={review.createdAt}>{formatUtcDay(review.createdAt)}</time>
      </span>
    </div>
  );
}

function ReportsCell({ reports }: { reports: readonly ReviewReportEntry[] }) {
  if (reports.length === 0) return <span className={classes.Muted}>None</span>;
  return (
    <div className={classes.Reports}>
      <span className={classes.ReportCount}>
        {formatCount(reports.length)} {reports.length === 1 ? 'report' : 'reports'}
      </span>
      <ul className={classes.ReportList}>
        {reports.map((report, index) => (
          <li key={index}>
            {reportReasonLabel(report.reason)}{' '}
            <time className={classes.ReportDate} dateTime={report.createdAt}>
              {formatUtcDay(report.createdAt)}
            </time>
            {report.note ? <q className={classes.Note}>{report.note}</q> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The back office's queue of reported and held reviews, in the kit's DataTable (a card per row on a
 * narrow screen): the review's excerpt, book and reviewer, its status, the reports and their reasons,
 * and Hide (which asks the reason the reader is mailed) or Keep.
 */
export function ReviewModerationTable({
  items,
  onHide,
  onKeep,
  keepingUid = null,
  bookHref,
  linkAs,
  caption = 'Reviews to moderate',
  hideCaption = false,
  emptyState,
  className,
}: ReviewModerationTableProps) {
  const [hiding, setHiding] = useState<ReviewModerationItem | null>(null);
  const columns: DataTableColumn<ReviewModerationItem>[] = [
    { key: 'review', header: 'Review', rowHeader: true, cell: (item) => <ReviewCell item={item} /> },
    {
      key: 'book',
      header: 'Book',
      cell: (item) =>
        bookHref ? (
          <Link href={bookHref(item)} linkAs={linkAs}>
            {item.review.book.title}
          </Link>
        ) : (
          item.review.book.title
        ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (item) =>
        item.status === 'held' ? (
          <Badge variant="warning" size="small">
            Held: has a link
          </Badge>
        ) : (
          <Badge variant="danger" size="small">
            Reported
          </Badge>
        ),
    },
    { key: 'reports', header: 'Reports', cell: (item) => <ReportsCell reports={item.reports} /> },
    {
      key: 'actions',
      header: 'Actions',
      cell: (item) => {
        const whose = (
          <>
            {' '}
            <VisuallyHidden>the review by {item.review.reviewer.name}</VisuallyHidden>
          </>
        );
        const keeping = keepingUid === item.review.uid;
        if (item.blockedReason) return <span className={classes.Blocked}>{item.blockedReason}</span>;
        return (
          <div className={classes.Actions}>
            <Button variant="danger" size="small" disabled={keeping} onClick={() => setHiding(item)}>
              Hide{whose}
            </Button>
            <Button variant="secondary" size="small" loading={keeping} onClick={() => onKeep(item)}>
              {item.status === 'held' ? 'Publish' : 'Keep'}
              {whose}
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <>
      <DataTable
        className={className}
        caption={caption}
        hideCaption={hideCaption}
        columns={columns}
        rows={items}
        getRowKey={(item) => item.review.uid}
        emptyState={
          emptyState ?? (
            <EmptyState
              size="small"
              headingLevel={3}
              title="Nothing to moderate"
              description="Reviews show here when readers report them or when they hold a link."
            />
          )
        }
      />
      <HideReviewDialog
        reviewerName={hiding ? hiding.review.reviewer.name : null}
        onClose={() => setHiding(null)}
        onHide={(reason) => (hiding ? onHide(hiding, reason) : undefined)}
      />
    </>
  );
}
