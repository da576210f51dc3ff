import { formatDisplayName, TextField } from '@bookstore/ui';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { hooks } from '../../api';
import classes from './catalog.module.css';

/** Keystrokes within this many ms make one authors call. */
const SUGGEST_DELAY_MS = 250;
const MIN_SUGGEST_LENGTH = 2;
const MAX_SUGGESTIONS = 6;

export interface AuthorFieldProps {
  /** The text in the box: an author's username once one is picked. */
  value: string;
  onChange: (value: string) => void;
  /** Called with the username when a suggestion is picked (the bar applies it at once). */
  onPick?: (username: string) => void;
  size?: 'small' | 'medium';
}

/**
 * The author filter: a text box that suggests authors by name or username as one types (the authors
 * call, `keyword`), an ARIA 1.2 combobox: arrows move through the suggestions, Enter picks one, Escape
 * closes them. The listing filters by username (spec §2: `/books?author={username}`), so a pick puts
 * the username in the box; typing a username and applying works too.
 */
export function AuthorField({ value, onChange, onPick, size = 'medium' }: AuthorFieldProps) {
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // Ask for suggestions once the typing pauses.
  useEffect(() => {
    const text = value.trim();
    const timer = setTimeout(() => setQuery(text.length >= MIN_SUGGEST_LENGTH ? text : ''), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);

  const authors = hooks.public.useListAuthors(
    query ? { query: { keyword: query, per_page: MAX_SUGGESTIONS } } : null,
    { keepPreviousData: true },
  );
  const suggestions = query ? (authors.data?.data.items ?? []) : [];
  // Nothing to suggest when the box already holds the one author suggested.
  const shown =
    open && suggestions.length > 0 && !(suggestions.length === 1 && suggestions[0]?.username === value)
      ? suggestions
      : [];
  const expanded = shown.length > 0;

  const pick = (username: string) => {
    onChange(username);
    setOpen(false);
    setActive(-1);
    onPick?.(username);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      const last = shown.length - 1;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const author = shown[active];
      if (author) {
        event.preventDefault();
        pick(author.username);
      }
    } else if (event.key === 'Escape' && expanded) {
      // Closes the suggestions only (not a dialog around the box).
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  const activeId = expanded && active >= 0 && active < shown.length ? `${listId}-${active}` : undefined;
  return (
    <div className={classes.Combobox}>
      <TextField
        label="Author"
        size={size}
        name="author"
        autoComplete="off"
        spellCheck={false}
        placeholder="Name or username"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label="Authors" className={classes.Suggestions} hidden={!expanded}>
        {shown.map((author, index) => (
          <li
            key={author.username}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={classes.Suggestion}
            // Picks before the box's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(author.username);
            }}
          >
            <span>{formatDisplayName(author)}</span>
            <span className={classes.SuggestionDetail}>
              @{author.username} · {author.books_count} {author.books_count === 1 ? 'book' : 'books'}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
