import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { voiceoverArtists } from '../fixtures/bookstore-fixtures';
import { VoiceoverArtistCard } from './VoiceoverArtistCard';

const meta = {
  title: 'Bookstore/VoiceoverArtistCard',
  component: VoiceoverArtistCard,
  args: { artist: voiceoverArtists.tunde, headingLevel: 3 },
  argTypes: {
    artist: { control: 'object' },
    href: { control: 'text' },
    linkAs: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    className: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VoiceoverArtistCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Tunde Voices' })).toHaveAttribute(
      'href',
      '/voas/tunde_voices',
    );
  },
};

export const Playground: Story = {};

export const WithAvatar: Story = { args: { artist: voiceoverArtists.amaka } };

export const Newcomer: Story = { args: { artist: voiceoverArtists.newcomer } };
