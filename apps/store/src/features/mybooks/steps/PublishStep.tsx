import type { BookVerification, SellerBook } from '@bookstore/api-client/contract';
import { AlertIcon, Button, CheckIcon, Link } from '@bookstore/ui';
import { useEffect, useRef } from 'react';
import { api, hooks } from '../../../api';
import { AppLink } from '../../../links/AppLink';
import { useAction } from '../../../forms';
import { Loadable } from '../../shared';
import { StepPart } from './StepPart';
import { STEP_TITLES } from '../titles';
import classes from './content.module.css';
import type { StepProps } from './types';

/** Statuses in which the book is already out (or on its way out) and cannot be submitted again. */
const SUBMITTED: ReadonlySet<SellerBook['status']> = new Set(['published', 'in_review']);

/** Ready, or each missing item with its message and a link to the step that fixes it. */
function Checklist({ uid, verification }: { uid: string; verification: BookVerification }) {
  if (verification.ready) {
    return (
      <p className={classes.Ready}>
        <CheckIcon size={20} aria-hidden="true" />
        Everything needed to publish is there.
      </p>
    );
  }
  return (
    <>
      <p className={classes.Note}>Before you can publish, finish these:</p>
      <ul className={classes.Checklist} aria-label="Missing before publication">
        {verification.missing.map((item) => (
          <li key={`${item.step}-${item.field}`} className={classes.CheckItem}>
            <AlertIcon size={18} aria-hidden="true" />
            <span>
              {item.message}{' '}
              <Link linkAs={AppLink} href={`/dashboard/mybooks/${uid}/edit/${item.step}`}>
                Go to {STEP_TITLES[item.step]}
              </Link>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** After publishing (or on arrival at an already published book): its status and where to go next. */
function Outcome({ book }: { book: SellerBook }) {
  const published = book.status === 'published';
  return (
    <div className={classes.Content}>
      <h3 tabIndex={-1} className={classes.PartTitle}>
        {published ? 'Your book is published' : 'Your book is in review'}
      </h3>
      <p className={classes.Note}>
        {published
          ? 'Readers can find and buy it in the store now.'
          : 'We check it before it appears in the store; you will see the status change in My books.'}
      </p>
      <div className={classes.Actions}>
        {published ? (
          <Button linkAs={AppLink} href={`/books/${book.slug}`}>
            See it in the store
          </Button>
        ) : null}
        <Button linkAs={AppLink} href="/dashboard/mybooks" variant="secondary">
          Back to My books
        </Button>
      </div>
    </div>
  );
}

/**
 * Edit step `publish`: the server's checklist (fetched again on every arrival), and Publish once it is
 * ready; then the new status and links to the book page and My books.
 */
export function PublishStep({ book, onSaved }: StepProps) {
  const verification = hooks.selling.useVerifyBookInfo(
    { params: { uid: book.uid } },
    { revalidateOnMount: true },
  );
  const outcomeRef = useRef<HTMLDivElement>(null);
  const submitted = SUBMITTED.has(book.status);
  // Once the saved book (published or in review) is back from the cache, its outcome takes the focus.
  const focusOutcome = useRef(false);
  useEffect(() => {
    if (!submitted || !focusOutcome.current) return;
    focusOutcome.current = false;
    outcomeRef.current?.querySelector<HTMLElement>('h3')?.focus();
  }, [submitted]);

  const publish = useAction(api.selling.publishBook, {
    onSuccess: ({ data }) => {
      focusOutcome.current = true;
      onSaved(data, { stay: true });
    },
    // The checklist may have changed on the server (another tab, a 422 naming what is missing).
    onSettled: () => void verification.mutate(),
  });
  const publishing = publish.running;

  // A published book or one in review shows where it stands; its checklist only if something broke since.
  const showChecklist = !submitted || verification.data?.data.ready === false;
  return (
    <div className={classes.Step}>
      {submitted ? (
        <div ref={outcomeRef}>
          <Outcome book={book} />
        </div>
      ) : null}
      {showChecklist ? (
        <StepPart title={submitted ? 'Missing since publication' : 'Ready to publish?'}>
          {book.status === 'rejected' && book.rejection_reason ? (
            <p className={classes.Missing} role="note">
              The last review turned this book down: {book.rejection_reason}
            </p>
          ) : null}
          <Loadable response={verification} headingLevel={3}>
            {({ data }) => (
              <div className={classes.Content}>
                <Checklist uid={book.uid} verification={data} />
                {submitted ? null : (
                  <div className={classes.Actions}>
                    <Button
                      onClick={() => void publish.run({ params: { uid: book.uid } })}
                      loading={publishing}
                      disabled={!data.ready}
                      aria-describedby={data.ready ? undefined : 'publish-blocked'}
                    >
                      Publish
                    </Button>
                    {data.ready ? null : (
                      <span id="publish-blocked" className={classes.Muted}>
                        Publish turns on once the list above is done.
                      </span>
                    )}
                  </div>
                )}
              </div>
            )}
          </Loadable>
        </StepPart>
      ) : null}
    </div>
  );
}
