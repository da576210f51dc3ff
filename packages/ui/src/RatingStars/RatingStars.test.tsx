import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingStars } from './RatingStars';

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
});
