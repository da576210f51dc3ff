import { afterEach, describe, expect, it } from 'vitest';
import type { LibraryEntry } from '../shared';
import { resumePlace } from './session';

const uid = 'BOOKAUDIO001';

function entry(progress: Partial<LibraryEntry['progress']>): LibraryEntry {
  return {
    book: { uid },
    progress: {
      location: null,
      percent: 0,
      track_index: null,
      position_seconds: null,
      updated_at: null,
      ...progress,
    },
  } as LibraryEntry;
}

afterEach(() => localStorage.clear());

describe('where the player resumes', () => {
  it('starts at the beginning when nothing was saved', () => {
    expect(resumePlace(entry({}))).toBeNull();
  });

  it("takes the server's place (another device) unless this device saved later", () => {
    const server = entry({ track_index: 2, position_seconds: 41.5, updated_at: '2026-11-24T10:00:00Z' });
    expect(resumePlace(server)).toMatchObject({ trackIndex: 2, position: 41.5 });

    const earlier = Date.parse('2026-11-24T09:00:00Z');
    localStorage.setItem(
      `player_place:${uid}`,
      JSON.stringify({ track_index: 1, position_seconds: 7, saved_at: earlier }),
    );
    expect(resumePlace(server)).toMatchObject({ trackIndex: 2, position: 41.5 });

    // A save that never reached the server (the tab closed mid-request) wins on this device.
    const later = Date.parse('2026-11-24T11:00:00Z');
    localStorage.setItem(
      `player_place:${uid}`,
      JSON.stringify({ track_index: 3, position_seconds: 12, saved_at: later }),
    );
    expect(resumePlace(server)).toEqual({ trackIndex: 3, position: 12 });
  });

  it('ignores a damaged local place', () => {
    localStorage.setItem(`player_place:${uid}`, '{not json');
    expect(resumePlace(entry({}))).toBeNull();
  });
});
