import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { REVIEW_BODY_MAX, ReviewForm, type ReviewFormValues } from './ReviewForm';

describe('ReviewForm', () => {
  it('chooses the rating with the keyboard, as a radio group labelled "Your rating"', async () => {
    render(<ReviewForm onSubmit={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '1 star, did not like it' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '2 stars, it was all right' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '5 stars, loved it' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '4 stars, really liked it' })).toBeChecked();
    expect(screen.getByText('Really liked it')).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeRequired();
  });

  it('refuses to send without a rating: the error sits under the stars and focus goes there', async () => {
    const onSubmit = vi.fn();
    render(<ReviewForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title (optional)' }), 'Slow but worth it');
    await userEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose a rating: 1 to 5 stars.');
    expect(screen.getByRole('radio', { name: /^1 star/ })).toHaveFocus();
    await userEvent.click(screen.getByRole('radio', { name: /^3 stars/ }));
    expect(group).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(onSubmit).toHaveBeenCalledWith({ rating: 3, title: 'Slow but worth it', body: null });
  });

  it('counts the title and the text against their limits as they are typed', async () => {
    render(<ReviewForm onSubmit={vi.fn()} />);
    const title = screen.getByRole('textbox', { name: 'Title (optional)' });
    expect(title).toHaveAttribute('maxlength', '120');
    expect(title).toHaveAccessibleDescription('0 / 120');
    await userEvent.type(title, 'Ugwu');
    expect(title).toHaveAccessibleDescription('4 / 120');
    const body = screen.getByRole('textbox', { name: 'Your review (optional)' });
    expect(body).toHaveAttribute('maxlength', String(REVIEW_BODY_MAX));
    await userEvent.type(body, 'Loved it.');
    expect(screen.getByText('9 / 4000')).toBeInTheDocument();
  });

  it("shows a 422's field errors on their fields and keeps what was typed", () => {
    const typed = { rating: 5 as const, title: 'Read it twice', body: 'See my notes at notes.example' };
    render(
      <ReviewForm
        defaultValue={typed}
        onSubmit={vi.fn()}
        errors={{ title: 'Too short a title.', body: 'Links go to our team first.' }}
        formError="Your review was not posted."
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Title (optional)' })).toHaveValue('Read it twice');
    expect(screen.getByRole('textbox', { name: 'Title (optional)' })).toHaveAccessibleDescription(
      '13 / 120 Too short a title.',
    );
    expect(screen.getByRole('textbox', { name: 'Your review (optional)' })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'Your review (optional)' })).toHaveAccessibleDescription(
      'Links go to our team first.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your review was not posted.');
    expect(screen.getByRole('radio', { name: /^5 stars/ })).toBeChecked();
  });

  it('asks once more before deleting an existing review; Keep it has focus', async () => {
    const onDelete = vi.fn();
    render(<ReviewForm editing defaultValue={{ rating: 4 }} onSubmit={vi.fn()} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete review' }));
    expect(onDelete).not.toHaveBeenCalled();
    const ask = screen.getByRole('group', { name: 'Delete your review?' });
    expect(within(ask).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Delete your review?' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete review' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete review' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('is pending while it sends or deletes', async () => {
    const onSubmit = vi.fn();
    const props = {
      editing: true,
      defaultValue: { rating: 4 as const },
      onSubmit,
      onDelete: vi.fn(),
      onCancel: vi.fn(),
    };
    const { rerender } = render(<ReviewForm {...props} submitting />);
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete review' })).toBeDisabled();
    rerender(<ReviewForm {...props} deleting />);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('can be controlled: the caller holds the values', async () => {
    const seen: ReviewFormValues[] = [];
    function Controlled() {
      const [value, setValue] = useState<ReviewFormValues>({ rating: 2, title: '', body: '' });
      return (
        <ReviewForm
          value={value}
          onChange={(next) => {
            seen.push(next);
            setValue(next);
          }}
          onSubmit={vi.fn()}
        />
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your review (optional)' }), 'Hm');
    expect(seen.at(-1)).toEqual({ rating: 2, title: '', body: 'Hm' });
    expect(screen.getByRole('radio', { name: /^2 stars/ })).toBeChecked();
  });
});
