import type { CartItem } from '@bookstore/api-client/contract';
import { coverSrcset } from '../../media/cover-variants.ts';
import { money, type CurrencyInfo } from '../../money.ts';
import type { CartRow } from './cart.queries.ts';
import { coverUrl } from '../catalogue/books.presenter.ts';
import type { MediaUrls } from '../../media/urls.ts';

export function toCartItem(urls: MediaUrls, row: CartRow, currency: CurrencyInfo): CartItem {
  return {
    id: row.id,
    quantity: row.quantity,
    book: {
      uid: row.uid,
      slug: row.slug,
      title: row.title,
      type: row.type,
      cover_path: coverUrl(urls, row.cover_path, row.title),
      cover_srcset: coverSrcset((key) => urls.media.url(key), row.cover_path, row.cover_widths),
      price: money(row.amount, currency),
    },
  };
}
