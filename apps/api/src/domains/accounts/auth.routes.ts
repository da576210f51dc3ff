import { contract } from '@bookstore/api-client/contract';
import {
  endSession,
  issueXsrfCookie,
  markSellerVerified,
  startSession,
  XSRF_HEADER,
} from '../../http/session.ts';
import type { AppDeps } from '../../context.ts';
import { clientIp } from '../../http/client-ip.ts';
import { route, type HandlerInput, type RouteDefinition } from '../../http/contract-router.ts';
import { loadAccount } from './account.ts';
import * as service from './auth.ts';

const auth = contract.auth;

export function csrfCookie(deps: AppDeps, { c }: HandlerInput<typeof auth.csrfCookie>) {
  const token = issueXsrfCookie(c, deps);
  c.header(XSRF_HEADER, token);
  return null;
}

export async function register(deps: AppDeps, { body, c }: HandlerInput<typeof auth.register>) {
  const user = await service.register(deps, body, clientIp(c, deps.config.trustProxy));
  await startSession(c, deps, user);
  await service.mailVerificationCode(deps, user);
  return { data: await loadAccount(deps, user.id), message: 'Your account has been created.' };
}

export async function login(deps: AppDeps, { body, c }: HandlerInput<typeof auth.login>) {
  const user = await service.authenticate(
    deps,
    body.email,
    body.password,
    clientIp(c, deps.config.trustProxy),
  );
  await startSession(c, deps, user);
  return { data: await loadAccount(deps, user.id), message: 'You are signed in.' };
}

export async function logout(deps: AppDeps, { c }: HandlerInput<typeof auth.logout>) {
  await endSession(c, deps);
  return { data: null, message: 'You are signed out.' };
}

export async function verifyEmail(deps: AppDeps, { body, user, c }: HandlerInput<typeof auth.verifyEmail>) {
  if (user.email_verified_at) {
    return { data: await loadAccount(deps, user.id), message: 'Your email address is already verified.' };
  }
  await service.verifyEmail(deps, user, body.verification_code, clientIp(c, deps.config.trustProxy));
  return { data: await loadAccount(deps, user.id), message: 'Your email address has been verified.' };
}

export async function resendVerificationCode(
  deps: AppDeps,
  { user, c }: HandlerInput<typeof auth.resendVerificationCode>,
) {
  if (user.email_verified_at) return { data: null, message: 'Your email address is already verified.' };
  await service.resendVerificationCode(deps, user, clientIp(c, deps.config.trustProxy));
  return { data: null, message: `A new verification code has been sent to ${user.email}.` };
}

export async function getVerificationCode(
  deps: AppDeps,
  { user, c }: HandlerInput<typeof auth.getVerificationCode>,
) {
  await service.mailSellerCode(deps, user, clientIp(c, deps.config.trustProxy));
  return { data: null, message: `A security code has been sent to ${user.email}.` };
}

export async function requestPasswordReset(
  deps: AppDeps,
  { body, c }: HandlerInput<typeof auth.requestPasswordReset>,
) {
  await service.requestPasswordReset(deps, body.email, clientIp(c, deps.config.trustProxy));
  // The same answer either way, so the call does not reveal who has an account.
  return { data: null, message: 'If an account exists for that email, a reset code has been sent to it.' };
}

export async function updatePassword(deps: AppDeps, { body, c }: HandlerInput<typeof auth.updatePassword>) {
  await service.updatePassword(deps, body, clientIp(c, deps.config.trustProxy));
  return { data: null, message: 'Your password has been updated. You can sign in now.' };
}

export async function verify2fa(deps: AppDeps, { body, user, c }: HandlerInput<typeof auth.verify2fa>) {
  await service.checkSellerCode(deps, user, body.verification_code, clientIp(c, deps.config.trustProxy));
  const until = await markSellerVerified(c, deps);
  return { data: { expires_at: until.toISOString() }, message: 'Security check passed.' };
}

export function authRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    route(auth.csrfCookie, deps, csrfCookie),
    route(auth.register, deps, register),
    route(auth.login, deps, login),
    route(auth.logout, deps, logout),
    route(auth.verifyEmail, deps, verifyEmail),
    route(auth.resendVerificationCode, deps, resendVerificationCode),
    route(auth.getVerificationCode, deps, getVerificationCode),
    route(auth.requestPasswordReset, deps, requestPasswordReset),
    route(auth.updatePassword, deps, updatePassword),
    route(auth.verify2fa, deps, verify2fa),
  ];
}
