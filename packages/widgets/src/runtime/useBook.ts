import type { ResultOf } from '@bookstore/api-client';
import { useEffect, useState } from 'react';
import { absoluteUrl, useWidget } from './context';

/** A book as GET /api/public/books/{uid} answers it, with media URLs made absolute. */
export type WidgetBook = ResultOf<'public', 'getBook'>['data'];

export type BookState =
  { status: 'loading' } | { status: 'ready'; book: WidgetBook } | { status: 'error'; message: string };

/** A srcset (`/media/a-160w.webp 160w, …`) with each URL made absolute: the partner page is elsewhere. */
export function absoluteSrcset(srcset: string | null | undefined, apiBase: string): string | null {
  if (!srcset) return null;
  return srcset
    .split(', ')
    .map((candidate) => {
      const [url, descriptor] = candidate.split(' ');
      return `${absoluteUrl(url, apiBase) ?? url} ${descriptor ?? ''}`.trim();
    })
    .join(', ');
}

/** Loads one book priced for the configured country; reloads when the uid, country or API changes. */
export function useBook(uid: string | undefined): BookState {
  const { api, config } = useWidget();
  const { apiBase, country } = config;
  // The answer is kept with the request it answers: a new uid, country or API shows loading until its own.
  const request = `${apiBase} ${country} ${uid ?? ''}`;
  const [answer, setAnswer] = useState<{ request: string; state: BookState } | null>(null);

  useEffect(() => {
    if (!uid) return;
    const controller = new AbortController();
    const setState = (state: BookState) => setAnswer({ request, state });
    api
      .getBook({ params: { uid }, query: { country }, signal: controller.signal })
      .then(({ data }) => {
        const book: WidgetBook = {
          ...data,
          cover_path: absoluteUrl(data.cover_path, apiBase) ?? data.cover_path,
          cover_srcset: absoluteSrcset(data.cover_srcset, apiBase),
          sample_url: absoluteUrl(data.sample_url, apiBase),
        };
        setState({ status: 'ready', book });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound =
          typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
        setState({
          status: 'error',
          message: notFound
            ? 'This book is not available.'
            : 'The book could not be loaded. Please try again later.',
        });
      });
    return () => controller.abort();
  }, [api, apiBase, country, uid, request]);

  if (!uid)
    return { status: 'error', message: 'No book was chosen for this widget (set its uid attribute).' };
  return answer?.request === request ? answer.state : { status: 'loading' };
}
