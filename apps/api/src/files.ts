import { createHmac } from 'node:crypto';
import { safeEqual } from './lib/crypto.ts';

/**
 * The right a signed link was given under, checked again on every request (domains/media/file-rights.ts):
 * `l<id>` a library item (its buyer, not refunded, not suspended), `b<id>` a book's author (not
 * suspended), `o<id>` an operator (still one, not suspended), `j<id>` a voiceover job's recordings (its
 * order's buyer not suspended, the order not cancelled).
 */
export type FileGrant = `${'l' | 'b' | 'o' | 'j'}${number}`;

const GRANT = /^[lboj][1-9]\d{0,15}$/;

/** A verified link: the file it names and the right it was given under. */
export interface SignedFile {
  relativePath: string;
  grant: FileGrant;
}

/** Signed, expiring links to private media (purchased ebook and audiobook files). */
export class FileSigner {
  readonly #key: string;

  constructor(key: string) {
    this.#key = key;
  }

  #signature(relativePath: string, expires: number, grant: string): string {
    return createHmac('sha256', this.#key)
      .update(`${relativePath}\n${expires}\n${grant}`)
      .digest('base64url');
  }

  /** A signature of any text with the same key (the local driver's upload part URLs). */
  signText(text: string): string {
    return createHmac('sha256', this.#key).update(text).digest('base64url');
  }

  verifyText(text: string, signature: string): boolean {
    return safeEqual(signature, this.signText(text));
  }

  url(origin: string, relativePath: string, expiresAt: Date, grant: FileGrant): string {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    const token = Buffer.from(relativePath).toString('base64url');
    const signature = this.#signature(relativePath, expires, grant);
    return `${origin}/api/files/${token}?expires=${expires}&grant=${grant}&signature=${signature}`;
  }

  /** The file and right a valid, unexpired link names; null otherwise (the right is checked apart). */
  verify(
    token: string,
    query: { expires?: string | undefined; grant?: string | undefined; signature?: string | undefined },
    now: Date,
  ): SignedFile | null {
    const { expires, grant, signature } = query;
    if (!expires || !signature || !grant || !/^\d+$/.test(expires) || !GRANT.test(grant)) return null;
    if (Number(expires) * 1000 < now.getTime()) return null;
    const relativePath = Buffer.from(token, 'base64url').toString('utf8');
    return safeEqual(signature, this.#signature(relativePath, Number(expires), grant))
      ? { relativePath, grant: grant as FileGrant }
      : null;
  }
}
