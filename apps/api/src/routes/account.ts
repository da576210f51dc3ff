import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../context.ts';
import { implement, type RouteDefinition } from '../http/contract-router.ts';
import { invalid } from '../http/errors.ts';
import { imageUpload } from '../media.ts';
import { loadAccount, loadDeliveryAddresses } from '../presenters/account.ts';

const MAX_ADDRESSES = 10;

export function accountRoutes(deps: AppDeps): RouteDefinition[] {
  const { db } = deps;
  const account = contract.account;

  async function replaceImage(
    userId: number,
    column: 'avatar_path' | 'banner_path',
    field: string,
    file: File,
    folder: string,
    maxBytes: number,
  ): Promise<void> {
    const stored = await deps.media.saveUpload(field, file, { ...imageUpload, maxBytes }, folder);
    const previous = await db
      .selectFrom('users')
      .select(column)
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('users')
      .set({ [column]: stored, updated_at: deps.clock() })
      .where('id', '=', userId)
      .execute();
    await deps.media.remove(previous[column]);
  }

  return [
    implement(account.get, async ({ user }) => ({
      data: await loadAccount(deps, user.id),
      message: 'Account retrieved.',
    })),

    implement(account.listDeliveryAddresses, async ({ user }) => ({
      data: await loadDeliveryAddresses(db, user.id),
      message: 'Delivery addresses retrieved.',
    })),

    implement(account.addDeliveryAddress, async ({ user, body }) => {
      const state = await db
        .selectFrom('states')
        .select(['id', 'country_code'])
        .where('id', '=', body.state_id)
        .executeTakeFirst();
      if (!state) throw invalid('state_id', 'The selected state is invalid.');
      if (state.country_code !== body.country_code) {
        throw invalid('state_id', 'The selected state is not in the selected country.');
      }
      await db.transaction().execute(async (trx) => {
        // Lock the user's row so two concurrent adds cannot both become the first (primary) address.
        await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
        const existing = await trx
          .selectFrom('delivery_addresses')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow();
        const count = Number(existing.count);
        if (count >= MAX_ADDRESSES) {
          throw invalid('address_line_1', `You can keep at most ${MAX_ADDRESSES} delivery addresses.`);
        }
        const primary = count === 0 || body.is_primary;
        if (primary) {
          await trx
            .updateTable('delivery_addresses')
            .set({ is_primary: false })
            .where('user_id', '=', user.id)
            .where('is_primary', '=', true)
            .execute();
        }
        await trx
          .insertInto('delivery_addresses')
          .values({
            user_id: user.id,
            full_name: body.full_name,
            phone: body.phone,
            address_line_1: body.address_line_1,
            address_line_2: body.address_line_2 || null,
            city: body.city,
            postal_code: body.postal_code || null,
            country_code: body.country_code,
            state_id: state.id,
            is_primary: primary,
          })
          .execute();
      });
      return { data: await loadDeliveryAddresses(db, user.id), message: 'Delivery address added.' };
    }),

    implement(account.changeAvatar, async ({ user, body }) => {
      await replaceImage(user.id, 'avatar_path', 'avatar', body.avatar, 'avatars', 2 * 1024 * 1024);
      return { data: await loadAccount(deps, user.id), message: 'Your avatar has been updated.' };
    }),

    implement(account.changeProfileBanner, async ({ user, body }) => {
      await replaceImage(
        user.id,
        'banner_path',
        'profile_banner',
        body.profile_banner,
        'banners',
        5 * 1024 * 1024,
      );
      return { data: await loadAccount(deps, user.id), message: 'Your profile banner has been updated.' };
    }),

    implement(account.update, async ({ user, body }) => {
      const clash = await db
        .selectFrom('users')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['username']), '=', body.username.toLowerCase()))
        .where('id', '!=', user.id)
        .executeTakeFirst();
      if (clash) throw invalid('username', 'The username has already been taken.');
      const country = await db
        .selectFrom('countries')
        .select('code')
        .where('code', '=', body.country_code)
        .executeTakeFirst();
      if (!country) throw invalid('country_code', 'The selected country code is invalid.');
      await db
        .updateTable('users')
        .set({
          first_name: body.first_name,
          // Omitted optional fields keep their value; an explicit null clears them.
          middle_name: body.middle_name === undefined ? user.middle_name : body.middle_name,
          last_name: body.last_name,
          username: body.username,
          phone: body.phone === undefined ? user.phone : body.phone,
          bio: body.bio === undefined ? user.bio : body.bio,
          country_code: country.code,
          updated_at: deps.clock(),
        })
        .where('id', '=', user.id)
        .execute();
      return { data: await loadAccount(deps, user.id), message: 'Your account has been updated.' };
    }),
  ];
}
