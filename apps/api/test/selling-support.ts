import { strToU8, zipSync } from 'fflate';
import type { Kysely } from 'kysely';
import type { Database, User } from '../src/db/schema.ts';
import { COUNTRIES } from '../src/seed/content/countries.ts';
import { createUser, latestCode, signedIn, type TestClient, type TestServer } from './helpers.ts';

/** The answer envelope of every call, as the tests read it. */
export interface Envelope<T> {
  data: T;
  message: string;
  errors?: Record<string, string[]>;
}

/** A money amount as the tests read it. */
export interface Money {
  amount: number;
  currency_code: string;
}

/** A client signed in as `user` that has passed the seller 2-factor check (holds `session_id`). */
export async function sellerClient(server: TestServer, user: User): Promise<TestClient> {
  const client = await signedIn(server, user);
  const sent = await client.get('/api/user/auth/verification/get_code');
  if (sent.status !== 200) throw new Error(`get_code failed: ${sent.status}`);
  const code = await latestCode(server, user.email);
  const res = await client.post('/api/user/selling/verify_2fa', { verification_code: code });
  if (res.status !== 200) throw new Error(`verify_2fa failed: ${res.status} ${JSON.stringify(res.body)}`);
  return client;
}

/** The seed's price levels for the fixture's countries (ng, us, gb), as the reference tables hold them. */
export async function seedPriceLevels(db: Kysely<Database>, codes = ['ng', 'us', 'gb']): Promise<void> {
  await db
    .insertInto('price_levels')
    .values(
      COUNTRIES.filter((c) => codes.includes(c.code)).map((c) => ({
        country_code: c.code,
        ebook_base: c.ebookBase,
        price_step: c.priceStep,
        charm_pricing: c.charmPricing,
      })),
    )
    .execute();
}

/**
 * Payout banks in two countries (one code in both, as real clearing codes can clash), with the account
 * number length and a few holder names of each country for test-mode lookups.
 */
export async function seedPayoutBanks(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('bank_account_formats')
    .values([
      { country_code: 'ng', account_number_length: 10 },
      { country_code: 'us', account_number_length: 10 },
    ])
    .execute();
  await db
    .insertInto('account_holder_names')
    .values(
      (
        [
          ['ng', 'given', ['Adunni', 'Olumide', 'Yetunde', 'Tunde']],
          ['ng', 'family', ['Adeyemi', 'Okafor', "Bello-O'Neil", 'Balogun']],
          ['us', 'given', ['Emily', 'James']],
          ['us', 'family', ['Miller', 'Johnson']],
        ] as const
      ).flatMap(([country_code, part, names]) =>
        names.map((name, position) => ({ country_code, part, name, position })),
      ),
    )
    .execute();
  await db
    .insertInto('payout_banks')
    .values([
      { code: '058', name: 'Guaranty Trust Bank', country_code: 'ng' },
      { code: '057', name: 'Zenith Bank', country_code: 'ng' },
      { code: '021000021', name: 'JPMorgan Chase', country_code: 'us' },
      { code: '057', name: 'Test Clash Bank', country_code: 'us' },
    ])
    .execute();
}

export async function seedVocalOptions(db: Kysely<Database>) {
  const ages = await db
    .insertInto('vocal_ages')
    .values([
      { name: 'Young adult', min_age: 18, max_age: 30, position: 0 },
      { name: 'Middle aged', min_age: 31, max_age: 55, position: 1 },
    ])
    .returning('id')
    .execute();
  const accents = await db
    .insertInto('vocal_accents')
    .values([
      { name: 'Nigerian', position: 0 },
      { name: 'British', position: 1 },
    ])
    .returning('id')
    .execute();
  const languages = await db
    .insertInto('vocal_languages')
    .values([
      { code: 'en', name: 'English', position: 0 },
      { code: 'yo', name: 'Yoruba', position: 1 },
    ])
    .returning('id')
    .execute();
  return {
    ages: ages.map((r) => r.id),
    accents: accents.map((r) => r.id),
    languages: languages.map((r) => r.id),
  };
}

/** The smallest real PNG: the signature and an IHDR chunk (1 x 1) are what the type check reads. */
export function pngBytes(extra = 0): Uint8Array {
  const header = [
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0,
    1,
  ];
  const bytes = new Uint8Array(header.length + 64 + extra);
  bytes.set(header);
  return bytes;
}

/**
 * An MPEG-1 Layer III stream at 128 kbit/s after an empty ID3v2 tag: `seconds` of audio is
 * 16,000 bytes per second.
 */
export function mp3Bytes(seconds: number): Uint8Array {
  const bytes = new Uint8Array(10 + seconds * 16_000);
  bytes.set([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]);
  bytes.set([0xff, 0xfb, 0x90, 0x64], 10);
  return bytes;
}

/** The smallest EPUB upload_ebook_file accepts: mimetype first and stored, container, an OPF with a title. */
export function epubBytes(title: string): Uint8Array {
  return zipSync({
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(
      '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">' +
        '<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    ),
    'OEBPS/content.opf': strToU8(
      '<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">' +
        `<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:test</dc:identifier><dc:title>${title}</dc:title></metadata>` +
        '<manifest/><spine/></package>',
    ),
  });
}

/** A PCM WAV file of `seconds` at 8 kHz, 8-bit mono (8,000 bytes per second). */
export function wavBytes(seconds: number): Uint8Array {
  const data = seconds * 8000;
  const bytes = new Uint8Array(44 + data);
  const view = new DataView(bytes.buffer);
  bytes.set([0x52, 0x49, 0x46, 0x46], 0);
  view.setUint32(4, 36 + data, true);
  bytes.set([0x57, 0x41, 0x56, 0x45, 0x66, 0x6d, 0x74, 0x20], 8);
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 8000, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  bytes.set([0x64, 0x61, 0x74, 0x61], 36);
  view.setUint32(40, data, true);
  return bytes;
}

export function upload(
  field: string,
  bytes: Uint8Array,
  type: string,
  name: string,
  extra: Record<string, string> = {},
): FormData {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), name);
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  return form;
}

/** Submits the hosted test-payment page's form the way a browser would (Pay or Cancel). */
export async function settleTestPayment(
  client: TestClient,
  checkoutUrl: string,
  action: 'pay' | 'cancel',
): Promise<Response> {
  const page = await client.get<string>(checkoutUrl);
  // A settled payment's page sends the buyer straight back to the store: the session's token then.
  const token =
    page.status === 200
      ? (/name="_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '')
      : decodeURIComponent(client.cookie('XSRF-TOKEN') ?? '');
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  // A root-relative link (no PUBLIC_URL) is followed on the origin the client is on, as a browser does.
  return fetch(new URL(checkoutUrl, client.baseUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
    body: new URLSearchParams({ _token: token, action }).toString(),
  });
}

/**
 * A completed order of one copy of the book `bookUid` by `buyerId`, sold by `sellerId` at ₦1,000, as
 * checkout and payment leave it; with `library`, the book is in the buyer's library too.
 */
export async function insertCompletedSale(
  db: Kysely<Database>,
  sale: { orderUid: string; buyerId: number; sellerId: number; bookUid: string; library?: boolean },
): Promise<void> {
  const book = await db
    .selectFrom('books')
    .select(['id', 'title', 'type'])
    .where('uid', '=', sale.bookUid)
    .executeTakeFirstOrThrow();
  const order = await db
    .insertInto('orders')
    .values({
      uid: sale.orderUid,
      user_id: sale.buyerId,
      country_code: 'ng',
      currency_code: 'NGN',
      currency_symbol: '₦',
      status: 'completed',
      subtotal_amount: 100_000,
      total_amount: 100_000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values({
      order_id: order.id,
      book_id: book.id,
      seller_id: sale.sellerId,
      title: book.title,
      type: book.type,
      quantity: 1,
      unit_amount: 100_000,
      total_amount: 100_000,
    })
    .execute();
  if (sale.library) {
    await db
      .insertInto('library_items')
      .values({ user_id: sale.buyerId, book_id: book.id, order_id: order.id })
      .execute();
  }
}

/** Makes `userId` an approved voiceover artist, as the operator's review does (offers need it). */
export async function approveArtist(db: Kysely<Database>, userId: number): Promise<void> {
  const now = new Date();
  await db
    .insertInto('voiceover_artists')
    .values({ user_id: userId, uid: `a${userId}x${Date.now() % 1e6}`, status: 'approved', approved_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ status: 'approved', approved_at: now }))
    .execute();
}

/**
 * A seller `ageDays` old with ₦`naira` of sales revenue available (since yesterday) and a bank account:
 * who withdraws in the payout tests.
 */
export async function sellerWithRevenue(
  server: TestServer,
  { naira, ageDays, username }: { naira: number; ageDays: number; username?: string },
): Promise<{ user: User; client: TestClient; bankId: number }> {
  const user = await createUser(server.db, {
    author: true,
    country: 'ng',
    ...(username ? { username } : {}),
  });
  await server.db
    .updateTable('users')
    .set({ created_at: new Date(Date.now() - ageDays * 86_400_000) })
    .where('id', '=', user.id)
    .execute();
  await server.db
    .insertInto('revenues')
    .values({
      user_id: user.id,
      kind: 'sale',
      amount: naira * 100,
      gross_amount: naira * 100,
      currency_code: 'NGN',
      description: 'Sales',
      available_at: new Date(Date.now() - 86_400_000),
    })
    .execute();
  const client = await sellerClient(server, user);
  const bank = await client.post<Envelope<{ id: number }>>('/api/user/banks', {
    bank_code: '058',
    account_number: '0123456789',
  });
  return { user, client, bankId: bank.body.data.id };
}
