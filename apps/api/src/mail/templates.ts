import type { MailMessage } from './mailer.ts';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function layout(title: string, paragraphs: string[], code?: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const codeBlock = code
    ? `<p style="font-size:28px;letter-spacing:6px;font-weight:700;margin:8px 0 24px">${escapeHtml(code)}</p>`
    : '';
  return `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${codeBlock}${body}<p style="color:#6b7280;font-size:12px">Bookstore</p></body></html>`;
}

export function verificationCodeMail(
  to: string,
  username: string,
  code: string,
  minutes: number,
): MailMessage {
  const lines = [
    `Hello ${username},`,
    `Use this code to verify your email address. It expires in ${minutes} minutes.`,
    'If you did not create an account, you can ignore this message.',
  ];
  return {
    to,
    subject: 'Verify your email address',
    text: `${lines[0]}\n\nYour verification code: ${code}\n\n${lines.slice(1).join('\n')}`,
    html: layout('Your verification code', lines, code),
    purpose: 'email_verification',
    code,
  };
}

export function passwordResetMail(to: string, username: string, code: string, minutes: number): MailMessage {
  const lines = [
    `Hello ${username},`,
    `Use this code to choose a new password. It expires in ${minutes} minutes.`,
    'If you did not ask to reset your password, you can ignore this message.',
  ];
  return {
    to,
    subject: 'Reset your password',
    text: `${lines[0]}\n\nYour password reset code: ${code}\n\n${lines.slice(1).join('\n')}`,
    html: layout('Your password reset code', lines, code),
    purpose: 'password_reset',
    code,
  };
}

export function sellerTwoFactorMail(
  to: string,
  username: string,
  code: string,
  minutes: number,
): MailMessage {
  const lines = [
    `Hello ${username},`,
    `Use this code to open your selling dashboard. It expires in ${minutes} minutes.`,
    'If you did not try to sign in to the dashboard, change your password.',
  ];
  return {
    to,
    subject: 'Your selling dashboard security code',
    text: `${lines[0]}\n\nYour security code: ${code}\n\n${lines.slice(1).join('\n')}`,
    html: layout('Your security code', lines, code),
    purpose: 'seller_2fa',
    code,
  };
}

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
