/**
 * The operator role (issue 28): granted and revoked only on the server's command line
 * (`admin operator:grant <email>`, `admin operator:revoke <email>`), never through the store. Each
 * change is audited in its own transaction.
 */
import type { AppDeps } from '../../context.ts';
import { notFound } from '../../domain/errors.ts';
import { setOperator, userByEmail } from './admin-users.queries.ts';
import { recordAction, refuseOwn, type Actor } from '../accounts/audit.ts';

export type OperatorChange = 'granted' | 'revoked' | 'unchanged';

/** Makes the account with `email` an operator (`on`) or not; 404 for no such account. */
export async function changeOperator(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  email: string,
  on: boolean,
): Promise<{ username: string; change: OperatorChange }> {
  return deps.db.transaction().execute(async (trx) => {
    const user = await userByEmail(trx, email.trim(), true);
    if (!user) throw notFound(`No account has the email address "${email}".`);
    refuseOwn(actor, user.id, 'your own operator role');
    if (user.is_operator === on) return { username: user.username, change: 'unchanged' as const };
    const now = deps.clock();
    await setOperator(trx, user.id, on, now);
    await recordAction(trx, actor, now, {
      action: on ? 'operator.grant' : 'operator.revoke',
      target: { type: 'user', id: user.username, label: user.email },
      before: { is_operator: !on },
      after: { is_operator: on },
    });
    return { username: user.username, change: on ? ('granted' as const) : ('revoked' as const) };
  });
}
