// The production mode (NODE_ENV=production) end to end, mail: it leaves through SMTP (a local
// stand-in) and leaves nothing in the database, and codes are stored keyed-hashed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/lib/crypto.ts';
import { seedCatalogue } from './fixtures.ts';
import { createUser, signedIn, startTestServer, TestClient, type TestServer } from './helpers.ts';
import { startPaystackStandIn, type PaystackStandIn } from './paystack-stand-in.ts';
import { KEY, productionOptions } from './production-support.ts';
import { codeIn, startSmtpStandIn, type SmtpStandIn } from './smtp-stand-in.ts';

let smtp: SmtpStandIn;
let paystack: PaystackStandIn;
let server: TestServer;

beforeAll(async () => {
  [smtp, paystack] = await Promise.all([startSmtpStandIn(), startPaystackStandIn(KEY)]);
  server = await startTestServer(productionOptions(smtp, paystack));
  await seedCatalogue(server.db);
});
afterAll(async () => {
  await server.close();
  await Promise.all([smtp.close(), paystack.close()]);
});

async function outboxRows(): Promise<number> {
  const row = await server.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function storedCodeHash(email: string, purpose: string): Promise<string> {
  const row = await server.db
    .selectFrom('verification_codes')
    .select('code_hash')
    .where('email', '=', email)
    .where('purpose', '=', purpose as 'seller_2fa')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.code_hash;
}

describe('mail and codes in production', () => {
  it('has no /dev routes', async () => {
    for (const path of ['/dev/mail.json', '/dev/mail', '/dev/clock', '/dev/voiceover/review']) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    }
    // Not even a test clock: moving it is a 404 and the clock stays the real one.
    const client = new TestClient(server.url);
    expect((await client.post('/dev/clock', { advance_days: 8 })).status).toBe(404);
    expect(Math.abs(server.deps.clock().getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('sends the verification code over SMTP, keeps no outbox row and stores no guessable code', async () => {
    const client = new TestClient(server.url);
    const sent = smtp.received.length;
    const res = await client.post('/user/auth/spa/register', {
      first_name: 'Tolu',
      last_name: 'Bello',
      username: 'prod_tolu',
      email: 'prod_tolu@example.test',
      password: 'a long password',
      password_confirmation: 'a long password',
      country_code: 'ng',
      accept_terms: true,
    });
    expect(res.status).toBe(201);
    const mail = await smtp.waitFor('prod_tolu@example.test', sent);
    expect(mail.from).toBe('no-reply@books.test');
    expect(mail.raw).toMatch(/Subject: Verify your email address/);
    const code = codeIn(mail);
    expect(await outboxRows()).toBe(0);

    // Neither the code nor its plain hash (a million guesses away) is in the database.
    const stored = await storedCodeHash('prod_tolu@example.test', 'email_verification');
    expect(stored).not.toContain(code);
    expect(stored).not.toBe(sha256(`email_verification:prod_tolu@example.test:${code}`));

    const verified = await client.post<{ data: { email_is_verified: boolean } }>(
      '/api/user/auth/email/verify',
      {
        verification_code: code,
      },
    );
    expect(verified.status).toBe(200);
    expect(verified.body.data.email_is_verified).toBe(true);
  });

  it('mails password reset and seller codes over SMTP only, and they work', async () => {
    const seller = await createUser(server.db, { author: true });
    const sent = smtp.received.length;
    const anonymous = new TestClient(server.url);
    expect((await anonymous.post('/api/user/auth/password/reset', { email: seller.email })).status).toBe(200);
    const resetCode = codeIn(await smtp.waitFor(seller.email, sent));
    expect(await storedCodeHash(seller.email, 'password_reset')).not.toBe(
      sha256(`password_reset:${seller.email}:${resetCode}`),
    );
    const update = await anonymous.post('/api/user/auth/password/update', {
      email: seller.email,
      verification_code: resetCode,
      password: 'correct horse battery',
      password_confirmation: 'correct horse battery',
    });
    expect(update.status).toBe(200);

    const client = await signedIn(server, seller);
    const before2fa = smtp.received.length;
    expect((await client.get('/api/user/auth/verification/get_code')).status).toBe(200);
    const sellerCode = codeIn(await smtp.waitFor(seller.email, before2fa));
    expect(await storedCodeHash(seller.email, 'seller_2fa')).not.toBe(
      sha256(`seller_2fa:${seller.email}:${sellerCode}`),
    );
    const ok = await client.post('/api/user/selling/verify_2fa', { verification_code: sellerCode });
    expect(ok.status).toBe(200);
    expect(await outboxRows()).toBe(0);
  });
});
