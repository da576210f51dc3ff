import { describe, expect, it } from 'vitest';
import { fitRect } from './fitImage';

describe('fitRect', () => {
  const banner = { width: 1600, height: 400 };

  it('crops the middle of a tall photo to fill a wide banner', () => {
    expect(fitRect({ width: 1000, height: 1000 }, banner, 'cover')).toEqual({
      x: 0,
      y: -600,
      width: 1600,
      height: 1600,
    });
  });

  it('shows a tall photo whole in a wide banner, centred', () => {
    expect(fitRect({ width: 1000, height: 1000 }, banner, 'contain')).toEqual({
      x: 600,
      y: 0,
      width: 400,
      height: 400,
    });
  });

  it('fills a square frame from a wide photo by cropping its sides', () => {
    const rect = fitRect({ width: 2000, height: 1000 }, { width: 512, height: 512 }, 'cover');
    expect(rect).toEqual({ x: -256, y: 0, width: 1024, height: 512 });
  });
});
