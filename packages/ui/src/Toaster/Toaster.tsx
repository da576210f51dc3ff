import { useEffect, useState } from 'react';
import { Toaster as HotToaster, type ToasterProps as HotToasterProps } from 'react-hot-toast';
import classes from './Toaster.module.css';

export { toast } from 'react-hot-toast';

export interface ToasterProps {
  /** Where toasts appear; the store uses bottom-right. */
  position?: HotToasterProps['position'];
  /** Default time on screen in ms (the spec uses 4 s for cart messages, 2 s for the format change). */
  duration?: number;
}

/**
 * react-hot-toast's Toaster with the kit's theme. Styles are inline custom-property references
 * (react-hot-toast injects its own CSS after ours, so a class alone would lose).
 *
 * Screen readers announce a change inside a live region that already exists, not a region inserted
 * with its text. Each toast is its own `role="status"` element, added with its message; so the toasts
 * sit inside a polite live region that is in the page first, one frame before the first toast
 * (an app that loads the Toaster with its first toast gets that toast announced too).
 */
export function Toaster({ position = 'bottom-right', duration = 4000 }: ToasterProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div aria-live="polite" className={classes.Region}>
      {ready ? <ThemedToaster position={position} duration={duration} /> : null}
    </div>
  );
}

function ThemedToaster({ position, duration }: Required<ToasterProps>) {
  return (
    <HotToaster
      position={position}
      containerClassName={classes.Container}
      containerStyle={{ zIndex: 'var(--bk-z-toast)' as unknown as number }}
      toastOptions={{
        duration,
        className: classes.Toast,
        style: {
          background: 'var(--bk-color-bg-overlay)',
          color: 'var(--bk-color-fg)',
          border: 'var(--bk-border-width) solid var(--bk-color-border)',
          borderRadius: 'var(--bk-radius-md)',
          boxShadow: 'var(--bk-shadow-lg)',
          fontFamily: 'var(--bk-font-sans)',
          fontSize: 'var(--bk-font-size-sm)',
          lineHeight: 'var(--bk-line-height-normal)',
          padding: 'var(--bk-space-3) var(--bk-space-4)',
          maxWidth: '380px',
        },
        success: {
          iconTheme: { primary: 'var(--bk-color-success)', secondary: 'var(--bk-color-bg-overlay)' },
        },
        error: { iconTheme: { primary: 'var(--bk-color-danger)', secondary: 'var(--bk-color-bg-overlay)' } },
        loading: { iconTheme: { primary: 'var(--bk-color-accent)', secondary: 'var(--bk-color-border)' } },
      }}
    />
  );
}
