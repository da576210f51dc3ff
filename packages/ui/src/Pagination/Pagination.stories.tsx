import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  render: (args) => <Stateful {...args} />,
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    totalPages: { control: { type: 'number', min: 1 } },
    siblingCount: { control: { type: 'number', min: 0, max: 3 } },
    label: { control: 'text' },
    onPageChange: { action: 'pageChange' },
    getHref: { control: false },
    linkAs: { control: false },
  },
  args: { page: 5, totalPages: 20, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
    await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 20' }));
    await expect(canvas.getByRole('button', { name: 'Page 20' })).toHaveAttribute('aria-current', 'page');
  },
};
export const Playground: Story = {};
export const FirstPage: Story = { args: { page: 1, totalPages: 8 } };
export const FewPages: Story = { args: { page: 2, totalPages: 4 } };
export const AsLinks: Story = {
  args: { page: 3, totalPages: 12, getHref: (page) => `#books?page=${page}` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Page 4' })).toHaveAttribute(
      'href',
      '#books?page=4',
    );
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
