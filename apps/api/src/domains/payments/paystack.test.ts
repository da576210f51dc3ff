import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPaystackProvider,
  paystackSignature,
  paystackSignatureValid,
} from '../../payments/paystack.ts';
import { PaymentProviderError } from '../../payments/index.ts';
import { startPaystackStandIn, type PaystackStandIn } from '../../../test/paystack-stand-in.ts';

const KEY = 'sk_test_stand_in_key';
const body = JSON.stringify({ event: 'charge.success', data: { reference: 'PAY-ABC', amount: 250000 } });

describe('the Paystack webhook signature', () => {
  it('is the hex HMAC-SHA512 of the raw body with the secret key', () => {
    // Computed independently: printf '%s' '{"event":"charge.success"}' | openssl dgst -sha512 -hmac secret
    expect(paystackSignature('{"event":"charge.success"}', 'secret')).toBe(
      'bf7d80161f84846a18eea41f6faf62d147ffe358392539aa2c4714522f7e683aa2517b17559985ba0383cf46acf3138035ec5832c8e711fa375d07f9e6fd4dd2',
    );
    expect(paystackSignature(body, KEY)).toMatch(/^[0-9a-f]{128}$/);
  });

  it('accepts the right signature and refuses forged, tampered, foreign-key or malformed ones', () => {
    const good = paystackSignature(body, KEY);
    expect(paystackSignatureValid(body, good, KEY)).toBe(true);
    expect(paystackSignatureValid(body, good.toUpperCase(), KEY)).toBe(true);
    expect(paystackSignatureValid(body.replace('250000', '1'), good, KEY)).toBe(false);
    expect(paystackSignatureValid(body, paystackSignature(body, 'sk_test_other'), KEY)).toBe(false);
    expect(paystackSignatureValid(body, `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`, KEY)).toBe(
      false,
    );
    expect(paystackSignatureValid(body, good.slice(0, 64), KEY)).toBe(false);
    expect(paystackSignatureValid(body, 'zz'.repeat(64), KEY)).toBe(false);
    expect(paystackSignatureValid(body, '', KEY)).toBe(false);
    expect(paystackSignatureValid(body, null, KEY)).toBe(false);
  });

  it('turns a signed body into its event and rejects everything else', () => {
    const provider = createPaystackProvider({ secretKey: KEY, baseUrl: 'http://127.0.0.1:9' });
    const signed = new Headers({ 'x-paystack-signature': paystackSignature(body, KEY) });
    expect(provider.parseWebhook(body, signed)).toEqual({
      ok: true,
      event: { type: 'charge.success', reference: 'PAY-ABC' },
    });
    expect(provider.parseWebhook(body, new Headers())).toEqual({ ok: false, reason: 'Invalid signature.' });
    const notJson = 'not json';
    expect(
      provider.parseWebhook(
        notJson,
        new Headers({ 'x-paystack-signature': paystackSignature(notJson, KEY) }),
      ),
    ).toEqual({ ok: false, reason: 'The body is not JSON.' });
  });
});

describe('the Paystack client against a stand-in', () => {
  let standIn: PaystackStandIn;
  beforeAll(async () => {
    standIn = await startPaystackStandIn(KEY);
  });
  afterAll(() => standIn.close());

  const provider = () => createPaystackProvider({ secretKey: KEY, baseUrl: standIn.url });

  it('initialises a transaction with the secret key, the amount in minor units and the callback', async () => {
    const result = await provider().initialise({
      reference: 'PAY-INIT1',
      amount: 250_050,
      currency: 'NGN',
      email: 'buyer@example.test',
      callbackUrl: 'https://books.example/pay/return',
      orderReference: 'ORD-1',
    });
    expect(result).toEqual({ authorizationUrl: 'https://checkout.paystack.test/PAY-INIT1' });
    expect(standIn.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/transaction/initialize',
      authorization: `Bearer ${KEY}`,
      body: {
        email: 'buyer@example.test',
        amount: 250_050,
        currency: 'NGN',
        reference: 'PAY-INIT1',
        callback_url: 'https://books.example/pay/return',
        metadata: { order_reference: 'ORD-1' },
      },
    });
  });

  it('verifies a transaction: success, failure, and anything else is still pending', async () => {
    standIn.transactions.set('PAY-V1', { status: 'success', amount: 1000, currency: 'NGN' });
    standIn.transactions.set('PAY-V2', { status: 'failed', amount: 1000, currency: 'NGN' });
    standIn.transactions.set('PAY-V3', { status: 'abandoned', amount: 1000, currency: 'ngn' });
    expect(await provider().verify('PAY-V1')).toEqual({
      reference: 'PAY-V1',
      status: 'success',
      amount: 1000,
      currency: 'NGN',
    });
    expect((await provider().verify('PAY-V2')).status).toBe('failed');
    expect(await provider().verify('PAY-V3')).toMatchObject({ status: 'pending', currency: 'NGN' });
    expect(standIn.calls.at(-1)?.path).toBe('/transaction/verify/PAY-V3');
  });

  it('turns refusals and outages into PaymentProviderError', async () => {
    await expect(provider().verify('PAY-UNKNOWN')).rejects.toThrow(PaymentProviderError);
    await expect(
      createPaystackProvider({ secretKey: 'sk_wrong', baseUrl: standIn.url }).verify('PAY-V1'),
    ).rejects.toThrow(/answered 401/);
    standIn.failWith = 503;
    try {
      await expect(provider().verify('PAY-V1')).rejects.toThrow(/answered 503/);
    } finally {
      standIn.failWith = null;
    }
    await expect(
      createPaystackProvider({ secretKey: KEY, baseUrl: 'http://127.0.0.1:9' }).verify('PAY-V1'),
    ).rejects.toThrow(/could not be reached/);
  });
});
