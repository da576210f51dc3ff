import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingStars, starRowPolygon } from './RatingStars';

describe('RatingStars', () => {
  it('announces the rating out of five', () => {
    render(<RatingStars value={4.5} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });

  it('keeps the rating within range and mentions how many ratings there are', () => {
    render(<RatingStars value={7} count={1280} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5, from 1,280 ratings' })).toBeInTheDocument();
    expect(screen.getByText('(1,280)')).toBeInTheDocument();
  });

  it('uses another scale and shows the value when asked', () => {
    render(<RatingStars value={3.14} max={10} count={1} showValue />);
    expect(screen.getByRole('img', { name: 'Rated 3.1 out of 10, from 1 rating' })).toBeInTheDocument();
    expect(screen.getByText('3.1')).toBeInTheDocument();
  });

  it('draws its stars as one clipped element, whatever the scale', () => {
    render(<RatingStars value={2} max={10} />);
    const track = screen.getByRole('img', { name: 'Rated 2 out of 10' });
    expect(track.querySelectorAll('*')).toHaveLength(1);
    expect(track.style.clipPath).toBe(starRowPolygon(10));
    expect((track.firstElementChild as HTMLElement).style.width).toBe('20%');
  });

  it('outlines each star once and walks its steps between stars back', () => {
    const points = starRowPolygon(5)
      .replace(/^polygon\(|\)$/g, '')
      .split(', ')
      .map((point) => point.split(' ').map((value) => Number.parseFloat(value)));
    // 10 corners and the closing corner per star, then the 4 steps back to the first star.
    expect(points).toHaveLength(5 * 11 + 4);
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(100);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(100);
    }
    // The fifth star sits in the last fifth of the row; the outline ends where it began.
    expect(points[44]?.[0]).toBeGreaterThan(80);
    expect(points.at(-1)).toEqual(points[0]);
  });

  it("keeps the usual five stars' outline in its style sheet, equal to the drawn one", () => {
    render(<RatingStars value={4} />);
    const track = screen.getByRole('img', { name: 'Rated 4 out of 5' });
    expect(track.getAttribute('style')).toBeNull();
    const css = readFileSync(path.join(__dirname, 'RatingStars.module.css'), 'utf8');
    const written = /\.Five\s*\{\s*clip-path:\s*([^;]+);/.exec(css)?.[1];
    expect(written).toBe(starRowPolygon(5));
  });
});
