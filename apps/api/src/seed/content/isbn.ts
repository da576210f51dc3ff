import type { Prng } from '../prng.ts';

/** The ISBN-13 check digit of the first 12 digits (weights 1, 3, 1, 3, ...). */
export function isbn13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidIsbn13(isbn: string): boolean {
  const digits = isbn.replace(/-/g, '');
  if (!/^\d{13}$/.test(digits)) return false;
  return isbn13CheckDigit(digits.slice(0, 12)) === Number(digits[12]);
}

/**
 * A well-formed ISBN-13: prefix 978, a registration group of the book's market (Nigeria 978,
 * Ghana 9988, Kenya 9966, South Africa 0, English-language 1), publisher and title digits, and a valid
 * check digit. `serial` keeps numbers unique across the catalogue.
 */
export function generateIsbn13(rng: Prng, serial: number, group = '1'): string {
  const bodyLength = 12 - 3 - group.length;
  const publisherLength = Math.min(bodyLength - 3, rng.int(2, 5));
  const titleLength = bodyLength - publisherLength;
  const publisher = String(rng.int(10 ** (publisherLength - 1), 10 ** publisherLength - 1));
  const title = String(serial % 10 ** titleLength).padStart(titleLength, '0');
  const first12 = `978${group}${publisher}${title}`;
  return `978-${group}-${publisher}-${title}-${isbn13CheckDigit(first12)}`;
}

export const ISBN_GROUPS: Record<string, string> = {
  ng: '978',
  gh: '9988',
  ke: '9966',
  za: '0',
  gb: '1',
  us: '1',
};
