import { useId, type ReactNode, type RefObject } from 'react';
import { highlightParts, type LinkComponent } from '../format';
import classes from './SearchOverlay.module.css';

/** Folds text for comparing: accents off, lower case, spaces collapsed. */
export const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** `text` with the query's words marked. */
export function Marked({ text, query }: { text: string; query: string }) {
  return highlightParts(text, query).map((part, index) =>
    part.match ? (
      <mark key={index} className={classes.Mark}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/** A group of results (Books, Categories, Authors, Recent searches) under its heading. */
export function Group({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={classes.Group} aria-labelledby={headingId}>
      <div className={classes.GroupHead}>
        <h2 className={classes.GroupTitle} id={headingId}>
          {title}
        </h2>
        {action}
      </div>
      <ul className={classes.List}>{children}</ul>
    </section>
  );
}

/** When nothing matches: what to try, and the app's way on (e.g. every category) when it gives one. */
export function NoResultsHelp({
  action,
  actionRef,
  onAction,
  linkAs: LinkComponent,
}: {
  action: { href: string; label: string } | undefined;
  actionRef: RefObject<HTMLAnchorElement | null>;
  onAction: () => void;
  linkAs: LinkComponent;
}) {
  return (
    <div className={classes.Help}>
      <p className={classes.HelpTitle}>To find more:</p>
      <ul className={classes.Tips}>
        <li>Check the spelling.</li>
        <li>Use fewer or different words.</li>
        <li>Search by an author’s name or a book’s ISBN.</li>
      </ul>
      {action ? (
        <LinkComponent ref={actionRef} className={classes.All} href={action.href} onClick={onAction}>
          {action.label}
        </LinkComponent>
      ) : null}
    </div>
  );
}
