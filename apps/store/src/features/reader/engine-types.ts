/** The shapes foliate-js (plain JavaScript) hands the reader. */

export interface TocItem {
  label: string;
  href: string;
  subitems?: TocItem[] | null;
}

export interface FoliateBook {
  metadata?: { title?: unknown; language?: string | string[] };
  toc?: TocItem[];
  sections: { id: string; linear?: string; size?: number; createDocument?: () => Promise<Document> }[];
  dir?: 'ltr' | 'rtl' | string;
  rendition?: { layout?: string };
  destroy?: () => void;
}

export interface RelocateDetail {
  fraction: number;
  cfi: string;
  range?: Range;
  tocItem?: { label?: string; href?: string } | null;
  section?: { current: number; total: number };
  location?: { current: number; next: number; total: number };
}

export interface SearchExcerpt {
  pre: string;
  match: string;
  post: string;
}

export type SearchYield =
  'done' | { progress: number } | { label: string; subitems: { cfi: string; excerpt: SearchExcerpt }[] };

export interface FoliateRenderer extends HTMLElement {
  setStyles?: (css: string | [string, string]) => void;
  next: () => Promise<void>;
  prev: () => Promise<void>;
  focusView?: () => void;
  getContents: () => { index: number; doc: Document }[];
  atStart?: boolean;
  atEnd?: boolean;
}

export interface DrawAnnotationDetail {
  draw: (func: unknown, opts?: Record<string, unknown>) => void;
  annotation: { value: string; color?: string };
}

/** The <foliate-view> element. */
export interface FoliateView extends HTMLElement {
  book: FoliateBook;
  renderer: FoliateRenderer;
  isFixedLayout: boolean;
  lastLocation: RelocateDetail | null;
  open: (book: FoliateBook) => Promise<void>;
  close: () => void;
  init: (options: { lastLocation?: string | null; showTextStart?: boolean }) => Promise<void>;
  goTo: (target: string | number) => Promise<unknown>;
  goToFraction: (fraction: number) => Promise<void>;
  prev: () => Promise<void>;
  next: () => Promise<void>;
  goLeft: () => Promise<void>;
  goRight: () => Promise<void>;
  search: (options: {
    query: string;
    matchCase?: boolean;
    matchDiacritics?: boolean;
    matchWholeWords?: boolean;
  }) => AsyncGenerator<SearchYield>;
  clearSearch: () => void;
  addAnnotation: (annotation: { value: string; color?: string }, remove?: boolean) => Promise<unknown>;
  deleteAnnotation: (annotation: { value: string }) => Promise<unknown>;
  getCFI: (index: number, range?: Range) => string;
  deselect: () => void;
}
