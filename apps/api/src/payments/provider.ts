/**
 * A payment provider the API hands buyers to (the demo's test page is not one: it lives in
 * domains/payments/pay.routes.ts). Paystack is the one implemented (payments/paystack.ts); another provider implements
 * this interface and gets a name in `PaymentGateway` (db/schema.ts, migration 005).
 */
import type { PaymentGateway } from '../db/schema.ts';

export interface PaymentInit {
  /** Our payment's reference: the provider's transaction reference too. */
  reference: string;
  /** The server-computed total in minor units (kobo, pesewas, cents). */
  amount: number;
  currency: string;
  email: string;
  /** Where the provider sends the buyer back (with `?reference=`). */
  callbackUrl: string;
  /** Shown in the provider's dashboard. */
  orderReference: string;
}

export interface PaymentCheck {
  reference: string;
  /** `pending` covers every state that may still change (ongoing, abandoned...). */
  status: 'success' | 'failed' | 'pending';
  /** What the provider charged, in minor units, and in which currency. */
  amount: number;
  currency: string;
}

/** A refund of (part of) a successful transaction. */
export interface RefundRequest {
  /** The transaction's reference (our payment's reference). */
  reference: string;
  /** Minor units; at most what was charged and not yet refunded. */
  amount: number;
  currency: string;
  /** Shown in the provider's dashboard. */
  note: string;
}

export interface RefundResult {
  /** The provider's id of the refund. */
  providerReference: string;
  /** `pending` when the provider pays it back later (Paystack queues refunds), `processed` when done. */
  status: 'pending' | 'processed';
}

export type WebhookResult =
  { ok: true; event: { type: string; reference: string | null } } | { ok: false; reason: string };

export interface PaymentProvider {
  readonly name: Exclude<PaymentGateway, 'test'>;
  /** Opens a transaction at the provider; answers the URL the buyer pays at. */
  initialise(payment: PaymentInit): Promise<{ authorizationUrl: string }>;
  /** Asks the provider (server to server) what became of a transaction. */
  verify(reference: string): Promise<PaymentCheck>;
  /** Refunds (part of) a successful transaction (issue 28: an operator's refund). */
  refund(refund: RefundRequest): Promise<RefundResult>;
  /** A webhook call whose signature holds, as an event; anything else is a rejection. */
  parseWebhook(rawBody: string, headers: Headers): WebhookResult;
}

/** The provider could not be reached or refused the call (the checkout answers 502). */
export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
