import type { SellerBook } from '@bookstore/api-client/contract';
import { Badge, Button } from '@bookstore/ui';
import { api } from '../../api';
import { useAction } from '../../forms';
import { formatDate } from '../shared';
import { useBookCache } from './bookCache';
import detail from './bookDetail.module.css';
import classes from './mybooks.module.css';

/** The badge of a published book's latest change (issue 41), for lists; nothing when there is none. */
export function ChangeBadge({ book }: { book: SellerBook }) {
  const change = book.pending_change;
  if (!change || change.kind !== 'pre_publication' || change.status === 'approved') return null;
  return (
    <Badge variant={change.status === 'rejected' ? 'danger' : 'info'} size="small">
      {change.status === 'rejected' ? 'Changes rejected' : 'Changes in review'}
    </Badge>
  );
}

/**
 * Where a change to a book on sale stands (issue 41): in review while the approved version stays on
 * sale (the author can withdraw it), or rejected with the operator's reason.
 */
export function ChangeNote({ book, editing = false }: { book: SellerBook; editing?: boolean }) {
  const cache = useBookCache();
  const withdraw = useAction(api.selling.withdrawChange, {
    onSuccess: (result) => {
      void cache.store(result.data, result.message);
      void cache.refreshLists();
    },
  });
  const change = book.pending_change;
  if (book.status !== 'published') return null;
  if (!change || change.kind !== 'pre_publication' || change.status === 'approved') {
    return editing ? (
      <p className={classes.Muted}>
        This book is on sale: a change to its title, description, category, cover, contributors or files is
        reviewed by the store first, while the approved version stays on sale. Price and stock change at once.
      </p>
    ) : null;
  }
  if (change.status === 'rejected') {
    return (
      <div className={detail.Rejection} role="note" aria-label="Why your changes were rejected">
        <strong>Changes rejected</strong>
        <p>{change.rejection_reason}</p>
        <p>The approved version stays on sale. Edit the book again to send a new change for review.</p>
      </div>
    );
  }
  return (
    <div className={detail.InReview} role="note" aria-label="Changes in review">
      <strong>Changes in review since {formatDate(change.submitted_at)}</strong>
      <p>
        The store shows the approved version until your change is approved.{' '}
        {editing ? 'You see' : 'The editor shows'} the values you sent; more edits join the same change.
      </p>
      <p>
        <Button
          size="small"
          variant="secondary"
          loading={withdraw.running}
          onClick={() => void withdraw.run({ params: { uid: book.uid } })}
        >
          Withdraw the change
        </Button>
      </p>
    </div>
  );
}
