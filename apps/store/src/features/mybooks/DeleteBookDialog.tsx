import type { SellerBook } from '@bookstore/api-client/contract';
import { Button, Dialog } from '@bookstore/ui';
import { useRef } from 'react';
import { api } from '../../api';
import { useAction } from '../../forms';
import { useBookCache } from './bookCache';

export interface DeleteBookDialogProps {
  /** The book to delete; the dialog is open while it is set. */
  book: Pick<SellerBook, 'uid' | 'title'> | null;
  onClose: () => void;
  /** After the server deleted the book (the lists are being refreshed). */
  onDeleted: () => void;
}

/** Asks before deleting a book, then deletes it, says so and refreshes the lists. */
export function DeleteBookDialog({ book, onClose, onDeleted }: DeleteBookDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const cache = useBookCache();
  // A failure keeps the dialog open: the author can try again or cancel.
  const remove = useAction(api.selling.deleteBook, {
    onSuccess: (_answer, { params }) => {
      void cache.forget(params.uid);
      void cache.refreshLists();
      onDeleted();
    },
  });
  const deleting = remove.running;

  const confirm = async () => {
    if (!book) return;
    await remove.run({ params: { uid: book.uid } });
  };

  return (
    <Dialog
      open={book !== null}
      onClose={() => {
        if (!deleting) onClose();
      }}
      closeOnBackdrop={!deleting}
      size="small"
      title={book ? `Delete “${book.title}”?` : 'Delete book?'}
      description="The book, its files and its history are removed for good. A book that has sales cannot be deleted."
      initialFocusRef={cancel}
      footer={
        <>
          <Button ref={cancel} variant="secondary" onClick={onClose} disabled={deleting}>
            Keep the book
          </Button>
          <Button variant="danger" loading={deleting} onClick={() => void confirm()}>
            Delete book
          </Button>
        </>
      }
    />
  );
}
