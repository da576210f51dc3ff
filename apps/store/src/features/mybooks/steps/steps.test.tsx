import { ApiError } from '@bookstore/api-client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Toast from '../../../feedback/toast';
import { answer, money } from '../../shared/testing';
import { sellerBook } from '../testBook';

const { api, hooks } = vi.hoisted(() => ({
  api: {
    selling: {
      updateBasicInfo: vi.fn(),
      updateAdvanceInfo: vi.fn(),
      attachContributor: vi.fn(),
      detachContributor: vi.fn(),
    },
  },
  hooks: {
    public: { useListSupportedCountries: vi.fn() },
    selling: {
      useListCategories: vi.fn(),
      useListSubCategories: vi.fn(),
      useListContributors: vi.fn(),
    },
  },
}));
vi.mock('../../../api', () => ({ api, hooks }));
vi.mock('../../../feedback/toast', async (original) => ({
  ...(await original<typeof Toast>()),
  showSuccess: vi.fn(),
  showError: vi.fn(),
}));

const { BasicInfoStep } = await import('./BasicInfoStep');
const { AdvanceInfoStep } = await import('./AdvanceInfoStep');
const { ContributorsStep } = await import('./ContributorsStep');

const DESCRIPTION = 'A road trip across a country where the sun never quite sets, told in letters.';
const SUB_CATEGORIES: Record<string, { uid: string; sub_category_name: string }[]> = {
  C1: [{ uid: 'S1', sub_category_name: 'Thrillers' }],
  C2: [
    { uid: 'S2', sub_category_name: 'Poetry' },
    { uid: 'S3', sub_category_name: 'Essays' },
  ],
};

beforeEach(() => {
  vi.clearAllMocks();
  hooks.selling.useListCategories.mockReturnValue(
    answer([
      { uid: 'C1', category_name: 'Fiction' },
      { uid: 'C2', category_name: 'Literature' },
    ]),
  );
  hooks.selling.useListSubCategories.mockImplementation((input: { params: { id: string } } | null) =>
    input
      ? answer(SUB_CATEGORIES[input.params.id] ?? [])
      : { data: undefined, error: undefined, isLoading: false },
  );
  hooks.public.useListSupportedCountries.mockReturnValue(
    answer([
      { country_code: 'ng', currency: { code: 'NGN', name: 'Naira', symbol: '₦' } },
      { country_code: 'gh', currency: { code: 'GHS', name: 'Cedi', symbol: 'GH₵' } },
    ]),
  );
});

describe('the basic info step', () => {
  it('shows the server’s field error on its field and keeps what was typed', async () => {
    api.selling.updateBasicInfo.mockRejectedValue(
      new ApiError(422, 'The given data was invalid.', {
        category_uid: ['The selected category is invalid.'],
      }),
    );
    const onSaved = vi.fn();
    render(
      <BasicInfoStep
        book={sellerBook({ category: { uid: 'C1', category_name: 'Fiction' } })}
        onSaved={onSaved}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Subtitle/ }), 'Letters from the road');
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), DESCRIPTION);
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(api.selling.updateBasicInfo).toHaveBeenCalledWith({
      params: { uid: 'B1' },
      body: {
        title: 'Sun Road',
        subtitle: 'Letters from the road',
        description: DESCRIPTION,
        category_uid: 'C1',
        sub_category_uid: null,
        language: 'English',
      },
    });
    const category = screen.getByRole('combobox', { name: /^Category/ });
    expect(await screen.findByText('The selected category is invalid.')).toBeInTheDocument();
    expect(category).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Subtitle/ })).toHaveValue('Letters from the road');
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue(DESCRIPTION);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('counts the description and asks for 50 characters before calling', async () => {
    render(<BasicInfoStep book={sellerBook()} onSaved={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), 'Too short.');
    expect(screen.getByText('10 / 5000')).toBeInTheDocument();
    expect(screen.getByText(/40 more to go/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The description must be at least 50 characters.')).toBeInTheDocument();
    expect(api.selling.updateBasicInfo).not.toHaveBeenCalled();
  });

  it('lists the sub-categories of the chosen category and forgets the old one on a change', async () => {
    const book = sellerBook({
      description: DESCRIPTION,
      category: { uid: 'C1', category_name: 'Fiction' },
      sub_category: { uid: 'S1', sub_category_name: 'Thrillers' },
    });
    api.selling.updateBasicInfo.mockResolvedValue({ data: book, message: 'Saved.' });
    const onSaved = vi.fn();
    render(<BasicInfoStep book={book} onSaved={onSaved} />);
    const sub = screen.getByRole('combobox', { name: /Sub-category/ });
    expect(hooks.selling.useListSubCategories).toHaveBeenLastCalledWith({ params: { id: 'C1' } });
    expect(sub).toHaveValue('S1');
    expect(
      within(sub)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', 'Thrillers']);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Category/ }), 'C2');
    expect(hooks.selling.useListSubCategories).toHaveBeenLastCalledWith({ params: { id: 'C2' } });
    expect(
      within(sub)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', 'Poetry', 'Essays']);
    expect(sub).toHaveValue('');
    // The old sub-category (of another category) is not sent with the new category.
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(api.selling.updateBasicInfo).toHaveBeenLastCalledWith(
      expect.objectContaining({
        body: expect.objectContaining({ category_uid: 'C2', sub_category_uid: null }),
      }),
    );

    await userEvent.selectOptions(sub, 'S3');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(api.selling.updateBasicInfo).toHaveBeenLastCalledWith(
      expect.objectContaining({
        body: expect.objectContaining({ category_uid: 'C2', sub_category_uid: 'S3' }),
      }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(book));
  });
});

describe('the price and details step', () => {
  it('starts from the book’s values and adds and removes tags, ten at most', async () => {
    const tags = ['travel', 'letters', 'sun', 'road', 'summer', 'family', 'desert', 'memoir', 'africa'];
    const book = sellerBook({
      price: { ...money(2500), currency_code: 'GHS', currency_symbol: 'GH₵' },
      publication_date: '2026-10-01',
      // As people write it: the form sends the digits the contract takes.
      isbn: '978-0-306-40615-7',
      pages: 220,
      tags,
    });
    api.selling.updateAdvanceInfo.mockResolvedValue({ data: book, message: 'Saved.' });
    const onSaved = vi.fn();
    render(<AdvanceInfoStep book={book} onSaved={onSaved} />);
    expect(screen.getByRole('spinbutton', { name: /Price/ })).toHaveValue(2500);
    expect(screen.getByRole('combobox', { name: /Currency/ })).toHaveValue('GHS');
    expect(screen.getByLabelText(/Publication date/)).toHaveValue('2026-10-01');

    const tagBox = screen.getByRole('textbox', { name: /Tags/ });
    await userEvent.type(tagBox, 'Travel{Enter}');
    expect(screen.getByText('“Travel” is already a tag.')).toBeInTheDocument();
    await userEvent.clear(tagBox);
    await userEvent.type(tagBox, 'roadtrip{Enter}');
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.type(tagBox, 'one more{Enter}');
    expect(screen.getByText('A book has at most 10 tags.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove tag sun' }));
    expect(tagBox).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(api.selling.updateAdvanceInfo).toHaveBeenCalledWith({
      params: { uid: 'B1' },
      body: {
        price: 2500,
        currency_code: 'GHS',
        isbn: '9780306406157',
        publisher: null,
        publication_date: '2026-10-01',
        pages: 220,
        tags: ['travel', 'letters', 'road', 'summer', 'family', 'desert', 'memoir', 'africa', 'roadtrip'],
      },
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(book));
  });

  it('asks for a price and a date, in the author’s currency by default', async () => {
    render(<AdvanceInfoStep book={sellerBook()} onSaved={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: /Currency/ })).toHaveValue('NGN');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Enter the price.')).toBeInTheDocument();
    expect(screen.getByText('Enter the publication date.')).toBeInTheDocument();
    expect(api.selling.updateAdvanceInfo).not.toHaveBeenCalled();
  });
});

describe('the contributors step', () => {
  const jane = { id: 4, name: 'Jane Okafor', role: 'editor' as const };

  it('attaches someone from the author’s other books in the chosen role, found by searching', async () => {
    hooks.selling.useListContributors.mockReturnValue({
      ...answer([jane, { id: 5, name: 'Tunde Bello', role: 'illustrator' }]),
      mutate: vi.fn(),
    });
    const saved = sellerBook({ contributors: [{ ...jane, role: 'translator' }] });
    api.selling.attachContributor.mockResolvedValue({
      data: saved,
      message: 'Jane Okafor added as translator.',
    });
    const onSaved = vi.fn();
    render(<ContributorsStep book={sellerBook()} onSaved={onSaved} />);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'translator');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search your contributors' }), 'jan');
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Add as Translator: Tunde Bello' }),
      ).not.toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add as Translator: Jane Okafor' }));
    expect(api.selling.attachContributor).toHaveBeenCalledWith({
      params: { uid: 'B1' },
      body: { contributor_id: 4, role: 'translator' },
    });
    expect(onSaved).toHaveBeenCalledWith(saved, { stay: true });
  });

  it('adds a new person by name, showing the server’s refusal on the field', async () => {
    const mutate = vi.fn();
    hooks.selling.useListContributors.mockReturnValue({ ...answer([]), mutate });
    api.selling.attachContributor.mockRejectedValueOnce(
      new ApiError(422, 'The given data was invalid.', { name: ['The name must be at least 2 characters.'] }),
    );
    const saved = sellerBook({ contributors: [{ id: 9, name: 'Ada Obi', role: 'author' }] });
    api.selling.attachContributor.mockResolvedValueOnce({ data: saved, message: 'Ada Obi added as author.' });
    const onSaved = vi.fn();
    render(<ContributorsStep book={sellerBook()} onSaved={onSaved} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Ad');
    await userEvent.click(screen.getByRole('button', { name: 'Add author' }));
    expect(await screen.findByText('The name must be at least 2 characters.')).toBeInTheDocument();
    expect(name).toHaveValue('Ad');

    await userEvent.type(name, 'a Obi');
    await userEvent.click(screen.getByRole('button', { name: 'Add author' }));
    expect(api.selling.attachContributor).toHaveBeenLastCalledWith({
      params: { uid: 'B1' },
      body: { name: 'Ada Obi', role: 'author' },
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved, { stay: true }));
    expect(mutate).toHaveBeenCalled();
  });

  it('lists who is on the book, detaches a person and continues to the next step', async () => {
    hooks.selling.useListContributors.mockReturnValue({ ...answer([]), mutate: vi.fn() });
    const book = sellerBook({ contributors: [jane, { ...jane, role: 'translator' }] });
    const saved = sellerBook();
    api.selling.detachContributor.mockResolvedValue({ data: saved, message: 'Removed.' });
    const onSaved = vi.fn();
    render(<ContributorsStep book={book} onSaved={onSaved} />);
    const row = screen.getByText('Jane Okafor').closest('li');
    expect(row).toHaveTextContent('Editor, Translator');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Jane Okafor' }));
    expect(api.selling.detachContributor).toHaveBeenCalledWith({
      params: { uid: 'B1' },
      body: { contributor_id: 4 },
    });
    expect(onSaved).toHaveBeenCalledWith(saved, { stay: true });
    expect(screen.getByRole('heading', { name: 'On this book' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSaved).toHaveBeenLastCalledWith(book);
  });
});
