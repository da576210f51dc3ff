import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { logger } from '../log.ts';

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
  send(message: MailMessage): Promise<void>;
}

type MailConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'devTools'>;

/**
 * The demo (devTools) keeps every message in the `mail_outbox` table (what /dev/mail shows) and, with
 * SMTP_URL, also sends it; a failed send is recorded on the row. Production writes nothing to the
 * database (the outbox would hold codes and reset mails): it sends through SMTP_URL with nodemailer,
 * and a failed send is logged (without the message) rather than failing the request.
 */
export function createMailer(db: Kysely<Database>, config: MailConfig): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  const deliver = (message: MailMessage) =>
    transport?.sendMail({
      from: config.mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });

  if (!config.devTools) {
    return {
      async send(message) {
        try {
          await deliver(message);
        } catch (error) {
          logger.error(
            `Mail "${message.purpose ?? message.subject}" could not be sent: ${
              error instanceof Error ? error.message : String(error)
            }`,
          );
        }
      },
    };
  }

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
        await deliver(message);
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
