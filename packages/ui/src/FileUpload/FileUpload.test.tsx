import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileUpload, formatFileSize, isAccepted } from './FileUpload';

const file = (name: string, type: string, size = 10) => new File(['x'.repeat(size)], name, { type });

describe('FileUpload', () => {
  it('accepts a chosen file and lists it', async () => {
    const onFilesChange = vi.fn();
    render(<FileUpload label="Cover" accept="image/*" maxSize={1024} onFilesChange={onFilesChange} />);
    const input = screen.getByLabelText(/Cover/);
    expect(input).toHaveAccessibleDescription('Accepted: IMAGES. Up to 1 KB');
    const cover = file('cover.jpg', 'image/jpeg');
    await userEvent.upload(input, cover);
    expect(onFilesChange).toHaveBeenCalledWith([cover]);
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('cover.jpg');
  });

  it('rejects a file that is too large with a clear error', async () => {
    const onFilesChange = vi.fn();
    render(<FileUpload label="Cover" maxSize={1024} onFilesChange={onFilesChange} />);
    await userEvent.upload(screen.getByLabelText(/Cover/), file('huge.png', 'image/png', 2048));
    expect(screen.getByRole('alert')).toHaveTextContent('huge.png is 2 KB, larger than the 1 KB limit.');
    expect(onFilesChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Cover/)).toBeInvalid();
  });

  it('rejects a dropped file of the wrong type and accepts a good one', () => {
    const onFilesChange = vi.fn();
    render(<FileUpload label="Manuscript" accept=".pdf,.epub" onFilesChange={onFilesChange} />);
    const zone = screen.getByText(/drag it here/).closest('label');
    if (!zone) throw new Error('zone missing');
    fireEvent.drop(zone, { dataTransfer: { files: [file('notes.txt', 'text/plain')] } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'notes.txt is not an accepted file type (PDF, EPUB).',
    );
    const book = file('book.epub', 'application/epub+zip');
    fireEvent.drop(zone, { dataTransfer: { files: [book] } });
    expect(onFilesChange).toHaveBeenCalledWith([book]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows upload progress', () => {
    render(<FileUpload label="Cover" progress={40} />);
    expect(screen.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute('aria-valuenow', '40');
  });

  it('formats sizes and matches accept rules', () => {
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(isAccepted(file('a.MP3', 'audio/mpeg'), 'audio/*')).toBe(true);
    expect(isAccepted(file('a.png', 'image/png'), 'image/jpeg,.pdf')).toBe(false);
  });
});
