import type { APIRequest } from '@playwright/test';
import { mailedCode, post } from './accounts';

// Issue 28: Publish sends a book to the review queue. A test that needs a new book on sale approves it
// as the demo operator does, through the back office's API (after the mailed security check).

const OPERATOR = { email: 'operator@example.com', password: 'bookstore-demo' };

/** Approves the books `uids`, waiting for review, as the seeded demo operator. */
export async function approveAsOperator(request: APIRequest, baseURL: string, uids: string[]): Promise<void> {
  const api = await request.newContext({ baseURL });
  try {
    await post(api, '/user/auth/spa/login', OPERATOR);
    // Only a code mailed after this request counts (another test may be signing the operator in too).
    const latest = await api.get(`/dev/mail.json?to=${encodeURIComponent(OPERATOR.email)}&limit=1`);
    const after = ((await latest.json()) as { data: { id: number }[] }).data[0]?.id ?? 0;
    const sent = await api.get('/api/user/auth/verification/get_code');
    if (!sent.ok()) throw new Error(`get_code: ${sent.status()} ${await sent.text()}`);
    const { code } = await mailedCode(api, OPERATOR.email, 'seller_2fa', after);
    await post(api, '/api/user/selling/verify_2fa', { verification_code: code });
    for (const uid of uids) await post(api, `/api/admin/reviews/books/${uid}/approve`, {});
  } finally {
    await api.dispose();
  }
}
