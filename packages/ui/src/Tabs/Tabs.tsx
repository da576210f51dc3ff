import { clsx } from 'clsx';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import classes from './Tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
  /** Shown after the label (e.g. a count). */
  badge?: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list (e.g. "Book details"). */
  label: string;
  tabs: TabItem[];
  /** Controlled selected tab id. */
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  /** `automatic` selects on arrow-key focus; `manual` waits for Enter or Space. */
  activation?: 'automatic' | 'manual';
  /** Stretch tabs over the full width. */
  fullWidth?: boolean;
  className?: string;
}

/** Tabs (WAI-ARIA pattern): one tab stop, arrow keys and Home/End move between tabs. */
export function Tabs({
  label,
  tabs,
  value,
  defaultValue,
  onChange,
  activation = 'automatic',
  fullWidth = false,
  className,
}: TabsProps) {
  const baseId = useId();
  const enabled = tabs.filter((tab) => !tab.disabled);
  const [internal, setInternal] = useState(defaultValue ?? enabled[0]?.id);
  const selected = value ?? internal;
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (value === undefined) setInternal(id);
    if (id !== selected) onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, id: string) => {
    const index = enabled.findIndex((tab) => tab.id === id);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    refs.current.get(next.id)?.focus();
    if (activation === 'automatic') select(next.id);
  };

  return (
    <div className={clsx(classes.Root, className)}>
      <div
        role="tablist"
        aria-label={label}
        className={classes.List}
        data-full-width={fullWidth || undefined}
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              className={classes.Tab}
              onClick={() => select(tab.id)}
              onKeyDown={(event) => onKeyDown(event, tab.id)}
            >
              {tab.label}
              {tab.badge !== undefined ? <span className={classes.Badge}>{tab.badge}</span> : null}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className={classes.Panel}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
