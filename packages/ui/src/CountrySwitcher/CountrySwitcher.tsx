import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { getActiveElement } from '../Dialog/activeElement';
import { ChevronDownIcon } from '../icons';
import classes from './CountrySwitcher.module.css';

/** A country the store sells in (the supported-countries call's fields this control shows). */
export interface CountryOption {
  country_code: string;
  country_name: string;
  /** Flag image URL. */
  country_icon: string;
  currency: { code: string; symbol: string };
}

export interface CountrySwitcherProps {
  /** The countries to offer, in display order; before they load the button shows the code alone. */
  countries: readonly CountryOption[];
  /** The selected country's code (`ng`). */
  value: string;
  /** Called with the picked country's code (also when it is the selected one). */
  onChange: (code: string) => void;
  /** `compact`: flag and code (a header); `full`: flag, name and currency (a footer). */
  display?: 'compact' | 'full';
  /** Where the list opens: below the button, or above it (at the foot of a page). */
  placement?: 'bottom' | 'top';
  /** Which edge of the button the list lines up with. */
  align?: 'start' | 'end';
  className?: string;
}

/**
 * The country (and so the catalogue and the currency) as a menu button: the button shows the
 * selected country's flag; its menu lists every country with its flag and currency as radio items.
 * Arrow keys, Home, End and the first letter move through the list; Enter or Space picks; Escape
 * closes; focus goes back to the button.
 */
export function CountrySwitcher({
  countries,
  value,
  onChange,
  display = 'compact',
  placement = 'bottom',
  align = 'start',
  className,
}: CountrySwitcherProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const code = value.toLowerCase();
  const selected = countries.find((country) => country.country_code.toLowerCase() === code);
  const upper = code.toUpperCase();

  const items = () =>
    Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    // The menu opens on the selected country.
    const list = items();
    (list.find((item) => item.getAttribute('aria-checked') === 'true') ?? list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const current = list.findIndex((item) => item === getActiveElement());
    const key = event.key;
    let next: number | undefined;
    if (key === 'ArrowDown') next = current + 1;
    else if (key === 'ArrowUp') next = current - 1;
    else if (key === 'Home') next = 0;
    else if (key === 'End') next = -1;
    else if (key === 'Escape') {
      event.stopPropagation();
      close();
    } else if (key === 'Tab') setOpen(false);
    else if (key.length === 1 && /\p{L}/u.test(key)) {
      // The next country whose name starts with the letter.
      const letter = key.toLowerCase();
      const ordered = [...list.slice(current + 1), ...list.slice(0, current + 1)];
      ordered.find((item) => item.dataset.name?.toLowerCase().startsWith(letter))?.focus();
    }
    if (next !== undefined || key === 'Escape') event.preventDefault();
    if (next !== undefined) focusItem(next);
  };

  const flag = (country: CountryOption | undefined) =>
    country ? (
      <img
        className={classes.Flag}
        src={country.country_icon}
        alt=""
        width={24}
        height={16}
        decoding="async"
      />
    ) : (
      <span className={classes.Flag} />
    );

  // The name holds the visible text (WCAG 2.5.3): the code, or the name and currency in full.
  const label = !selected
    ? `Country: ${upper}`
    : display === 'full'
      ? `Country: ${selected.country_name} · ${selected.currency.symbol} ${selected.currency.code}`
      : `Country: ${selected.country_name}, ${upper}, prices in ${selected.currency.code}`;

  return (
    <div
      ref={rootRef}
      className={clsx(classes.CountrySwitcher, className)}
      data-placement={placement}
      data-align={align}
    >
      <button
        ref={buttonRef}
        type="button"
        className={classes.Button}
        data-display={display}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(countries.length > 0 && !open)}
        onKeyDown={(event) => {
          if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && countries.length > 0) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {flag(selected)}
        {display === 'full' && selected ? (
          <span className={classes.Name}>
            {selected.country_name} · {selected.currency.symbol} {selected.currency.code}
          </span>
        ) : (
          <span className={classes.Code}>{upper}</span>
        )}
        <ChevronDownIcon size={14} className={classes.Chevron} />
      </button>
      {open ? (
        <ul
          ref={listRef}
          id={listId}
          className={classes.Menu}
          role="menu"
          aria-label="Country and currency"
          onKeyDown={onMenuKeyDown}
        >
          {countries.map((country) => {
            const checked = country.country_code.toLowerCase() === code;
            return (
              <li key={country.country_code} role="none">
                <button
                  type="button"
                  role="menuitemradio"
                  aria-checked={checked}
                  tabIndex={-1}
                  className={classes.Item}
                  data-name={country.country_name}
                  onClick={() => {
                    close();
                    onChange(country.country_code);
                  }}
                >
                  {flag(country)}
                  <span className={classes.ItemName}>{country.country_name}</span>
                  <span className={classes.Currency}>
                    {country.currency.symbol} {country.currency.code}
                  </span>
                  <span className={classes.Check} aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
