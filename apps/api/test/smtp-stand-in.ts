import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and MIME body) as the server received it. */
  raw: string;
  /** When the server accepted it (Date.now()), after `slowMs`. */
  acceptedAt: number;
}

export interface SmtpStandIn {
  /** SMTP_URL for the API. */
  url: string;
  received: ReceivedMail[];
  /**
   * The newest message to `to` among those received after the first `after`, or the first such to
   * arrive within `timeoutMs` (default 20 s; it is waited for, not polled).
   */
  waitFor(to: string, after?: number, timeoutMs?: number): Promise<ReceivedMail>;
  /**
   * Holds the next message in its DATA phase, never answered, as a relay that stalls would: resolves
   * with its recipients once it has arrived (and is held). It is not kept among `received`; its
   * sender's connection lasts until the sender goes (a test kills it).
   */
  holdNext(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A local SMTP server on 127.0.0.1 (no TLS, no auth) that keeps what it receives; `slowMs` makes it
 * take that long to accept each message, as a slow relay does; `failFirst` refuses that many messages
 * first with a temporary error (451), as a relay in trouble does.
 */
export async function startSmtpStandIn({
  slowMs = 0,
  failFirst = 0,
}: { slowMs?: number; failFirst?: number } = {}): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  /** Called at each accepted message (the pending `waitFor`s). */
  const arrivals = new Set<() => void>();
  let refusals = failFirst;
  const holds: ((to: string[]) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const hold = holds.shift();
        if (hold) {
          hold(session.envelope.rcptTo.map((r) => r.address));
          return;
        }
        if (refusals > 0) {
          refusals--;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        const accept = () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            acceptedAt: Date.now(),
          });
          callback();
          for (const arrived of arrivals) arrived();
        };
        if (slowMs > 0) setTimeout(accept, slowMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor(to, after = 0, timeoutMs = 20_000) {
      const find = () => received.slice(after).findLast((m) => m.to.includes(to));
      const found = find();
      if (found) return Promise.resolve(found);
      return new Promise<ReceivedMail>((resolve, reject) => {
        const arrived = () => {
          const mail = find();
          if (!mail) return;
          arrivals.delete(arrived);
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          arrivals.delete(arrived);
          reject(new Error(`no mail to ${to} arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        arrivals.add(arrived);
      });
    },
    holdNext: () => new Promise<string[]>((resolve) => holds.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The six-digit code in a received message's text. */
export function codeIn(mail: ReceivedMail): string {
  const code = /: (\d{6})\b/.exec(mail.raw)?.[1];
  if (!code) throw new Error('no code in the message');
  return code;
}
