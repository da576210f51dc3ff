import { z } from 'zod';
import { PayoutBank } from './banks';
import { AuthorProfile, catalogueEndpoints } from './catalogue';
import { countryField, CountryQuery, Id, pageFields, Uid, UidParams, Username } from './common';
import { countryEndpoints } from './countries';
import { endpoint, envelope, paginated } from './endpoint';
import {
  genders,
  Offer,
  VocalCharacteristics,
  VoiceoverArtist,
  VoiceoverArtistSummary,
} from './voiceover-artists';

// The public area: the catalogue (catalogue.ts) and the countries (countries.ts), payout banks,
// voiceover artists and authors. Anyone may call these.

/** Filters of the voiceover artists listing; ids repeat (`language[]=1&language[]=3`). */
export const VoaListQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  language: z.array(z.coerce.number<number>().pipe(Id)).optional(),
  accent: z.array(z.coerce.number<number>().pipe(Id)).optional(),
  age: z.array(z.coerce.number<number>().pipe(Id)).optional(),
  /** The artist's stated gender (their personal details). */
  gender: z.array(z.enum(genders)).optional(),
  ...pageFields,
  country: countryField,
});

export const publicEndpoints = {
  ...catalogueEndpoints,
  ...countryEndpoints,
  listPayoutBanks: endpoint({
    method: 'GET',
    path: '/api/public/payout_banks',
    query: z.object({ country: countryField }),
    response: envelope(z.array(PayoutBank)),
    auth: 'public',
    summary: 'Banks sellers can be paid into.',
  }),
  getVocalCharacteristics: endpoint({
    method: 'GET',
    path: '/api/public/vocal_characteristics',
    response: envelope(VocalCharacteristics),
    auth: 'public',
    summary: 'Vocal ages, accents and languages artists pick from.',
  }),
  listVoas: endpoint({
    method: 'GET',
    path: '/api/public/voas',
    query: VoaListQuery,
    response: paginated(VoiceoverArtistSummary),
    auth: 'public',
    summary: 'Approved voiceover artists.',
  }),
  getVoaOffer: endpoint({
    method: 'GET',
    path: '/api/public/voas/offers/:offer_uid',
    params: z.object({ offer_uid: Uid }),
    query: CountryQuery,
    response: envelope(Offer),
    auth: 'public',
    summary: 'One voiceover offer.',
  }),
  getVoa: endpoint({
    method: 'GET',
    path: '/api/public/voas/:uid',
    params: UidParams,
    query: CountryQuery,
    response: envelope(VoiceoverArtist),
    auth: 'public',
    summary: 'A voiceover artist profile with demos and offers (uid or username).',
  }),
  listAuthors: endpoint({
    method: 'GET',
    path: '/api/public/authors',
    query: z.object({ keyword: z.string().trim().max(100).optional(), ...pageFields }),
    response: paginated(AuthorProfile),
    auth: 'public',
    summary: 'Authors (the /authors page).',
    extension: true,
  }),
  getAuthor: endpoint({
    method: 'GET',
    path: '/api/public/authors/:username',
    params: z.object({ username: Username }),
    response: envelope(AuthorProfile),
    auth: 'public',
    summary: 'One author profile (the /authors/{username} page).',
    extension: true,
  }),
};
