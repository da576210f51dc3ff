import { createPaystackProvider } from '../src/payments/paystack.ts';
import type { TestServerOptions } from './helpers.ts';
import type { PaystackStandIn } from './paystack-stand-in.ts';
import type { SmtpStandIn } from './smtp-stand-in.ts';

export const KEY = 'sk_test_production_suite';
export const PUBLIC_URL = 'http://books.test';

/** A production server's options: mail through the SMTP stand-in, payments through the Paystack one. */
export function productionOptions(smtp: SmtpStandIn, paystack: PaystackStandIn): TestServerOptions {
  return {
    env: {
      NODE_ENV: 'production',
      APP_SECRET: 'a-production-secret-of-at-least-32-chars',
      PUBLIC_URL,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Bookstore <no-reply@books.test>',
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: KEY,
    },
    payments: createPaystackProvider({ secretKey: KEY, baseUrl: paystack.url }),
    // Mail leaves through the worker on its own, as in a production process (API_ROLE=all).
    poll: true,
  };
}
