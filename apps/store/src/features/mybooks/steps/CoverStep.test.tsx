import { ApiError } from '@bookstore/api-client';
import type { SellerBook } from '@bookstore/api-client/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as ToastModule from '../../../feedback/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sellerBook } from '../testBook';
import { MB, file } from './CoverStep-support';

const { api } = vi.hoisted(() => ({
  api: {
    selling: {
      uploadEbookFile: vi.fn(),
      uploadAudiobookFile: vi.fn(),
      deleteAudiobookFile: vi.fn(),
      reorderAudiobookFiles: vi.fn(),
      changeCover: vi.fn(),
    },
  },
}));
vi.mock('../../../api', async () => ({
  api,
  hooks: {},
}));
vi.mock('../../../uploads', async () => {
  const double = (await import('../../shared/partUploaderDouble')).partUploaderDouble(api);
  return { partUploader: () => double };
});
vi.mock('../../../feedback/toast', async (original) => ({
  ...(await original<typeof ToastModule>()),
  showSuccess: vi.fn(),
  showError: vi.fn(),
}));

const { CoverStep } = await import('./CoverStep');
const toast = await import('../../../feedback/toast');

function renderStep(book: SellerBook) {
  const onSaved = vi.fn();
  // The picker's `accept` is a hint to the OS dialog; drops and odd pickers ignore it, so the tests do too.
  const user = userEvent.setup({ applyAccept: false });
  render(<CoverStep book={book} onSaved={onSaved} />);
  return { user, onSaved };
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('the content and cover step of an ebook', () => {
  it('refuses a file that is not an EPUB, or over 100 MB, without sending it', async () => {
    const { user } = renderStep(sellerBook({ type: 'ebook' }));
    const picker = screen.getByLabelText(/choose the epub/i);

    await user.upload(picker, file('notes.pdf', 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('notes.pdf is not an accepted file type');

    await user.upload(picker, file('huge.epub', 'application/epub+zip', 101 * MB));
    expect(screen.getByRole('alert')).toHaveTextContent('larger than the 100 MB limit');

    expect(screen.queryByRole('button', { name: /upload epub/i })).not.toBeInTheDocument();
    expect(api.selling.uploadEbookFile).not.toHaveBeenCalled();
  });

  it('uploads the EPUB with progress and shows the server’s refusal on the file', async () => {
    api.selling.uploadEbookFile.mockRejectedValueOnce(
      new ApiError(422, 'The given data was invalid.', { file: ['The file is not a valid EPUB.'] }),
    );
    const { user, onSaved } = renderStep(sellerBook({ type: 'ebook' }));
    // Some systems give .epub files no type: it is sent as an EPUB all the same.
    await user.upload(screen.getByLabelText(/choose the epub/i), file('sun-road.epub', ''));
    await user.click(screen.getByRole('button', { name: 'Upload EPUB' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not a valid EPUB.');
    const input = api.selling.uploadEbookFile.mock.calls[0]?.[0];
    expect(input.params).toEqual({ uid: 'B1' });
    expect(input.body.file).toBeInstanceOf(File);
    expect(input.body.file.type).toBe('application/epub+zip');
    expect(input.onUploadProgress).toEqual(expect.any(Function));
    expect(onSaved).not.toHaveBeenCalled();
    expect(toast.showError).not.toHaveBeenCalled();
  });

  it('shows the current file and replaces it', async () => {
    const saved = sellerBook({
      type: 'ebook',
      ebook_file: {
        name: 'new.epub',
        format: 'epub',
        size_bytes: 3 * MB,
        uploaded_at: '2026-11-20T10:00:00Z',
      },
    });
    api.selling.uploadEbookFile.mockResolvedValueOnce({
      data: saved,
      message: 'The EPUB has been uploaded.',
    });
    const { user, onSaved } = renderStep(
      sellerBook({
        type: 'ebook',
        ebook_file: {
          name: 'sun-road.epub',
          format: 'epub',
          size_bytes: 1536 * 1024,
          uploaded_at: '2026-11-03T10:00:00Z',
        },
      }),
    );
    expect(screen.getByText('sun-road.epub')).toBeInTheDocument();
    expect(screen.getByText('1.5 MB')).toBeInTheDocument();
    expect(screen.getByText('3 Nov 2026')).toBeInTheDocument();

    await user.upload(screen.getByLabelText(/replace the epub/i), file('new.epub', 'application/epub+zip'));
    await user.click(screen.getByRole('button', { name: 'Upload and replace' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved, { stay: true }));
    expect(toast.showSuccess).toHaveBeenCalledWith('The EPUB has been uploaded.');
  });

  it('says what is missing on Continue, and moves on once the EPUB and cover are there', async () => {
    const { user, onSaved } = renderStep(sellerBook({ type: 'ebook' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Upload the book’s EPUB file.');
    expect(alert).toHaveTextContent('Upload a cover image.');
    expect(onSaved).not.toHaveBeenCalled();

    const complete = sellerBook({
      type: 'ebook',
      cover_path: 'https://cdn.example.com/c.jpg',
      ebook_file: { name: 'a.epub', format: 'epub', size_bytes: 10, uploaded_at: '2026-11-03T10:00:00Z' },
    });
    const next = renderStep(complete);
    await next.user.click(screen.getAllByRole('button', { name: 'Continue' })[1] as HTMLElement);
    expect(next.onSaved).toHaveBeenCalledWith(complete);
  });
});

describe('the cover', () => {
  it('previews the chosen image and uploads it', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:cover');
    URL.revokeObjectURL = vi.fn();
    const saved = sellerBook({ type: 'printbook', cover_path: 'https://cdn.example.com/new.png' });
    api.selling.changeCover.mockResolvedValueOnce({ data: saved, message: 'The cover has been changed.' });
    const { user, onSaved } = renderStep(sellerBook({ type: 'printbook' }));
    expect(screen.getByText(/a print book has no file to upload/i)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No cover yet for Sun Road' })).toBeInTheDocument();

    await user.upload(screen.getByLabelText(/choose a cover/i), file('cover.png', 'image/png'));
    expect(screen.getByRole('img', { name: 'Preview of cover.png' })).toHaveAttribute('src', 'blob:cover');
    await user.click(screen.getByRole('button', { name: 'Upload cover' }));
    const input = api.selling.changeCover.mock.calls[0]?.[0];
    expect(input.params).toEqual({ uid: 'B1' });
    expect(input.body.cover.name).toBe('cover.png');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved, { stay: true }));
  });

  it('refuses a cover that is too large or not an image, without a call', async () => {
    const { user } = renderStep(sellerBook({ type: 'printbook' }));
    const picker = screen.getByLabelText(/choose a cover/i);
    await user.upload(picker, file('cover.gif', 'image/gif'));
    expect(screen.getByRole('alert')).toHaveTextContent('cover.gif is not an accepted file type');
    await user.upload(picker, file('big.jpg', 'image/jpeg', 11 * MB));
    expect(screen.getByRole('alert')).toHaveTextContent('larger than the 10 MB limit');
    expect(api.selling.changeCover).not.toHaveBeenCalled();
  });

  it('will not continue past a chosen cover that was not uploaded', async () => {
    const { user, onSaved } = renderStep(
      sellerBook({ type: 'printbook', cover_path: 'https://cdn.example.com/c.jpg' }),
    );
    await user.upload(screen.getByLabelText(/replace the cover/i), file('cover.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Upload the chosen cover, or remove it.');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
