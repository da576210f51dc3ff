import type { ReactNode } from 'react';
import { formatDateTime, sharedClasses } from '../shared';
import classes from './account.module.css';

/** One line of an order's activity: what happened (`content`) and when. */
export interface TimelineEntry {
  id: number | string;
  created_at: string;
  content: ReactNode;
}

/** An order's activity, oldest first (book and voiceover orders read alike). */
export function ActivityTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  if (entries.length === 0) return <p className={sharedClasses.Muted}>No activity yet.</p>;
  return (
    <ol className={classes.Timeline} aria-label="Order activity, oldest first">
      {entries.map((entry) => (
        <li key={entry.id} className={classes.TimelineItem}>
          {entry.content}
          <time dateTime={entry.created_at} className={sharedClasses.Muted}>
            {formatDateTime(entry.created_at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
