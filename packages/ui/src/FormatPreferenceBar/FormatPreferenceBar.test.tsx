import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { BookType } from '../format';
import { FormatPreferenceBar } from './FormatPreferenceBar';

function Controlled({ onChange }: { onChange: (type: BookType) => void }) {
  const [value, setValue] = useState<BookType>('ebook');
  return (
    <FormatPreferenceBar
      value={value}
      onChange={(type) => {
        onChange(type);
        setValue(type);
      }}
    />
  );
}

describe('FormatPreferenceBar', () => {
  it('states the preference and marks its toggle as pressed', () => {
    render(<FormatPreferenceBar value="ebook" onChange={() => undefined} />);
    expect(screen.getByText(/Your book preference is set to/)).toHaveTextContent(
      'Your book preference is set to ebook, you can change it below:',
    );
    const group = screen.getByRole('group', { name: /Your book preference is set to ebook/ });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ebook' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Printbook' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Audiobook' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('changes the preference and ignores a click on the current one', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ebook' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Audiobook' }));
    expect(onChange).toHaveBeenCalledWith('audiobook');
    expect(screen.getByRole('button', { name: 'Audiobook' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/set to/)).toHaveTextContent('set to audiobook,');
  });
});
