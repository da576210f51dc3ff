import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../constants';
import { CountryCode, Id, INT4_MAX, Uid } from './entities';

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
/** A numeric id in the path (`/api/user/orders/{id}`). */
export const IdParams = z.object({ id: z.coerce.number<number>().pipe(Id) });
/** An `{id}` the spec names so but that carries a uid (voiceover jobs and orders, library books). */
export const UidAsIdParams = z.object({ id: Uid });
