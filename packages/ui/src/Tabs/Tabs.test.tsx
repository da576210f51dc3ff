import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './Tabs';

const tabs: TabItem[] = [
  { id: 'personal', label: 'Personal', content: 'Name and bio' },
  { id: 'studio', label: 'Studio', content: 'Microphone and room' },
  { id: 'vocal', label: 'Vocal', content: 'Accent and age', disabled: true },
  { id: 'demo', label: 'Demo', content: 'Demo recordings' },
];

describe('Tabs', () => {
  it('has one tab stop and moves with arrows, skipping disabled tabs', async () => {
    const onChange = vi.fn();
    render(<Tabs label="Profile" tabs={tabs} onChange={onChange} />);
    expect(screen.getByRole('tablist', { name: 'Profile' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Personal' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Studio' })).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Demo' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Demo' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Demo' })).toHaveTextContent('Demo recordings');
    expect(onChange).toHaveBeenLastCalledWith('demo');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Personal' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Demo' })).toHaveFocus();
  });

  it('selects on click and shows only the selected panel', async () => {
    render(<Tabs label="Profile" tabs={tabs} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Studio' }));
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tabpanel', { name: 'Studio' })).toHaveTextContent('Microphone and room');
  });

  it('needs a label for the tab list', () => {
    // @ts-expect-error label is required
    render(<Tabs tabs={tabs} />);
    expect(screen.getByRole('tablist')).toBeInTheDocument();
  });
});
