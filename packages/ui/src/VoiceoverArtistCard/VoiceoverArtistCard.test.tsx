import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { voiceoverArtists } from '../fixtures/bookstore-fixtures';
import { VoiceoverArtistCard } from './VoiceoverArtistCard';

describe('VoiceoverArtistCard', () => {
  it('links the artist to their profile and shows headline, voices, rating, jobs and starting price', () => {
    render(<VoiceoverArtistCard artist={voiceoverArtists.tunde} />);
    const card = screen.getByRole('article', { name: 'Tunde Voices' });
    expect(screen.getByRole('link', { name: 'Tunde Voices' })).toHaveAttribute('href', '/voas/tunde_voices');
    expect(card).toHaveTextContent('Warm baritone for literary fiction and memoir');
    const voices = within(screen.getByRole('list', { name: 'Languages and accents' })).getAllByRole(
      'listitem',
    );
    expect(voices.map((item) => item.textContent)).toEqual(['English', 'Yoruba', 'Nigerian', 'British RP']);
    expect(screen.getByRole('img', { name: 'Rated 4.9 out of 5, from 86 ratings' })).toBeInTheDocument();
    expect(card).toHaveTextContent('112 jobs completed');
    expect(card).toHaveTextContent('From ₦25,000.00');
  });

  it('shows a newcomer without ratings or a starting price, named by first and last name', () => {
    render(
      <VoiceoverArtistCard artist={{ ...voiceoverArtists.newcomer, display_name: '' }} headingLevel={2} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Femi Adeyemi' })).toBeInTheDocument();
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('No ratings yet');
    expect(card).toHaveTextContent('0 jobs completed');
    expect(card).not.toHaveTextContent('From');
  });
});
