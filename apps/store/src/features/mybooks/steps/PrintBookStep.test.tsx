import { ApiError } from '@bookstore/api-client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as ToastModule from '../../../feedback/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, money } from '../../shared/testing';
import { sellerBook } from '../testBook';

const { api, hooks } = vi.hoisted(() => ({
  api: { selling: { updatePrintBook: vi.fn(), printOnDemandCheck: vi.fn() } },
  hooks: { public: { useListSupportedCountries: vi.fn() } },
}));
vi.mock('../../../api', () => ({ api, hooks }));
vi.mock('../../../feedback/toast', async (original) => ({
  ...(await original<typeof ToastModule>()),
  showSuccess: vi.fn(),
  showError: vi.fn(),
}));

const { PrintBookStep } = await import('./PrintBookStep');

const PRINT = {
  binding: 'hardcover' as const,
  weight_grams: 420,
  width_mm: 152,
  height_mm: 229,
  depth_mm: 24,
  stock: 30,
  print_on_demand: true,
};

beforeEach(() => {
  vi.clearAllMocks();
  hooks.public.useListSupportedCountries.mockReturnValue(
    answer([
      { country_code: 'ng', country_name: 'Nigeria' },
      { country_code: 'gh', country_name: 'Ghana' },
    ]),
  );
});

describe('the print edition step', () => {
  it('saves the print details and stays for the print-on-demand check', async () => {
    const saved = sellerBook({ type: 'printbook', print: PRINT });
    api.selling.updatePrintBook.mockResolvedValueOnce({ data: saved, message: 'Saved.' });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    render(<PrintBookStep book={sellerBook({ type: 'printbook' })} onSaved={onSaved} />);
    expect(screen.getByText(/save the print details first/i)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save print details' }));
    expect(screen.getByRole('spinbutton', { name: 'Width (mm)' })).toHaveAccessibleDescription(
      /enter the width in millimetres/i,
    );
    expect(api.selling.updatePrintBook).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Binding' }), 'hardcover');
    await user.type(screen.getByRole('spinbutton', { name: 'Width (mm)' }), '152');
    await user.type(screen.getByRole('spinbutton', { name: 'Height (mm)' }), '229');
    await user.type(screen.getByRole('spinbutton', { name: 'Thickness (mm)' }), '24');
    await user.type(screen.getByRole('spinbutton', { name: 'Weight (grams)' }), '420');
    await user.clear(screen.getByRole('spinbutton', { name: /copies in stock/i }));
    await user.type(screen.getByRole('spinbutton', { name: /copies in stock/i }), '30');
    await user.click(screen.getByRole('switch', { name: /print on demand/i }));
    await user.click(screen.getByRole('button', { name: 'Save print details' }));

    await waitFor(() =>
      expect(api.selling.updatePrintBook).toHaveBeenCalledWith({ params: { uid: 'B1' }, body: PRINT }),
    );
    expect(onSaved).toHaveBeenCalledWith(saved, { stay: true });
  });

  it('shows the server’s field errors and keeps what was typed', async () => {
    api.selling.updatePrintBook.mockRejectedValueOnce(
      new ApiError(422, 'Invalid.', { depth_mm: ['The thickness does not fit this binding.'] }),
    );
    const user = userEvent.setup();
    render(<PrintBookStep book={sellerBook({ type: 'printbook', print: PRINT })} onSaved={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Save print details' }));
    const depth = await screen.findByRole('spinbutton', { name: 'Thickness (mm)' });
    await waitFor(() => expect(depth).toHaveAccessibleDescription(/does not fit this binding/));
    expect(depth).toHaveValue(24);
  });

  it('checks print on demand for a quantity and a country and shows the quote', async () => {
    api.selling.printOnDemandCheck.mockResolvedValueOnce({
      data: { available: true, unit_cost: money(2500), min_quantity: 1, lead_time_days: 5 },
      message: '',
    });
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const book = sellerBook({ type: 'printbook', print: PRINT });
    render(<PrintBookStep book={book} onSaved={onSaved} />);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '20');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'gh');
    await user.click(screen.getByRole('button', { name: 'Check print on demand' }));

    expect(api.selling.printOnDemandCheck).toHaveBeenCalledWith({
      params: { uid: 'B1' },
      body: { quantity: 20, country_code: 'gh' },
    });
    const quote = await screen.findByLabelText('Print on demand quote');
    expect(quote).toHaveTextContent('Print on demand is available');
    expect(quote).toHaveTextContent('₦2,500.00');
    expect(quote).toHaveTextContent('5 days');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSaved).toHaveBeenCalledWith(book);
  });

  it('will not continue before the print details are saved', async () => {
    const onSaved = vi.fn();
    const user = userEvent.setup();
    render(<PrintBookStep book={sellerBook({ type: 'printbook' })} onSaved={onSaved} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Save the print details before you continue.')).toHaveAttribute('role', 'alert');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it.each([
    ['ebook', /this book is an ebook, so it has no print edition/i],
    ['audiobook', /this book is an audiobook, so it has no print edition/i],
  ] as const)('explains that a %s has no print edition and offers Continue', async (type, text) => {
    const onSaved = vi.fn();
    const book = sellerBook({ type });
    render(<PrintBookStep book={book} onSaved={onSaved} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSaved).toHaveBeenCalledWith(book);
  });
});
