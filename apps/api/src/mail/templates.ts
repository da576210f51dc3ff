import type { MailMessage } from './mailer.ts';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function layout(title: string, paragraphs: string[], code?: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const codeBlock = code
    ? `<p style="font-size:28px;letter-spacing:6px;font-weight:700;margin:8px 0 24px">${escapeHtml(code)}</p>`
    : '';
  return `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${codeBlock}${body}<p style="color:#6b7280;font-size:12px">Bookstore</p></body></html>`;
}

/** What distinguishes one mail carrying a one-time code from another. */
interface CodeMailKind {
  purpose: NonNullable<MailMessage['purpose']>;
  subject: string;
  /** The heading above the code in the HTML part. */
  title: string;
  /** What the code is called in the text part ("verification code"). */
  codeName: string;
  /** What the code is for ("verify your email address"). */
  useFor: string;
  /** What to do when the reader did not ask for it. */
  ifNotYou: string;
}

function codeMail(
  kind: CodeMailKind,
  to: string,
  username: string,
  code: string,
  minutes: number,
): MailMessage {
  const lines = [
    `Hello ${username},`,
    `Use this code to ${kind.useFor}. It expires in ${minutes} minutes.`,
    kind.ifNotYou,
  ];
  return {
    to,
    subject: kind.subject,
    text: `${lines[0]}\n\nYour ${kind.codeName}: ${code}\n\n${lines.slice(1).join('\n')}`,
    html: layout(kind.title, lines, code),
    purpose: kind.purpose,
    code,
  };
}

export const verificationCodeMail = (to: string, username: string, code: string, minutes: number) =>
  codeMail(
    {
      purpose: 'email_verification',
      subject: 'Verify your email address',
      title: 'Your verification code',
      codeName: 'verification code',
      useFor: 'verify your email address',
      ifNotYou: 'If you did not create an account, you can ignore this message.',
    },
    to,
    username,
    code,
    minutes,
  );

export const passwordResetMail = (to: string, username: string, code: string, minutes: number) =>
  codeMail(
    {
      purpose: 'password_reset',
      subject: 'Reset your password',
      title: 'Your password reset code',
      codeName: 'password reset code',
      useFor: 'choose a new password',
      ifNotYou: 'If you did not ask to reset your password, you can ignore this message.',
    },
    to,
    username,
    code,
    minutes,
  );

export const sellerTwoFactorMail = (to: string, username: string, code: string, minutes: number) =>
  codeMail(
    {
      purpose: 'seller_2fa',
      subject: 'Your selling dashboard security code',
      title: 'Your security code',
      codeName: 'security code',
      useFor: 'open your selling dashboard',
      ifNotYou: 'If you did not try to sign in to the dashboard, change your password.',
    },
    to,
    username,
    code,
    minutes,
  );

export function orderPaidMail(to: string, username: string, reference: string, total: string): MailMessage {
  const lines = [
    `Hello ${username},`,
    `We received your payment of ${total} for order ${reference}.`,
    'Ebooks and audiobooks are in your library now; print books will be shipped to your address.',
  ];
  return {
    to,
    subject: `Order ${reference} is paid`,
    text: lines.join('\n\n'),
    html: layout('Thank you for your order', lines),
    purpose: 'order_paid',
  };
}
