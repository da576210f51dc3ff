import { act, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFixtureFetch, fixtureBooks } from '../src/fixtures/catalog';
import { mount, PLAY_EVENT, type MountedWidget } from '../src/index';
import { formatTime, stepRate } from '../src/widgets/player';
import { fakeMedia } from './media';

let widget: MountedWidget | undefined;
let element: HTMLElement;

beforeEach(() => {
  fakeMedia();
  element = document.createElement('div');
  document.body.append(element);
});

afterEach(() => {
  if (widget) act(() => widget?.unmount());
  widget = undefined;
  element.remove();
  vi.restoreAllMocks();
});

async function mountPlayer(uid: string) {
  await act(async () => {
    widget = mount(element, {
      widget: 'player',
      uid,
      fetch: createFixtureFetch({ sampleUrl: 'https://media.test/sample.wav' }),
    });
  });
  const root = element.shadowRoot;
  if (!root) throw new Error('no shadow root');
  return within(root as unknown as HTMLElement);
}

describe('player', () => {
  it('plays and pauses the book sample, announcing play to the host', async () => {
    const view = await mountPlayer(fixtureBooks.audiobook.uid);
    const heard = vi.fn();
    element.addEventListener(PLAY_EVENT, heard);
    const audio = element.shadowRoot?.querySelector('audio');
    expect(audio).toHaveAttribute('src', 'https://media.test/sample.wav');

    fireEvent.click(await view.findByRole('button', { name: 'Play sample' }));
    expect(view.getByRole('button', { name: 'Pause sample' })).toBeInTheDocument();
    expect(heard.mock.calls[0]?.[0].detail).toMatchObject({
      uid: fixtureBooks.audiobook.uid,
      title: 'The Famished Road',
      sampleUrl: 'https://media.test/sample.wav',
      playbackRate: 1,
    });
    fireEvent.click(view.getByRole('button', { name: 'Pause sample' }));
    expect(view.getByRole('button', { name: 'Play sample' })).toBeInTheDocument();
  });

  it('takes Space, K and the arrow keys anywhere in the player', async () => {
    const view = await mountPlayer(fixtureBooks.audiobook.uid);
    const group = await view.findByRole('group', { name: 'Sample: The Famished Road' });
    const audio = element.shadowRoot?.querySelector('audio');
    if (!audio) throw new Error('no audio');
    Object.defineProperty(audio, 'duration', { configurable: true, value: 30 });
    fireEvent(audio, new Event('durationchange'));

    fireEvent.keyDown(group, { key: ' ' });
    expect(view.getByRole('button', { name: 'Pause sample' })).toBeInTheDocument();
    fireEvent.keyDown(group, { key: 'k' });
    expect(view.getByRole('button', { name: 'Play sample' })).toBeInTheDocument();

    fireEvent.keyDown(group, { key: 'ArrowRight' });
    fireEvent.keyDown(group, { key: 'ArrowRight' });
    expect(audio.currentTime).toBe(10);
    fireEvent.keyDown(group, { key: 'ArrowLeft' });
    expect(audio.currentTime).toBe(5);
    expect(view.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', '0:05 of 0:30');

    fireEvent.keyDown(group, { key: 'ArrowUp' });
    expect(audio.playbackRate).toBe(1.25);
    expect(view.getByRole('combobox', { name: 'Speed' })).toHaveValue('1.25');
    fireEvent.change(view.getByRole('combobox', { name: 'Speed' }), { target: { value: '2' } });
    expect(audio.playbackRate).toBe(2);
  });

  it('says so when a book has no sample', async () => {
    const view = await mountPlayer(fixtureBooks.ebook.uid);
    expect(await view.findByText('Purple Hibiscus has no audio sample.')).toBeInTheDocument();
  });
});

describe('player helpers', () => {
  it('formats times and steps speeds within 0.5× and 3×', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(75.9)).toBe('1:15');
    expect(formatTime(3725)).toBe('1:02:05');
    expect(formatTime(Number.NaN)).toBe('--:--');
    expect(stepRate(1, 1)).toBe(1.25);
    expect(stepRate(2, 1)).toBe(2.25);
    expect(stepRate(3, 1)).toBe(3);
    expect(stepRate(0.75, -1)).toBe(0.5);
    expect(stepRate(0.5, -1)).toBe(0.5);
    expect(stepRate(1.1, -1)).toBe(1);
    expect(stepRate(1.1, 1)).toBe(1.25);
  });
});
