import { createHmac } from 'node:crypto';
import { safeEqual } from './lib/crypto.ts';

/** Signed, expiring links to private media (purchased ebook and audiobook files). */
export class FileSigner {
  readonly #key: string;

  constructor(key: string) {
    this.#key = key;
  }

  #signature(relativePath: string, expires: number): string {
    return createHmac('sha256', this.#key).update(`${relativePath}\n${expires}`).digest('base64url');
  }

  /** A signature of any text with the same key (the local driver's upload part URLs). */
  signText(text: string): string {
    return createHmac('sha256', this.#key).update(text).digest('base64url');
  }

  verifyText(text: string, signature: string): boolean {
    return safeEqual(signature, this.signText(text));
  }

  url(origin: string, relativePath: string, expiresAt: Date): string {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    const token = Buffer.from(relativePath).toString('base64url');
    return `${origin}/api/files/${token}?expires=${expires}&signature=${this.#signature(relativePath, expires)}`;
  }

  /** The relative path a valid, unexpired link names; null otherwise. */
  verify(
    token: string,
    expires: string | undefined,
    signature: string | undefined,
    now: Date,
  ): string | null {
    if (!expires || !signature || !/^\d+$/.test(expires)) return null;
    if (Number(expires) * 1000 < now.getTime()) return null;
    const relativePath = Buffer.from(token, 'base64url').toString('utf8');
    return safeEqual(signature, this.#signature(relativePath, Number(expires))) ? relativePath : null;
  }
}
