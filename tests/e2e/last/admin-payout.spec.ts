import { test, type APIRequestContext } from '@playwright/test';
import { mailedCode, newUser, post, type TestUser } from '../support/accounts';
import { signInToBackOffice } from '../support/back-office';
import { becomeSeller, payOnTestPage, publishEbook, registerVerified } from '../support/library-books';
import { approveAsOperator } from '../support/operator';
import { expect } from '../support/voiceover';

// Issue 28: a new seller's withdrawal waits in the payout queue until an operator releases it in the
// back office. The seller's sale is held for a week first, so this moves the server's clock (e2e/last).
test.describe.configure({ timeout: 240_000 });

async function data<T>(response: { json(): Promise<unknown> }): Promise<T> {
  return ((await response.json()) as { data: T }).data;
}

/** Signs `user` in again and passes the seller check (a clock jump ends both). */
async function sellerAgain(request: APIRequestContext, user: TestUser) {
  await post(request, '/user/auth/spa/login', { email: user.email, password: user.password });
  const latest = await request.get(`/dev/mail.json?to=${encodeURIComponent(user.email)}&limit=1`);
  const after = ((await latest.json()) as { data: { id: number }[] }).data[0]?.id ?? 0;
  await request.get('/api/user/auth/verification/get_code');
  const { code } = await mailedCode(request, user.email, 'seller_2fa', after);
  await post(request, '/api/user/selling/verify_2fa', { verification_code: code });
}

test('a new seller’s withdrawal waits for an operator, who releases it from the back office; the audit log has it', async ({
  page,
  playwright,
  baseURL,
}) => {
  const sellerApi = await playwright.request.newContext({ baseURL });
  const buyerApi = await playwright.request.newContext({ baseURL });
  const seller = newUser('payoutseller');
  const buyer = newUser('payoutbuyer');
  try {
    await Promise.all([
      registerVerified(buyerApi, buyer),
      (async () => {
        await registerVerified(sellerApi, seller);
        await becomeSeller(sellerApi, seller);
      })(),
    ]);
    const book = await publishEbook(sellerApi, 'wasteland.epub', `Payout ${seller.username.slice(-6)}`);
    await approveAsOperator(playwright.request, baseURL ?? '', [book.uid]);
    await post(buyerApi, '/api/user/cart/add?country=ng', { book_uid: book.uid });
    const placed = await data<{ payment: { checkout_url: string } }>(
      await post(buyerApi, '/api/user/orders', { country: 'ng' }),
    );
    await payOnTestPage(buyerApi, placed.payment.checkout_url);

    // Eight days on, the sale's hold is over; the seller is still new (under 30 days), so the
    // withdrawal waits for an operator.
    await post(sellerApi, '/dev/clock', { advance_days: 8 });
    try {
      await sellerAgain(sellerApi, seller);
      const banks = await data<{ code: string }[]>(
        await sellerApi.get('/api/public/payout_banks?country=ng'),
      );
      const account = await data<{ id: number }>(
        await post(sellerApi, '/api/user/banks', {
          bank_code: banks[0]?.code,
          account_number: '0123456789',
          is_default: true,
        }),
      );
      const stats = await data<{ available_balance: { amount: number } }>(
        await sellerApi.get('/api/user/selling/statistics/dashboard'),
      );
      expect(stats.available_balance.amount).toBeGreaterThan(0);
      const withdrawal = await data<{ reference: string; status: string }>(
        await post(sellerApi, '/api/user/selling/revenues/withdraw', {
          amount: stats.available_balance.amount,
          bank_account_id: account.id,
        }),
      );
      expect(withdrawal.status).toBe('pending');

      // The operator finds it in the queue and releases it.
      await signInToBackOffice(page, '/admin/payouts');
      const row = page.getByRole('row').filter({ hasText: withdrawal.reference });
      await expect(row).toContainText('New seller');
      await expect(row).toContainText('Waiting');
      await row.getByRole('button', { name: `Release ${withdrawal.reference}` }).click();
      const dialog = page.getByRole('dialog', { name: `Release ${withdrawal.reference}?` });
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Release to the bank' }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toHaveCount(0);

      await page.getByLabel('Queue', { exact: true }).selectOption('released');
      await expect(page).toHaveURL(/review_status=released/);
      await expect(page.getByRole('row').filter({ hasText: withdrawal.reference })).toContainText('Released');

      await page.goto(`/admin/audit?target_id=${withdrawal.reference}`);
      await expect(page.getByRole('row').filter({ hasText: 'Withdrawal released' })).toHaveCount(1);
    } finally {
      await post(sellerApi, '/dev/clock', { reset: true });
    }
  } finally {
    await sellerApi.dispose();
    await buyerApi.dispose();
  }
});
