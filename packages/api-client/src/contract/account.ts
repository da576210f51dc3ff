import { z } from 'zod';
import { CountryCode, DateTimeString, Email, Id, PersonName, Phone, Url, Username } from './common';
import { State } from './countries';
import { endpoint, envelope } from './endpoint';

export const DeliveryAddress = z.object({
  id: Id,
  is_primary: z.boolean(),
  full_name: z.string(),
  phone: z.string(),
  address_line_1: z.string(),
  address_line_2: z.string().nullable(),
  city: z.string(),
  state: State.pick({ id: true, name: true }),
  country_code: CountryCode,
  postal_code: z.string().nullable(),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;

export const Account = z.object({
  id: Id,
  username: Username,
  email: Email,
  email_is_verified: z.boolean(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  /** Null until the user uploads one; the store then draws initials. */
  avatar: Url.nullable(),
  profile_banner: Url.nullable(),
  country_code: CountryCode,
  author_account: z.boolean(),
  voiceover_artist_account: z.boolean(),
  /**
   * An extension (issue 28): the account runs the store's back office (/admin). The API always sends
   * it; absent (older fixtures) means false.
   */
  is_operator: z.boolean().optional(),
  /**
   * An extension (issue 41), on GET /api/user/account only: when this session's seller security check
   * ends, null when it is not passed. Its mark (the session_id cookie) is HttpOnly, so the store's
   * guards read this instead. Absent from other answers: they say nothing of it.
   */
  security_check_until: DateTimeString.nullable().optional(),
  /** An extension (issue 43): the account is a partner (the account menu links the partner pages). */
  partner_account: z.boolean().optional(),
  delivery_addresses: z.array(DeliveryAddress),
  created_at: DateTimeString,
});
export type Account = z.infer<typeof Account>;

const imageTypes = ['image/jpeg', 'image/png', 'image/webp'];

export const DeliveryAddressBody = z.object({
  full_name: z.string().trim().min(2).max(120),
  phone: Phone,
  address_line_1: z.string().trim().min(3).max(200),
  address_line_2: z.string().trim().max(200).optional(),
  city: z.string().trim().min(2).max(100),
  state_id: z.coerce.number<number>().pipe(Id),
  country_code: CountryCode,
  postal_code: z.string().trim().max(20).optional(),
  is_primary: z.boolean().default(false),
});

export const UpdateAccountBody = z.object({
  first_name: PersonName,
  middle_name: PersonName.nullable().optional(),
  last_name: PersonName,
  username: Username,
  phone: Phone.nullable().optional(),
  bio: z.string().trim().max(1000).nullable().optional(),
  country_code: CountryCode,
});

export const AvatarBody = z.object({
  avatar: z
    .file()
    .max(2 * 1024 * 1024, 'The avatar may not be greater than 2 MB.')
    .mime(imageTypes),
});
export const ProfileBannerBody = z.object({
  profile_banner: z
    .file()
    .max(5 * 1024 * 1024, 'The banner may not be greater than 5 MB.')
    .mime(imageTypes),
});

export const accountEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/user/account',
    response: envelope(Account),
    auth: 'user',
    summary: 'The signed-in account (loaded on start and after login).',
  }),
  listDeliveryAddresses: endpoint({
    method: 'GET',
    path: '/api/user/account/delivery_address',
    response: envelope(z.array(DeliveryAddress)),
    auth: 'verified',
    summary: 'Delivery addresses, the primary first.',
  }),
  addDeliveryAddress: endpoint({
    method: 'POST',
    path: '/api/user/account/delivery_address',
    body: DeliveryAddressBody,
    response: envelope(z.array(DeliveryAddress)),
    status: 201,
    auth: 'verified',
    summary: 'Adds a delivery address (the first one becomes primary) and answers them all.',
  }),
  changeAvatar: endpoint({
    method: 'POST',
    path: '/api/user/account/change_avatar',
    body: AvatarBody,
    multipart: true,
    response: envelope(Account),
    auth: 'user',
    summary: 'Uploads a new avatar image.',
  }),
  changeProfileBanner: endpoint({
    method: 'POST',
    path: '/api/user/account/change_profile_banner',
    body: ProfileBannerBody,
    multipart: true,
    response: envelope(Account),
    auth: 'user',
    summary: 'Uploads a new profile banner image.',
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/user/account/update_account',
    body: UpdateAccountBody,
    response: envelope(Account),
    auth: 'user',
    summary: 'Updates names, username, phone, bio and country.',
  }),
};
