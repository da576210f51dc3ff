import type { Account } from '@bookstore/api-client/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ account: { addDeliveryAddress: vi.fn() } }));
const countries = [
  { country_code: 'ng', country_name: 'Nigeria' },
  { country_code: 'gh', country_name: 'Ghana' },
];
const states: Record<string, { id: number; name: string }[]> = {
  ng: [{ id: 25, name: 'Lagos' }],
  gh: [{ id: 40, name: 'Greater Accra' }],
};
const hooks = vi.hoisted(() => ({
  public: {
    useListSupportedCountries: vi.fn(),
    useListCountryStates: vi.fn(),
  },
}));
vi.mock('../api', () => ({ api, hooks }));
vi.mock('../feedback/toast', () => ({ showError: vi.fn() }));

const { DeliveryAddressForm } = await import('./DeliveryAddressForm');

const user = {
  first_name: 'Ada',
  last_name: 'Obi',
  phone: '+234 803 555 0101',
  country_code: 'ng',
  delivery_addresses: [],
} as unknown as Account;

beforeEach(() => {
  vi.clearAllMocks();
  hooks.public.useListSupportedCountries.mockReturnValue({ data: { data: countries } });
  hooks.public.useListCountryStates.mockImplementation((key: { params: { code: string } } | null) => ({
    data: key ? { data: states[key.params.code] ?? [] } : undefined,
  }));
});

describe('DeliveryAddressForm', () => {
  it('starts from the account and the given country, and offers Cancel only when asked', () => {
    const { rerender } = render(
      <DeliveryAddressForm user={user} country="gh" primary={false} onAdded={vi.fn()} />,
    );
    const form = screen.getByRole('form', { name: 'New delivery address' });
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ada Obi');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('+234 803 555 0101');
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue('gh');
    expect(screen.getByRole('checkbox', { name: /primary address/ })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(form).toBeInTheDocument();

    const onCancel = vi.fn();
    rerender(
      <DeliveryAddressForm user={user} country="ng" primary onAdded={vi.fn()} onCancel={onCancel} wide />,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('takes a phone and name saved while it is open, but keeps what was typed', async () => {
    const noPhone = { ...user, phone: null } as unknown as Account;
    const { rerender } = render(
      <DeliveryAddressForm user={noPhone} country="ng" primary onAdded={vi.fn()} />,
    );
    expect(screen.getByLabelText(/Phone/)).toHaveValue('');
    rerender(<DeliveryAddressForm user={user} country="ng" primary onAdded={vi.fn()} />);
    await waitFor(() => expect(screen.getByLabelText(/Phone/)).toHaveValue('+234 803 555 0101'));

    await userEvent.clear(screen.getByLabelText(/Full name/));
    await userEvent.type(screen.getByLabelText(/Full name/), 'Chidi Obi');
    rerender(
      <DeliveryAddressForm
        user={{ ...user, first_name: 'Adaeze', phone: '+234 803 555 0199' } as Account}
        country="ng"
        primary
        onAdded={vi.fn()}
      />,
    );
    await waitFor(() => expect(screen.getByLabelText(/Phone/)).toHaveValue('+234 803 555 0199'));
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Chidi Obi');
  });

  it('sends the address and hands the answer over', async () => {
    const answer = [{ id: 4, is_primary: true }];
    api.account.addDeliveryAddress.mockResolvedValue({ data: answer, message: 'Address added' });
    const onAdded = vi.fn();
    render(<DeliveryAddressForm user={user} country="ng" primary onAdded={onAdded} />);
    await userEvent.type(screen.getByLabelText(/Address line 1/), '12 Admiralty Way');
    await userEvent.type(screen.getByLabelText(/City/), 'Lekki');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /State/ }), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(answer, 'Address added'));
    expect(api.account.addDeliveryAddress).toHaveBeenCalledWith({
      body: {
        full_name: 'Ada Obi',
        phone: '+234 803 555 0101',
        address_line_1: '12 Admiralty Way',
        city: 'Lekki',
        state_id: 25,
        country_code: 'ng',
        is_primary: true,
      },
    });
  });

  it("forgets the chosen state when the country changes: that country's states apply", async () => {
    render(<DeliveryAddressForm user={user} country="ng" primary onAdded={vi.fn()} />);
    const state = screen.getByRole('combobox', { name: /State/ });
    await userEvent.selectOptions(state, '25');
    expect(state).toHaveValue('25');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'gh');
    expect(screen.getByRole('combobox', { name: /State/ })).not.toHaveValue('25');
    expect(screen.getByRole('option', { name: 'Greater Accra' })).toBeInTheDocument();
  });
});
