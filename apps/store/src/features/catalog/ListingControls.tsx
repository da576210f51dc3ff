import type { BookFacets } from '@bookstore/api-client/contract';
import { bookTypes, type BookType } from '@bookstore/api-client/constants';
import { bookTypeLabel, Button, CloseIcon, Drawer, SearchIcon, Select, TextField } from '@bookstore/ui';
import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthorField } from './AuthorField';
import classes from './catalog.module.css';
import { facetChipLabel, typeLabel, type FacetName } from './facets';
import {
  activeFilterCount,
  defaultSortFor,
  FACET_PARAMS,
  filterValuesOf,
  listingPathForType,
  searchOf,
  sortOptionsFor,
  withCategory,
  withFilters,
  withoutFilters,
  type FilterParam,
  type FilterValues,
} from './filters';

/** The sort choices for the search text ("Relevance" only with some). */
const sortSelectOptions = (keyword: string) =>
  sortOptionsFor(keyword).map(({ value, label }) => ({ value, label }));

/** The type filter: in the path for /ebooks, /audiobooks, /printbooks (and their categories), else `?type=`. */
export type TypeScope = { in: 'path'; type: BookType } | { in: 'query' };

/** The controls' actions on the URL, shared by the bar, the phone sheet and the empty state. */
export function useListingFilters(scope: TypeScope) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const values = filterValuesOf(params);
  const type = scope.in === 'path' ? scope.type : values.type;
  const apply = (next: FilterValues) => {
    if (scope.in === 'path' && next.type && next.type !== scope.type) {
      // Another type of a media listing is another path: /ebooks/C1 → /audiobooks/C1, filters kept.
      const kept = withFilters(params, { ...next, type: '' });
      navigate(listingPathForType(pathname, kept, next.type as BookType));
      return;
    }
    setParams(withFilters(params, scope.in === 'path' ? { ...next, type: '' } : next));
  };
  const clear = () => setParams(withoutFilters(params));
  /** A facet's choice ('' for any); the category facet of /books changes the page's own parameter. */
  const choose = (name: FacetName, value: string) => {
    if (name === 'category') setParams(withCategory(params, value));
    else apply({ [name]: value });
  };
  const hasFilters = activeFilterCount(scope.in === 'path' ? withFilters(params, { type: '' }) : params) > 0;
  return { params, values, type, apply, choose, clear, hasFilters };
}

/** The options of the type filter: "All types" only where the type is a query filter (/books). */
function typeOptions(scope: TypeScope) {
  const types = bookTypes.map((type) => ({ value: type, label: `${bookTypeLabel(type)}s` }));
  return scope.in === 'path' ? types : [{ value: '', label: 'All types' }, ...types];
}

export interface ListingControlsProps {
  scope: TypeScope;
  /** The author's name as the listing answer gives it (for the author chip). */
  authorName?: string | undefined;
  /**
   * The facets (the see-all page): shown in the phone's filters sheet, where the type is one of them
   * (the type field goes). Their answer names the price bands of the chips.
   */
  facets?: { panel: ReactNode; data: BookFacets | undefined; type: boolean } | undefined;
}

type Chip = { name: FilterParam; label: string };

/**
 * A listing's controls (spec §4 "Book filters"): search text, author, type and sort, combined into one
 * query kept in the URL. The sort and type apply as they change; the text fields on Enter or "Apply".
 * On a phone the filters open in a sheet (the kit's Drawer: focus moved in, trapped, and returned to
 * the "Filters" button), the sort stays beside it. Under them, a chip per active filter and "Clear
 * filters". Every change goes back to the first page; the page links keep the filters.
 */
export function ListingControls({ scope, authorName, facets }: ListingControlsProps) {
  const { values, type, apply, clear, hasFilters } = useListingFilters(scope);
  const [sheetOpen, setSheetOpen] = useState(false);
  const chipsRef = useRef<HTMLDivElement>(null);
  const sort = values.sort || defaultSortFor(values.keyword);
  const sortOptions = sortSelectOptions(values.keyword);

  const chips: Chip[] = [
    values.keyword ? { name: 'keyword', label: `Search: “${values.keyword}”` } : null,
    values.author ? { name: 'author', label: `Author: ${authorName ?? values.author}` } : null,
    scope.in === 'query' && values.type ? { name: 'type', label: `Type: ${typeLabel(values.type)}` } : null,
    ...FACET_PARAMS.map((name) =>
      values[name] ? { name, label: facetChipLabel(name, values[name], facets?.data) } : null,
    ),
  ].filter((chip): chip is Chip => chip !== null);
  const count = chips.length;

  return (
    <div className={classes.Controls}>
      <FilterForm
        className={classes.Bar}
        scope={scope}
        values={values}
        type={type}
        sort={sort}
        sortOptions={sortOptions}
        typeField={!facets?.type}
        live
        onApply={apply}
      />
      <div className={classes.PhoneBar}>
        <Button
          className={classes.PhoneFilters}
          variant="secondary"
          size="small"
          aria-haspopup="dialog"
          onClick={() => setSheetOpen(true)}
          leadingIcon={<SearchIcon size={16} />}
        >
          {count > 0 ? `Filters (${count})` : 'Filters'}
        </Button>
        <Select
          label="Sort by"
          hideLabel
          size="small"
          className={classes.PhoneSort}
          options={sortOptions}
          value={sort}
          onChange={(event) => apply({ sort: event.target.value })}
        />
      </div>
      {sheetOpen ? (
        <FilterSheet
          scope={scope}
          values={values}
          type={type}
          typeField={!facets?.type}
          facets={facets?.panel}
          onApply={(next) => {
            apply(next);
            setSheetOpen(false);
          }}
          onClear={() => {
            clear();
            setSheetOpen(false);
          }}
          onClose={() => setSheetOpen(false)}
        />
      ) : null}
      {hasFilters ? (
        <div className={classes.Chips} ref={chipsRef} tabIndex={-1} role="group" aria-label="Active filters">
          {chips.map((chip) => (
            <button
              key={chip.name}
              type="button"
              className={classes.Chip}
              aria-label={`Remove filter ${chip.label}`}
              onClick={() => {
                apply({ [chip.name]: '' });
                chipsRef.current?.focus();
              }}
            >
              {chip.label}
              <CloseIcon size={14} />
            </button>
          ))}
          <Button variant="ghost" size="small" onClick={clear}>
            Clear filters
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** Local state that starts from `value` and starts again from it whenever `value` changes (the URL). */
export function useSynced(value: string) {
  const [state, setState] = useState(value);
  const [from, setFrom] = useState(value);
  if (from !== value) {
    setFrom(value);
    setState(value);
  }
  return [state, setState] as const;
}

interface FilterFormProps {
  scope: TypeScope;
  values: Record<'keyword' | 'author' | 'type' | 'sort', string>;
  type: string;
  sort?: string;
  sortOptions?: { value: string; label: string }[];
  /** The type field (left out where the type is a facet). */
  typeField?: boolean;
  /** The bar: sort, type and a picked author apply at once. The sheet applies on its button. */
  live?: boolean;
  onApply: (values: FilterValues) => void;
  className?: string;
  id?: string;
  searchRef?: RefObject<HTMLInputElement | null>;
}

/** The search text, author, type (and, in the bar, sort) fields. */
function FilterForm({
  scope,
  values,
  type,
  sort,
  sortOptions = [],
  typeField = true,
  live = false,
  onApply,
  className,
  id,
  searchRef,
}: FilterFormProps) {
  const [keyword, setKeyword] = useSynced(values.keyword);
  const [author, setAuthor] = useSynced(values.author);
  const [draftType, setDraftType] = useSynced(type);
  const size = live ? 'small' : 'medium';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ keyword, author, ...(typeField ? { type: draftType } : {}) });
  };
  return (
    <form
      id={id}
      role="search"
      aria-label="Filter books"
      className={className}
      data-type-field={typeField || undefined}
      onSubmit={submit}
    >
      <TextField
        ref={searchRef}
        label="Search books"
        placeholder="Title, author, ISBN, subject…"
        size={size}
        type="search"
        name="keyword"
        maxLength={100}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <AuthorField
        size={size}
        value={author}
        onChange={setAuthor}
        onPick={live ? (username) => onApply({ keyword, author: username }) : undefined}
      />
      {typeField ? (
        <Select
          label="Type"
          size={size}
          options={typeOptions(scope)}
          value={live ? type : draftType}
          onChange={(event) =>
            live ? onApply({ keyword, author, type: event.target.value }) : setDraftType(event.target.value)
          }
        />
      ) : null}
      {live && sort ? (
        <Select
          label="Sort by"
          size={size}
          options={sortOptions}
          value={sort}
          onChange={(event) => onApply({ sort: event.target.value })}
        />
      ) : null}
      {live ? (
        <Button type="submit" size="small" className={classes.Apply}>
          Apply
        </Button>
      ) : null}
    </form>
  );
}

/**
 * The phone's filters sheet: the fields as a draft, applied (and the sheet closed) by its button; the
 * facets under them apply at once, as beside the results.
 */
function FilterSheet({
  scope,
  values,
  type,
  typeField,
  facets,
  onApply,
  onClear,
  onClose,
}: {
  scope: TypeScope;
  values: FilterFormProps['values'];
  type: string;
  typeField: boolean;
  facets: ReactNode;
  onApply: (values: FilterValues) => void;
  onClear: () => void;
  onClose: () => void;
}) {
  const formId = 'listing-filter-sheet';
  const searchRef = useRef<HTMLInputElement>(null);
  return (
    <Drawer
      open
      title="Filters"
      onClose={onClose}
      size="small"
      initialFocusRef={searchRef}
      closeLabel="Close filters"
      footer={
        <div className={classes.SheetActions}>
          <Button type="button" variant="ghost" onClick={onClear}>
            Clear filters
          </Button>
          <Button type="submit" form={formId}>
            Show results
          </Button>
        </div>
      }
    >
      <FilterForm
        id={formId}
        className={classes.SheetForm}
        scope={scope}
        values={values}
        type={type}
        typeField={typeField}
        onApply={onApply}
        searchRef={searchRef}
      />
      {facets}
    </Drawer>
  );
}

/** `?query` of the listing with its filters cleared (links in the empty state). */
export function clearedSearch(params: URLSearchParams): string {
  return searchOf(withoutFilters(params));
}
