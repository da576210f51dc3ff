import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('reports a determinate value, clamped to the range', () => {
    render(<ProgressBar label="Upload" value={150} max={200} showValue />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(bar).toHaveAttribute('aria-valuenow', '150');
    expect(bar).toHaveAttribute('aria-valuemax', '200');
    expect(bar).toHaveAttribute('aria-valuetext', '75%');
    expect(screen.getByText('75%')).toBeInTheDocument();
  });

  it('has no value when indeterminate', () => {
    render(<ProgressBar label="Loading" />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).not.toHaveAttribute('aria-valuenow');
  });

  it('needs a label', () => {
    // @ts-expect-error label is required
    render(<ProgressBar value={3} />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });
});
