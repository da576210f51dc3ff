import { z } from 'zod';
import { bookSorts, bookTypes, DEFAULT_COUNTRY, priceBands } from '../constants';

// The primitives every area shares (SPEC.md section 3): scalars, money, ratings, and the query and
// path pieces. Each entity lives beside the calls of its area (orders.ts holds Order); entities.ts
// lists them all. Where the spec names fields they keep its names; where it says "fields not shown"
// the fields are designed here. Dates are ISO 8601 strings (dates `YYYY-MM-DD`, instants with time
// zone), so the same values travel through JSON unchanged.

export { bookSorts, bookTypes, priceBands };

export const BookType = z.enum(bookTypes);
export type BookType = z.infer<typeof BookType>;

export const BookSort = z.enum(bookSorts);
export type BookSort = z.infer<typeof BookSort>;

/** Extension (issue 25): a listing price band (see `priceBands` in constants.ts). */
export const PriceBand = z.enum(priceBands);
export type PriceBand = z.infer<typeof PriceBand>;

/** ISO 3166-1 alpha-2 country code, lower case as the store keeps it (`ng`). */
export const CountryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'The country code must be two letters.')
  .toLowerCase();
export const CurrencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, 'The currency code must be three capital letters.');
export const DateString = z.iso.date();
export const DateTimeString = z.iso.datetime({ offset: true });
export const Url = z.string().min(1);
export const Uid = z.string().min(1).max(64);
/** The largest value of an int4 column (ids, counts, positions). */
export const INT4_MAX = 2_147_483_647;
export const Id = z.number().int().positive().max(INT4_MAX); // int4 columns hold no more
/**
 * The largest amount, in major units, a seller may ask for (an offer's price, a withdrawal). In minor
 * units and converted to any currency (naira is ~700 times sterling) it stays far inside the int8
 * money columns and a double's exact integers (2^53).
 */
export const MAX_AMOUNT = 100_000_000;
export const Email = z.email('The email must be a valid email address.').max(255);
export const Username = z
  .string()
  .min(3, 'The username must be at least 3 characters.')
  .max(30, 'The username may not be greater than 30 characters.')
  .regex(/^[a-z0-9_.]+$/i, 'The username may only contain letters, numbers, dots and underscores.');
export const Password = z
  .string()
  .min(8, 'The password must be at least 8 characters.')
  .max(128, 'The password may not be greater than 128 characters.');
export const VerificationCode = z.string().regex(/^\d{6}$/, 'The verification code must be 6 digits.');
export const PersonName = z.string().trim().min(1).max(60);
export const Phone = z.string().regex(/^\+?[0-9 ()-]{7,20}$/, 'The phone number is not valid.');

/** A price as the store shows it: `amount` in major units (1500.5 means 1,500.50). */
export const Money = z.object({
  amount: z.number().min(0),
  currency_code: CurrencyCode,
  currency_symbol: z.string().min(1).max(4),
});
export type Money = z.infer<typeof Money>;

/** Stars out of 5 and how many gave them (books and voiceover artists). */
export const Rating = z.object({
  average: z.number().min(0).max(5),
  count: z.number().int().min(0),
});

// Query and path pieces shared by several areas. Query values travel as strings, so numbers are
// coerced (the generic keeps the caller's input type `number`).

export const countryField = CountryCode.default(DEFAULT_COUNTRY);
/** `?country=` on calls whose prices or catalogue depend on the selected country. */
export const CountryQuery = z.object({ country: countryField });

export const pageFields = {
  page: z.coerce.number<number>().int().min(1).max(INT4_MAX).default(1),
  per_page: z.coerce.number<number>().int().min(1).max(100).default(20),
};
export const PageQuery = z.object(pageFields);

export const UidParams = z.object({ uid: Uid });
/**
 * A book as its page's address names it: its uid, or its slug, the title's words and the uid
 * (`bookSlug`). A title may have 200 characters, and slugging may lengthen it ("&" becomes "and",
 * a ligature several letters), so a slug outgrows a uid's 64 characters: its own bound, 1024.
 */
export const BookRefParams = z.object({ uid: z.string().min(1).max(1024) });
/** A numeric id in the path (`/api/user/orders/{id}`). */
export const IdParams = z.object({ id: z.coerce.number<number>().pipe(Id) });
/** An `{id}` the spec names so but that carries a uid (voiceover jobs and orders, library books). */
export const UidAsIdParams = z.object({ id: Uid });
