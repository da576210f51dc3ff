import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Radio, RadioGroup } from './RadioGroup';

const options = [
  { value: 'grid', label: 'Grid' },
  { value: 'list', label: 'List' },
];

function Controlled() {
  const [view, setView] = useState('grid');
  return (
    <>
      <RadioGroup label="View" name="view" options={options} value={view} onChange={setView} />
      <p>View is {view}</p>
    </>
  );
}

describe('RadioGroup', () => {
  it('is a named group whose choice follows clicks and arrows', async () => {
    render(<Controlled />);
    expect(screen.getByRole('group', { name: 'View' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Grid' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'List' }));
    expect(screen.getByText('View is list')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Grid' })).not.toBeChecked();
  });

  it('announces its error', () => {
    render(<RadioGroup label="View" name="v" options={options} error="Choose one" />);
    expect(screen.getByRole('group', { name: 'View' })).toHaveAccessibleDescription('Choose one');
  });

  it('exports a single Radio', () => {
    render(<Radio label="Only" name="x" value="1" />);
    expect(screen.getByRole('radio', { name: 'Only' })).toBeInTheDocument();
  });

  it('needs a name', () => {
    // @ts-expect-error name is required
    render(<RadioGroup label="No name" options={options} />);
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });
});
