import { Button, Select, TextField, type SelectOption } from '@bookstore/ui';
import type { FormEvent, RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withFilter } from '../shared/pageParam';
import classes from './admin.module.css';

/**
 * One filter of a list: a text box (or a date) sent with the form, or a select applied at once. A text
 * box's example goes in its placeholder, not a hint under it: the boxes of a row stay level.
 */
export type FilterField =
  | { kind: 'text' | 'date'; name: string; label: string; placeholder?: string }
  | { kind: 'select'; name: string; label: string; options: SelectOption[] };

export interface AdminFiltersProps {
  /** The search form's accessible name ("Find orders"). */
  label: string;
  fields: readonly FilterField[];
  /** Where focus goes after the filters are cleared (the results). */
  results?: RefObject<HTMLElement | null>;
}

/** Whether any of these filters is set in the URL. */
export function isFiltered(params: URLSearchParams, fields: readonly FilterField[]): boolean {
  return fields.some((field) => Boolean(params.get(field.name)?.trim()));
}

/**
 * A list's filters, kept in the URL (shared, reloaded, left with the back button): the text and date
 * boxes apply on Search, a select at once; each change goes back to the first page.
 */
export function AdminFilters({ label, fields, results }: AdminFiltersProps) {
  const [params, setParams] = useSearchParams();

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    let next = new URLSearchParams(params);
    for (const field of fields) {
      const value = data.get(field.name);
      next = withFilter(next, field.name, typeof value === 'string' ? value : undefined);
    }
    setParams(next);
  };
  const clear = () => {
    setParams(new URLSearchParams());
    results?.current?.focus();
  };

  // Selects apply at once: Search is for the boxes, and a list with selects only has none.
  const searchable = fields.some((field) => field.kind !== 'select');
  const filtered = isFiltered(params, fields);
  return (
    <form
      role="search"
      aria-label={label}
      className={classes.Filters}
      data-selects-only={searchable ? undefined : ''}
      onSubmit={search}
    >
      {fields.map((field) =>
        field.kind === 'select' ? (
          <Select
            key={field.name}
            name={field.name}
            label={field.label}
            value={params.get(field.name) ?? ''}
            onChange={(event) => setParams(withFilter(params, field.name, event.target.value))}
            options={field.options}
          />
        ) : (
          <TextField
            // A new URL value (back button, clear filters) resets what the box shows.
            key={`${field.name}:${params.get(field.name) ?? ''}`}
            type={field.kind === 'date' ? 'date' : 'search'}
            name={field.name}
            label={field.label}
            placeholder={field.kind === 'text' ? field.placeholder : undefined}
            defaultValue={params.get(field.name) ?? ''}
            maxLength={field.kind === 'date' ? undefined : 100}
          />
        ),
      )}
      {searchable || filtered ? (
        <div className={classes.FilterActions}>
          {searchable ? (
            <Button type="submit" variant="secondary">
              Search
            </Button>
          ) : null}
          {filtered ? (
            <Button type="button" variant="ghost" onClick={clear}>
              Clear filters
            </Button>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
