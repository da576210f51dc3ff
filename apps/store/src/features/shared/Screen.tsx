import type { ReactNode } from 'react';
import { usePageMeta } from '../../page/usePageMeta';
import classes from './shared.module.css';

export interface ScreenProps {
  /** The page heading, also the document title. */
  title: string;
  /** The description meta. */
  description?: string;
  /** The page module declares the document's head (app/DeclaredHead.tsx): the title is the heading only. */
  declaredHead?: boolean;
  /** Text under the heading. */
  lead?: ReactNode;
  /** Controls beside the heading. */
  actions?: ReactNode;
  /** A picture before the heading (an author's avatar). */
  media?: ReactNode;
  children?: ReactNode;
}

/** A page: its title and description meta, the heading, and its content. */
export function Screen({ title, description, declaredHead, lead, actions, media, children }: ScreenProps) {
  const heading = (
    <div>
      <h1 className={classes.Title}>{title}</h1>
      {lead ? <p className={classes.Lead}>{lead}</p> : null}
    </div>
  );
  return (
    <article className={classes.Screen}>
      {declaredHead ? null : <ScreenMeta title={title} description={description} />}
      <header className={classes.ScreenHeader}>
        {media ? (
          <div className={classes.ScreenIdentity}>
            {media}
            {heading}
          </div>
        ) : (
          heading
        )}
        {actions ? <div className={classes.Actions}>{actions}</div> : null}
      </header>
      {children}
    </article>
  );
}

/** The document's title and description of a screen whose page declares no head. */
function ScreenMeta({ title, description }: { title: string; description?: string | undefined }): null {
  usePageMeta(title, description);
  return null;
}

/** A titled part of a page. */
export function Section({
  title,
  children,
  actions,
  className,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string | undefined;
}) {
  return (
    <section className={className ? `${classes.Section} ${className}` : classes.Section}>
      <header className={classes.SectionHeader}>
        <h2 className={classes.SectionTitle}>{title}</h2>
        {actions}
      </header>
      {children}
    </section>
  );
}
