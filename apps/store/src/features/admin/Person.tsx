import type { AdminUserRef } from '@bookstore/api-client/contract';
import classes from './admin.module.css';

/** Who someone is, for a fact list: their name, then their username and email, each on its own line. */
export function Person({ person }: { person: Pick<AdminUserRef, 'name' | 'username' | 'email'> }) {
  return (
    <span className={classes.Person}>
      <span>{person.name}</span>
      <span className={classes.Muted}>{person.username}</span>
      <span className={classes.Muted}>{person.email}</span>
    </span>
  );
}
