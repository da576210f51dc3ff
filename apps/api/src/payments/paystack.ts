/**
 * Paystack (https://paystack.com/docs/api): Transaction initialize and verify, and the webhook's
 * `x-paystack-signature` (HMAC-SHA512, hex, of the raw body with the secret key). The HTTP client takes
 * its `fetch` and base URL so tests point it at a local stand-in.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PaymentProviderError,
  type PaymentCheck,
  type PaymentProvider,
  type WebhookResult,
} from './provider.ts';

export const PAYSTACK_BASE_URL = 'https://api.paystack.co';
export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

export interface PaystackOptions {
  secretKey: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  /** How long one call to Paystack may take. */
  timeoutMs?: number;
}

/** The signature Paystack sends with a webhook body. */
export const paystackSignature = (rawBody: string, secretKey: string): string =>
  createHmac('sha512', secretKey).update(rawBody, 'utf8').digest('hex');

/** True when `signature` is the body's HMAC-SHA512 with the secret key (constant-time compare). */
export function paystackSignatureValid(
  rawBody: string,
  signature: string | null,
  secretKey: string,
): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(paystackSignature(rawBody, secretKey), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

interface PaystackAnswer<T> {
  status?: boolean;
  message?: string;
  data?: T;
}

const STATUS: Record<string, PaymentCheck['status']> = {
  success: 'success',
  failed: 'failed',
  reversed: 'failed',
};

export function createPaystackProvider(options: PaystackOptions): PaymentProvider {
  const baseUrl = (options.baseUrl ?? PAYSTACK_BASE_URL).replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${options.secretKey}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(
        `Paystack could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const answer = (await response.json().catch(() => ({}))) as PaystackAnswer<T>;
    if (!response.ok || answer.status !== true || answer.data === undefined) {
      throw new PaymentProviderError(
        `Paystack ${method} ${path.split('?')[0]} answered ${response.status}: ${answer.message ?? 'no message'}`,
      );
    }
    return answer.data;
  }

  return {
    name: 'paystack',

    async initialise(payment) {
      const data = await call<{ authorization_url?: unknown }>('POST', '/transaction/initialize', {
        email: payment.email,
        amount: payment.amount,
        currency: payment.currency,
        reference: payment.reference,
        callback_url: payment.callbackUrl,
        metadata: { order_reference: payment.orderReference },
      });
      if (typeof data.authorization_url !== 'string' || !/^https?:\/\//.test(data.authorization_url)) {
        throw new PaymentProviderError('Paystack answered no authorization URL.');
      }
      return { authorizationUrl: data.authorization_url };
    },

    async verify(reference) {
      const data = await call<{
        status?: unknown;
        amount?: unknown;
        currency?: unknown;
        reference?: unknown;
      }>('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      if (
        data.reference !== reference ||
        typeof data.amount !== 'number' ||
        typeof data.currency !== 'string'
      ) {
        throw new PaymentProviderError('Paystack answered a transaction that does not match the reference.');
      }
      return {
        reference,
        status: STATUS[String(data.status)] ?? 'pending',
        amount: data.amount,
        currency: data.currency.toUpperCase(),
      };
    },

    async refund(refund) {
      // Paystack's Refund API: POST /refund with the transaction's reference and the amount in subunits.
      const data = await call<{ id?: unknown; status?: unknown }>('POST', '/refund', {
        transaction: refund.reference,
        amount: refund.amount,
        currency: refund.currency,
        merchant_note: refund.note,
      });
      if (data.id === undefined || data.id === null)
        throw new PaymentProviderError('Paystack answered no refund id.');
      return {
        providerReference: String(data.id),
        status: data.status === 'processed' ? 'processed' : 'pending',
      };
    },

    parseWebhook(rawBody, headers): WebhookResult {
      if (!paystackSignatureValid(rawBody, headers.get(PAYSTACK_SIGNATURE_HEADER), options.secretKey)) {
        return { ok: false, reason: 'Invalid signature.' };
      }
      let event: { event?: unknown; data?: { reference?: unknown } };
      try {
        event = JSON.parse(rawBody) as typeof event;
      } catch {
        return { ok: false, reason: 'The body is not JSON.' };
      }
      if (typeof event.event !== 'string') return { ok: false, reason: 'The body names no event.' };
      const reference = event.data?.reference;
      return {
        ok: true,
        event: { type: event.event, reference: typeof reference === 'string' ? reference : null },
      };
    },
  };
}
