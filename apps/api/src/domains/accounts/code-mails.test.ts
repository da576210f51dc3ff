/** The mails that carry a one-time code. */
import { describe, expect, it } from 'vitest';
import { passwordResetMail, sellerTwoFactorMail, verificationCodeMail } from '../../mail/templates.ts';

describe('code mails', () => {
  it.each([
    [verificationCodeMail, 'email_verification', 'Verify your email address', 'verification code'],
    [passwordResetMail, 'password_reset', 'Reset your password', 'password reset code'],
    [sellerTwoFactorMail, 'seller_2fa', 'Your selling dashboard security code', 'security code'],
  ] as const)('%o carries the code, its expiry and its purpose', (make, purpose, subject, codeName) => {
    const mail = make('ada@example.com', 'ada', '123456', 15);
    expect(mail).toMatchObject({ to: 'ada@example.com', subject, purpose, code: '123456' });
    expect(mail.text).toContain(`Hello ada,\n\nYour ${codeName}: 123456\n\nUse this code to `);
    expect(mail.text).toContain('It expires in 15 minutes.');
    expect(mail.html).toContain('123456');
  });
});
