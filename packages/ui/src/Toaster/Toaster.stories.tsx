import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { toast, Toaster } from './Toaster';

function ToastDemo(props: { position?: 'bottom-right' | 'top-center'; duration?: number }) {
  return (
    <div
      style={{
        display: 'flex',
        gap: 8,
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        minHeight: 240,
        padding: 16,
      }}
    >
      <Toaster {...props} />
      <Button onClick={() => toast.success('Book added to cart')}>Success</Button>
      <Button variant="secondary" onClick={() => toast.error('Oops... Something went wrong')}>
        Error
      </Button>
      <Button variant="ghost" onClick={() => toast('The book type is set to audiobook', { duration: 2000 })}>
        Message
      </Button>
    </div>
  );
}

const meta = {
  title: 'Primitives/Toaster',
  component: ToastDemo,
  argTypes: {
    position: { control: 'inline-radio', options: ['bottom-right', 'top-center'] },
    duration: { control: 'number' },
  },
  args: { position: 'bottom-right', duration: 4000 },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toast.remove();
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    // A toast fades in: wait until it shows rather than reading it on its first frame.
    await waitFor(() => expect(canvas.getByText('Book added to cart')).toBeVisible());
  },
};
export const Playground: Story = {};
export const ErrorToast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    // A toast fades in: wait until it shows rather than reading it on its first frame.
    await waitFor(() => expect(canvas.getByText('Oops... Something went wrong')).toBeVisible());
  },
};
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Message' }));
    // A toast fades in: wait until it shows rather than reading it on its first frame.
    await waitFor(() => expect(canvas.getByText('The book type is set to audiobook')).toBeVisible());
  },
};
