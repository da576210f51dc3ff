import { contract } from '@bookstore/api-client/contract';
import { sql } from 'kysely';
import { CODE_MINUTES, consumeCode, issueCode } from '../auth/codes.ts';
import { hashPassword, shortUid, verifyPassword } from '../auth/crypto.ts';
import {
  endSession,
  issueXsrfCookie,
  markSellerVerified,
  startSession,
  XSRF_HEADER,
} from '../auth/session.ts';
import type { AppDeps } from '../context.ts';
import { implement, type RouteDefinition } from '../http/contract-router.ts';
import { forbidden, invalid, validationFailed, type FieldErrors } from '../http/errors.ts';
import { passwordResetMail, sellerTwoFactorMail, verificationCodeMail } from '../mail/templates.ts';
import { loadAccount } from '../presenters/account.ts';

const BAD_CODE = 'The verification code is invalid or has expired.';
// Checked against when the email is unknown, so a login takes as long either way.
const DUMMY_HASH = hashPassword('not-a-real-password');

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

export function authRoutes(deps: AppDeps): RouteDefinition[] {
  const { db } = deps;
  const auth = contract.auth;

  async function mailVerificationCode(user: { id: number; email: string; username: string }): Promise<void> {
    const code = await issueCode(deps, { userId: user.id, email: user.email }, 'email_verification');
    await deps.mailer.send(
      verificationCodeMail(user.email, user.username, code, CODE_MINUTES.email_verification),
    );
  }

  return [
    implement(auth.csrfCookie, ({ c }) => {
      const token = issueXsrfCookie(c, deps);
      c.header(XSRF_HEADER, token);
      return null;
    }),

    implement(auth.register, async ({ body, c }) => {
      const taken: FieldErrors = {};
      const clash = await db
        .selectFrom('users')
        .select(['username', 'email'])
        .where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['username']), '=', body.username.toLowerCase()),
            eb(eb.fn('lower', ['email']), '=', body.email.toLowerCase()),
          ]),
        )
        .execute();
      for (const row of clash) {
        if (row.username.toLowerCase() === body.username.toLowerCase()) {
          taken.username = ['The username has already been taken.'];
        }
        if (row.email.toLowerCase() === body.email.toLowerCase())
          taken.email = ['The email has already been taken.'];
      }
      if (Object.keys(taken).length > 0) throw validationFailed(taken);
      const country = await db
        .selectFrom('countries')
        .select('code')
        .where('code', '=', body.country_code)
        .executeTakeFirst();
      if (!country) throw invalid('country_code', 'The selected country code is invalid.');

      let user;
      try {
        user = await db
          .insertInto('users')
          .values({
            uid: shortUid(),
            username: body.username,
            email: body.email,
            first_name: body.first_name,
            middle_name: body.middle_name ?? null,
            last_name: body.last_name,
            country_code: country.code,
            password_hash: await hashPassword(body.password),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        // Two sign-ups racing for one name: the unique index decides.
        if (isUniqueViolation(error)) throw invalid('email', 'The email or username has already been taken.');
        throw error;
      }
      await startSession(c, deps, user);
      await mailVerificationCode(user);
      return { data: await loadAccount(deps, user.id), message: 'Your account has been created.' };
    }),

    implement(auth.login, async ({ body, c }) => {
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['email']), '=', body.email.toLowerCase()))
        .executeTakeFirst();
      const ok = await verifyPassword(body.password, user?.password_hash ?? (await DUMMY_HASH));
      if (!user || !ok) throw invalid('email', 'These credentials do not match our records.');
      await startSession(c, deps, user);
      return { data: await loadAccount(deps, user.id), message: 'You are signed in.' };
    }),

    implement(auth.logout, async ({ c }) => {
      await endSession(c, deps);
      return { data: null, message: 'You are signed out.' };
    }),

    implement(auth.verifyEmail, async ({ body, user }) => {
      if (user.email_verified_at) {
        return { data: await loadAccount(deps, user.id), message: 'Your email address is already verified.' };
      }
      if (!(await consumeCode(deps, user.email, 'email_verification', body.verification_code))) {
        throw invalid('verification_code', BAD_CODE);
      }
      await db
        .updateTable('users')
        .set({ email_verified_at: deps.clock(), updated_at: deps.clock() })
        .where('id', '=', user.id)
        .execute();
      return { data: await loadAccount(deps, user.id), message: 'Your email address has been verified.' };
    }),

    implement(auth.resendVerificationCode, async ({ user }) => {
      if (user.email_verified_at) return { data: null, message: 'Your email address is already verified.' };
      await mailVerificationCode(user);
      return { data: null, message: `A new verification code has been sent to ${user.email}.` };
    }),

    implement(auth.getVerificationCode, async ({ user }) => {
      if (!user.is_author && !user.is_voiceover_artist) {
        throw forbidden('This action needs an author or a voiceover artist account.');
      }
      const code = await issueCode(deps, { userId: user.id, email: user.email }, 'seller_2fa');
      await deps.mailer.send(sellerTwoFactorMail(user.email, user.username, code, CODE_MINUTES.seller_2fa));
      return { data: null, message: `A security code has been sent to ${user.email}.` };
    }),

    implement(auth.resetPassword, async ({ body }) => {
      const user = await db
        .selectFrom('users')
        .select(['id', 'email', 'username'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', body.email.toLowerCase()))
        .executeTakeFirst();
      if (user) {
        const code = await issueCode(deps, { userId: user.id, email: user.email }, 'password_reset');
        await deps.mailer.send(
          passwordResetMail(user.email, user.username, code, CODE_MINUTES.password_reset),
        );
      }
      // The same answer either way, so the call does not reveal who has an account.
      return {
        data: null,
        message: 'If an account exists for that email, a reset code has been sent to it.',
      };
    }),

    implement(auth.updatePassword, async ({ body }) => {
      const user = await db
        .selectFrom('users')
        .select(['id', 'email'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', body.email.toLowerCase()))
        .executeTakeFirst();
      if (!user || !(await consumeCode(deps, user.email, 'password_reset', body.verification_code))) {
        throw invalid('verification_code', BAD_CODE);
      }
      const passwordHash = await hashPassword(body.password);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
          .where('id', '=', user.id)
          .execute();
        // Whoever knew the old password is signed out everywhere.
        await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
      });
      return { data: null, message: 'Your password has been updated. You can sign in now.' };
    }),

    implement(auth.verify2fa, async ({ body, user, c }) => {
      if (!(await consumeCode(deps, user.email, 'seller_2fa', body.verification_code))) {
        throw invalid('verification_code', BAD_CODE);
      }
      const until = await markSellerVerified(c, deps);
      return { data: { expires_at: until.toISOString() }, message: 'Security check passed.' };
    }),
  ];
}
