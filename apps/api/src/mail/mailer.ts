import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { CODE_PRIORITY, enqueue, type JobHandler, type JobRow } from '../jobs/queue.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the message is for (email_verification, password_reset, seller_2fa, order_paid...). */
  purpose?: string;
  /** A code the message carries, kept in its own column of the demo's outbox. */
  code?: string;
}

export interface Mailer {
  /**
   * Queues the message as a `mail.send` job, in `trx` when given: pass the transaction of the change
   * the mail is about, so the mail is written exactly when that change commits (a rolled-back change
   * mails nothing). A worker sends it, with retries (jobs/queue.ts); the request never waits for SMTP.
   */
  send(message: MailMessage, trx?: Kysely<Database>): Promise<void>;
}

export const MAIL_JOB = 'mail.send';
/** Attempts of a mail before it is kept as failed: with the 5 s base backoff, about 10 minutes of retries. */
export const MAIL_ATTEMPTS = 8;

type MailConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'devTools'>;

export function createMailer(db: Kysely<Database>): Mailer {
  return {
    async send(message, trx) {
      // A mail carrying a code (sign-in, verification, security check) goes ahead of the rest of its lane.
      await enqueue(trx ?? db, MAIL_JOB, message, {
        maxAttempts: MAIL_ATTEMPTS,
        ...(message.code ? { priority: CODE_PRIORITY } : {}),
      });
    },
  };
}

function isMailMessage(value: unknown): value is MailMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return ['to', 'subject', 'text', 'html'].every((key) => typeof m[key] === 'string');
}

/**
 * The worker's side of `mail.send`. The demo (devTools) keeps every message in the `mail_outbox` table
 * (what /dev/mail shows; one row per job however often it is retried) and, with SMTP_URL, also sends it,
 * recording a failed send on the row. Production writes nothing to the database (the outbox would hold
 * codes and reset mails) and sends through SMTP_URL with nodemailer. A failed send throws, so the queue
 * retries it with backoff and finally keeps it as a failed job.
 */
export function mailDelivery(db: Kysely<Database>, config: MailConfig): JobHandler {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  const deliver = async (message: MailMessage) => {
    await transport?.sendMail({
      from: config.mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  };

  return async (payload: unknown, job: JobRow) => {
    if (!isMailMessage(payload)) throw new Error('The job holds no mail message.');
    if (!config.devTools) {
      if (!transport) throw new Error('SMTP_URL is not set: the mail cannot be sent.');
      await deliver(payload);
      return;
    }
    await db
      .insertInto('mail_outbox')
      .values({
        job_id: job.id,
        to_address: payload.to,
        subject: payload.subject,
        text_body: payload.text,
        html_body: payload.html,
        purpose: payload.purpose ?? null,
        code: payload.code ?? null,
      })
      .onConflict((oc) => oc.column('job_id').doNothing())
      .execute();
    if (!transport) return;
    try {
      await deliver(payload);
      await db
        .updateTable('mail_outbox')
        .set({ sent_at: new Date(), error: null })
        .where('job_id', '=', job.id)
        .execute();
    } catch (error) {
      await db
        .updateTable('mail_outbox')
        .set({ error: error instanceof Error ? error.message : String(error) })
        .where('job_id', '=', job.id)
        .execute();
      throw error;
    }
  };
}
