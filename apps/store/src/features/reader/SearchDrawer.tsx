import { Button, Drawer, type DrawerProps } from '@bookstore/ui';
import type { BookSearch } from './useBookSearch';
import classes from './reader.module.css';

export interface SearchDrawerProps extends Pick<DrawerProps, 'open' | 'onClose'> {
  search: BookSearch;
  /** Opens a result (the search, if still running, stops there). */
  onOpen: (cfi: string) => void;
}

/** Search in the book: the form and the results by chapter, each opening its place. */
export function SearchDrawer({ open, onClose, search, onOpen }: SearchDrawerProps) {
  const { query, setQuery, searching, stopped, groups } = search;
  return (
    <Drawer open={open} onClose={onClose} title="Search in the book">
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          void search.run();
        }}
        className={classes.SearchForm}
      >
        <label className={classes.Field}>
          <span>Words to find</span>
          <input type="search" value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
        </label>
        <Button type="submit" loading={searching}>
          Search
        </Button>
      </form>
      {stopped ? (
        <p className={classes.Excerpt}>
          The search stopped at the result you opened. Search again for all the results.
        </p>
      ) : null}
      {groups?.length ? (
        <ol className={classes.Results} aria-label="Search results">
          {groups.map((g, gi) => (
            <li key={gi}>
              <h3 className={classes.ResultChapter}>{g.label}</h3>
              <ol>
                {g.results.map((r) => (
                  <li key={r.cfi}>
                    <button type="button" className={classes.Result} onClick={() => onOpen(r.cfi)}>
                      {r.excerpt.pre}
                      <mark>{r.excerpt.match}</mark>
                      {r.excerpt.post}
                    </button>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      ) : groups && !searching ? (
        <p>No results.</p>
      ) : null}
    </Drawer>
  );
}
