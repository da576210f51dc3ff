/*
 * The see-all page's facets (issue 25): for the listing's query, how many books each value of type,
 * category, language, price band and minimum rating would give. Disjunctive: each facet's counts
 * apply every other active filter but not its own, so the shopper sees the alternatives to a pick.
 * One statement: the matching books once (`m`, with the facets' values and whether each facet's
 * filter holds), then one small aggregate per facet.
 */
import { priceBands, ratingFloors, type PriceBand } from '@bookstore/api-client/constants';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { BookType, Database } from '../../db/schema.ts';
import { publishedInCountry } from './books.queries.ts';
import { withFilters, type ListingFilters } from './listing.queries.ts';
import { bandUnit, PRICE_BANDS } from './price-bands.queries.ts';

export interface FacetRow {
  total: number;
  unit: number | null;
  type: { value: BookType; count: number }[];
  category: { value: string; label: string; count: number }[];
  language: { value: string; count: number }[];
  price_band: { value: PriceBand; count: number }[];
  rating: { value: number; count: number }[];
}

/** The band of `p.amount` (see PRICE_BANDS) as a CASE over the country's base price `unit`. */
function bandOf(unit: RawBuilder<number>): RawBuilder<string> {
  const arms = priceBands
    .filter((band) => band !== 'free' && band !== 'top')
    .map(
      (band) => sql`when p.amount < ${sql.lit(PRICE_BANDS[band][1] ?? 0)} * ${unit} then ${sql.lit(band)}`,
    );
  return sql<string>`case when p.amount = 0 then 'free' ${sql.join(arms, sql` `)} else 'top' end`;
}

const yes = sql<SqlBool>`true`;

/** The facet counts for `filters` (the facets' own filters are applied here, each but to itself). */
export async function facetCounts(
  db: Kysely<Database>,
  country: string,
  filters: ListingFilters,
): Promise<FacetRow> {
  const unit = sql<number>`(${bandUnit(db, country)})`;
  const fixed: ListingFilters = {
    subCategoryId: filters.subCategoryId,
    authorId: filters.authorId,
    search: filters.search,
  };
  const base = withFilters(db, country, publishedInCountry(db, country), fixed).select([
    'books.type',
    'books.category_id',
    'books.language',
    'books.rating_average',
    bandOf(unit).as('band'),
  ]);
  // Whether each facet's own filter holds on a row of `m`.
  const holds = {
    type: filters.type ? sql<SqlBool>`m.type = ${filters.type}` : yes,
    category: filters.categoryId !== undefined ? sql<SqlBool>`m.category_id = ${filters.categoryId}` : yes,
    language: filters.language !== undefined ? sql<SqlBool>`m.language = ${filters.language}` : yes,
    band: filters.priceBand ? sql<SqlBool>`m.band = ${filters.priceBand}` : yes,
    rating: filters.rating !== undefined ? sql<SqlBool>`m.rating_average >= ${filters.rating}` : yes,
  };
  type Facet = keyof typeof holds;
  const others = (facet: Facet | null) =>
    sql.join(
      (Object.keys(holds) as Facet[]).filter((f) => f !== facet).map((f) => holds[f]),
      sql` and `,
    );
  const ratingCounts = sql.join(
    ratingFloors.map(
      (floor) =>
        sql`json_build_object('value', ${sql.lit(floor)}, 'count', count(*) filter (where m.rating_average >= ${sql.lit(floor)}))`,
    ),
  );
  const { rows } = await sql<FacetRow>`
    with m as materialized (${base})
    select
      (select count(*) from m where ${others(null)}) as total,
      ${unit} as unit,
      (select coalesce(json_agg(json_build_object('value', x.type, 'count', x.n)), '[]')
        from (select m.type, count(*) as n from m where ${others('type')} group by m.type) x) as type,
      (select coalesce(json_agg(json_build_object('value', c.uid, 'label', c.name, 'count', x.n)
          order by x.n desc, c.name), '[]')
        from (select m.category_id, count(*) as n from m where ${others('category')} group by m.category_id) x
        join categories c on c.id = x.category_id) as category,
      (select coalesce(json_agg(json_build_object('value', x.language, 'count', x.n)
          order by x.n desc, x.language), '[]')
        from (select m.language, count(*) as n from m where ${others('language')} group by m.language) x) as language,
      (select coalesce(json_agg(json_build_object('value', x.band, 'count', x.n)), '[]')
        from (select m.band, count(*) as n from m where ${others('band')} group by m.band) x) as price_band,
      (select json_build_array(${ratingCounts}) from m where ${others('rating')}) as rating
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error('The facets query answers one row.');
  return row;
}
