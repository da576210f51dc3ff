import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

/** A new person for one test: unique email and username, so tests run in parallel on one database. */
export interface TestUser {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password: string;
}

export function newUser(label: string): TestUser {
  const id = randomUUID().replaceAll('-', '').slice(0, 10);
  const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return {
    first_name: 'Ifeoma',
    last_name: 'Eze',
    username: `e2e_${slug.slice(0, 12)}_${id}`,
    email: `e2e.${slug}.${id}@example.com`,
    password: `Reader-${id}`,
  };
}

type MailPurpose = 'email_verification' | 'password_reset' | 'seller_2fa';

interface OutboxMail {
  id: number;
  to: string;
  purpose: MailPurpose | string;
  code: string | null;
  created_at: string;
}

/**
 * The newest code mailed to `email` for `purpose`, from the API's developer outbox. `after` skips
 * mails already read (a resend must bring a new one).
 */
export async function mailedCode(
  request: APIRequestContext,
  email: string,
  purpose: MailPurpose,
  after = 0,
): Promise<{ code: string; id: number }> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mail.json?to=${encodeURIComponent(email)}&limit=20`);
        const { data } = (await response.json()) as { data: OutboxMail[] };
        found = data.find((mail) => mail.purpose === purpose && mail.id > after && mail.code);
        return Boolean(found);
      },
      { message: `a ${purpose} mail to ${email}`, timeout: 10_000 },
    )
    .toBe(true);
  if (!found?.code) throw new Error(`No ${purpose} code for ${email}`);
  return { code: found.code, id: found.id };
}

/** The CSRF dance of the SPA: the cookie first, then its token echoed on every unsafe call. */
async function csrfToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/sanctum/csrf-cookie');
  const token = response.headers()['x-xsrf-token'];
  if (!token) throw new Error('The API sent no X-XSRF-TOKEN header');
  return decodeURIComponent(token);
}

/** An unsafe call as the SPA makes it (CSRF token first); throws on a non-2xx answer. */
export async function post(request: APIRequestContext, path: string, data: unknown) {
  return unsafeCall(request, 'POST', path, data);
}

/** A PUT as the SPA makes it (CSRF token first); throws on a non-2xx answer. */
export async function put(request: APIRequestContext, path: string, data: unknown) {
  return unsafeCall(request, 'PUT', path, data);
}

async function unsafeCall(request: APIRequestContext, method: 'POST' | 'PUT', path: string, data: unknown) {
  const token = await csrfToken(request);
  const response = await request.fetch(path, {
    method,
    data,
    headers: { Accept: 'application/json', 'X-XSRF-TOKEN': token },
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return response;
}

/**
 * Signs the page's browser context in through the API (faster than the forms when the test is about
 * something else): the session cookie lands in the context and `user_session` is set as the store
 * does on login.
 */
async function markSessionActive(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Only on the first document: a later logout must be able to clear it.
    if (!sessionStorage.getItem('e2e-session-seeded')) {
      sessionStorage.setItem('e2e-session-seeded', '1');
      localStorage.setItem('user_session', 'active');
    }
  });
}

/** Registers a user through the API; with `verify`, also verifies the email with the mailed code. */
export async function registerByApi(page: Page, user: TestUser, { verify = true } = {}): Promise<void> {
  await post(page.request, '/user/auth/spa/register', {
    ...user,
    password_confirmation: user.password,
    country_code: 'ng',
    accept_terms: true,
  });
  if (verify) {
    const { code } = await mailedCode(page.request, user.email, 'email_verification');
    await post(page.request, '/api/user/auth/email/verify', { verification_code: code });
  }
  await markSessionActive(page);
}

/** Signs an existing user in through the API. */
export async function signInByApi(page: Page, email: string, password: string): Promise<void> {
  await post(page.request, '/user/auth/spa/login', { email, password });
  await markSessionActive(page);
}

/** Fills the sign-up form as a person would. */
export async function fillSignup(page: Page, user: TestUser) {
  await page.getByLabel('First name').fill(user.first_name);
  await page.getByLabel('Last name').fill(user.last_name);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByLabel(/I accept the terms of use/).check();
}

/** Types a mailed code into the code boxes labelled `label`. */
export async function enterCode(page: Page, label: string, code: string) {
  // The first box takes a whole code, as autofill and paste do.
  await page.getByRole('group', { name: label }).getByRole('textbox').first().fill(code);
}
