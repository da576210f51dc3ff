import type { Account, DeliveryAddress } from '@bookstore/api-client/contract';
import { DEFAULT_COUNTRY } from '@bookstore/api-client/constants';
import type { User } from '../../db/schema.ts';
import type { DeliveryAddressRow } from './account.queries.ts';
import type { MediaUrls } from '../../media/urls.ts';

export function toDeliveryAddress(row: DeliveryAddressRow): DeliveryAddress {
  return {
    id: row.id,
    is_primary: row.is_primary,
    full_name: row.full_name,
    phone: row.phone,
    address_line_1: row.address_line_1,
    address_line_2: row.address_line_2,
    city: row.city,
    state: { id: row.state_id, name: row.state_name },
    country_code: row.country_code,
    postal_code: row.postal_code,
  };
}

export function presentAccount(urls: MediaUrls, user: User, addresses: DeliveryAddress[]): Account {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    email_is_verified: user.email_verified_at !== null,
    first_name: user.first_name,
    middle_name: user.middle_name,
    last_name: user.last_name,
    phone: user.phone,
    bio: user.bio,
    avatar: urls.media.url(user.avatar_path),
    profile_banner: urls.media.url(user.banner_path),
    country_code: user.country_code ?? DEFAULT_COUNTRY,
    author_account: user.is_author,
    voiceover_artist_account: user.is_voiceover_artist,
    is_operator: user.is_operator,
    partner_account: user.is_partner,
    delivery_addresses: addresses,
    created_at: user.created_at.toISOString(),
  };
}
