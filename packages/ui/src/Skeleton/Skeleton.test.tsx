import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and sized by props', () => {
    const { container } = render(<Skeleton variant="rect" width={160} height="50%" />);
    const shape = container.firstElementChild;
    expect(shape).toHaveAttribute('aria-hidden', 'true');
    expect(shape).toHaveStyle({ width: '160px', height: '50%' });
  });

  it('draws several text lines', () => {
    const { container } = render(<Skeleton lines={3} />);
    expect(container.querySelectorAll('[data-variant="text"]')).toHaveLength(3);
  });

  it('knows only its variants', () => {
    // @ts-expect-error not a variant
    const { container } = render(<Skeleton variant="triangle" />);
    expect(container.firstElementChild).toBeInTheDocument();
  });
});
