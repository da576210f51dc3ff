import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer';
import { RouterLink } from '../fixtures/router-link';

describe('Footer', () => {
  it('is the contentinfo landmark with link columns, legal links and the copyright', () => {
    render(<Footer siteName="Rovingheights" year={2026} />);
    const footer = screen.getByRole('contentinfo');
    const shop = within(footer).getByRole('navigation', { name: 'Shop' });
    expect(within(shop).getByRole('link', { name: 'Printbooks' })).toHaveAttribute('href', '/printbooks');
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/private-policy',
    );
    expect(within(legal).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/term-of-use');
    expect(footer).toHaveTextContent('© 2026 Rovingheights. All rights reserved.');
  });

  it('takes its own columns and link component', () => {
    render(
      <Footer
        columns={[{ title: 'Help', links: [{ label: 'About', href: '/about' }] }]}
        linkAs={RouterLink}
      />,
    );
    expect(screen.getAllByRole('navigation')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/app/about');
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/app/term-of-use');
  });

  it('shows the country switcher it is given next to the legal links', () => {
    render(<Footer countrySwitcher={<button type="button">Country: Ghana</button>} />);
    const footer = screen.getByRole('contentinfo');
    const country = within(footer).getByRole('button', { name: 'Country: Ghana' });
    expect(country.nextElementSibling).toBe(within(footer).getByRole('navigation', { name: 'Legal' }));
  });
});
