// A seller's book for the mybooks tests (imported by *.test.tsx only, never by the app).
import type { SellerBook } from '@bookstore/api-client/contract';
import { money } from '../shared/testing';

export function sellerBook(overrides: Partial<SellerBook> = {}): SellerBook {
  return {
    uid: 'B1',
    slug: 'sun-road-b1',
    title: 'Sun Road',
    subtitle: null,
    type: 'ebook',
    price: null,
    cover_path: null,
    authors: [],
    category: null,
    rating: { average: 0, count: 0 },
    publication_date: null,
    description: '',
    contributors: [],
    sub_category: null,
    language: 'English',
    pages: null,
    duration_seconds: null,
    isbn: null,
    publisher: null,
    sample_url: null,
    file: null,
    print: null,
    tags: [],
    status: 'draft',
    steps: {
      basic_info: false,
      advance_info: false,
      contributors: false,
      cover: false,
      printbook: true,
      publish: false,
    },
    audio_files: [],
    ebook_file: null,
    rejection_reason: null,
    sales_count: 0,
    revenue: money(0),
    created_at: '2026-11-01T09:00:00Z',
    updated_at: '2026-11-02T09:00:00Z',
    ...overrides,
  };
}
