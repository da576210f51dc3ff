import { formatPrice } from '@bookstore/api-client/constants';
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { issueXsrfCookie } from '../../http/session.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { Conflict } from '../../domain/errors.ts';
import { storeOrigin } from '../../lib/links.ts';
import { money } from '../../money.ts';
import { settlePayment } from './settlement.ts';
import { paymentByUid, paymentItems, paymentTargetPath, storeReturnUrl } from './payments.ts';

const style = `body{font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827;margin:0;padding:32px 16px}
main{max-width:440px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:20px;margin:0 0 4px}.muted{color:#4b5563}.amount{font-size:32px;font-weight:700;margin:16px 0}
ul{padding-left:18px}.actions{display:flex;gap:12px;margin-top:24px}
button,.button{flex:1;font:inherit;font-weight:600;padding:12px;border-radius:8px;border:2px solid #1d4ed8;cursor:pointer;text-align:center;text-decoration:none}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}a{color:#1d4ed8}
.pay{background:#1d4ed8;color:#fff}.cancel{background:#fff;color:#1d4ed8}
.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600}`;

function page(title: string, body: ReturnType<typeof html>) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style>
          ${style}
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

/**
 * The hosted test-mode payment page an order's checkout_url points at: Pay or Cancel, then back to the
 * store's /myaccount/payments/{id}. Only the buyer (by session) can see or settle a payment, and only a
 * payment of the `test` gateway: mounted only when PAYMENT_PROVIDER=test (the demo's default).
 */
export function payRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  async function ownPayment(c: Context<AppEnv>) {
    const session = c.get('session');
    if (!session) return { status: 401 as const };
    const payment = await paymentByUid(deps.db, session.user.id, c.req.param('uid') ?? '');
    // A provider's payment is paid at the provider, never here.
    return payment?.gateway === 'test' ? { status: 200 as const, payment } : { status: 404 as const };
  }

  const storePaymentUrl = (paymentId: number) => storeReturnUrl(deps, paymentId);
  // The store's pages, for links a person follows from this page (root-relative in the demo: lib/links.ts).
  const storePage = (path: string) => `${storeOrigin(deps)}${path}`;

  app.get('/:uid', async (c) => {
    const found = await ownPayment(c);
    if (found.status === 401) {
      const uid = c.req.param('uid');
      // The store signs the buyer in and comes back to this page (a path: the store refuses any other).
      const signIn = storePage(`/login?redirect=${encodeURIComponent(`/pay/${encodeURIComponent(uid)}`)}`);
      return c.html(
        page(
          'Sign in to pay',
          html`<h1>Sign in to pay</h1>
            <p class="muted">
              This payment belongs to a store account. Sign in as the buyer and you will come back here to
              pay.
            </p>
            <div class="actions"><a class="button pay" href="${signIn}">Sign in to pay</a></div>
            <p><a href="${storePage(await paymentTargetPath(deps.db, uid))}">Back to your order</a></p>`,
        ),
        401,
      );
    }
    if (found.status === 404) {
      return c.html(
        page(
          'Payment not found',
          html`<h1>Payment not found</h1>
            <p class="muted">This payment does not exist or is not yours.</p>
            <p><a href="${storePage('/myaccount/payments')}">Your payments</a></p>`,
        ),
        404,
      );
    }
    const { payment } = found;
    if (payment.status !== 'pending') return c.redirect(await storePaymentUrl(payment.id), 303);
    const items = await paymentItems(deps.db, payment);
    const amount = money(payment.amount, payment);
    const token = issueXsrfCookie(c, deps);
    const formatted = formatPrice(amount.amount, amount.currency_symbol);
    return c.html(
      page(
        `Pay ${formatted}`,
        html`<span class="badge">Test mode: no money moves</span>
          <h1>Bookstore checkout</h1>
          <p class="muted">Payment ${payment.reference}</p>
          <p class="amount">${formatted}</p>
          ${
            items.length > 0
              ? html`<ul>
                  ${items.map((i) => html`<li>${i.quantity} × ${i.title}</li>`)}
                </ul>`
              : ''
          }
          <form method="post" action="/pay/${payment.uid}" class="actions">
            <input type="hidden" name="_token" value="${token}" />
            <button class="cancel" type="submit" name="action" value="cancel">Cancel</button>
            <button class="pay" type="submit" name="action" value="pay">Pay ${formatted}</button>
          </form>`,
      ),
    );
  });

  app.post('/:uid', async (c) => {
    const found = await ownPayment(c);
    if (found.status !== 200)
      return c.json({ message: found.status === 401 ? 'Unauthenticated.' : 'Not Found' }, found.status);
    const form = await c.req.parseBody();
    const action = form.action;
    if (action !== 'pay' && action !== 'cancel') {
      return c.json(
        {
          message: 'The action field is invalid.',
          errors: { action: ['The action must be pay or cancel.'] },
        },
        422,
      );
    }
    if (found.payment.status === 'pending') {
      try {
        await settlePayment(deps, found.payment.id, action === 'pay' ? 'successful' : 'failed');
      } catch (error) {
        // A double click settles once; the second submit just returns to the store like the first.
        if (!(error instanceof Conflict)) throw error;
      }
    }
    return c.redirect(await storePaymentUrl(found.payment.id), 303);
  });

  return app;
}
