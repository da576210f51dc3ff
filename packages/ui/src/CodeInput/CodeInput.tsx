import { clsx } from 'clsx';
import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { FieldMessages, fieldDescription } from '../FormField';
import classes from './CodeInput.module.css';

export interface CodeInputProps {
  /** Visible label of the group (e.g. "Verification code"). */
  label: ReactNode;
  /** Number of boxes. */
  length?: number;
  /** Controlled code. */
  value?: string;
  defaultValue?: string;
  onChange?: (code: string) => void;
  /** Called once every box is filled. */
  onComplete?: (code: string) => void;
  /** Digits only (default) or letters and digits. */
  mode?: 'numeric' | 'alphanumeric';
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Form field name; the whole code is submitted under it. */
  name?: string;
  className?: string;
}

function clean(text: string, mode: 'numeric' | 'alphanumeric') {
  return (mode === 'numeric' ? text.replace(/\D/g, '') : text.replace(/[^a-z0-9]/gi, '').toUpperCase()).split(
    '',
  );
}

/**
 * One-time code entry in N boxes (email verification, 2-factor): typing advances, Backspace
 * goes back, and pasting or autofilling a code fills every box.
 */
export function CodeInput({
  label,
  length = 6,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  mode = 'numeric',
  hint,
  error,
  disabled,
  autoFocus,
  name,
  className,
}: CodeInputProps) {
  const id = useId();
  const [internal, setInternal] = useState(defaultValue);
  const code = (value ?? internal).slice(0, length);
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const { hintId, errorId, hasError, describedBy } = fieldDescription(id, hint, error);

  const focusBox = (index: number) => {
    const box = refs.current[Math.min(Math.max(index, 0), length - 1)];
    box?.focus();
    box?.select();
  };

  const commit = (chars: string[]) => {
    const next = chars.join('').slice(0, length);
    if (value === undefined) setInternal(next);
    onChange?.(next);
    if (next.length === length && !next.includes(' ')) onComplete?.(next);
  };

  /** Writes characters starting at a box, as typing, pasting or autofill do. */
  const fillFrom = (start: number, chars: string[]) => {
    const slots = Array.from({ length }, (_, i) => code[i] ?? ' ');
    chars.slice(0, length - start).forEach((char, offset) => {
      slots[start + offset] = char;
    });
    commit(trimEnd(slots));
    focusBox(start + chars.length);
  };

  const onInput = (index: number, raw: string) => {
    const previous = code[index] ?? '';
    // Typing into a filled box yields two characters; keep the new one.
    const typed = raw.length === 2 && previous && raw.includes(previous) ? raw.replace(previous, '') : raw;
    const chars = clean(typed, mode);
    if (chars.length === 0) {
      if (raw === '') {
        const slots = Array.from({ length }, (_, i) => code[i] ?? ' ');
        slots[index] = ' ';
        commit(trimEnd(slots));
      }
      return;
    }
    fillFrom(chars.length >= length ? 0 : index, chars);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !(code[index] ?? '').trim()) {
      event.preventDefault();
      const slots = Array.from({ length }, (_, i) => code[i] ?? ' ');
      slots[index - 1 < 0 ? 0 : index - 1] = ' ';
      commit(trimEnd(slots));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusBox(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusBox(length - 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const chars = clean(event.clipboardData.getData('text'), mode);
    if (chars.length === 0) return;
    fillFrom(chars.length >= length ? 0 : index, chars);
  };

  return (
    <div className={clsx(classes.Root, className)}>
      <div id={`${id}-label`} className={classes.Label}>
        {label}
      </div>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        className={classes.Boxes}
      >
        {Array.from({ length }, (_, index) => (
          <input
            key={index}
            ref={(node) => {
              refs.current[index] = node;
            }}
            className={classes.Box}
            value={(code[index] ?? '').trim()}
            aria-label={`Character ${index + 1} of ${length}`}
            aria-invalid={hasError || undefined}
            inputMode={mode === 'numeric' ? 'numeric' : 'text'}
            pattern={mode === 'numeric' ? '[0-9]*' : undefined}
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            autoCapitalize="characters"
            spellCheck={false}
            disabled={disabled}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- verification screens start at the first box
            autoFocus={autoFocus && index === 0}
            onFocus={(event) => event.target.select()}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
          />
        ))}
      </div>
      {name ? <input type="hidden" name={name} value={code.replace(/ /g, '')} /> : null}
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={error} classes={classes} />
    </div>
  );
}

function trimEnd(slots: string[]) {
  return slots.join('').replace(/ +$/, '').split('');
}
