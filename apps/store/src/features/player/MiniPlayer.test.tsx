import type { PlayerBook } from '@bookstore/widgets';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { closePlayer, storePlayer } from './session';
import MiniPlayer from './MiniPlayer';

// The mini player names the chapter playing: a chapter inside the track where the file has them (its
// ID3 CHAP or M4B chapter marks), else the track.
const book: PlayerBook = {
  id: 'BOOKAUDIO001',
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
      ],
    },
    { title: 'Part 2', url: 'https://media.test/p2.mp3', duration: 50 },
  ],
};

afterEach(() => closePlayer());

describe('the mini player', () => {
  it('names the chapter inside the track as it plays, then the next track', () => {
    const player = storePlayer();
    player.load(book);
    render(
      <MemoryRouter>
        <MiniPlayer />
      </MemoryRouter>,
    );
    const bar = screen.getByRole('region', { name: 'Now playing' });
    expect(bar).toHaveTextContent('Prologue');
    act(() => {
      player.audio.currentTime = 50;
      player.audio.dispatchEvent(new Event('timeupdate'));
    });
    expect(bar).toHaveTextContent('Storm');
    expect(bar).not.toHaveTextContent('Prologue');
    act(() => player.goToChapter(2, false));
    expect(bar).toHaveTextContent('Part 2');
  });
});
