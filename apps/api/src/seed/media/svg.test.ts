import { describe, expect, it } from 'vitest';
import { Prng } from '../prng.ts';
import { bookCoverSvg } from './svg.ts';

describe('generated book covers', () => {
  it('never put their type mark in the top-left corner, under the store card’s format badge', () => {
    const rng = new Prng(7);
    const marks = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      for (const type of ['ebook', 'audiobook', 'printbook'] as const) {
        const svg = bookCoverSvg(rng, { title: `Title ${i}`, author: 'An Author', type });
        // The mark is the pill (rx 13) in its own group.
        const mark = /<g><rect x="([\d.]+)" y="([\d.]+)" width="[\d.]+" height="26" rx="13"/.exec(svg);
        expect(mark, svg.slice(0, 200)).not.toBeNull();
        const [x, y] = [Number(mark?.[1]), Number(mark?.[2])];
        marks.add(`${x < 200 ? 'left' : 'right'}-${y < 300 ? 'top' : 'bottom'}`);
        expect(x < 200 && y < 300).toBe(false);
      }
    }
    // The layouts still vary where the mark sits.
    expect(marks.size).toBeGreaterThan(1);
  });
});
