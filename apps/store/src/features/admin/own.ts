import { useSignals } from '@preact/signals-react/runtime';
import { account } from '../../state/account';

/**
 * Separation of duties (issue 41): an operator decides nothing of their own — their books, account,
 * payouts, voiceover profile, offers, reviews or orders. The API refuses (403); the back office says so
 * instead of offering the action.
 */
export const OWN_ITEM = 'Yours: another operator decides it.';

/** Whether a person (by id or username) is the signed-in operator. */
export function useIsMe(): (person: { id?: number; username?: string } | null | undefined) => boolean {
  useSignals();
  const me = account.value;
  return (person) =>
    me !== null &&
    person !== null &&
    person !== undefined &&
    (person.id !== undefined ? person.id === me.id : person.username === me.username);
}
