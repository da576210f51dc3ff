import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import type { Pools } from './arbitraries.ts';

type Values = (string | number)[];

/** Real values from the seeded database, so that well-formed requests get past "not found". */
export interface SeededPools {
  /** By field or parameter name, for every call. */
  byName: Pools;
  /** By call path, then name: what the demo account that makes the call owns there. */
  byPath: Readonly<Record<string, Pools>>;
}

/** The pools one call draws from: its path's own values first, then the shared ones. */
export function poolsFor(pools: SeededPools, path: string): Pools {
  return { ...pools.byName, ...pools.byPath[path] };
}

const col = <R, K extends keyof R>(rows: R[], key: K): Values =>
  rows.map((row) => row[key] as unknown as string | number);

/** The demo shopper's, author's and voiceover artist's rows, and a few public ones. */
export async function collectPools(
  db: Kysely<Database>,
  users: { shopper: number; author: number; voice: number },
): Promise<SeededPools> {
  const few = 6;
  const books = col(await db.selectFrom('books').select('uid').orderBy('id').limit(few).execute(), 'uid');
  const authorBooks = await db
    .selectFrom('books')
    .select(['id', 'uid'])
    .where('author_id', '=', users.author)
    .orderBy('id')
    .execute();
  const categories = await db.selectFrom('categories').select('uid').limit(few).execute();
  const subCategories = col(await db.selectFrom('sub_categories').select('uid').limit(few).execute(), 'uid');
  const lists = col(await db.selectFrom('lists').select('uid').limit(few).execute(), 'uid');
  const artists = await db.selectFrom('voiceover_artists').select('uid').limit(few).execute();
  // An artist's rows point at the artist's user id.
  const voiceId = users.voice;
  const offers = await db
    .selectFrom('voiceover_offers')
    .select(['id', 'uid', 'voiceover_artist_id'])
    .execute();
  const ownOffers = offers.filter((o) => o.voiceover_artist_id === voiceId);
  const demos = col(
    await db.selectFrom('voiceover_demos').select('id').where('voiceover_artist_id', '=', voiceId).execute(),
    'id',
  );
  const jobs = col(
    await db.selectFrom('voiceover_jobs').select('uid').where('voiceover_artist_id', '=', voiceId).execute(),
    'uid',
  );
  const voOrders = col(
    await db.selectFrom('vo_orders').select('uid').where('buyer_id', '=', users.shopper).execute(),
    'uid',
  );
  const authors = col(
    await db.selectFrom('users').select('username').where('is_author', '=', true).limit(4).execute(),
    'username',
  );
  const cartItems = col(
    await db
      .selectFrom('cart_items')
      .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
      .select('cart_items.id')
      .where('carts.user_id', '=', users.shopper)
      .execute(),
    'id',
  );
  const orders = col(
    await db.selectFrom('orders').select('id').where('user_id', '=', users.shopper).execute(),
    'id',
  );
  const payments = col(
    await db.selectFrom('payments').select('id').where('user_id', '=', users.shopper).execute(),
    'id',
  );
  const addresses = col(
    await db.selectFrom('delivery_addresses').select('id').where('user_id', '=', users.shopper).execute(),
    'id',
  );
  const library = await db
    .selectFrom('library_items')
    .innerJoin('books', 'books.id', 'library_items.book_id')
    .select(['library_items.id', 'books.uid'])
    .where('library_items.user_id', '=', users.shopper)
    .execute();
  const annotations =
    library.length === 0
      ? []
      : col(
          await db
            .selectFrom('library_annotations')
            .select('id')
            .where(
              'library_item_id',
              'in',
              library.map((item) => item.id),
            )
            .execute(),
          'id',
        );
  const banks = col(
    await db.selectFrom('bank_accounts').select('id').where('user_id', '=', users.author).execute(),
    'id',
  );
  const audioFiles =
    authorBooks.length === 0
      ? []
      : col(
          await db
            .selectFrom('book_audio_files')
            .select('id')
            .where(
              'book_id',
              'in',
              authorBooks.map((b) => b.id),
            )
            .execute(),
          'id',
        );
  const contributors = col(
    await db.selectFrom('contributors').select('id').where('owner_id', '=', users.author).execute(),
    'id',
  );
  const states = col(await db.selectFrom('states').select('id').limit(4).execute(), 'id');
  const bankCodes = col(await db.selectFrom('payout_banks').select('code').limit(3).execute(), 'code');
  const countries = ['ng', 'us', 'gb', 'NG', 'zz'];
  const authorUids = col(authorBooks, 'uid');
  const mine = (values: Values): Values => (values.length > 0 ? values : [1]);

  const byPath: Record<string, Pools> = {
    '/api/public/books/:uid': { uid: books },
    '/api/public/books/:uid/related': { uid: books },
    '/api/public/categories/:uid': { uid: col(categories, 'uid') },
    '/api/public/categories/:uid/collections': { uid: col(categories, 'uid') },
    '/api/public/sub_categories/:uid': { uid: subCategories },
    '/api/public/lists/:uid': { uid: lists },
    '/api/public/lists/:uid/books': { uid: lists },
    '/api/public/voas/:uid': { uid: col(artists, 'uid') },
    '/api/user/cart/delete/:id': { id: mine(cartItems) },
    '/api/user/cart/update/:id/increase': { id: mine(cartItems) },
    '/api/user/cart/update/:id/decrease': { id: mine(cartItems) },
    '/api/user/orders/:id': { id: mine(orders) },
    '/api/user/orders/:id/activities': { id: mine(orders) },
    '/api/user/payments/:id': { id: mine(payments) },
    '/api/user/library/books/:id': { id: col(library, 'uid') },
    '/api/user/library/books/:id/progress': { id: col(library, 'uid') },
    '/api/user/library/books/:id/annotations': { id: col(library, 'uid') },
    '/api/user/library/books/:id/annotations/:annotationId': {
      id: col(library, 'uid'),
      annotationId: mine(annotations),
    },
    '/api/user/selling/books/categories/:id/sub_categories': { id: col(categories, 'uid') },
    '/api/user/banks/:id': { id: mine(banks) },
    '/api/user/banks/:id/default': { id: mine(banks) },
    '/api/user/selling/voa/jobs/:id': { id: jobs },
    '/api/user/selling/voa/jobs/:id/deliver': { id: jobs },
    '/api/user/selling/voa/offers/:uid': { uid: col(ownOffers, 'uid') },
    '/api/user/selling/voa/offers/:id': { id: col(ownOffers, 'uid') },
    '/api/user/selling/voa/delete_demo/:id': { id: mine(demos) },
    '/api/user/vo_orders/:id': { id: voOrders },
    '/api/user/vo_orders/:id/accept': { id: voOrders },
    '/api/user/vo_orders/:id/request_revision': { id: voOrders },
  };
  return {
    byName: {
      // Selling calls on `:uid` are the author's own books.
      uid: authorUids.length > 0 ? authorUids : books,
      offer_uid: col(offers, 'uid').slice(0, few),
      book_uid: books,
      category_uid: col(categories, 'uid'),
      sub_category_uid: subCategories,
      vo_order_uid: voOrders,
      username: authors,
      code: countries,
      country: countries,
      country_code: countries,
      currency_code: ['NGN', 'USD', 'GBP', 'EUR'],
      bank_code: bankCodes,
      state_id: states,
      address_id: mine(addresses),
      bank_account_id: mine(banks),
      file_id: mine(audioFiles),
      contributor_id: mine(contributors),
      email: ['shopper@example.com', 'author@example.com', 'nobody@example.test'],
    },
    byPath,
  };
}
