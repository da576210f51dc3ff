import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the message is for (email_verification, password_reset, seller_2fa, order_paid...). */
  purpose?: string;
  /** A code the message carries, kept in its own column for the developer outbox. */
  code?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Every message lands in the `mail_outbox` table (what /dev/mail shows); with SMTP_URL it is also sent
 * through nodemailer. A failed SMTP send is recorded on the row rather than failing the request.
 */
export function createMailer(db: Kysely<Database>, config: Pick<Config, 'smtpUrl' | 'mailFrom'>): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  return {
    async send(message) {
      const row = await db
        .insertInto('mail_outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          purpose: message.purpose ?? null,
          code: message.code ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) return;
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        await db.updateTable('mail_outbox').set({ sent_at: new Date() }).where('id', '=', row.id).execute();
      } catch (error) {
        await db
          .updateTable('mail_outbox')
          .set({ error: error instanceof Error ? error.message : String(error) })
          .where('id', '=', row.id)
          .execute();
      }
    },
  };
}
