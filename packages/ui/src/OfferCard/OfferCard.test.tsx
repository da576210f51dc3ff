import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { offers } from '../fixtures/bookstore-fixtures';
import { OfferCard } from './OfferCard';

describe('OfferCard', () => {
  it('links the offer under its artist and lists price, words, delivery and revisions', () => {
    render(<OfferCard offer={offers.audiobookNarration} />);
    const card = screen.getByRole('article', { name: 'Full audiobook narration, up to 10,000 words' });
    expect(screen.getByRole('link')).toHaveAttribute('href', '/voas/tunde_voices/offers/off_NARR0001');
    expect(card).toHaveTextContent('Tunde Voices');
    expect(card).toHaveTextContent('Up to 10,000 words');
    expect(card).toHaveTextContent('7 days delivery');
    expect(card).toHaveTextContent('2 revisions');
    expect(card).toHaveTextContent('₦120,000.00');
    expect(card).not.toHaveTextContent('Active');
  });

  it('orders the offer', async () => {
    const onOrder = vi.fn();
    render(<OfferCard offer={offers.sample} onOrder={onOrder} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Order', description: 'Retail sample, first chapter' }),
    );
    expect(onOrder).toHaveBeenCalledWith(offers.sample);
  });

  it('shows the status on the artist dashboard without the artist line', () => {
    render(
      <OfferCard offer={offers.sample} showStatus showArtist={false} href="/dashboard/voiceover/offers" />,
    );
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Paused');
    expect(card).not.toHaveTextContent('Amaka Eze');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/dashboard/voiceover/offers');
    expect(card).toHaveTextContent('1 revision');
  });
});
