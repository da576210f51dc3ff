import type { Config } from '../config.ts';
import { createPaystackProvider } from './paystack.ts';
import type { PaymentProvider } from './provider.ts';

export type {
  PaymentCheck,
  PaymentInit,
  PaymentProvider,
  RefundRequest,
  RefundResult,
  WebhookResult,
} from './provider.ts';
export { PaymentProviderError } from './provider.ts';

/**
 * The provider the configuration names; null for the demo's test page (PAYMENT_PROVIDER=test, the
 * default outside production) and when none is configured.
 */
export function paymentProviderFor(config: Pick<Config, 'paymentProvider' | 'paystackSecretKey'>) {
  if (config.paymentProvider === 'paystack' && config.paystackSecretKey) {
    return createPaystackProvider({ secretKey: config.paystackSecretKey }) satisfies PaymentProvider;
  }
  return null;
}
