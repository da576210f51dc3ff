import { Button, Tag, TextField } from '@bookstore/ui';
import { useRef, useState, type KeyboardEvent } from 'react';
import classes from '../mybooks.module.css';

export interface TagInputProps {
  label: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  /** How many tags the list may hold. */
  max: number;
  /** How long one tag may be. */
  maxLength: number;
  error?: string | undefined;
  /** Receives the text box (react-hook-form focuses it on a server error). */
  inputRef?: (element: HTMLInputElement | null) => void;
}

/** Keywords as removable chips: type one and press Enter (or Add); each chip has its remove button. */
export function TagInput({ label, value, onChange, max, maxLength, error, inputRef }: TagInputProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const full = value.length >= max;

  const add = () => {
    const tag = text.trim().replace(/\s+/g, ' ');
    if (!tag) return;
    if (value.some((existing) => existing.toLowerCase() === tag.toLowerCase())) {
      setProblem(`“${tag}” is already a tag.`);
      return;
    }
    if (full) {
      setProblem(`A book has at most ${max} tags.`);
      return;
    }
    onChange([...value, tag]);
    setText('');
    setProblem(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the tag instead of submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className={classes.Group}>
      <TextField
        ref={(element) => {
          input.current = element;
          inputRef?.(element);
        }}
        label={label}
        value={text}
        maxLength={maxLength}
        autoComplete="off"
        hint={
          full
            ? `${max} of ${max} tags: remove one to add another.`
            : `${value.length} of ${max} tags. Press Enter to add one.`
        }
        error={problem ?? error}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
        onKeyDown={onKeyDown}
        trailingAction={
          <Button type="button" variant="ghost" size="small" onClick={add} disabled={full || !text.trim()}>
            Add
          </Button>
        }
      />
      {value.length > 0 ? (
        <ul className={classes.Chips} aria-label="Tags">
          {value.map((tag) => (
            <li key={tag}>
              <Tag
                onRemove={() => {
                  onChange(value.filter((existing) => existing !== tag));
                  // The chip's button is gone: the text box is where the next tag goes.
                  input.current?.focus();
                }}
                removeLabel={`Remove tag ${tag}`}
              >
                {tag}
              </Tag>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
