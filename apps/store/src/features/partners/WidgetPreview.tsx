import { useEffect, useRef, useState } from 'react';
import { EMBED_WIDGETS, type EmbedChoice } from './embed';
import classes from './partners.module.css';

type Mounted = { update(options: Record<string, unknown>): void; unmount(): void };

/**
 * The live preview: the real widget, mounted from @bookstore/widgets (loaded with the builder only), with
 * the partner's code, the store as its API and the chosen theme, at the chosen width. It is the widget a
 * partner's page shows, reading the same public catalogue.
 */
export function WidgetPreview({
  choice,
  code,
  origin,
}: {
  choice: EmbedChoice;
  code: string;
  origin: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const widget = EMBED_WIDGETS[choice.widget];
  const uid = widget.book ? choice.bookUid : undefined;

  useEffect(() => {
    const element = host.current;
    if (!element || (widget.book && !uid)) return undefined;
    let mounted: Mounted | undefined;
    let cancelled = false;
    // The widget as the partner's page shows it: the store as its API, their code on every link.
    const options = {
      apiBase: origin,
      storeUrl: origin,
      theme: choice.theme,
      partner: code,
      ...(choice.country ? { country: choice.country } : {}),
    };
    import('@bookstore/widgets')
      .then(({ mount }) => {
        if (cancelled) return;
        mounted = mount(element, { widget: widget.mount, ...(uid ? { uid } : {}), ...options });
        setFailed(false);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      mounted?.unmount();
    };
  }, [widget, uid, choice.theme, choice.country, code, origin]);

  const width = choice.width === 'full' ? '100%' : `${Number(choice.width)}px`;
  return (
    <div className={classes.Preview}>
      {widget.book && !uid ? (
        <p className={classes.Muted}>Pick a book to see its {widget.label.toLowerCase()}.</p>
      ) : failed ? (
        <p role="alert">The preview could not load. Check your connection and pick the widget again.</p>
      ) : null}
      {/* Sized from the script (CSSOM), which the store's own Content-Security-Policy allows. */}
      <div
        ref={host}
        className={classes.PreviewFrame}
        data-testid="widget-preview"
        hidden={widget.book && !uid}
        style={{ width }}
        key={`${choice.widget}:${uid ?? ''}`}
      />
    </div>
  );
}
