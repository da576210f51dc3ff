import type { APIRequestContext, Page } from '@playwright/test';
import { mailedCode } from './accounts';
import { enterCode, expect } from './voiceover';

// Issue 28: the demo operator signs in to the back office through the store, as an operator does: the
// login form, then the mailed security check. Each sign-in mails a code, and an address gets five codes
// per 15 minutes (CODE_REQUESTS_PER_EMAIL; the suite's servers allow 50, as several specs sign the
// operator in): a spec signs the operator in once and keeps the page.

export const OPERATOR = { email: 'operator@example.com', password: 'bookstore-demo' };

/** The newest mail id to `email` (a code mailed later belongs to this sign-in). */
export async function latestMailId(request: APIRequestContext, email: string): Promise<number> {
  const response = await request.get(`/dev/mail.json?to=${encodeURIComponent(email)}&limit=1`);
  return ((await response.json()) as { data: { id: number }[] }).data[0]?.id ?? 0;
}

/**
 * Opens `path` of the back office as a visitor: the store sends them to sign in, then to the security
 * check, then back to `path`.
 */
export async function signInToBackOffice(page: Page, path = '/admin'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Email').fill(OPERATOR.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(OPERATOR.password);
  const after = await latestMailId(page.request, OPERATOR.email);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/security_check/);
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();
  await enterCode(page, (await mailedCode(page.request, OPERATOR.email, 'seller_2fa', after)).code);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}
