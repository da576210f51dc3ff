import type { SellerBook } from '@bookstore/api-client/contract';
import { BookCover, formatFileSize } from '@bookstore/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { api } from '../../../api';
import { Facts, formatDate } from '../../shared';
import { StepFooter, StepPart } from './StepPart';
import { AudioTracks } from './AudioTracks';
import { asEpub, LIMITS } from './content';
import classes from './content.module.css';
import { SingleFileUpload } from './SingleFileUpload';
import type { StepProps } from './types';

type Pending = 'content' | 'cover';

/** What still keeps the author on this step: nothing saved yet, or a chosen file not uploaded. */
export function missingContent(book: SellerBook, pending: ReadonlySet<Pending>): string[] {
  const missing: string[] = [];
  if (book.type === 'ebook' && !book.ebook_file) missing.push('Upload the book’s EPUB file.');
  if (book.type === 'audiobook' && book.audio_files.length === 0) {
    missing.push('Upload at least one audio track.');
  }
  if (pending.has('content')) {
    missing.push(
      book.type === 'audiobook'
        ? 'Upload the chosen audio files, or remove them from the list.'
        : 'Upload the chosen EPUB, or remove it.',
    );
  }
  if (!book.cover_path) missing.push('Upload a cover image.');
  if (pending.has('cover')) missing.push('Upload the chosen cover, or remove it.');
  return missing;
}

/** An ebook's content: the EPUB on file, and a picker to upload or replace it. */
function EbookContent({ book, onSaved, onPendingChange }: ContentProps) {
  const file = book.ebook_file;
  // Sent in parts straight to storage, resumable after a reload of the editor.
  const ebookTarget = useMemo(() => ({ purpose: 'ebook_file' as const, book_uid: book.uid }), [book.uid]);
  return (
    <div className={classes.Content}>
      {file ? (
        <div className={classes.CurrentFile}>
          <h4 className={classes.Subtitle}>Current file</h4>
          <Facts
            facts={[
              ['File', file.name],
              ['Size', formatFileSize(file.size_bytes)],
              ['Uploaded', formatDate(file.uploaded_at)],
            ]}
          />
        </div>
      ) : (
        <p className={classes.Muted}>No EPUB yet: readers get the file you upload here.</p>
      )}
      <SingleFileUpload
        label={file ? 'Replace the EPUB' : 'Choose the EPUB'}
        accept={LIMITS.ebook.accept}
        maxSize={LIMITS.ebook.maxSize}
        hint="An EPUB file (.epub), up to 100 MB. A new file replaces the current one."
        action={file ? 'Upload and replace' : 'Upload EPUB'}
        prepare={(chosen) => asEpub(chosen) ?? `${chosen.name} is not an EPUB file.`}
        inParts={ebookTarget}
        onUploaded={onSaved}
        onPendingChange={onPendingChange}
      />
    </div>
  );
}

interface ContentProps {
  book: SellerBook;
  onSaved: (book: SellerBook) => void;
  onPendingChange: (pending: boolean) => void;
}

/** The cover on file, and a picker with a preview to upload a new one. */
function CoverPart({ book, onSaved, onPendingChange }: ContentProps) {
  return (
    <div className={classes.Cover}>
      <BookCover
        src={book.cover_path}
        title={book.title}
        alt={book.cover_path ? `Current cover of ${book.title}` : `No cover yet for ${book.title}`}
        width="10rem"
        loading="eager"
        className={classes.CoverImage}
      />
      <SingleFileUpload
        label={book.cover_path ? 'Replace the cover' : 'Choose a cover'}
        accept={LIMITS.cover.accept}
        maxSize={LIMITS.cover.maxSize}
        hint="A JPEG, PNG or WebP image, up to 10 MB, taller than wide (2 by 3 suits the store best)."
        preview
        field="cover"
        action="Upload cover"
        upload={(cover, onUploadProgress) =>
          api.selling.changeCover({ params: { uid: book.uid }, body: { cover }, onUploadProgress })
        }
        onUploaded={onSaved}
        onPendingChange={onPendingChange}
      />
    </div>
  );
}

/**
 * Edit step `cover` ("Content and cover"): the book's file (its EPUB, or its audio tracks; print books
 * have none) and its cover; Continue once both are there.
 */
export function CoverStep({ book, onSaved }: StepProps) {
  const [pending, setPending] = useState<ReadonlySet<Pending>>(new Set());
  const [missing, setMissing] = useState<string[]>([]);
  const alertRef = useRef<HTMLDivElement>(null);

  const stay = useCallback((saved: SellerBook) => onSaved(saved, { stay: true }), [onSaved]);
  const pendingSetter = (kind: Pending) => (value: boolean) =>
    setPending((current) => {
      if (current.has(kind) === value) return current;
      const next = new Set(current);
      if (value) next.add(kind);
      else next.delete(kind);
      return next;
    });
  const [onContentPending] = useState(() => pendingSetter('content'));
  const [onCoverPending] = useState(() => pendingSetter('cover'));

  const next = () => {
    const blocking = missingContent(book, pending);
    setMissing(blocking);
    if (blocking.length === 0) onSaved(book);
    else requestAnimationFrame(() => alertRef.current?.focus());
  };

  // Once the author has fixed what was missing, the list shrinks with the book.
  const shown = missing.length ? missingContent(book, pending) : [];

  return (
    <div className={classes.Step}>
      <StepPart title="Content">
        {book.type === 'ebook' ? (
          <EbookContent book={book} onSaved={stay} onPendingChange={onContentPending} />
        ) : book.type === 'audiobook' ? (
          <AudioTracks book={book} onSaved={stay} onPendingChange={onContentPending} />
        ) : (
          <p className={classes.Note}>
            A print book has no file to upload: its print edition is made from the details you give in the
            Print edition step (binding, size, weight and stock).
          </p>
        )}
      </StepPart>
      <StepPart title="Cover">
        <CoverPart book={book} onSaved={stay} onPendingChange={onCoverPending} />
      </StepPart>
      <StepFooter onContinue={next}>
        {shown.length ? (
          <div ref={alertRef} tabIndex={-1} role="alert" className={classes.Missing}>
            <p>Before you continue:</p>
            <ul>
              {shown.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </StepFooter>
    </div>
  );
}
