import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../constants';
import { Account } from './account';
import { CountryCode, Email, Password, PersonName, Username, VerificationCode } from './common';
import { endpoint, envelope, messageOnly } from './endpoint';

export { CSRF_COOKIE, CSRF_HEADER, SELLER_2FA_COOKIE } from '../constants';

const passwordConfirmed = <T extends { password: string; password_confirmation: string }>(value: T) =>
  value.password === value.password_confirmation;
const confirmationIssue = {
  message: 'The password confirmation does not match.',
  path: ['password_confirmation'],
};

export const RegisterBody = z
  .object({
    first_name: PersonName,
    middle_name: PersonName.optional(),
    last_name: PersonName,
    username: Username,
    email: Email,
    password: Password,
    password_confirmation: z.string(),
    country_code: CountryCode.default(DEFAULT_COUNTRY),
    accept_terms: z.literal(true, 'You must accept the terms of use.'),
  })
  .refine(passwordConfirmed, confirmationIssue);

export const LoginBody = z.object({
  email: Email,
  password: z.string().min(1, 'The password field is required.'),
  remember: z.boolean().optional(),
});

export const PasswordResetBody = z.object({ email: Email });

export const PasswordUpdateBody = z
  .object({
    email: Email,
    verification_code: VerificationCode,
    password: Password,
    password_confirmation: z.string(),
  })
  .refine(passwordConfirmed, confirmationIssue);

export const VerificationCodeBody = z.object({ verification_code: VerificationCode });

export const authEndpoints = {
  csrfCookie: endpoint({
    method: 'GET',
    path: '/sanctum/csrf-cookie',
    mutates: true,
    response: z.null(),
    status: 204,
    auth: 'public',
    summary:
      'Sets the XSRF-TOKEN cookie. The reference API also sends the token in the X-XSRF-TOKEN response header (exposed to CORS) for cross-origin clients.',
  }),
  register: endpoint({
    method: 'POST',
    path: '/user/auth/spa/register',
    body: RegisterBody,
    response: envelope(Account),
    status: 201,
    auth: 'public',
    summary: 'Creates the account, starts the session and mails an email verification code.',
  }),
  login: endpoint({
    method: 'POST',
    path: '/user/auth/spa/login',
    body: LoginBody,
    response: envelope(Account),
    auth: 'public',
    summary: 'Starts the session.',
  }),
  logout: endpoint({
    method: 'POST',
    path: '/user/auth/spa/logout',
    response: messageOnly,
    auth: 'user',
    summary: 'Ends the session.',
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/user/auth/email/verify',
    body: VerificationCodeBody,
    response: envelope(Account),
    auth: 'user',
    summary: 'Verifies the email with the mailed code.',
  }),
  resendVerificationCode: endpoint({
    method: 'GET',
    path: '/api/user/auth/email/resend_verification_code',
    mutates: true,
    response: messageOnly,
    auth: 'user',
    summary: 'Mails a new email verification code.',
  }),
  getVerificationCode: endpoint({
    method: 'GET',
    path: '/api/user/auth/verification/get_code',
    mutates: true,
    response: messageOnly,
    auth: 'user',
    summary: "Mails the seller's 2-factor code (the security check page).",
  }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/user/auth/password/reset',
    body: PasswordResetBody,
    response: messageOnly,
    auth: 'public',
    summary: 'Mails a password reset code (answers the same whether or not the email exists).',
  }),
  updatePassword: endpoint({
    method: 'POST',
    path: '/api/user/auth/password/update',
    body: PasswordUpdateBody,
    response: messageOnly,
    auth: 'public',
    summary: 'Sets a new password with the mailed reset code.',
  }),
  verify2fa: endpoint({
    method: 'POST',
    path: '/api/user/selling/verify_2fa',
    body: VerificationCodeBody,
    response: envelope(z.object({ expires_at: z.iso.datetime({ offset: true }) })),
    auth: 'seller',
    securityCheck: false,
    summary: "Checks the seller's 2-factor code and sets the session_id cookie.",
  }),
};
