import { clsx } from 'clsx';
import { cloneElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import classes from './Tooltip.module.css';

export interface TooltipProps {
  /** Short text describing the trigger; added to its accessible description. */
  content: ReactNode;
  /** One focusable element (a button or link) that the tooltip describes. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: 'top' | 'bottom';
  /** Delay before showing on hover, in ms (focus shows at once). */
  delay?: number;
  className?: string;
}

/**
 * A tooltip shown on hover and keyboard focus, hidden on Escape, blur or leaving. It describes
 * its trigger (aria-describedby); do not put interactive content in it.
 */
export function Tooltip({ content, children, placement = 'top', delay = 300, className }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const show = (wait: number) => {
    window.clearTimeout(timer.current);
    if (wait === 0) setOpen(true);
    else timer.current = window.setTimeout(() => setOpen(true), wait);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    // Capture phase: a visible tooltip takes the first Escape, so a dialog around it stays open.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open]);

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');
  return (
    <span
      className={clsx(classes.Root, className)}
      data-placement={placement}
      onPointerEnter={() => show(delay)}
      onPointerLeave={hide}
      onFocus={() => show(0)}
      onBlur={hide}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <span role="tooltip" id={id} className={classes.Bubble} data-open={open || undefined}>
        {content}
      </span>
    </span>
  );
}
