import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './DataTable';

interface Payment {
  id: number;
  reference: string;
  amount: number;
  paidAt: Date;
}

const rows: Payment[] = [
  { id: 1, reference: 'PAY-10', amount: 2500, paidAt: new Date('2026-03-01') },
  { id: 2, reference: 'PAY-9', amount: 12500, paidAt: new Date('2026-01-15') },
  { id: 3, reference: 'PAY-100', amount: 800, paidAt: new Date('2026-02-10') },
];

const columns: DataTableColumn<Payment>[] = [
  { key: 'reference', header: 'Reference', sortable: true, rowHeader: true },
  { key: 'amount', header: 'Amount', sortable: true, align: 'end', cell: (r) => r.amount.toFixed(2) },
  { key: 'paidAt', header: 'Paid', sortable: true },
];

const firstColumn = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('DataTable', () => {
  it('is named by its caption and renders cells', () => {
    render(<DataTable caption="Payments" columns={columns} rows={rows} getRowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Payments' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('cell', { name: '12500.00' })).toBeInTheDocument();
  });

  it('sorts by a column and reports it with aria-sort', async () => {
    const onSortChange = vi.fn();
    render(
      <DataTable
        caption="Payments"
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.id}
        onSortChange={onSortChange}
      />,
    );
    const header = screen.getByRole('columnheader', { name: /Reference/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['PAY-9', 'PAY-10', 'PAY-100']);
    await userEvent.click(screen.getByRole('button', { name: /Paid/ }));
    expect(firstColumn()).toEqual(['PAY-9', 'PAY-100', 'PAY-10']);
    await userEvent.click(screen.getByRole('button', { name: /Paid/ }));
    expect(screen.getByRole('columnheader', { name: /Paid/ })).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['PAY-10', 'PAY-100', 'PAY-9']);
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'paidAt', direction: 'descending' });
  });

  it('leaves the order to the server with manualSort', async () => {
    render(
      <DataTable
        caption="Payments"
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.id}
        manualSort
        onSortChange={() => undefined}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Amount/ }));
    expect(firstColumn()).toEqual(['PAY-10', 'PAY-9', 'PAY-100']);
  });

  it('shows the empty state', () => {
    render(
      <DataTable
        caption="Payments"
        columns={columns}
        rows={[]}
        getRowKey={(r) => r.id}
        emptyState="No payments yet"
      />,
    );
    expect(screen.getByRole('cell', { name: 'No payments yet' })).toHaveAttribute('colspan', '3');
  });

  it('labels each cell with its column for the phone card layout, keeping table roles', () => {
    const labelled: DataTableColumn<Payment>[] = [
      ...columns,
      { key: 'status', header: <span>State</span>, label: 'Status', cell: () => 'Paid' },
      { key: 'receipt', header: <span aria-label="Receipt" />, cell: () => 'PDF' },
    ];
    const frozen: readonly Payment[] = Object.freeze([...rows]);
    render(<DataTable caption="Payments" columns={labelled} rows={frozen} getRowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Payments' });
    expect(table).toHaveAttribute('role', 'table');
    const [head, first, ...rest] = within(table).getAllByRole('row');
    if (!head || !first) throw new Error('rows missing');
    expect(within(head).getAllByRole('columnheader')).toHaveLength(5);
    expect(rest).toHaveLength(2);
    expect(within(first).getByRole('rowheader')).toHaveTextContent('PAY-10');
    // The row header is the card's title, without a label; a node header needs `label` to get one.
    expect(within(first).getByRole('rowheader')).not.toHaveAttribute('data-label');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Amount', 'Paid', 'Status', null]);
    // The label is CSS content, not text: the cell's name stays its value.
    expect(within(first).getByRole('cell', { name: 'Paid' })).toHaveAttribute('data-label', 'Status');
  });

  it('types cells by row', () => {
    // @ts-expect-error cell receives a Payment, which has no title
    const bad: DataTableColumn<Payment> = { key: 'x', header: 'X', cell: (row) => row.title };
    expect(bad.key).toBe('x');
  });
});
