import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormAlert } from './FormAlert';

describe('FormAlert', () => {
  it('keeps its live region mounted and fills it with the message', () => {
    const { rerender } = render(<FormAlert message={null} />);
    const alert = screen.getByRole('alert');
    expect(alert).toBeEmptyDOMElement();
    expect(alert).toHaveAttribute('data-empty');
    rerender(<FormAlert message="The review was not posted." />);
    expect(screen.getByRole('alert')).toBe(alert);
    expect(alert).toHaveTextContent('The review was not posted.');
    expect(alert).not.toHaveAttribute('data-empty');
  });
});
