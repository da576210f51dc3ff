import type { SellerBook } from '@bookstore/api-client/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as ToastModule from '../../../feedback/toast';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sellerBook } from '../testBook';
import { MB, deferred, file, track } from './CoverStep-support';

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
const { formatDuration, titleFromFileName } = await import('./content');

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

describe('the content and cover step of an audiobook', () => {
  it('lists the tracks with their durations and sizes, and the total', () => {
    renderStep(
      sellerBook({
        type: 'audiobook',
        audio_files: [
          track({
            id: 2,
            title: 'Chapter two',
            duration_seconds: 3725,
            size_bytes: 40 * MB,
            position: 1,
            chapters: [
              { title: 'The river', start_seconds: 0 },
              { title: 'The storm', start_seconds: 1800 },
            ],
          }),
          track({ id: 1, title: 'Chapter one', duration_seconds: 59, size_bytes: 2 * MB, position: 0 }),
        ],
      }),
    );
    const items = within(screen.getByRole('list', { name: /tracks in play order/i })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('Chapter one');
    expect(items[0]).toHaveTextContent('0:00:59');
    expect(items[0]).toHaveTextContent('2 MB');
    expect(items[1]).toHaveTextContent('Chapter two');
    expect(items[1]).toHaveTextContent('1:02:05');
    expect(screen.getByText(/total duration/i)).toHaveTextContent('1:03:04');
    // The chapters read from a file's tags are listed under it; a file without any shows none.
    expect(within(items[0] as HTMLElement).queryByText(/chapters in this file/)).toBeNull();
    expect(within(items[1] as HTMLElement).getByText('2 chapters in this file')).toBeInTheDocument();
    const chapters = within(screen.getByRole('list', { name: 'Chapters of Chapter two', hidden: true }));
    expect(chapters.getAllByRole('listitem', { hidden: true }).map((item) => item.textContent)).toEqual([
      'The riverfrom 0:00:00',
      'The stormfrom 0:30:00',
    ]);
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(36000)).toBe('10:00:00');
  });

  it('uploads several files one after another, each with its own title and progress bar', async () => {
    const first = deferred<unknown>();
    const second = deferred<unknown>();
    api.selling.uploadAudiobookFile
      .mockImplementationOnce(() => first.promise)
      .mockImplementationOnce(() => second.promise);
    const existing = track({ id: 9, title: 'Intro', position: 0 });
    const { user, onSaved } = renderStep(sellerBook({ type: 'audiobook', audio_files: [existing] }));

    await user.upload(screen.getByLabelText(/add audio files/i), [
      file('01_the-river.mp3', 'audio/mpeg'),
      file('02 the sea.m4b', ''),
    ]);
    const titles = screen.getAllByRole('textbox', { name: /title of track/i });
    expect(titles.map((box) => (box as HTMLInputElement).value)).toEqual(['01 the river', '02 the sea']);
    await user.clear(titles[1] as HTMLElement);
    await user.type(titles[1] as HTMLElement, 'The sea');
    await user.click(screen.getByRole('button', { name: 'Upload 2 tracks' }));

    // The first one is sent with its position after the saved track; the second waits.
    const firstCall = api.selling.uploadAudiobookFile.mock.calls[0]?.[0];
    expect(firstCall.body).toMatchObject({ title: '01 the river', position: 1 });
    expect(firstCall.body.file.type).toBe('audio/mpeg');
    expect(screen.getByRole('progressbar', { name: 'Uploading 01 the river' })).not.toHaveAttribute(
      'aria-valuenow',
    );
    expect(screen.getByText('Waiting to upload')).toBeInTheDocument();
    firstCall.onUploadProgress(40);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Uploading 01 the river' })).toHaveAttribute(
        'aria-valuenow',
        '40',
      ),
    );

    const afterFirst = sellerBook({ type: 'audiobook' });
    first.resolve({ data: { book: afterFirst, file: track({ id: 10 }) }, message: 'Uploaded.' });
    await waitFor(() => expect(api.selling.uploadAudiobookFile).toHaveBeenCalledTimes(2));
    expect(onSaved).toHaveBeenCalledWith(afterFirst, { stay: true });
    const secondCall = api.selling.uploadAudiobookFile.mock.calls[1]?.[0];
    expect(secondCall.body).toMatchObject({ title: 'The sea', position: 2 });
    expect(secondCall.body.file.type).toBe('audio/x-m4b');
    secondCall.onUploadProgress(75);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Uploading The sea' })).toHaveAttribute(
        'aria-valuenow',
        '75',
      ),
    );
    expect(screen.queryByRole('progressbar', { name: /the river/ })).not.toBeInTheDocument();

    second.resolve({ data: { book: afterFirst, file: track({ id: 11 }) }, message: 'Uploaded.' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /upload 1 track/i })).not.toBeInTheDocument(),
    );
    expect(screen.queryAllByRole('textbox', { name: /title of track/i })).toHaveLength(0);
  });

  it('refuses other audio types and files over 4 GB before sending anything', async () => {
    const { user } = renderStep(sellerBook({ type: 'audiobook' }));
    await user.upload(screen.getByLabelText(/add audio files/i), [
      file('voice.wav', 'audio/wav'),
      file('long.mp3', 'audio/mpeg', 4097 * MB),
      file('fine.m4a', 'audio/x-m4a'),
    ]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('voice.wav is not an MP3, M4A or M4B file.');
    expect(alert).toHaveTextContent('long.mp3 is larger than 4 GB');
    expect(screen.getAllByRole('textbox', { name: /title of track/i })).toHaveLength(1);
    expect(api.selling.uploadAudiobookFile).not.toHaveBeenCalled();
  });

  it('puts chosen files in order with keyboard-reachable buttons before uploading', async () => {
    api.selling.uploadAudiobookFile.mockResolvedValue({
      data: { book: sellerBook({ type: 'audiobook' }), file: track({}) },
      message: 'Uploaded.',
    });
    const { user } = renderStep(sellerBook({ type: 'audiobook' }));
    await user.upload(screen.getByLabelText(/add audio files/i), [
      file('b.mp3', 'audio/mpeg'),
      file('a.mp3', 'audio/mpeg'),
    ]);
    expect(screen.getByRole('button', { name: 'Move b up' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move a up' }).focus();
    await user.keyboard('{Enter}');
    const titles = screen.getAllByRole('textbox', { name: /title of track/i });
    expect(titles.map((box) => (box as HTMLInputElement).value)).toEqual(['a', 'b']);
    // At the top, "up" is off: the focus stays on the moved file, on its "down" button.
    expect(screen.getByRole('button', { name: 'Move a down' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Upload 2 tracks' }));
    await waitFor(() => expect(api.selling.uploadAudiobookFile).toHaveBeenCalledTimes(2));
    const sent = api.selling.uploadAudiobookFile.mock.calls.map(([input]) => [
      input.body.title,
      input.body.position,
    ]);
    expect(sent).toEqual([
      ['a', 0],
      ['b', 1],
    ]);
  });

  it('asks before deleting a track, then deletes it', async () => {
    const after = sellerBook({ type: 'audiobook' });
    api.selling.deleteAudiobookFile.mockResolvedValueOnce({ data: after, message: 'Removed.' });
    const { user, onSaved } = renderStep(
      sellerBook({ type: 'audiobook', audio_files: [track({ id: 7, title: 'Chapter one' })] }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete Chapter one' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this track?' });
    expect(dialog).toHaveTextContent('“Chapter one” will be removed');
    expect(api.selling.deleteAudiobookFile).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.selling.deleteAudiobookFile).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Chapter one' }));
    await user.click(screen.getByRole('button', { name: 'Delete track' }));
    expect(api.selling.deleteAudiobookFile).toHaveBeenCalledWith({
      params: { uid: 'B1' },
      body: { file_id: 7 },
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(after, { stay: true }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Tracks' })).toHaveFocus());
  });

  it('moves a saved track through the server, keeping the focus on it', async () => {
    const one = track({ id: 1, title: 'One', position: 0 });
    const two = track({ id: 2, title: 'Two', position: 1 });
    api.selling.reorderAudiobookFiles.mockResolvedValueOnce({
      data: sellerBook({
        type: 'audiobook',
        audio_files: [
          { ...two, position: 0 },
          { ...one, position: 1 },
        ],
      }),
      message: 'The tracks are in their new order.',
    });
    function Editor() {
      const [book, setBook] = useState(sellerBook({ type: 'audiobook', audio_files: [one, two] }));
      return <CoverStep book={book} onSaved={setBook} />;
    }
    const user = userEvent.setup();
    render(<Editor />);
    expect(screen.getByRole('button', { name: 'Move One up' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move One down' }).focus();
    await user.keyboard('{Enter}');
    expect(api.selling.reorderAudiobookFiles).toHaveBeenCalledWith({
      params: { uid: 'B1' },
      body: { file_ids: [2, 1] },
    });
    const list = screen.getByRole('list', { name: 'Tracks in play order' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([expect.stringContaining('Two'), expect.stringContaining('One')]),
    );
    // At the bottom, "down" is off: the focus stays on the moved track, on its "up" button.
    expect(screen.getByRole('button', { name: 'Move One up' })).toHaveFocus();
  });

  it('makes titles from file names', () => {
    expect(titleFromFileName('03__night_drive.m4a')).toBe('03 night drive');
    expect(titleFromFileName('.mp3')).toBe('.mp3');
  });
});
