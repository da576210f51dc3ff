import { bookTypeLabel, Button, TextField } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { hooks } from '../../api';
import { countryCode } from '../../state/country';
import { useDebouncedValue } from '../mybooks/useDebouncedValue';
import type { EmbedTarget } from './embed';
import classes from './partners.module.css';

/**
 * Finds a book or an author for the builder with the store's public search (the header's search call):
 * type, then pick one of the answers. A book serves the card, the player and the link; an author, the link.
 */
export function BookPicker({
  target,
  onPick,
  authors,
}: {
  target: EmbedTarget | undefined;
  onPick: (target: EmbedTarget) => void;
  /** Authors are offered too (the plain link); the card and the player take a book only. */
  authors: boolean;
}) {
  useSignals();
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(text.trim(), 300);
  const search = hooks.public.useSearch(keyword ? { query: { keyword, country: countryCode.value } } : null);
  const results = keyword ? search.data?.data : undefined;
  const books = results?.books.slice(0, 6) ?? [];
  const people = authors ? (results?.authors.slice(0, 3) ?? []) : [];
  return (
    <div>
      <TextField
        label={authors ? 'Find a book or an author' : 'Find a book'}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        hint="A title or an author’s name."
        autoComplete="off"
      />
      <p className={classes.Picked} aria-live="polite">
        {target
          ? `Chosen: ${target.kind === 'book' ? target.title : target.name}`
          : keyword && results && books.length + people.length === 0
            ? 'Nothing matches. Try another title.'
            : ''}
      </p>
      {books.length + people.length > 0 ? (
        <ul className={classes.Results} aria-label="Search results">
          {books.map((book) => (
            <li key={book.uid}>
              <Button
                variant="ghost"
                size="small"
                aria-pressed={target?.kind === 'book' && target.uid === book.uid}
                onClick={() => onPick({ kind: 'book', uid: book.uid, title: book.title })}
              >
                {`${book.title} · ${bookTypeLabel(book.type)}`}
              </Button>
            </li>
          ))}
          {people.map((author) => (
            <li key={author.username}>
              <Button
                variant="ghost"
                size="small"
                aria-pressed={target?.kind === 'author' && target.username === author.username}
                onClick={() =>
                  onPick({ kind: 'author', username: author.username, name: author.display_name })
                }
              >
                {`Author: ${author.display_name}`}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
