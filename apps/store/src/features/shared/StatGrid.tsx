import { StatCard } from '@bookstore/ui';
import type { ReactNode } from 'react';
import classes from './shared.module.css';

export interface Stat {
  label: string;
  /** The figure, formatted (a number, or `<Money>` for amounts). */
  value: ReactNode;
}

/** A dashboard's figures as a grid of the kit's stat cards. */
export function StatGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <div className={classes.Stats}>
      {stats.map((stat) => (
        <StatCard key={stat.label} label={stat.label} value={stat.value} />
      ))}
    </div>
  );
}
