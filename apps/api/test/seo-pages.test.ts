import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { slugify } from '../src/lib/slug.ts';
import { addPublishedBook } from './fixtures.ts';
import { createUser } from './helpers.ts';
import { HOSTILE, one, ORIGIN, THEME_SCRIPT, useSeoWorld } from './seo-support.ts';
import { HYDRATE_AFTER_PAINT } from './store-entry.ts';

const { world, page } = useSeoWorld();

describe('a book page', () => {
  it('carries its title, description, canonical link, preview tags and a Book with its Offer', async () => {
    const head = await page('/books/bk-lagosnoir');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
    expect(head.title).toBe('Lagos Noir · Bookstore');
    expect(one(head, 'description')).toBe(
      'Lagos Noir: a book for the test catalogue, long enough to be a description.',
    );
    // The template's own description gave way; there is one.
    expect(head.meta.get('description')).toHaveLength(1);
    expect(head.canonical).toBe(`${ORIGIN}/books/bk-lagosnoir`);
    expect(one(head, 'og:type')).toBe('book');
    expect(one(head, 'og:title')).toBe('Lagos Noir · Bookstore');
    expect(one(head, 'og:url')).toBe(`${ORIGIN}/books/bk-lagosnoir`);
    expect(one(head, 'og:site_name')).toBe('Bookstore');
    expect(one(head, 'og:image')).toBe(`${ORIGIN}/media/covers/bk-lagosnoir.svg`);
    expect(one(head, 'og:image:alt')).toBe('Cover of Lagos Noir');
    expect(head.meta.get('book:author')).toEqual([`${ORIGIN}/authors/chimamanda_writes`]);
    expect(one(head, 'book:release_date')).toBe('2024-03-01');
    expect(one(head, 'twitter:card')).toBe('summary');
    expect(one(head, 'twitter:image')).toBe(`${ORIGIN}/media/covers/bk-lagosnoir.svg`);
    expect(one(head, 'robots')).toBeUndefined();

    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: 'Lagos Noir',
      url: `${ORIGIN}/books/bk-lagosnoir`,
      image: `${ORIGIN}/media/covers/bk-lagosnoir.svg`,
      bookFormat: 'https://schema.org/EBook',
      numberOfPages: 240,
      datePublished: '2024-03-01',
      genre: 'Fiction',
      author: [
        { '@type': 'Person', name: 'Chimamanda Ngozi Adebayo', url: `${ORIGIN}/authors/chimamanda_writes` },
      ],
      offers: {
        '@type': 'Offer',
        price: '2500.00',
        priceCurrency: 'NGN',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/books/bk-lagosnoir`,
      },
    });
    // The store's page is still all there: its root and its script.
    expect(head.html).toContain('<div id="root"></div>');
    expect(head.html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('prices the Offer in the visitor country: ?country, the country cookie, a CDN country header', async () => {
    const priceIn = async (pathname: string, headers?: Record<string, string>) =>
      ((await page(pathname, headers)).jsonLd[0] as { offers: object }).offers as Record<string, unknown>;
    expect(await priceIn('/books/bk-lagosnoir?country=us')).toMatchObject({
      price: '9.99',
      priceCurrency: 'USD',
    });
    expect(await priceIn('/books/bk-lagosnoir', { Cookie: 'country_code=us' })).toMatchObject({
      priceCurrency: 'USD',
    });
    expect(await priceIn('/books/bk-lagosnoir', { 'CF-IPCountry': 'US' })).toMatchObject({
      priceCurrency: 'USD',
    });
    // A country the store does not sell in falls back to the default (Nigeria).
    expect(await priceIn('/books/bk-lagosnoir?country=zz', { 'CF-IPCountry': 'FR' })).toMatchObject({
      price: '2500.00',
      priceCurrency: 'NGN',
    });
    // The canonical address never carries the country.
    expect((await page('/books/bk-lagosnoir?country=us')).canonical).toBe(`${ORIGIN}/books/bk-lagosnoir`);
  });

  it('is never kept by a shared cache, and the store CSP still allows only its own scripts', async () => {
    const head = await page('/books/bk-lagosnoir');
    expect(head.headers.get('cache-control')).toBe('private, no-cache');
    expect(head.headers.get('vary')).toMatch(/Cookie/);
    expect(head.headers.get('vary')).toMatch(/CF-IPCountry/i);
    const csp = head.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src')) ?? '';
    const hash = (script: string) => createHash('sha256').update(script, 'utf8').digest('base64');
    // The template's theme script, and the one a server-rendered page starts its modules with.
    expect(scriptSrc).toBe(
      `script-src 'self' 'sha256-${hash(THEME_SCRIPT)}' 'sha256-${hash(HYDRATE_AFTER_PAINT)}'`,
    );
    // JSON-LD is data: the browser runs nothing from it, so the policy needs no entry for it.
    expect(head.scripts.filter((s) => !/\bsrc=|ld\+json/.test(s.attributes)).map((s) => s.body)).toEqual([
      THEME_SCRIPT,
    ]);
  });

  it('uses the uid as the canonical address of a book asked for by slug, and compresses for those who accept it', async () => {
    expect((await page('/books/lagos-noir')).canonical).toBe(`${ORIGIN}/books/bk-lagosnoir`);
    const res = await fetch(`${world.server.url}/books/bk-lagosnoir`, {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toContain('<title>Lagos Noir · Bookstore</title>');
  });

  it('opens a book whose title is longer than a uid by its slug, the store link and the whole-title one', async () => {
    const title = 'A Very Long Title Indeed, Far Longer Than Any Uid: The Collected Lagos Stories';
    const uid = 'LONGSEO00001';
    const book = await addPublishedBook(world.server.db, { uid, title, authorId: world.catalogue.author.id });
    expect(book.slug.length).toBeGreaterThan(64);
    for (const slug of [book.slug, slugify(`${title} ${uid}`)]) {
      const head = await page(`/books/${slug}`);
      expect(head.status).toBe(200);
      expect(head.title).toBe(`${title} · Bookstore`);
      expect(head.canonical).toBe(`${ORIGIN}/books/${uid}`);
    }
    // Out of the catalogue again: the other tests count its books.
    await book.remove();
  });

  it('escapes a hostile title: no script injection, and the JSON-LD reads back the exact text', async () => {
    const author = await world.server.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'chimamanda_writes')
      .executeTakeFirstOrThrow();
    const book = await world.server.db
      .insertInto('books')
      .values({
        uid: 'bk-hostile',
        slug: 'hostile',
        author_id: author.id,
        type: 'ebook',
        title: HOSTILE,
        description: `A description that ends a script early: ${HOSTILE}\u2028and a line separator.`,
        status: 'published',
        publication_date: '2024-01-01',
        cover_path: 'covers/"onerror="alert(1).svg',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await world.server.db
      .insertInto('book_prices')
      .values({ book_id: book.id, country_code: 'ng', amount: 1000 })
      .execute();
    try {
      const head = await page('/books/bk-hostile');
      expect(head.status).toBe(200);
      // Exactly the template's two scripts and one JSON-LD element: nothing was injected.
      expect(head.scripts).toHaveLength(3);
      expect(head.html).not.toContain('<script>alert');
      expect(head.html).not.toContain('"onerror="');
      expect(head.title).toBe(`${HOSTILE} · Bookstore`);
      expect(one(head, 'og:title')).toBe(`${HOSTILE} · Bookstore`);
      expect(head.jsonLd[0]).toMatchObject({ name: HOSTILE, offers: { price: '10.00' } });
      expect(String(head.jsonLd[0]?.description)).toContain(HOSTILE);
      expect(head.scripts[2]?.body).not.toMatch(/[<>]/);
    } finally {
      await world.server.db.deleteFrom('book_prices').where('book_id', '=', book.id).execute();
      await world.server.db.deleteFrom('books').where('id', '=', book.id).execute();
    }
  });
});

describe('people and lists', () => {
  it('an author page: a ProfilePage about a Person, and an ItemList of their books', async () => {
    const head = await page('/authors/chimamanda_writes');
    expect(head.status).toBe(200);
    expect(head.title).toBe('Chimamanda Ngozi Adebayo · Bookstore');
    expect(one(head, 'description')).toBe('Writes thrillers set in Lagos.');
    expect(head.canonical).toBe(`${ORIGIN}/authors/chimamanda_writes`);
    expect(one(head, 'og:type')).toBe('profile');
    expect(one(head, 'profile:username')).toBe('chimamanda_writes');
    const [profile, books] = head.jsonLd as [Record<string, unknown>, Record<string, unknown>];
    expect(profile).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: {
        '@type': 'Person',
        name: 'Chimamanda Ngozi Adebayo',
        url: `${ORIGIN}/authors/chimamanda_writes`,
      },
    });
    expect(books).toMatchObject({
      '@type': 'ItemList',
      name: 'Books by Chimamanda Ngozi Adebayo',
      numberOfItems: 6,
    });
    expect((books.itemListElement as unknown[]).length).toBe(6);
  });

  it('a curated list: an ItemList of its books, in the list order', async () => {
    const head = await page(`/lists/${world.catalogue.list.uid}`);
    expect(head.title).toBe('Staff Picks · Bookstore');
    expect(one(head, 'description')).toBe('Loved by the team.');
    expect(one(head, 'og:image')).toBe(`${ORIGIN}/media/lists/staff.svg`);
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'ItemList',
      name: 'Staff Picks',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: `${ORIGIN}/books/bk-lagosnoir`, name: 'Lagos Noir' },
        { '@type': 'ListItem', position: 2, url: `${ORIGIN}/books/bk-ledger`, name: 'The Honest Ledger' },
      ],
    });
  });

  it('a voiceover artist: a Person with the offers in the country currency', async () => {
    const head = await page('/voas/warm_voice');
    expect(head.title).toBe('Ada the Narrator · Bookstore');
    expect(one(head, 'description')).toBe('Warm Lagos narration for audiobooks');
    expect(head.canonical).toBe(`${ORIGIN}/voas/warm_voice`);
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: {
        '@type': 'Person',
        name: 'Ada the Narrator',
        jobTitle: 'Voiceover artist',
        makesOffer: [{ '@type': 'Offer', name: 'Audiobook narration', priceCurrency: 'NGN' }],
      },
    });
  });
});

describe('listings', () => {
  it('a media listing, a category and a sub-category: the store titles and an ItemList of the first page', async () => {
    const ebooks = await page('/ebooks');
    expect(ebooks.title).toBe('Ebooks · Bookstore');
    expect(one(ebooks, 'description')).toBe('Browse ebooks.');
    expect(ebooks.canonical).toBe(`${ORIGIN}/ebooks`);
    expect(ebooks.jsonLd[0]).toMatchObject({ '@type': 'ItemList', numberOfItems: 3 });

    const fiction = await page('/ebooks/cat-fiction?sort=TitleAsc');
    expect(fiction.title).toBe('Fiction · Ebooks · Bookstore');
    expect(one(fiction, 'description')).toBe('Stories.');
    expect(fiction.canonical).toBe(`${ORIGIN}/ebooks/cat-fiction`);
    expect((fiction.jsonLd[0]?.itemListElement as Array<{ name: string }>).map((item) => item.name)).toEqual([
      'Harmattan Hearts',
      'Lagos Noir',
    ]);

    const thriller = await page('/audiobooks/cat-fiction/sub-thriller');
    expect(thriller.title).toBe('Fiction: Thriller · Audiobooks · Bookstore');
    expect(thriller.jsonLd[0]).toMatchObject({
      numberOfItems: 1,
      itemListElement: [{ name: 'Lagos Noir Narrated' }],
    });
  });

  it('/books keeps its category and author in the canonical address; search results are not listed', async () => {
    const business = await page('/books?category=cat-business&sort=PriceLow');
    expect(business.title).toBe('Books in Business · Bookstore');
    expect(business.canonical).toBe(`${ORIGIN}/books?category=cat-business`);
    const byAuthor = await page('/books?author=chimamanda_writes');
    expect(byAuthor.title).toBe('Books by Chimamanda Ngozi Adebayo · Bookstore');
    const search = await page('/books?keyword=lagos');
    expect(one(search, 'robots')).toBe('noindex, follow');
    expect(search.canonical).toBe(`${ORIGIN}/books`);
    // Each page of a listing is its own address (the store shows 20 books a page).
    const second = await page('/ebooks?page=2&sort=Trending');
    expect(second.canonical).toBe(`${ORIGIN}/ebooks?page=2`);
    expect(second.jsonLd[0]).toMatchObject({ numberOfItems: 3, itemListElement: [] });
    const home = await page('/');
    expect(home.title).toBe('Bookstore');
    expect(home.jsonLd[0]).toMatchObject({ '@type': 'WebSite', url: `${ORIGIN}/` });
  });
});

describe('a page asked for through a partner (issue 43)', () => {
  it('is served as usual, with the click recorded and the first-party attribution cookie set', async () => {
    const partner = await createUser(world.server.db, { country: 'ng' });
    await world.server.db
      .insertInto('partners')
      .values({
        user_id: partner.id,
        code: 'SEOPAGE2',
        site_url: 'https://club.example',
        terms_version: 'test',
        terms_accepted_at: new Date(),
      })
      .execute();
    const head = await page('/books/bk-lagosnoir?ref=SEOPAGE2&ref_src=widget&ref_widget=card');
    expect(head.status).toBe(200);
    expect(head.title).toBe('Lagos Noir · Bookstore');
    const cookie = head.headers.getSetCookie().find((c) => c.startsWith('bookstore_ref='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(head.headers.get('cache-control')).toBe('private, no-store');
    const click = await world.server.db
      .selectFrom('partner_clicks')
      .select(['source', 'widget', 'book_id'])
      .where('partner_id', '=', partner.id)
      .executeTakeFirstOrThrow();
    expect(click).toEqual({ source: 'widget', widget: 'card', book_id: world.catalogue.books.lagosNoir?.id });
  });
});
