import { useRef, useState, type RefObject } from 'react';
import { AdminFilters, type FilterField } from './AdminFilters';
import { AdminResults, type AdminResultsProps } from './AdminResults';

/**
 * A row action's dialog on a back office list: the row it is open for (`target`), and the results that
 * take the focus back once it is done, as the filters' "clear" does.
 */
export function useRowDialog<Row>() {
  const results = useRef<HTMLElement>(null);
  const [target, setTarget] = useState<Row | null>(null);
  return {
    results,
    target,
    open: setTarget,
    close: () => setTarget(null),
    done: () => {
      setTarget(null);
      results.current?.focus();
    },
  };
}

export interface AdminListProps<Row> extends Omit<AdminResultsProps<Row>, 'ref'> {
  /** The filters' accessible name ("Find books") and fields, kept in the URL. */
  filters: { label: string; fields: readonly FilterField[] };
  /** The results' element (from `useRowDialog`), focused after the filters are cleared or a row's action. */
  results: RefObject<HTMLElement | null>;
}

/** A back office list: its filters above the results, the skeleton every list screen shares. */
export function AdminList<Row>({ filters, results, ...props }: AdminListProps<Row>) {
  return (
    <>
      <AdminFilters label={filters.label} fields={filters.fields} results={results} />
      <AdminResults ref={results} {...props} />
    </>
  );
}
