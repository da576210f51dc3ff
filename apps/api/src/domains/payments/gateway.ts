import type { AppDeps } from '../../context.ts';
import type { PaymentGateway } from '../../db/schema.ts';
import { Unavailable } from '../../domain/errors.ts';
import { setPaymentCheckoutUrl, userContact } from '../orders/checkout.queries.ts';
import { paymentById } from '../orders/orders.queries.ts';

/** Where a provider sends the buyer back after paying (domains/payments/payment-provider.routes.ts verifies there). */
export const PROVIDER_RETURN_PATH = '/pay/return';

/**
 * Which gateway a new payment uses: the configured provider, or the demo's test page when
 * PAYMENT_PROVIDER=test (the default outside production). With neither, nothing can be paid: a 503.
 */
export function paymentGateway(deps: AppDeps): PaymentGateway {
  if (deps.payments) return deps.payments.name;
  if (deps.config.paymentProvider === 'test') return 'test';
  throw new Unavailable('Payments are not available right now. Please try again later.');
}

/**
 * Opens the provider's transaction for a new pending payment and keeps its authorization URL. The
 * amount is the one stored on the payment, the server's total of the order: never one from the request.
 * Throws PaymentProviderError when the provider cannot be reached or refuses.
 */
export async function initialiseProviderPayment(
  deps: AppDeps,
  paymentId: number,
  orderReference: string,
): Promise<void> {
  const provider = deps.payments;
  if (!provider) return;
  const payment = await paymentById(deps.db, paymentId);
  if (payment.gateway !== provider.name || payment.status !== 'pending') return;
  const buyer = await userContact(deps.db, payment.user_id);
  const { authorizationUrl } = await provider.initialise({
    reference: payment.reference,
    amount: payment.amount,
    currency: payment.currency_code,
    email: buyer.email,
    callbackUrl: `${deps.config.publicUrl}${PROVIDER_RETURN_PATH}`,
    orderReference,
  });
  await setPaymentCheckoutUrl(deps.db, payment.id, authorizationUrl, deps.clock());
}
