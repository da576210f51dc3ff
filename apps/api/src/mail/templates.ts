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

/**
 * What a 2-factor code opens: the selling dashboard, the back office (an operator, issue 28), or both
 * (one code and one session mark serve both, for an operator who also sells).
 */
export type SecurityCodeFor = 'dashboard' | 'back_office' | 'both';

const SECURITY_CODE_KINDS: Record<SecurityCodeFor, { subject: string; useFor: string; ifNotYou: string }> = {
  dashboard: {
    subject: 'Your selling dashboard security code',
    useFor: 'open your selling dashboard',
    ifNotYou: 'If you did not try to sign in to the dashboard, change your password.',
  },
  back_office: {
    subject: 'Your back office security code',
    useFor: 'open the back office (the store’s operator pages)',
    ifNotYou:
      'If you did not try to open the back office, change your password and tell the other operators.',
  },
  both: {
    subject: 'Your back office security code',
    useFor: 'open the back office (the store’s operator pages) or your selling dashboard',
    ifNotYou: 'If you did not try to open either, change your password and tell the other operators.',
  },
};

export const sellerTwoFactorMail = (
  to: string,
  username: string,
  code: string,
  minutes: number,
  opens: SecurityCodeFor = 'dashboard',
) =>
  codeMail(
    {
      purpose: 'seller_2fa',
      title: 'Your security code',
      codeName: 'security code',
      ...SECURITY_CODE_KINDS[opens],
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

/**
 * Issue 41: an order refused at payment because something in it left sale (taken down, or its seller
 * suspended) since checkout; `refunded` when the provider had already charged and the money goes back.
 */
export function orderRefusedMail(
  to: string,
  username: string,
  order: { reference: string; titles: string[]; refunded: string | null },
): MailMessage {
  const lines = [
    `Hello ${username},`,
    `Order ${order.reference} was not completed: ${order.titles.map((t) => `"${t}"`).join(', ')} ${order.titles.length === 1 ? 'is' : 'are'} no longer on sale.`,
    order.refunded
      ? `Your payment of ${order.refunded} is refunded in full; your bank may take a few days to show it.`
      : 'Nothing was charged, and the order was cancelled.',
    'You can buy the rest of the order again from the store.',
  ];
  return {
    to,
    subject: `Order ${order.reference} was cancelled`,
    text: lines.join('\n\n'),
    html: layout('Your order was cancelled', lines),
    purpose: 'order_refused',
  };
}

/** The operator's decision on a voiceover artist's profile, mailed to the artist. */
export function voiceoverReviewMail(
  to: string,
  username: string,
  outcome: { decision: 'approved' } | { decision: 'rejected'; reason: string },
): MailMessage {
  const lines =
    outcome.decision === 'approved'
      ? [
          `Hello ${username},`,
          'Your voiceover profile has been approved. Buyers can now find you in the voiceover directory and order your offers.',
        ]
      : [
          `Hello ${username},`,
          'Your voiceover profile was not approved this time, for this reason:',
          outcome.reason,
          'You can update your profile and submit it for review again from your selling dashboard.',
        ];
  return {
    to,
    subject:
      outcome.decision === 'approved'
        ? 'Your voiceover profile is approved'
        : 'Your voiceover profile needs changes',
    text: lines.join('\n\n'),
    html: layout(outcome.decision === 'approved' ? 'You are live' : 'Your profile needs changes', lines),
    purpose: outcome.decision === 'approved' ? 'voiceover_approved' : 'voiceover_rejected',
  };
}

export type VoiceoverOrderMailKind =
  'paid' | 'started' | 'delivered' | 'revision_requested' | 'accepted' | 'cancelled';

/** A step of a voiceover order, mailed to the side that did not take it. */
export function voiceoverOrderMail(
  to: string,
  username: string,
  kind: VoiceoverOrderMailKind,
  order: { reference: string; title: string; note: string | null; amount?: string },
  audience: 'buyer' | 'artist' = kind === 'delivered' || kind === 'cancelled' ? 'buyer' : 'artist',
): MailMessage {
  const what = `"${order.title}" (${order.reference})`;
  const texts: Record<VoiceoverOrderMailKind, { subject: string; title: string; body: string[] }> = {
    paid: {
      subject: `New voiceover order ${order.reference}`,
      title: 'You have a new order',
      body: [
        `The buyer paid for ${what}${order.amount ? ` (${order.amount})` : ''}.`,
        'You will see the job under Jobs once the buyer starts it.',
      ],
    },
    started: {
      subject: `Job started: ${order.reference}`,
      title: 'A job has started',
      body:
        audience === 'artist'
          ? [`The buyer started the job for ${what}. Deliver the recording from your Jobs page.`]
          : [`The artist started work on ${what}. We will mail you when the recording is delivered.`],
    },
    delivered: {
      subject: `Your voiceover is ready: ${order.reference}`,
      title: 'Your recording is ready',
      body: [
        `The artist delivered the recording for ${what}.`,
        'Listen to it on your order page, then accept it or ask for a revision.',
      ],
    },
    revision_requested: {
      subject: `Revision requested: ${order.reference}`,
      title: 'The buyer asked for a revision',
      body: [`The buyer asked for a revision of ${what}. The job is back in progress.`],
    },
    accepted: {
      subject: `Delivery accepted: ${order.reference}`,
      title: 'Your delivery was accepted',
      body: [
        `The buyer accepted your recording for ${what}. The job is complete and your earnings are on your revenue page.`,
      ],
    },
    cancelled: {
      subject: `Voiceover order ${order.reference} cancelled`,
      title: 'The order was cancelled',
      body: [`The payment for ${what} was cancelled, so the order was cancelled.`],
    },
  };
  const text = texts[kind];
  const lines = [
    `Hello ${username},`,
    ...text.body,
    ...(order.note
      ? [kind === 'delivered' ? `The artist's note: ${order.note}` : `The note: ${order.note}`]
      : []),
  ];
  return {
    to,
    subject: text.subject,
    text: lines.join('\n\n'),
    html: layout(text.title, lines),
    purpose: `voiceover_${kind}`,
  };
}

/** Issue 28: what an operator decided about a seller's book or offer, mailed to the seller. */
export type ModerationMailKind =
  | { kind: 'book_approved'; title: string }
  | { kind: 'book_rejected'; title: string; reason: string }
  | { kind: 'book_taken_down'; title: string; reason: string }
  | { kind: 'offer_hidden'; title: string; reason: string }
  | { kind: 'change_approved'; title: string }
  | { kind: 'change_rejected'; title: string; reason: string };

export function moderationMail(to: string, username: string, what: ModerationMailKind): MailMessage {
  const texts: Record<ModerationMailKind['kind'], { subject: string; title: string; body: string[] }> = {
    book_approved: {
      subject: `"${what.title}" is approved and on sale`,
      title: 'Your book is on sale',
      body: [`Our review of "${what.title}" is done: it is now on sale in the store.`],
    },
    book_rejected: {
      subject: `"${what.title}" needs changes before it can go on sale`,
      title: 'Your book needs changes',
      body: [
        `"${what.title}" was not approved this time, for this reason:`,
        'reason' in what ? what.reason : '',
        'Fix it from the book’s page in your selling dashboard and publish it again: it comes back to review.',
      ],
    },
    book_taken_down: {
      subject: `"${what.title}" was taken down`,
      title: 'Your book was taken down',
      body: [
        `"${what.title}" is no longer on sale in the store, for this reason:`,
        'reason' in what ? what.reason : '',
        'Readers who bought it keep it in their library. Reply to this mail if you think this is a mistake.',
      ],
    },
    change_approved: {
      subject: `Your change to "${what.title}" is approved and on sale`,
      title: 'Your change is on sale',
      body: [`Our review of your change to "${what.title}" is done: the store now shows the new version.`],
    },
    change_rejected: {
      subject: `Your change to "${what.title}" was not approved`,
      title: 'Your change needs work',
      body: [
        `Your change to "${what.title}" was not approved, for this reason:`,
        'reason' in what ? what.reason : '',
        'The version approved before stays on sale. Edit the book again from your selling dashboard: the new change comes back to review.',
      ],
    },
    offer_hidden: {
      subject: `Your voiceover offer "${what.title}" was hidden`,
      title: 'Your offer was hidden',
      body: [
        `Your offer "${what.title}" is no longer shown in the store, for this reason:`,
        'reason' in what ? what.reason : '',
        'Orders already placed go on as before. Reply to this mail if you think this is a mistake.',
      ],
    },
  };
  const text = texts[what.kind];
  const lines = [`Hello ${username},`, ...text.body];
  return {
    to,
    subject: text.subject,
    text: lines.join('\n\n'),
    html: layout(text.title, lines),
    purpose: what.kind,
  };
}

/** Issue 42: an operator hid a reader's review, mailed to its writer with the reason. */
export function reviewHiddenMail(
  to: string,
  username: string,
  review: { bookTitle: string; reason: string },
): MailMessage {
  const lines = [
    `Hello ${username},`,
    `Your review of "${review.bookTitle}" is no longer shown in the store, for this reason:`,
    review.reason,
    'You can delete it and write a new one from the book’s page. Reply to this mail if you think this is a mistake.',
  ];
  return {
    to,
    subject: `Your review of "${review.bookTitle}" was hidden`,
    text: lines.join('\n\n'),
    html: layout('Your review was hidden', lines),
    purpose: 'review_hidden',
  };
}

/** Issue 42: the author's digest of new reviews of their books (stars, book and the review's title). */
export function reviewDigestMail(
  to: string,
  username: string,
  reviews: { bookTitle: string; rating: number; title: string | null; reviewer: string }[],
): MailMessage {
  const count = reviews.length;
  const lines = [
    `Hello ${username},`,
    `Readers wrote ${count} new review${count === 1 ? '' : 's'} of your books:`,
    ...reviews.map(
      (r) =>
        `${'★'.repeat(r.rating)}${'☆'.repeat(5 - r.rating)} "${r.bookTitle}", by ${r.reviewer}${r.title ? `: ${r.title}` : ''}`,
    ),
    'See them all in your selling dashboard.',
  ];
  return {
    to,
    subject: `${count} new review${count === 1 ? '' : 's'} of your books`,
    text: lines.join('\n\n'),
    html: layout('New reviews of your books', lines),
    purpose: 'review_digest',
  };
}
