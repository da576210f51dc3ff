import { clsx } from 'clsx';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { ChevronDownIcon, ChevronUpIcon } from '../icons';
import classes from './DataTable.module.css';

export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  key: string;
  direction: SortDirection;
}

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  /**
   * The label shown above the value when rows read as cards (narrow containers); defaults to `header`
   * when that is text. Screen readers hear the column header instead, once.
   */
  label?: string;
  /** Cell content; defaults to the row's value under `key`. */
  cell?: (row: Row) => ReactNode;
  /** Value used for sorting; defaults to the row's value under `key`. */
  sortValue?: (row: Row) => string | number | Date | null | undefined;
  sortable?: boolean;
  /** `end` for numbers and money. */
  align?: 'start' | 'center' | 'end';
  /** Row header cell (th scope=row), usually the first column. */
  rowHeader?: boolean;
}

export interface DataTableProps<Row> {
  /** Describes the table; its accessible name. */
  caption: ReactNode;
  /** Keeps the caption for screen readers only. */
  hideCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row, index: number) => string | number;
  /** Controlled sort. With `onSortChange` and `manualSort`, rows are shown as given (sorted by the server). */
  sort?: SortState | null;
  defaultSort?: SortState;
  onSortChange?: (sort: SortState) => void;
  manualSort?: boolean;
  /** Shown in place of rows when there are none. */
  emptyState?: ReactNode;
  density?: 'compact' | 'comfortable';
  className?: string;
}

function defaultValue<Row>(row: Row, key: string): unknown {
  return typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[key] : undefined;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

function display(value: unknown): ReactNode {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toLocaleDateString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
}

function cardLabel<Row>(column: DataTableColumn<Row>): string | undefined {
  if (column.label !== undefined) return column.label;
  return typeof column.header === 'string' || typeof column.header === 'number'
    ? String(column.header)
    : undefined;
}

/**
 * A data table with a caption, sortable column headers (aria-sort) and an empty state. In a container
 * narrower than about 600 px (a phone, a side panel) each row reads as a card: every cell shows its
 * column's label above the value, so no column hides off-screen. The table keeps its semantics (explicit
 * table roles, as `display` changes would drop them in some browsers); the visible labels are CSS
 * content with empty alternative text, so screen readers hear each column header once.
 */
export function DataTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowKey,
  sort: sortProp,
  defaultSort,
  onSortChange,
  manualSort = false,
  emptyState = 'Nothing to show yet.',
  density = 'comfortable',
  className,
}: DataTableProps<Row>) {
  const captionId = useId();
  const [internalSort, setInternalSort] = useState<SortState | null>(defaultSort ?? null);
  const sort = sortProp === undefined ? internalSort : sortProp;
  const regionRef = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);

  useEffect(() => {
    const region = regionRef.current;
    if (!region || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrollable(region.scrollWidth > region.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    measure();
    return () => observer.disconnect();
  }, []);

  const sortedRows = useMemo(() => {
    if (!sort || manualSort) return rows;
    const column = columns.find((c) => c.key === sort.key);
    if (!column) return rows;
    const value = (row: Row) => (column.sortValue ? column.sortValue(row) : defaultValue(row, column.key));
    const factor = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => factor * compare(value(a), value(b)));
  }, [rows, columns, sort, manualSort]);

  const toggleSort = (key: string) => {
    const next: SortState = {
      key,
      direction: sort?.key === key && sort.direction === 'ascending' ? 'descending' : 'ascending',
    };
    if (sortProp === undefined) setInternalSort(next);
    onSortChange?.(next);
  };

  return (
    <div className={clsx(classes.Root, className)} data-density={density}>
      <div
        className={classes.Region}
        ref={regionRef}
        role="region"
        aria-labelledby={captionId}
        // Focusable only while it scrolls sideways, so keyboard users can scroll a wide table.
        {...(scrollable ? { tabIndex: 0 } : {})}
      >
        {/*
         * The roles are explicit on purpose: the card layout changes `display`, and some browsers then
         * drop the implicit table semantics (jsx-a11y sees them as redundant; here they are not).
         */}
        <table className={classes.Table} role="table">
          <caption id={captionId} className={classes.Caption} data-hidden={hideCaption || undefined}>
            {caption}
          </caption>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- kept under `display` changes, see above */}
          <thead className={classes.Head} role="rowgroup">
            <tr className={classes.HeadRow} role="row">
              {columns.map((column) => {
                const active = sort?.key === column.key;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    role="columnheader"
                    className={classes.Header}
                    data-align={column.align ?? 'start'}
                    aria-sort={column.sortable ? (active && sort ? sort.direction : 'none') : undefined}
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        className={classes.SortButton}
                        onClick={() => toggleSort(column.key)}
                      >
                        {column.header}
                        <span
                          className={classes.SortIcon}
                          data-active={active || undefined}
                          aria-hidden="true"
                        >
                          {active && sort?.direction === 'descending' ? (
                            <ChevronDownIcon size={14} />
                          ) : (
                            <ChevronUpIcon size={14} />
                          )}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- kept under `display` changes, see above */}
          <tbody className={classes.Body} role="rowgroup">
            {sortedRows.length === 0 ? (
              <tr role="row">
                {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- see above */}
                <td colSpan={columns.length} className={classes.Empty} role="cell">
                  {emptyState}
                </td>
              </tr>
            ) : (
              sortedRows.map((row, index) => (
                <tr key={getRowKey(row, index)} className={classes.Row} role="row">
                  {columns.map((column) => {
                    const content = column.cell ? column.cell(row) : display(defaultValue(row, column.key));
                    return column.rowHeader ? (
                      <th
                        key={column.key}
                        scope="row"
                        role="rowheader"
                        className={classes.Cell}
                        data-align={column.align ?? 'start'}
                      >
                        {content}
                      </th>
                    ) : (
                      <td
                        key={column.key}
                        // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- see above
                        role="cell"
                        className={classes.Cell}
                        data-align={column.align ?? 'start'}
                        data-label={cardLabel(column)}
                      >
                        {content}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
