import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterAnswerSettled } from '../../lib/after-answer.ts';
import { createUser, startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';
import { codeIn, startSmtpStandIn, type SmtpStandIn } from '../../../test/smtp-stand-in.ts';

/**
 * Issue 23, item 7: no account oracle. A password reset answers a known and an unknown address alike
 * and in the same time, even when the SMTP relay takes seconds: the mail leaves after the answer.
 */
const SLOW_MS = 1500;

describe('the password reset over a slow SMTP relay', () => {
  let smtp: SmtpStandIn;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpStandIn({ slowMs: SLOW_MS });
    // The worker polls as in a server process: the mail leaves on its own, after the answer.
    server = await startTestServer({ env: { SMTP_URL: smtp.url }, poll: true });
  });
  afterAll(async () => {
    await afterAnswerSettled();
    await server.close();
    await smtp.close();
  });

  async function reset(email: string) {
    const res = await new TestClient(server.url).post<{ message: string }>('/api/user/auth/password/reset', {
      email,
    });
    return { res, answeredAt: Date.now() };
  }

  it('answers a known and an unknown address alike, before the mail has left', async () => {
    const user = await createUser(server.db);
    const known = await reset(user.email);
    const unknown = await reset('nobody-here@example.test');
    expect(known.res.status).toBe(200);
    expect(unknown.res.status).toBe(200);
    expect(known.res.body).toEqual(unknown.res.body);
    // The known address was answered before the relay (1.5 s a message) took its mail: the answer
    // does not wait for it, so its time cannot tell who has an account (however loaded the machine).
    await afterAnswerSettled();
    const mail = await smtp.waitFor(user.email);
    expect(known.answeredAt).toBeLessThan(mail.acceptedAt);
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    expect(smtp.received.some((m) => m.to.includes('nobody-here@example.test'))).toBe(false);
  });
});
