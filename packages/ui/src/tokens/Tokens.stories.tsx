import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const COLOR_TOKENS = [
  'bg',
  'bg-subtle',
  'bg-muted',
  'fg',
  'fg-muted',
  'border',
  'accent',
  'accent-subtle',
  'success',
  'warning',
  'danger',
  'info',
  'ebook',
  'audiobook',
  'printbook',
] as const;

function TokenSwatches() {
  return (
    <ul
      aria-label="Colour tokens"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 'var(--bk-space-3)',
        listStyle: 'none',
        padding: 0,
        margin: 0,
      }}
    >
      {COLOR_TOKENS.map((name) => (
        <li key={name} style={{ fontSize: 'var(--bk-font-size-sm)' }}>
          <div
            style={{
              height: 48,
              borderRadius: 'var(--bk-radius-md)',
              border: '1px solid var(--bk-color-border)',
              background: `var(--bk-color-${name})`,
            }}
          />
          {/* The kit's mono stack, not the system's generic monospace, which differs between machines. */}
          <code style={{ fontFamily: 'var(--bk-font-mono)' }}>--bk-color-{name}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: TokenSwatches,
  parameters: { docs: { description: { component: 'Colour tokens of the current theme.' } } },
} satisfies Meta<typeof TokenSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {
  // Left out of the screenshot comparison: its monospace labels' line height shifted between runs of
  // the single-page visual harness. The colours themselves show in every component's baselines; the
  // story test (play + axe) still runs.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(COLOR_TOKENS.length);
  },
};
