import {
  Account,
  AuthorProfile,
  Book,
  BookSummary,
  CartItem,
  Category,
  Country,
  CuratedList,
  LibraryItem,
  SearchResult,
  SubCategoryDetail,
} from '@bookstore/api-client/contract';
import { DEFAULT_COUNTRY } from '@bookstore/api-client/constants';
import { describe, expect, it } from 'vitest';
import type { User } from '../src/db/schema.ts';
import { presentAccount, toDeliveryAddress } from '../src/domains/accounts/account.presenter.ts';
import { profilesInOrder, toAuthorProfile } from '../src/domains/catalogue/authors.presenter.ts';
import {
  coverUrl,
  summariesInOrder,
  toDetail,
  toSummary,
  type DetailRow,
  type SummaryRow,
} from '../src/domains/catalogue/books.presenter.ts';
import { toCartItem } from '../src/domains/orders/cart.presenter.ts';
import { toCategory, toMenu, toSubCategoryDetail } from '../src/domains/catalogue/categories.presenter.ts';
import type { MediaUrls } from '../src/media/urls.ts';
import { toCountry } from '../src/domains/catalogue/countries.presenter.ts';
import { toLibraryItem } from '../src/domains/orders/library.presenter.ts';
import { toList } from '../src/domains/catalogue/lists.presenter.ts';
import { toSearchResult } from '../src/domains/catalogue/search.presenter.ts';
import type { AuthorProfileRow } from '../src/domains/catalogue/authors.queries.ts';
import type { LibraryRow } from '../src/domains/orders/library.queries.ts';

// Presenters only turn stored paths into addresses: a stand-in for the media store is enough.
const urls: MediaUrls = {
  media: {
    url: ((path: string | null) =>
      path === null ? null : `https://media.test/${path}`) as MediaUrls['media']['url'],
  },
};
const naira = { currency_code: 'NGN', currency_symbol: '₦' };

const summaryRow: SummaryRow & { id: number } = {
  id: 7,
  uid: 'bk-1',
  slug: 'lagos-noir',
  title: 'Lagos Noir',
  subtitle: null,
  type: 'ebook',
  cover_path: null,
  publication_date: '2024-05-01',
  rating_average: 4.5,
  rating_count: 12,
  amount: 250050,
  author_username: 'adaeze',
  author_first_name: 'Adaeze',
  author_middle_name: null,
  author_last_name: 'Okafor',
  author_byline: 'Ada Lagos',
  author_avatar: 'avatars/a.png',
  category_uid: 'cat-fiction',
  category_name: 'Fiction',
};

describe('book presenters', () => {
  it('present a card: minor units as major, the author, a generated cover without one', () => {
    const summary = BookSummary.parse(toSummary(urls, summaryRow, naira));
    expect(summary.price).toEqual({ amount: 2500.5, currency_code: 'NGN', currency_symbol: '₦' });
    // The byline (a pen name here) is the name readers see; the account's name stays beside it.
    expect(summary.authors[0]).toMatchObject({
      username: 'adaeze',
      first_name: 'Adaeze',
      display_name: 'Ada Lagos',
      avatar: 'https://media.test/avatars/a.png',
    });
    expect(summary.cover_path).toMatch(/^data:image\/svg\+xml/);
    expect(summary.category).toEqual({ uid: 'cat-fiction', category_name: 'Fiction' });
    expect(coverUrl(urls, 'covers/x.jpg', 'X')).toBe('https://media.test/covers/x.jpg');
    expect(toSummary(urls, { ...summaryRow, category_uid: null }, naira).category).toBeNull();
  });

  it("name a raster cover's WebP variants as a srcset, narrowest first; none for an SVG or no cover", () => {
    const withVariants = { ...summaryRow, cover_path: 'covers/uploaded/ab12.jpg', cover_widths: [320, 160] };
    expect(toSummary(urls, withVariants, naira).cover_srcset).toBe(
      'https://media.test/covers/uploaded/ab12-160w.webp 160w, https://media.test/covers/uploaded/ab12-320w.webp 320w',
    );
    expect(toSummary(urls, { ...withVariants, cover_widths: [] }, naira).cover_srcset).toBeNull();
    expect(
      toSummary(urls, { ...withVariants, cover_path: 'seed/covers/x.svg' }, naira).cover_srcset,
    ).toBeNull();
    expect(toSummary(urls, summaryRow, naira).cover_srcset).toBeNull();
  });

  it('keep the order of the ids asked for and skip ids without a row', () => {
    const other = { ...summaryRow, id: 8, uid: 'bk-2' };
    const cards = summariesInOrder(urls, [8, 99, 7], [summaryRow, other], naira);
    expect(cards.map((c) => c.uid)).toEqual(['bk-2', 'bk-1']);
  });

  it('present a print book with its print details, a digital one with its file', () => {
    const detail: DetailRow = {
      type: 'printbook',
      description: null,
      language: 'en',
      pages: 0,
      duration_seconds: null,
      isbn: null,
      publisher: null,
      sample_path: 'samples/s.pdf',
      file_format: null,
      file_size_bytes: null,
      print_binding: 'paperback',
      print_weight_grams: 300,
      print_width_mm: 130,
      print_height_mm: 200,
      print_depth_mm: 20,
      stock_quantity: null,
      print_on_demand: true,
      keywords: ['crime'],
      sub_category_uid: null,
      sub_category_name: null,
    };
    const summary = toSummary(urls, { ...summaryRow, type: 'printbook' }, naira);
    const print = Book.parse(toDetail(urls, detail, [], summary));
    expect(print.print).toMatchObject({ binding: 'paperback', stock: 0 });
    expect(print.pages).toBeNull();
    expect(print.description).toBe('');
    expect(print.sample_url).toBe('https://media.test/samples/s.pdf');
    const ebook = Book.parse(
      toDetail(urls, { ...detail, type: 'ebook', file_format: 'epub', file_size_bytes: 10 }, [], summary),
    );
    expect(ebook.print).toBeNull();
    expect(ebook.file).toEqual({ format: 'epub', size_bytes: 10, drm_free: true });
  });
});

describe('catalogue presenters', () => {
  const authorRow: AuthorProfileRow = {
    id: 3,
    username: 'adaeze',
    first_name: 'Adaeze',
    middle_name: null,
    last_name: 'Okafor',
    byline: 'Adaeze Okafor',
    avatar_path: null,
    user_bio: 'user bio',
    user_country: null,
    created_at: new Date('2024-01-02T03:04:05Z'),
    author_bio: null,
    website: null,
    author_country: null,
    // count(*) is a bigint, which node-postgres hands over as a string.
    books_count: '4' as unknown as number,
    rating_average: '4.25',
    rating_count: '8' as unknown as number,
  };

  it('present an author: the default country without one, counts as numbers, ids in order', () => {
    const profile = AuthorProfile.parse(toAuthorProfile(urls, authorRow));
    expect(profile).toMatchObject({
      bio: 'user bio',
      country_code: DEFAULT_COUNTRY,
      books_count: 4,
      rating: { average: 4.25, count: 8 },
    });
    expect(toAuthorProfile(urls, { ...authorRow, author_bio: 'pen', author_country: 'us' })).toMatchObject({
      bio: 'pen',
      country_code: 'us',
    });
    expect(profilesInOrder(urls, [9, 3], [authorRow]).map((p) => p.username)).toEqual(['adaeze']);
  });

  it('present categories with their own sub-categories and counts, and the header menu', () => {
    const category = {
      id: 1,
      uid: 'cat-fiction',
      name: 'Fiction',
      description: null,
      is_new: false,
      cover_path: null,
    };
    const subs = [
      { id: 10, uid: 'sub-thriller', name: 'Thriller', is_new: true, category_id: 1 },
      { id: 11, uid: 'sub-other', name: 'Other', is_new: false, category_id: 2 },
    ];
    const counts = { categories: new Map([[1, 5]]), subCategories: new Map([[10, 2]]) };
    const presented = Category.parse(toCategory(urls, category, subs, counts));
    expect(presented.books_count).toBe(5);
    expect(presented.sub_categories).toEqual([
      {
        uid: 'sub-thriller',
        sub_category_name: 'Thriller',
        is_new: true,
        category_uid: 'cat-fiction',
        books_count: 2,
      },
    ]);
    expect(toMenu([category], subs)[0]?.sub_categories).toHaveLength(1);
    const sub = SubCategoryDetail.parse(
      toSubCategoryDetail({
        uid: 'sub-thriller',
        name: 'Thriller',
        is_new: true,
        category_uid: 'cat-fiction',
        category_name: 'Fiction',
        books_count: null,
      }),
    );
    expect(sub).toMatchObject({ books_count: 0, category: { uid: 'cat-fiction', category_name: 'Fiction' } });
  });

  it('present a list, a country and search results in the contract shape', () => {
    const list = CuratedList.parse(
      toList(urls, {
        uid: 'list-staff',
        name: 'Staff picks',
        cover_path: 'lists/staff.jpg',
        description: null,
        books_count: '3',
        created_at: new Date('2024-01-01T00:00:00Z'),
      }),
    );
    expect(list).toMatchObject({ list_cover: 'https://media.test/lists/staff.jpg', books_count: 3 });
    const country = Country.parse(
      toCountry(urls, {
        code: 'ng',
        name: 'Nigeria',
        icon: 'flags/ng.svg',
        phone_code: '+234',
        currency_code: 'NGN',
        currency_name: 'Naira',
        currency_symbol: '₦',
      }),
    );
    expect(country).toMatchObject({
      country_icon: 'https://media.test/flags/ng.svg',
      currency: { code: 'NGN' },
    });
    const found = SearchResult.parse(
      toSearchResult(
        [{ uid: 'bk-1', title: 'Lagos Noir', type: 'ebook' }],
        [{ uid: 'cat-fiction', name: 'Fiction' }],
        [
          {
            username: 'adaeze',
            first_name: 'Adaeze',
            middle_name: null,
            last_name: 'Okafor',
            byline: 'Ada Lagos',
          },
        ],
        'Lagos Noir',
        { total: 1000, capped: true },
      ),
    );
    expect(found.categories).toEqual([{ uid: 'cat-fiction', category_name: 'Fiction' }]);
    expect(found.authors[0]?.display_name).toBe('Ada Lagos');
    expect(found.suggestion).toBe('Lagos Noir');
    expect(found).toMatchObject({ book_total: 1000, book_total_capped: true });
  });
});

describe('account, cart and library presenters', () => {
  it('present an account with its addresses and the default country', () => {
    const address = toDeliveryAddress({
      id: 1,
      user_id: 5,
      is_primary: true,
      full_name: 'Ada Okafor',
      phone: '+2348000000000',
      address_line_1: '1 Marina',
      address_line_2: null,
      city: 'Lagos',
      state_id: 25,
      state_name: 'Lagos',
      country_code: 'ng',
      postal_code: null,
      created_at: new Date(),
      updated_at: new Date(),
    } as Parameters<typeof toDeliveryAddress>[0]);
    expect(address.state).toEqual({ id: 25, name: 'Lagos' });
    const user = {
      id: 5,
      username: 'ada',
      email: 'ada@example.test',
      email_verified_at: null,
      first_name: 'Ada',
      middle_name: null,
      last_name: 'Okafor',
      phone: null,
      bio: null,
      avatar_path: null,
      banner_path: 'banners/b.png',
      country_code: null,
      is_author: false,
      is_voiceover_artist: false,
      created_at: new Date('2024-01-01T00:00:00Z'),
    } as User;
    const account = Account.parse(presentAccount(urls, user, [address]));
    expect(account).toMatchObject({
      email_is_verified: false,
      country_code: DEFAULT_COUNTRY,
      profile_banner: 'https://media.test/banners/b.png',
    });
    expect(account.delivery_addresses).toHaveLength(1);
  });

  it('present a cart item priced in the country', () => {
    const item = CartItem.parse(
      toCartItem(
        urls,
        {
          id: 1,
          quantity: 2,
          book_id: 7,
          uid: 'bk-1',
          slug: 'lagos-noir',
          title: 'Lagos Noir',
          type: 'printbook',
          cover_path: 'covers/c.jpg',
          cover_widths: [160],
          author_id: 3,
          stock_quantity: 5,
          amount: 150000,
        },
        naira,
      ),
    );
    expect(item.book).toMatchObject({
      cover_path: 'https://media.test/covers/c.jpg',
      cover_srcset: 'https://media.test/covers/c-160w.webp 160w',
      price: { amount: 1500 },
    });
  });

  it("present a library item at the price paid, in the order's currency, progress within 0-100", () => {
    const row: LibraryRow = {
      id: 1,
      order_id: 12,
      progress: 140,
      last_opened_at: null,
      location: null,
      track_index: null,
      position_seconds: null,
      progress_updated_at: null,
      created_at: new Date('2024-02-01T00:00:00Z'),
      book_id: 7,
      uid: 'bk-1',
      slug: 'lagos-noir',
      title: 'Lagos Noir',
      subtitle: null,
      type: 'ebook',
      cover_path: null,
      cover_widths: [],
      publication_date: null,
      rating_average: 0,
      rating_count: 0,
      username: 'adaeze',
      first_name: 'Adaeze',
      middle_name: null,
      last_name: 'Okafor',
      byline: 'Adaeze Okafor',
      avatar_path: null,
      category_uid: null,
      category_name: null,
      currency_code: 'USD',
      currency_symbol: '$',
      unit_amount: 999,
    };
    const item = LibraryItem.parse(toLibraryItem(urls, row));
    expect(item).toMatchObject({ order_id: 12, progress_percent: 100, last_opened_at: null });
    expect(item.book.price).toEqual({ amount: 9.99, currency_code: 'USD', currency_symbol: '$' });
    expect(item.book.authors[0]?.username).toBe('adaeze');
  });
});
