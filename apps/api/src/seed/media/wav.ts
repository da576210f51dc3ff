import type { Prng } from '../prng.ts';

/**
 * Short synthesized audio as 16-bit PCM WAV, so the player has real files to stream, seek and
 * show durations for. Each clip is a melody on a pentatonic scale with a soft harmonic, a plucked
 * envelope and a quiet drone, all drawn from the generator: different per seed, cheap to make.
 */
export const SAMPLE_RATE = 16_000;

const PENTATONIC = [0, 2, 4, 7, 9];

export interface MelodyOptions {
  seconds: number;
  sampleRate?: number;
}

export function synthesizeMelody(rng: Prng, options: MelodyOptions): Int16Array {
  const rate = options.sampleRate ?? SAMPLE_RATE;
  const total = Math.round(options.seconds * rate);
  const out = new Float32Array(total);
  const root = 196 * 2 ** (rng.int(0, 11) / 12); // somewhere between G3 and F#4
  const tempo = rng.int(84, 132);
  const beat = 60 / tempo;
  const brightness = rng.float(0.15, 0.45);

  // Melody: notes of one or two beats walking the scale. Oscillators and envelopes run as
  // recurrences (one multiply-add per sample) instead of Math.sin/Math.exp, which keeps a pool cheap.
  let t = 0;
  let degree = rng.int(0, 4);
  const decay = Math.exp(-3.2 / rate);
  while (t < options.seconds) {
    const length = beat * rng.pick([0.5, 1, 1, 1, 2]);
    degree = Math.max(0, Math.min(9, degree + rng.pick([-2, -1, 1, 1, 2])));
    const octave = Math.floor(degree / 5);
    const semitone = (PENTATONIC[degree % 5] ?? 0) + octave * 12;
    const w = (2 * Math.PI * root * 2 ** (semitone / 12)) / rate;
    const k = 2 * Math.cos(w);
    const start = Math.round(t * rate);
    const end = Math.min(total, Math.round((t + length) * rate));
    // sin and cos of the phase, one step back and now
    let sinPrev = -Math.sin(w);
    let sinNow = 0;
    let cosPrev = Math.cos(w);
    let cosNow = 1;
    let envelope = 1;
    const attack = rate / 80;
    for (let i = start; i < end; i++) {
      const n = i - start;
      const gain = (n < attack ? n / attack : 1) * envelope;
      // sin(2x) = 2 sin(x) cos(x): the second harmonic for free
      out[i] = (out[i] ?? 0) + gain * (0.55 * sinNow + brightness * 2 * sinNow * cosNow);
      const sinNext = k * sinNow - sinPrev;
      const cosNext = k * cosNow - cosPrev;
      sinPrev = sinNow;
      sinNow = sinNext;
      cosPrev = cosNow;
      cosNow = cosNext;
      envelope *= decay;
    }
    t += length;
  }
  // Drone on the root an octave down, faded in and out.
  const droneK = 2 * Math.cos((Math.PI * root) / rate);
  let dronePrev = -Math.sin((Math.PI * root) / rate);
  let drone = 0;
  for (let i = 0; i < total; i++) {
    const time = i / rate;
    const fade = Math.min(1, time / 0.5, (options.seconds - time) / 0.5);
    out[i] = (out[i] ?? 0) + 0.12 * fade * drone;
    const next = droneK * drone - dronePrev;
    dronePrev = drone;
    drone = next;
  }
  const pcm = new Int16Array(total);
  for (let i = 0; i < total; i++) {
    const v = Math.max(-1, Math.min(1, (out[i] ?? 0) * 0.7));
    pcm[i] = Math.round(v * 32767);
  }
  return pcm;
}

/** A canonical 44-byte RIFF/WAVE header followed by the samples (little-endian). */
export function encodeWav(samples: Int16Array, sampleRate = SAMPLE_RATE, channels = 1): Uint8Array {
  const dataBytes = samples.length * 2;
  const buffer = new ArrayBuffer(44 + dataBytes);
  const view = new DataView(buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * 2, true); // byte rate
  view.setUint16(32, channels * 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples.length; i++) view.setInt16(44 + i * 2, samples[i] ?? 0, true);
  return new Uint8Array(buffer);
}

export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  dataBytes: number;
  durationSeconds: number;
}

/** Reads the header back; throws on anything that is not plain PCM WAV. */
export function parseWavHeader(bytes: Uint8Array): WavInfo {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (bytes.length < 44 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE' || tag(12) !== 'fmt ' || tag(36) !== 'data')
    throw new Error('Not a PCM WAV file');
  if (view.getUint16(20, true) !== 1) throw new Error('Not PCM');
  const sampleRate = view.getUint32(24, true);
  const channels = view.getUint16(22, true);
  const bitsPerSample = view.getUint16(34, true);
  const dataBytes = view.getUint32(40, true);
  if (view.getUint32(4, true) !== 36 + dataBytes || bytes.length !== 44 + dataBytes)
    throw new Error('Bad sizes');
  return {
    sampleRate,
    channels,
    bitsPerSample,
    dataBytes,
    durationSeconds: dataBytes / (sampleRate * channels * (bitsPerSample / 8)),
  };
}
