import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioPlayer, createPlayerController, type PlayerBook } from '../src/player-core';
import { fakeMedia } from './media';

// The full player's views for a file holding several chapters: the chapter list, the seek bar's
// marks and the time left in the chapter (the controller's behaviour is in player-core.test.ts).

const book: PlayerBook = {
  id: 'bk_AUDIO003',
  title: 'The Delta',
  author: 'A. Obi',
  cover: null,
  tracks: [
    {
      title: 'Part 1',
      url: 'https://media.test/p1.mp3',
      duration: 100,
      chapters: [
        { title: 'Prologue', start: 0 },
        { title: 'Storm', start: 40 },
        { title: 'Harbour', start: 70 },
      ],
    },
    { title: 'Part 2', url: 'https://media.test/p2.mp3', duration: 50 },
  ],
};

beforeEach(fakeMedia);
afterEach(() => vi.restoreAllMocks());

describe('player views: chapters inside a track', () => {
  it('lists the chapters, marks them on the seek bar and counts the time left in the chapter', () => {
    const player = createPlayerController({ mediaSession: false });
    player.load(book);
    render(<AudioPlayer controller={player} />);
    const list = within(screen.getByRole('list'));
    const items = list.getAllByRole('button');
    expect(items.map((button) => button.textContent)).toEqual([
      '1Prologue0:40',
      '2Storm0:30',
      '3Harbour0:30',
      '4Part 20:50',
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Now playing · 1 of 4')).toBeInTheDocument();
    const seek = screen.getByRole('slider', { name: 'Position in track' });
    expect(seek).toHaveAttribute('aria-valuetext', '0:00 of 1:40, Prologue');
    // Two marks: where Storm and Harbour start (40 % and 70 % of the file).
    const marks = [
      ...(seek.parentElement?.querySelectorAll<HTMLElement>('[aria-hidden="true"] > span') ?? []),
    ].map((mark) => mark.style.left);
    expect(marks).toEqual(['40%', '70%']);

    fireEvent.click(items[1] as HTMLElement);
    expect(player.getState()).toMatchObject({ trackIndex: 0, position: 40, chapterIndex: 1 });
    act(() => {
      player.audio.currentTime = 50;
      player.audio.dispatchEvent(new Event('timeupdate'));
    });
    expect(list.getAllByRole('button')[1]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText(/^20 s left in chapter · 1 min left in book/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chapter 2: Storm');
    player.close();
  });
});
