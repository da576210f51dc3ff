import type { Kysely } from 'kysely';
import type { Book, Database } from '../../db/schema.ts';
import { invalid } from '../../domain/errors.ts';
import { requireCountry, type CountryInfo } from '../catalogue/countries.ts';
import { costInCountry } from '../catalogue/pricing.ts';

/** Cost of printing one copy on demand, in US cents; converted to each country by its price level. */
const POD_BASE_CENTS = { paperback: 250, hardcover: 700 } as const;
const POD_PER_PAGE_CENTS = 1.2;
/** The currency the print partner charges in. */
const POD_CURRENCY = 'USD';
/** The largest trim size and page count the print-on-demand partner can bind. */
const POD_MAX = { width_mm: 216, height_mm: 297, depth_mm: 60, pages: 800 };

type PrintDetails = Pick<
  Book,
  'type' | 'pages' | 'print_binding' | 'print_width_mm' | 'print_height_mm' | 'print_depth_mm'
>;

/** Whether the partner can bind this book: a page count and a trim size it supports. */
export function printableOnDemand(book: PrintDetails): boolean {
  const pages = book.pages ?? 0;
  return (
    pages > 0 &&
    pages <= POD_MAX.pages &&
    (book.print_width_mm ?? 0) <= POD_MAX.width_mm &&
    (book.print_height_mm ?? 0) <= POD_MAX.height_mm &&
    (book.print_depth_mm ?? 0) <= POD_MAX.depth_mm &&
    book.print_binding !== null
  );
}

/** One copy's cost in US cents; larger runs are cheaper per copy (10% off from 100, 20% from 500). */
export function printCostCents(book: PrintDetails, quantity: number): number {
  const discount = quantity >= 500 ? 0.8 : quantity >= 100 ? 0.9 : 1;
  const binding = book.print_binding ?? 'paperback';
  return (POD_BASE_CENTS[binding] + POD_PER_PAGE_CENTS * Math.max(book.pages ?? 0, 1)) * discount;
}

export interface PrintQuote {
  available: boolean;
  /** One copy's cost in the country's minor units. */
  unitCost: number;
  leadTimeDays: number;
  /** The country the cost is in. */
  country: CountryInfo;
}

/** What printing `quantity` copies costs per copy in a country, and how long it takes. */
export async function printOnDemandQuote(
  db: Kysely<Database>,
  book: PrintDetails,
  countryCode: string,
  quantity: number,
): Promise<PrintQuote> {
  if (book.type !== 'printbook') throw invalid('quantity', 'Print on demand applies to print books only.');
  const country = await requireCountry(db, countryCode, 'country_code');
  return {
    country,
    available: printableOnDemand(book),
    unitCost: await costInCountry(
      db,
      printCostCents(book, quantity),
      POD_CURRENCY,
      country.code,
      'country_code',
    ),
    leadTimeDays: 5 + Math.ceil(quantity / 250),
  };
}
