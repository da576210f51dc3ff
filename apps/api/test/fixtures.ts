import type { Kysely } from 'kysely';
import { shortUid } from '../src/lib/crypto.ts';
import type { BookType, Database } from '../src/db/schema.ts';
import { bookSlug } from '../src/domains/selling/selling-steps.ts';

export interface Catalogue {
  states: { lagos: number; abuja: number; california: number };
  categories: { fiction: { id: number; uid: string }; business: { id: number; uid: string } };
  subCategories: { thriller: { id: number; uid: string }; romance: { id: number; uid: string } };
  author: { id: number; username: string };
  books: Record<string, { id: number; uid: string; type: BookType; title: string }>;
  list: { id: number; uid: string };
}

/** A small, fully known catalogue: three countries, two categories, six books, one list. */
export async function seedCatalogue(db: Kysely<Database>): Promise<Catalogue> {
  await db
    .insertInto('countries')
    .values([
      {
        code: 'ng',
        name: 'Nigeria',
        icon: '/media/flags/ng.svg',
        currency_code: 'NGN',
        currency_name: 'Nigerian Naira',
        currency_symbol: '₦',
        phone_code: '+234',
        position: 0,
      },
      {
        code: 'us',
        name: 'United States',
        icon: '/media/flags/us.svg',
        currency_code: 'USD',
        currency_name: 'US Dollar',
        currency_symbol: '$',
        phone_code: '+1',
        position: 1,
      },
      {
        code: 'gb',
        name: 'United Kingdom',
        icon: '/media/flags/gb.svg',
        currency_code: 'GBP',
        currency_name: 'Pound Sterling',
        currency_symbol: '£',
        phone_code: '+44',
        position: 2,
      },
    ])
    .execute();
  const states = await db
    .insertInto('states')
    .values([
      {
        country_code: 'ng',
        code: 'LA',
        name: 'Lagos',
        delivery_base_fee: 150_000,
        delivery_fee_per_item: 50_000,
      },
      {
        country_code: 'ng',
        code: 'FC',
        name: 'Abuja',
        delivery_base_fee: 250_000,
        delivery_fee_per_item: 75_000,
      },
      {
        country_code: 'us',
        code: 'CA',
        name: 'California',
        delivery_base_fee: 599,
        delivery_fee_per_item: 199,
      },
    ])
    .returning(['id', 'code'])
    .execute();
  const stateId = (code: string) => states.find((s) => s.code === code)?.id ?? 0;

  const [fiction, business] = await db
    .insertInto('categories')
    .values([
      {
        uid: 'cat-fiction',
        name: 'Fiction',
        slug: 'fiction',
        is_new: false,
        position: 0,
        description: 'Stories.',
      },
      {
        uid: 'cat-business',
        name: 'Business',
        slug: 'business',
        is_new: true,
        position: 1,
        description: null,
      },
    ])
    .returning(['id', 'uid'])
    .execute();
  if (!fiction || !business) throw new Error('categories');
  const [thriller, romance] = await db
    .insertInto('sub_categories')
    .values([
      { uid: 'sub-thriller', category_id: fiction.id, name: 'Thriller', slug: 'thriller', is_new: true },
      { uid: 'sub-romance', category_id: fiction.id, name: 'Romance', slug: 'romance', position: 1 },
    ])
    .returning(['id', 'uid'])
    .execute();
  if (!thriller || !romance) throw new Error('sub categories');

  const author = await db
    .insertInto('users')
    .values({
      uid: shortUid(),
      username: 'chimamanda_writes',
      email: 'author@example.test',
      first_name: 'Chimamanda',
      middle_name: 'Ngozi',
      last_name: 'Adebayo',
      password_hash: 'scrypt$1$1$1$x$x',
      email_verified_at: new Date(),
      is_author: true,
      country_code: 'ng',
    })
    .returning(['id', 'username'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('author_profiles')
    .values({ user_id: author.id, bio: 'Writes thrillers set in Lagos.' })
    .execute();

  const specs: {
    key: string;
    title: string;
    type: BookType;
    ng: number;
    us: number;
    date: string;
    trending: number;
    sub: number | null;
    cat: number;
  }[] = [
    {
      key: 'lagosNoir',
      title: 'Lagos Noir',
      type: 'ebook',
      ng: 250_000,
      us: 999,
      date: '2024-03-01',
      trending: 50,
      sub: thriller.id,
      cat: fiction.id,
    },
    {
      key: 'harmattan',
      title: 'Harmattan Hearts',
      type: 'ebook',
      ng: 180_000,
      us: 699,
      date: '2023-11-15',
      trending: 10,
      sub: romance.id,
      cat: fiction.id,
    },
    {
      key: 'lagosAudio',
      title: 'Lagos Noir Narrated',
      type: 'audiobook',
      ng: 400_000,
      us: 1499,
      date: '2024-05-20',
      trending: 80,
      sub: thriller.id,
      cat: fiction.id,
    },
    {
      key: 'ledger',
      title: 'The Honest Ledger',
      type: 'printbook',
      ng: 650_000,
      us: 2499,
      date: '2022-06-30',
      trending: 30,
      sub: null,
      cat: business.id,
    },
    {
      key: 'market',
      title: 'Market Days',
      type: 'printbook',
      ng: 520_000,
      us: 1999,
      date: '2021-01-10',
      trending: 5,
      sub: null,
      cat: business.id,
    },
    {
      key: 'startup',
      title: 'Startup Lagos',
      type: 'ebook',
      ng: 300_000,
      us: 1299,
      date: '2025-02-14',
      trending: 65,
      sub: null,
      cat: business.id,
    },
  ];
  const books: Catalogue['books'] = {};
  for (const spec of specs) {
    const uid = `bk-${spec.key.toLowerCase()}`;
    const row = await db
      .insertInto('books')
      .values({
        uid,
        slug: spec.title.toLowerCase().replaceAll(' ', '-'),
        author_id: author.id,
        type: spec.type,
        title: spec.title,
        description: `${spec.title}: a book for the test catalogue, long enough to be a description.`,
        pages: spec.type === 'audiobook' ? null : 240,
        duration_seconds: spec.type === 'audiobook' ? 3600 : null,
        publication_date: spec.date,
        category_id: spec.cat,
        sub_category_id: spec.sub,
        status: 'published',
        published_at: new Date(spec.date),
        cover_path: `covers/${uid}.svg`,
        file_path:
          spec.type === 'printbook' ? null : `ebooks/${uid}.${spec.type === 'ebook' ? 'epub' : 'mp3'}`,
        file_format: spec.type === 'ebook' ? 'epub' : spec.type === 'audiobook' ? 'mp3' : null,
        file_size_bytes: spec.type === 'printbook' ? null : 120_000,
        sample_path: null,
        trending_score: spec.trending,
        print_binding: spec.type === 'printbook' ? 'paperback' : null,
        print_weight_grams: spec.type === 'printbook' ? 350 : null,
        print_width_mm: spec.type === 'printbook' ? 140 : null,
        print_height_mm: spec.type === 'printbook' ? 216 : null,
        print_depth_mm: spec.type === 'printbook' ? 20 : null,
        stock_quantity: spec.type === 'printbook' ? 5 : null,
      })
      .returning(['id', 'uid'])
      .executeTakeFirstOrThrow();
    await db
      .insertInto('book_prices')
      .values([
        { book_id: row.id, country_code: 'ng', amount: spec.ng },
        { book_id: row.id, country_code: 'us', amount: spec.us },
      ])
      .execute();
    if (spec.type === 'audiobook') {
      await db
        .insertInto('book_audio_files')
        .values([
          {
            book_id: row.id,
            title: 'Chapter 1',
            file_path: `tracks/${uid}-1.mp3`,
            duration_seconds: 1800,
            size_bytes: 60_000,
            position: 0,
          },
          {
            book_id: row.id,
            title: 'Chapter 2',
            file_path: `tracks/${uid}-2.mp3`,
            duration_seconds: 1800,
            size_bytes: 60_000,
            position: 1,
          },
        ])
        .execute();
    }
    books[spec.key] = { id: row.id, uid: row.uid, type: spec.type, title: spec.title };
  }
  // A draft is never visible in the catalogue.
  await db
    .insertInto('books')
    .values({
      uid: 'bk-draft',
      slug: 'secret-draft',
      author_id: author.id,
      type: 'ebook',
      title: 'Secret Lagos Draft',
      status: 'draft',
    })
    .execute();

  const list = await db
    .insertInto('lists')
    .values({
      uid: 'list-staff',
      name: 'Staff Picks',
      slug: 'staff-picks',
      cover_path: 'lists/staff.svg',
      description: 'Loved by the team.',
    })
    .returning(['id', 'uid'])
    .executeTakeFirstOrThrow();
  const picks = [books.lagosNoir, books.ledger].filter((b) => b !== undefined);
  await db
    .insertInto('list_books')
    .values(picks.map((b, position) => ({ list_id: list.id, book_id: b.id, position })))
    .execute();

  return {
    states: { lagos: stateId('LA'), abuja: stateId('FC'), california: stateId('CA') },
    categories: { fiction, business },
    subCategories: { thriller, romance },
    author,
    books,
    list,
  };
}

/**
 * One more published ebook, priced in ng, with the slug the store gives a book (`bookSlug`), and a way
 * to take it out again (tests that count the catalogue's books run after the test that adds it).
 */
export async function addPublishedBook(
  db: Kysely<Database>,
  book: { uid: string; title: string; authorId: number; categoryId?: number },
): Promise<{ id: number; slug: string; remove: () => Promise<void> }> {
  const row = await db
    .insertInto('books')
    .values({
      uid: book.uid,
      slug: bookSlug(book.title, book.uid),
      author_id: book.authorId,
      type: 'ebook',
      title: book.title,
      description: `${book.title}: a book added by one test.`,
      status: 'published',
      published_at: new Date('2024-01-01'),
      category_id: book.categoryId ?? null,
    })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
  await db.insertInto('book_prices').values({ book_id: row.id, country_code: 'ng', amount: 1000 }).execute();
  return {
    ...row,
    remove: async () => {
      await db.deleteFrom('book_prices').where('book_id', '=', row.id).execute();
      await db.deleteFrom('books').where('id', '=', row.id).execute();
    },
  };
}
