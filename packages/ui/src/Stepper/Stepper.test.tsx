import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './Stepper';

describe('Stepper', () => {
  it('lists steps in order with their state and marks the current one', () => {
    render(
      <Stepper
        label="Onboarding"
        steps={[
          { label: 'Personal', state: 'complete', href: '/selling/voa/onboard/personal' },
          { label: 'Studio', state: 'current' },
          { label: 'Vocal', state: 'upcoming' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Onboarding' });
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Personal (completed)',
      '2Studio (current step)',
      '3Vocal (not started)',
    ]);
    expect(nav).toContainElement(screen.getByRole('link', { name: /Personal/ }));
    expect(screen.getByText('Studio').closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
  });

  it('accepts only known states', () => {
    // @ts-expect-error not a step state
    render(<Stepper label="x" steps={[{ label: 'A', state: 'done' }]} />);
    expect(screen.getByRole('navigation', { name: 'x' })).toBeInTheDocument();
  });
});
