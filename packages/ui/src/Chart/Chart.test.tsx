import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Chart, niceScale } from './Chart';

const data = [
  { label: 'Aug', value: 700 },
  { label: 'Sep', value: 650 },
  { label: 'Oct', value: 930 },
];

describe('Chart', () => {
  it('is an image named by its title and described by a summary', () => {
    render(<Chart title="Revenue" data={data} formatValue={(v) => `₦${v}`} />);
    const graphic = screen.getByRole('img', { name: 'Revenue' });
    expect(graphic).toHaveAccessibleDescription(
      '3 values from Aug to Oct; highest ₦930 in Oct; latest ₦930.',
    );
    expect(graphic.querySelectorAll('circle')).toHaveLength(3);
  });

  it('offers the same data as a table', () => {
    render(<Chart title="Sales" type="bar" data={data} valueLabel="Copies" categoryLabel="Month" />);
    const table = screen.getByRole('table', { name: 'Sales' });
    expect(table).toHaveTextContent('MonthCopiesAug700Sep650Oct930');
    expect(screen.getByRole('img', { name: 'Sales' }).querySelectorAll('rect')).toHaveLength(3);
  });

  it('uses a given description', () => {
    render(<Chart title="Revenue" data={data} description="Revenue rose 33% in October." />);
    expect(screen.getByRole('img', { name: 'Revenue' })).toHaveAccessibleDescription(
      'Revenue rose 33% in October.',
    );
  });

  it('says so when there is no data', () => {
    render(<Chart title="Revenue" data={[]} emptyMessage="No sales yet" />);
    expect(screen.getByText('No sales yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('rounds the axis to friendly steps', () => {
    expect(niceScale(930)).toEqual({ max: 1000, step: 250 });
    expect(niceScale(9340)).toEqual({ max: 10000, step: 2500 });
    expect(niceScale(96)).toEqual({ max: 100, step: 25 });
    expect(niceScale(0)).toEqual({ max: 1, step: 0.25 });
  });
});
