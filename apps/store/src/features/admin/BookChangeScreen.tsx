import type { BookChange, BookChangeRow } from '@bookstore/api-client/contract';
import { apiKeys } from '@bookstore/api-client/react';
import { Badge, BookCover, Button, DataTable, type DataTableColumn } from '@bookstore/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api, hooks } from './api';
import { useAction } from '../../forms';
import { AppLink } from '../../links/AppLink';
import { TYPE_LABELS } from '../mybooks/labels';
import { Facts, formatDateTime, Loadable, Section } from '../shared';
import classes from './admin.module.css';
import { AdminScreen } from './AdminScreen';
import { Person } from './Person';
import { RejectDialog } from './ReasonDialog';

const QUEUE = '/admin/reviews/changes';
/** What a decision changes: the change lists, the overview, the audit log and the book lists. */
const DECIDED = [
  apiKeys.admin.bookChanges(),
  apiKeys.admin.overview(),
  apiKeys.admin.audit(),
  apiKeys.admin.books(),
];

const STATUS_WORDS: Record<BookChange['status'], string> = {
  in_review: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn by the author',
};

/** One side of a diff row: the text, or the cover, or a link to the file. */
function Side({ row, side, title }: { row: BookChangeRow; side: 'before' | 'after'; title: string }) {
  const text = row[side];
  const url = row[`${side}_url`];
  const which = side === 'before' ? 'on sale' : 'proposed';
  if (row.part === 'cover_path') {
    return url ? (
      <BookCover src={url} title={title} alt={`The cover ${which}`} width={96} />
    ) : (
      <span className={classes.Muted}>No cover</span>
    );
  }
  return (
    <div className={classes.Person}>
      {text ? (
        <span className={classes.Description}>{text}</span>
      ) : (
        <span className={classes.Muted}>Empty</span>
      )}
      {url ? (
        <a href={url} target="_blank" rel="noreferrer">
          {row.part === 'tracks' ? `Listen to “${text ?? 'the new track'}”` : 'Open the new EPUB'}
        </a>
      ) : null}
    </div>
  );
}

function Diff({ change }: { change: BookChange }) {
  const columns: DataTableColumn<BookChangeRow>[] = [
    { key: 'label', header: 'Part', rowHeader: true },
    {
      key: 'before',
      header: 'On sale now',
      cell: (row) => <Side row={row} side="before" title={change.book.title} />,
    },
    {
      key: 'after',
      header: 'Proposed',
      cell: (row) => <Side row={row} side="after" title={change.proposed_title} />,
    },
  ];
  return (
    <Section title="What changes">
      <DataTable
        caption={`Changes to “${change.book.title}”, old and new`}
        hideCaption
        rows={change.diff}
        getRowKey={(row) => `${row.part}:${row.label}`}
        emptyState="The change no longer differs from the version on sale."
        columns={columns}
      />
      {change.diff.some((row) => row.part !== 'cover_path' && row.after_url) ? (
        <p className={classes.Muted}>
          The links to the new files work until {formatDateTime(change.links_expire_at)}.
        </p>
      ) : null}
    </Section>
  );
}

function Decision({ change }: { change: BookChange }) {
  const navigate = useNavigate();
  const [rejecting, setRejecting] = useState(false);
  const { uid, revision } = change;
  const approve = useAction(api.admin.approveBookChange, {
    revalidate: DECIDED,
    onSuccess: () => navigate(QUEUE),
  });
  const after = change.kind === 'post_publication';
  return (
    <Section title="Decision">
      {change.status !== 'in_review' ? (
        <p>
          {STATUS_WORDS[change.status]}
          {change.decided_at ? ` on ${formatDateTime(change.decided_at)}` : ''}
          {change.rejection_reason ? `: ${change.rejection_reason}` : '.'}
        </p>
      ) : (
        <div className={classes.Decision}>
          <Button
            onClick={() => void approve.run({ params: { uid }, body: { revision } })}
            loading={approve.running}
          >
            {after ? 'Keep the change' : 'Approve and put on sale'}
          </Button>
          <Button variant="danger" onClick={() => setRejecting(true)} disabled={approve.running}>
            {after ? 'Reject and take the book off sale' : 'Reject the change'}
          </Button>
        </div>
      )}
      <RejectDialog
        queue={QUEUE}
        open={rejecting}
        title={`Reject the change to “${change.book.title}”?`}
        description={
          after
            ? 'The change is on sale already: rejecting it takes the book off sale. The author reads your reason.'
            : 'The approved version stays on sale. The author reads your reason and can edit the book again.'
        }
        confirmLabel="Reject the change"
        hint="The author reads this: say what to change."
        submit={(body) => api.admin.rejectBookChange({ params: { uid }, body: { ...body, revision } })}
        onClose={() => setRejecting(false)}
        revalidate={DECIDED}
      />
    </Section>
  );
}

/** /admin/reviews/changes/{uid}: a change to a book on sale — the diff, the new files — and the decision. */
export function BookChangeScreen() {
  const { uid = '' } = useParams();
  const change = hooks.admin.useBookChange({ params: { uid } });
  const title = change.data?.data.book.title;
  return (
    <AdminScreen
      title={title ? `Change to “${title}”` : 'Book change'}
      description="A change to a book on sale, waiting for review."
    >
      <Loadable response={change}>
        {({ data }) => (
          <>
            <Facts
              facts={[
                [
                  'Book',
                  <AppLink key="book" href={`/books/${data.book.uid}`}>
                    {data.book.title}
                  </AppLink>,
                ],
                [
                  'Type',
                  <Badge key="type" variant={data.book.type} size="small">
                    {TYPE_LABELS[data.book.type]}
                  </Badge>,
                ],
                ['Author', <Person key="author" person={data.author} />],
                ['Submitted', formatDateTime(data.submitted_at)],
                ['Last edited', formatDateTime(data.updated_at)],
                [
                  'Queue',
                  data.kind === 'post_publication'
                    ? 'Live from a trusted author'
                    : 'Waiting before it goes on sale',
                ],
                ['Status', STATUS_WORDS[data.status]],
              ]}
            />
            <Diff change={data} />
            <Decision change={data} />
          </>
        )}
      </Loadable>
    </AdminScreen>
  );
}
