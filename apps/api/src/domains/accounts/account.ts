import { removeUnreferenced } from '../media/selling-media.ts';
import type { Account, DeliveryAddress } from '@bookstore/api-client/contract';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../context.ts';
import type { Database, User } from '../../db/schema.ts';
import { invalid } from '../../domain/errors.ts';
import { imageUpload } from '../../media.ts';
import { presentAccount, toDeliveryAddress } from './account.presenter.ts';
import {
  clearPrimaryAddress,
  deliveryAddressCount,
  deliveryAddressRows,
  insertDeliveryAddress,
  lockUser,
  updateUser,
  userById,
  userImagePath,
  usernameTakenBy,
} from './account.queries.ts';
import { stateById } from '../catalogue/countries.queries.ts';
import type { PROFILE_IMAGES } from '../../media/upload-rules.ts';
import { requireCountryCode } from '../catalogue/countries.ts';

const MAX_ADDRESSES = 10;

/*
 * The account and its delivery addresses are read back in the contract's shape by several areas (auth,
 * account, selling, checkout), so these two reads compose their query with their presenter.
 */

/** A user's delivery addresses, the primary one first (`db` may be a transaction). */
export async function loadDeliveryAddresses(
  db: Kysely<Database>,
  userId: number,
): Promise<DeliveryAddress[]> {
  return (await deliveryAddressRows(db, userId)).map(toDeliveryAddress);
}

/** The account as stored now (after an update in the same request). */
export async function loadAccount(deps: AppDeps, userId: number): Promise<Account> {
  const user = await userById(deps.db, userId);
  return presentAccount(deps, user, await loadDeliveryAddresses(deps.db, userId));
}

export interface NewDeliveryAddress {
  full_name: string;
  phone: string;
  address_line_1: string;
  address_line_2?: string | null | undefined;
  city: string;
  postal_code?: string | null | undefined;
  country_code: string;
  state_id: number;
  is_primary: boolean;
}

/**
 * Adds a delivery address (at most ten; the first, or one marked so, becomes the primary one). The
 * state must be in the address's country.
 */
export async function addDeliveryAddress(deps: AppDeps, userId: number, address: NewDeliveryAddress) {
  const { db } = deps;
  const state = await stateById(db, address.state_id);
  if (!state) throw invalid('state_id', 'The selected state is invalid.');
  if (state.country_code !== address.country_code) {
    throw invalid('state_id', 'The selected state is not in the selected country.');
  }
  await db.transaction().execute(async (trx) => {
    // Lock the user's row so two concurrent adds cannot both become the first (primary) address.
    await lockUser(trx, userId);
    const count = await deliveryAddressCount(trx, userId);
    if (count >= MAX_ADDRESSES) {
      throw invalid('address_line_1', `You can keep at most ${MAX_ADDRESSES} delivery addresses.`);
    }
    const primary = count === 0 || address.is_primary;
    if (primary) await clearPrimaryAddress(trx, userId);
    await insertDeliveryAddress(trx, {
      user_id: userId,
      full_name: address.full_name,
      phone: address.phone,
      address_line_1: address.address_line_1,
      address_line_2: address.address_line_2 || null,
      city: address.city,
      postal_code: address.postal_code || null,
      country_code: address.country_code,
      state_id: state.id,
      is_primary: primary,
    });
  });
}

/** Stores a new avatar or banner, points the user at it and removes the previous file. */
export async function replaceImage(
  deps: AppDeps,
  userId: number,
  image: (typeof PROFILE_IMAGES)[keyof typeof PROFILE_IMAGES],
  file: File,
): Promise<void> {
  const { column, field, folder, maxBytes } = image;
  const previous = await deps.media.withUpload(
    field,
    file,
    { ...imageUpload, maxBytes },
    folder,
    async (stored) => {
      const before = await userImagePath(deps.db, userId, column);
      await updateUser(deps.db, userId, { [column]: stored, updated_at: deps.clock() });
      return before;
    },
  );
  await removeUnreferenced(deps, previous[column]);
}

export interface ProfileChanges {
  first_name: string;
  middle_name?: string | null | undefined;
  last_name: string;
  username: string;
  phone?: string | null | undefined;
  bio?: string | null | undefined;
  country_code: string;
}

/** Updates the profile: a username taken by someone else or an unsupported country is a 422. */
export async function updateProfile(deps: AppDeps, user: User, changes: ProfileChanges): Promise<void> {
  const { db } = deps;
  if (await usernameTakenBy(db, changes.username, user.id)) {
    throw invalid('username', 'The username has already been taken.');
  }
  const country = await requireCountryCode(db, changes.country_code);
  await updateUser(db, user.id, {
    first_name: changes.first_name,
    // Omitted optional fields keep their value; an explicit null clears them.
    middle_name: changes.middle_name === undefined ? user.middle_name : changes.middle_name,
    last_name: changes.last_name,
    username: changes.username,
    phone: changes.phone === undefined ? user.phone : changes.phone,
    bio: changes.bio === undefined ? user.bio : changes.bio,
    country_code: country,
    updated_at: deps.clock(),
  });
}
