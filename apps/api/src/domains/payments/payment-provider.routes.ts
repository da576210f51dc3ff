import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import type { PaymentProvider } from '../../payments/index.ts';
import { PaymentProviderError } from '../../payments/index.ts';
import { PROVIDER_RETURN_PATH } from './gateway.ts';
import { confirmProviderPayment, storeReturnUrl } from './payments.ts';
import { logger } from '../../log.ts';

/** Where a provider posts its events: `/api/webhooks/paystack` (outside the contract; see the README). */
export const webhookPath = (provider: Pick<PaymentProvider, 'name'>): string =>
  `/api/webhooks/${provider.name}`;

/**
 * The provider's two ways back in, both outside the contract and mounted before the CSRF check (a
 * provider has no XSRF cookie; the webhook proves itself by its signature instead):
 * - POST /api/webhooks/{provider}: a signed event; a bad signature is a 401 and changes nothing. A
 *   successful charge is confirmed with the provider server to server before the order is settled.
 * - GET /pay/return?reference=: where the provider sends the buyer back; verified the same way, then
 *   on to the store's page of the payment.
 */
export function providerRoutes(deps: AppDeps, provider: PaymentProvider): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post(webhookPath(provider), async (c) => {
    const parsed = provider.parseWebhook(await c.req.text(), c.req.raw.headers);
    if (!parsed.ok) return c.json({ message: parsed.reason }, 401);
    const { type, reference } = parsed.event;
    if (type !== 'charge.success' || !reference) return c.json({ message: 'Event ignored.' });
    try {
      const outcome = await confirmProviderPayment(deps, reference);
      return c.json({ message: `Payment ${outcome.status}.` });
    } catch (error) {
      // The provider retries a webhook that did not get a 2xx.
      if (error instanceof PaymentProviderError) return c.json({ message: 'Verification failed.' }, 502);
      throw error;
    }
  });

  app.get(PROVIDER_RETURN_PATH, async (c) => {
    const reference = c.req.query('reference') ?? c.req.query('trxref') ?? '';
    let outcome: Awaited<ReturnType<typeof confirmProviderPayment>> = { status: 'unknown' };
    try {
      if (reference) outcome = await confirmProviderPayment(deps, reference);
    } catch (error) {
      // The webhook settles it later; the store's page shows the payment as pending meanwhile.
      if (!(error instanceof PaymentProviderError)) throw error;
      logger.error({ err: error }, 'The payment provider could not verify the payment');
    }
    return c.redirect(await storeReturnUrl(deps, 'paymentId' in outcome ? outcome.paymentId : null), 303);
  });

  return app;
}
