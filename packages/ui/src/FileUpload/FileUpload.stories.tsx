import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileUpload } from './FileUpload';

const meta = {
  title: 'Primitives/FileUpload',
  component: FileUpload,
  argTypes: {
    label: { control: 'text' },
    accept: { control: 'text' },
    maxSize: { control: 'number' },
    multiple: { control: 'boolean' },
    progress: { control: { type: 'range', min: 0, max: 100 } },
    error: { control: 'text' },
    hint: { control: 'text' },
    disabled: { control: 'boolean' },
    preview: { control: 'boolean' },
    name: { control: 'text' },
    onFilesChange: { action: 'filesChange' },
  },
  args: {
    label: 'Book cover',
    accept: 'image/jpeg,image/png',
    maxSize: 5 * 1024 * 1024,
    hint: 'At least 1600 x 2560 pixels.',
    onFilesChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

// A 1x1 PNG, so the preview shows a real image.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Book cover/);
    await userEvent.upload(input, new File([PNG], 'cover.png', { type: 'image/png' }));
    await expect(args.onFilesChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('img', { name: 'Preview of cover.png' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove cover.png' }));
    await expect(canvas.queryByText('cover.png')).not.toBeInTheDocument();
  },
};
export const Playground: Story = {};
export const TooLarge: Story = {
  args: { maxSize: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText(/Book cover/),
      new File([PNG], 'cover.png', { type: 'image/png' }),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'cover.png is 70 B, larger than the 10 B limit.',
    );
  },
};
export const Uploading: Story = { args: { progress: 45 } };
export const Uploaded: Story = { args: { progress: 100 } };
export const UploadFailed: Story = {
  args: { error: 'The upload failed. Check your connection and try again.' },
};
export const AudioFiles: Story = {
  args: {
    label: 'Audiobook chapters',
    accept: 'audio/*',
    multiple: true,
    maxSize: 500 * 1024 * 1024,
    hint: undefined,
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { args: { progress: 60 }, globals: { theme: 'dark' } };
