import type { Prng } from '../prng.ts';
import { encodeWav, SAMPLE_RATE, synthesizeMelody } from './wav.ts';
import type { MediaWriter } from './writer.ts';

/**
 * Audio is shared from small pools rather than made per book: a 4-second 16 kHz mono clip is 128 KB,
 * so one per audiobook would put hundreds of megabytes on disk at 20,000 books. Books pick a clip by
 * index, so neighbours sound different, and the whole set stays under 8 MB.
 */
export interface AudioClip {
  path: string;
  durationSeconds: number;
  sizeBytes: number;
}

export interface AudioPoolSpec {
  name: string;
  size: number;
  seconds: number;
}

export const SAMPLE_POOL: AudioPoolSpec = { name: 'samples', size: 24, seconds: 4 };
export const TRACK_POOL: AudioPoolSpec = { name: 'tracks', size: 8, seconds: 12 };
export const DEMO_POOL: AudioPoolSpec = { name: 'demos', size: 12, seconds: 5 };

export class AudioPool {
  readonly clips: AudioClip[];

  constructor(rng: Prng, media: MediaWriter, spec: AudioPoolSpec) {
    this.clips = [];
    for (let i = 0; i < spec.size; i++) {
      const clipRng = rng.fork(`${spec.name}:${i}`);
      const path = media.write(
        `seed/audio/${spec.name}/${spec.name.slice(0, -1)}-${String(i + 1).padStart(2, '0')}.wav`,
        () => encodeWav(synthesizeMelody(clipRng, { seconds: spec.seconds })),
      );
      this.clips.push({
        path,
        durationSeconds: spec.seconds,
        sizeBytes: 44 + spec.seconds * SAMPLE_RATE * 2,
      });
    }
  }

  at(index: number): AudioClip {
    const clip = this.clips[((index % this.clips.length) + this.clips.length) % this.clips.length];
    if (!clip) throw new Error('Empty audio pool');
    return clip;
  }
}
