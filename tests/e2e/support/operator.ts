import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequest, APIRequestContext } from '@playwright/test';
import { mailedCode, post } from './accounts';
import { latestMailId, OPERATOR } from './back-office';

// Issue 28: Publish sends a book to the review queue. A test that needs a new book on sale approves it
// as the demo operator does, through the back office's API (after the mailed security check).

/**
 * Where the operator's signed-in, security-checked session for one server is kept, so the specs that
 * approve books share one session instead of each asking for a mailed code: an address gets five codes
 * per 15 minutes (spec-level throttling), which parallel specs and their retries would use up.
 */
const sessionFile = (baseURL: string) =>
  join(
    tmpdir(),
    `bookstore-e2e-operator-${createHash('sha1').update(baseURL).digest('hex').slice(0, 10)}.json`,
  );

/** A request context signed in as the demo operator past the security check: the kept one while it works. */
async function operatorContext(request: APIRequest, baseURL: string): Promise<APIRequestContext> {
  const file = sessionFile(baseURL);
  if (existsSync(file)) {
    const kept = await request.newContext({ baseURL, storageState: file });
    // A session of an earlier server (another database) or one that has lapsed answers 401 or 403.
    const probe = await kept.get('/api/admin/overview', { headers: { Accept: 'application/json' } });
    if (probe.ok()) return kept;
    await kept.dispose();
  }
  const api = await request.newContext({ baseURL });
  await post(api, '/user/auth/spa/login', OPERATOR);
  // Only a code mailed after this request counts (another test may be signing the operator in too).
  const after = await latestMailId(api, OPERATOR.email);
  const sent = await api.get('/api/user/auth/verification/get_code');
  if (!sent.ok()) throw new Error(`get_code: ${sent.status()} ${await sent.text()}`);
  const { code } = await mailedCode(api, OPERATOR.email, 'seller_2fa', after);
  await post(api, '/api/user/selling/verify_2fa', { verification_code: code });
  await api.storageState({ path: file });
  return api;
}

/** Approves the books `uids`, waiting for review, as the seeded demo operator. */
export async function approveAsOperator(request: APIRequest, baseURL: string, uids: string[]): Promise<void> {
  const api = await operatorContext(request, baseURL);
  try {
    for (const uid of uids) await post(api, `/api/admin/reviews/books/${uid}/approve`, {});
  } finally {
    await api.dispose();
  }
}
