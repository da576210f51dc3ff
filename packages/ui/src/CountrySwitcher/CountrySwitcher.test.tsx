import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { countryOptions } from './countries.fixture';
import { CountrySwitcher } from './CountrySwitcher';

function Harness({ onChange = () => undefined }: { onChange?: (code: string) => void }) {
  const [value, setValue] = useState('ng');
  return (
    <>
      <CountrySwitcher
        countries={countryOptions}
        value={value}
        onChange={(code) => {
          onChange(code);
          setValue(code);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('CountrySwitcher', () => {
  it('is a labelled menu button showing the flag and the code', () => {
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'Country: Nigeria, NG, prices in NGN' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveTextContent('NG');
    expect(button.querySelector('img')).toHaveAttribute('src', countryOptions[0]?.country_icon);
  });

  it('lists every country with its flag and currency, the selected one checked and focused', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: /^Country:/ }));
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([
      'Nigeria₦ NGN',
      'Ghana₵ GHS',
      'KenyaKSh KES',
      'South AfricaR ZAR',
      'United Kingdom£ GBP',
      'United States$ USD',
    ]);
    expect(items[0]).toHaveAttribute('aria-checked', 'true');
    expect(items[1]).toHaveAttribute('aria-checked', 'false');
    expect(items[0]).toHaveFocus();
    expect(screen.getByRole('menu', { name: 'Country and currency' })).toBeInTheDocument();
  });

  it('moves with arrows, Home, End and a letter; Enter picks and focus returns to the button', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const button = screen.getByRole('button', { name: /^Country:/ });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: /United States/ })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('menuitemradio', { name: /Nigeria/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitemradio', { name: /United States/ })).toHaveFocus();
    await userEvent.keyboard('k');
    expect(screen.getByRole('menuitemradio', { name: /Kenya/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('ke');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Country: Kenya, KE, prices in KES' })).toHaveFocus();
  });

  it('closes on Escape (focus back on the button), on Tab and on a click elsewhere', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const button = screen.getByRole('button', { name: /^Country:/ });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the name and currency in full, and the code alone before the countries load', () => {
    const { rerender } = render(
      <CountrySwitcher countries={countryOptions} value="gb" onChange={() => undefined} display="full" />,
    );
    expect(screen.getByRole('button', { name: 'Country: United Kingdom · £ GBP' })).toHaveTextContent(
      'United Kingdom · £ GBP',
    );
    rerender(<CountrySwitcher countries={[]} value="gb" onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Country: GB' })).toHaveTextContent('GB');
  });
});
