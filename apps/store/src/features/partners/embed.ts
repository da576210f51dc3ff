// The embed builder's output (issue 43), from its choices: the code a partner pastes (the widgets'
// loader naming the partner, and the widget's element) and a plain link carrying the partner. Pure
// functions, so the builder, the programme's guide and the tests make the same text.
import type { PartnerWidget } from '@bookstore/api-client/contract';

/** The widgets' theme option: the partner page's own, or follow the visitor's. */
export const EMBED_THEMES = ['light', 'dark', 'auto'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

/** Widths the preview and the code offer (px); `full` fills the partner's column. */
export const EMBED_WIDTHS = ['240', '320', '480', 'full'] as const;
export type EmbedWidth = (typeof EMBED_WIDTHS)[number];

/** Each widget: its name in words, its element, whether it shows one book, and its mount name. */
export const EMBED_WIDGETS: Record<
  PartnerWidget,
  {
    label: string;
    hint: string;
    tag: string;
    mount: 'book-card' | 'search' | 'cart' | 'player';
    book: boolean;
  }
> = {
  card: {
    label: 'Book card',
    hint: 'One book: cover, price in the visitor’s currency, Add to cart.',
    tag: 'bookstore-book-card',
    mount: 'book-card',
    book: true,
  },
  search: {
    label: 'Search',
    hint: 'A search box over the whole catalogue.',
    tag: 'bookstore-search',
    mount: 'search',
    book: false,
  },
  cart: {
    label: 'Cart',
    hint: 'The visitor’s cart and the checkout on the store.',
    tag: 'bookstore-cart',
    mount: 'cart',
    book: false,
  },
  player: {
    label: 'Player',
    hint: 'An audiobook’s sample, to listen to on your page.',
    tag: 'bookstore-player',
    mount: 'player',
    book: true,
  },
};

/** Where a plain link or a widget's book points, as the builder picked it. */
export type EmbedTarget =
  { kind: 'book'; uid: string; title: string } | { kind: 'author'; username: string; name: string };

export interface EmbedChoice {
  widget: PartnerWidget;
  /** A book for the card and the player (ignored by the others). */
  bookUid?: string | undefined;
  theme: EmbedTheme;
  width: EmbedWidth;
  country?: string | undefined;
}

/** `&`, `<`, `>` and `"` as HTML writes them inside an attribute. */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Whether the choice can be pasted: a book widget needs its book. */
export function embedReady(choice: EmbedChoice): boolean {
  return !EMBED_WIDGETS[choice.widget].book || Boolean(choice.bookUid);
}

/** The widget's element, sized by `width` (a wrapper's job on a strict CSP page: see the hint). */
export function embedElement(choice: EmbedChoice): string {
  const widget = EMBED_WIDGETS[choice.widget];
  const uid = widget.book && choice.bookUid ? ` uid="${attribute(choice.bookUid)}"` : '';
  const style = choice.width === 'full' ? '' : ` style="display:block;max-width:${Number(choice.width)}px"`;
  return `<${widget.tag}${uid}${style}></${widget.tag}>`;
}

/** The loader for the whole page, naming the store, the theme, the country and the partner. */
export function loaderScript(
  origin: string,
  code: string,
  choice: Pick<EmbedChoice, 'theme' | 'country'>,
): string {
  const lines = [
    `<script`,
    `  src="${attribute(origin)}/widgets/loader.js"`,
    `  async`,
    `  data-api-base="${attribute(origin)}"`,
    `  data-store-url="${attribute(origin)}"`,
    ...(choice.country ? [`  data-country="${attribute(choice.country)}"`] : []),
    `  data-theme="${choice.theme}"`,
    `  data-partner="${attribute(code)}"`,
    `></script>`,
  ];
  return lines.join('\n');
}

/** What the partner pastes: the element where the widget goes, then the loader (once per page). */
export function embedCode(origin: string, code: string, choice: EmbedChoice): string {
  return `${embedElement(choice)}\n\n${loaderScript(origin, code, choice)}`;
}

/** A plain link to a book or an author on the store, carrying the partner (`ref_src=link`). */
export function partnerLink(origin: string, code: string, target?: EmbedTarget): string {
  const path =
    target?.kind === 'book'
      ? `/books/${encodeURIComponent(target.uid)}`
      : target?.kind === 'author'
        ? `/authors/${encodeURIComponent(target.username)}`
        : '/';
  const query = new URLSearchParams({ ref: code, ref_src: 'link' });
  return `${origin}${path}?${query.toString()}`;
}
