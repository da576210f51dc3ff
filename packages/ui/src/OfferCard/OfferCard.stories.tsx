import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { offers } from '../fixtures/bookstore-fixtures';
import { OfferCard } from './OfferCard';

const meta = {
  title: 'Bookstore/OfferCard',
  component: OfferCard,
  args: {
    offer: offers.audiobookNarration,
    onOrder: fn(),
    showStatus: false,
    showArtist: true,
    headingLevel: 3,
  },
  argTypes: {
    offer: { control: 'object' },
    href: { control: 'text' },
    linkAs: { control: false },
    onOrder: { description: 'Shows the Order button' },
    showStatus: { control: 'boolean' },
    showArtist: { control: 'boolean' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    className: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Order' }));
    await expect(args.onOrder).toHaveBeenCalledWith(offers.audiobookNarration);
  },
};

export const Playground: Story = {};

export const WithArtistAvatar: Story = { args: { offer: offers.sample } };

export const DashboardActive: Story = { args: { showStatus: true, showArtist: false, onOrder: undefined } };

export const DashboardPaused: Story = {
  args: { offer: offers.sample, showStatus: true, showArtist: false, onOrder: undefined },
};
