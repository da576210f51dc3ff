import { ACCOUNT_HOLDER_ORIGIN, ACCOUNT_NUMBER_LENGTH, PAYOUT_BANKS } from './content/banks.ts';
import { CATEGORIES, slugify } from './content/categories.ts';
import { COUNTRIES, deliveryFees } from './content/countries.ts';
import { namesOfOrigin } from './content/people.ts';
import { VOCAL_ACCENTS, VOCAL_AGES, VOCAL_LANGUAGES } from './content/voiceover.ts';
import type { CategoryRef, CountryRef, SeedContext } from './context.ts';
import { uid } from './context.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { idOf, insertReturningIds, insertRows } from './insert.ts';
import { flagSvg, listCoverSvg } from './media/svg.ts';

/**
 * Countries with flags, states and price levels, categories with covers, payout banks with account
 * formats and test-mode holder names, and vocal characteristics.
 */
export async function seedReference(ctx: SeedContext): Promise<void> {
  const { db, media } = ctx;
  const rng = ctx.rng.fork('reference');

  await insertRows(
    db,
    'countries',
    COUNTRIES.map((c, position) => ({
      code: c.code,
      name: c.name,
      icon: media.write(`seed/flags/${c.code}.svg`, () =>
        flagSvg(c.name, c.flag.layout, c.flag.colours, c.flag.star),
      ),
      currency_code: c.currency.code,
      currency_name: c.currency.name,
      currency_symbol: c.currency.symbol,
      phone_code: c.phoneCode,
      position,
    })),
  );

  await insertRows(db, 'price_levels', priceLevelRows());

  const stateRows = COUNTRIES.flatMap((country) =>
    country.states.map((state) => {
      const fee = deliveryFees(country, state);
      return {
        country_code: country.code,
        code: state.code,
        name: state.name,
        delivery_base_fee: fee.base,
        delivery_fee_per_item: fee.perItem,
      };
    }),
  );
  // States have no uid; a generated column would be overkill, so key them on "country:code" afterwards.
  await insertRows(db, 'states', stateRows);
  const states = await db.selectFrom('states').select(['id', 'country_code', 'code', 'name']).execute();
  for (const country of COUNTRIES) {
    const ref: CountryRef = {
      seed: country,
      states: states
        .filter((s) => s.country_code === country.code)
        .map((s) => {
          const row = stateRows.find((r) => r.country_code === s.country_code && r.code === s.code);
          return {
            id: s.id,
            code: s.code,
            name: s.name,
            deliveryBase: row?.delivery_base_fee ?? 0,
            deliveryPerItem: row?.delivery_fee_per_item ?? 0,
          };
        }),
    };
    ctx.countries.set(country.code, ref);
  }

  const categoryRows = CATEGORIES.map((category, position) => {
    const slug = slugify(category.name);
    const hue = Math.round((position / CATEGORIES.length) * 360);
    return {
      uid: uid(rng),
      name: category.name,
      slug,
      description: category.description,
      icon: category.icon,
      cover_path: media.write(`seed/categories/${slug}.svg`, () =>
        listCoverSvg(
          rng.fork(slug),
          category.name,
          [`hsl(${hue} 45% 28%)`, `hsl(${(hue + 40) % 360} 80% 70%)`],
          'rings',
        ),
      ),
      is_new: category.isNew ?? false,
      position,
    };
  });
  const categoryIds = await insertReturningIds(db, 'categories', categoryRows, 'uid');
  const subRows = CATEGORIES.flatMap((category, i) =>
    category.subCategories.map((sub, position) => ({
      uid: uid(rng),
      category_id: idOf(categoryIds, categoryRows[i]?.uid ?? ''),
      name: sub.name,
      slug: slugify(sub.name),
      is_new: sub.isNew ?? false,
      position,
    })),
  );
  const subIds = await insertReturningIds(db, 'sub_categories', subRows, 'uid');
  ctx.categories = CATEGORIES.map((category, i): CategoryRef => {
    const id = idOf(categoryIds, categoryRows[i]?.uid ?? '');
    return {
      id,
      seed: category,
      subCategories: subRows
        .filter((s) => s.category_id === id)
        .map((s) => ({ id: idOf(subIds, s.uid), name: s.name, isNew: s.is_new })),
    };
  });

  const bankRows = Object.entries(PAYOUT_BANKS).flatMap(([country, banks]) =>
    banks.map(([code, name]) => ({ code, name, country_code: country })),
  );
  await insertRows(db, 'payout_banks', bankRows);
  await insertRows(db, 'bank_account_formats', bankAccountFormatRows());
  await insertRows(db, 'account_holder_names', accountHolderNameRows());
  for (const bank of await db
    .selectFrom('payout_banks')
    .select(['id', 'code', 'name', 'country_code'])
    .execute()) {
    const list = ctx.banks.get(bank.country_code) ?? [];
    list.push({ id: bank.id, code: bank.code, name: bank.name });
    ctx.banks.set(bank.country_code, list);
  }

  await insertRows(
    db,
    'vocal_ages',
    VOCAL_AGES.map((age, position) => ({ name: age.name, min_age: age.min, max_age: age.max, position })),
  );
  await insertRows(
    db,
    'vocal_accents',
    VOCAL_ACCENTS.map((name, position) => ({ name, position })),
  );
  await insertRows(
    db,
    'vocal_languages',
    VOCAL_LANGUAGES.map((language, position) => ({ code: language.code, name: language.name, position })),
  );
  ctx.vocal.ages = (await db.selectFrom('vocal_ages').select('id').orderBy('position').execute()).map(
    (r) => r.id,
  );
  for (const row of await db.selectFrom('vocal_accents').select(['id', 'name']).execute())
    ctx.vocal.accents.set(row.name, row.id);
  for (const row of await db.selectFrom('vocal_languages').select(['id', 'code']).execute())
    ctx.vocal.languages.set(row.code, row.id);
}

/** Each seeded country's price level: how a seller's price converts to it and is rounded there. */
function priceLevelRows() {
  return COUNTRIES.map((c) => ({
    country_code: c.code,
    ebook_base: c.ebookBase,
    price_step: c.priceStep,
    charm_pricing: c.charmPricing,
  }));
}

function bankAccountFormatRows() {
  return Object.entries(ACCOUNT_NUMBER_LENGTH).map(([country_code, account_number_length]) => ({
    country_code,
    account_number_length,
  }));
}

function accountHolderNameRows() {
  return Object.entries(ACCOUNT_HOLDER_ORIGIN).flatMap(([country_code, origin]) => {
    const names = namesOfOrigin(origin);
    return (['given', 'family'] as const).flatMap((part) =>
      [...new Set(names[part])].map((name, position) => ({ country_code, part, name, position })),
    );
  });
}

/**
 * Fills the price levels, bank account formats and test-mode holder names of the countries the database
 * already has, where they are missing: a database seeded before these tables existed gets them on its
 * next start instead of refusing every price. Rows already there (an operator's own rates) are kept.
 * Answers how many rows were added; a complete database costs one read.
 */
export async function fillReferenceRates(db: Kysely<Database>): Promise<number> {
  // One read on a complete database (every start): the countries each table has no row for yet.
  const lacking = await db
    .selectFrom('countries as c')
    .select((eb) => [
      'c.code',
      eb
        .exists(
          eb
            .selectFrom('price_levels as l')
            .select('l.country_code')
            .whereRef('l.country_code', '=', 'c.code'),
        )
        .as('has_level'),
      eb
        .exists(
          eb
            .selectFrom('bank_account_formats as f')
            .select('f.country_code')
            .whereRef('f.country_code', '=', 'c.code'),
        )
        .as('has_format'),
      eb
        .exists(
          eb
            .selectFrom('account_holder_names as n')
            .select('n.country_code')
            .whereRef('n.country_code', '=', 'c.code'),
        )
        .as('has_names'),
    ])
    .execute();
  const without = (has: (row: (typeof lacking)[number]) => boolean) =>
    new Set(lacking.filter((row) => !has(row)).map((row) => row.code));
  const levels = priceLevelRows().filter((r) => without((c) => Boolean(c.has_level)).has(r.country_code));
  const formats = bankAccountFormatRows().filter((r) =>
    without((c) => Boolean(c.has_format)).has(r.country_code),
  );
  const names = accountHolderNameRows().filter((r) =>
    without((c) => Boolean(c.has_names)).has(r.country_code),
  );
  if (levels.length > 0) await insertRows(db, 'price_levels', levels);
  if (formats.length > 0) await insertRows(db, 'bank_account_formats', formats);
  if (names.length > 0) await insertRows(db, 'account_holder_names', names);
  return levels.length + formats.length + names.length;
}
