/*
 * The browser's side of a public page's head: its page module's head function (routes/pages/, the one
 * the server writes into the HTML), run with reads answered from SWR under the keys the screen's hooks
 * use, so they take the screen's answers (or the server's, inlined) and never ask again; run again
 * whenever one of its answers changes or the page's address does.
 */
import type { PageHead } from '@bookstore/api-client/page-meta';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, type Params } from 'react-router-dom';
import useSWR from 'swr';
import { api } from '../api';
import { countryCode } from '../state/country';
import type { AreaRead, PageHeadOf } from './head';
import { answerHead, areaReadKey, publicReadOf } from './headAnswer';
import { setPageMeta } from './usePageMeta';

/** A read the head asked for: its key and the call that fetches it (the screen's hook's). */
interface Wanted {
  key: string;
  fetch: () => Promise<unknown>;
}

/** What SWR answers for a key: its data, or its error. */
type Answer = { data: unknown } | { error: unknown };

/** A head's read SWR has not answered yet: the head is made again once it has. */
const PENDING = Symbol('pending read');

/** Sets the canonical link of the document's head, or removes it (a page with none). */
export function setCanonical(href: string | undefined): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!href) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

/** Sets the document's title, description and canonical link from a page's head. */
export function applyHead(head: PageHead): void {
  // The head's title is whole ("… · Bookstore"): set after the description, over the site's name.
  setPageMeta(undefined, head.description);
  document.title = head.title;
  setCanonical(head.canonical);
}

/**
 * One read of the head, through SWR: the answer the cache (or the server's inlined payload) has, or the
 * screen's request in flight under the same key (deduplicated); it fetches only what no hook asked for.
 */
function HeadRead({ wanted, onAnswer }: { wanted: Wanted; onAnswer: (key: string, answer: Answer) => void }) {
  const { data, error } = useSWR(wanted.key, wanted.fetch, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  useEffect(() => {
    if (error !== undefined) onAnswer(wanted.key, { error });
    else if (data !== undefined) onAnswer(wanted.key, { data });
  }, [wanted.key, data, error, onAnswer]);
  return null;
}

export default function ClientHead({ head, params }: { head: PageHeadOf; params: Params }) {
  useSignals();
  const country = countryCode.value;
  const { pathname, search } = useLocation();
  const [answers, setAnswers] = useState<ReadonlyMap<string, Answer>>(() => new Map());
  const [wanted, setWanted] = useState<readonly Wanted[]>([]);
  const onAnswer = useCallback((key: string, answer: Answer) => {
    setAnswers((known) => new Map(known).set(key, answer));
  }, []);

  useEffect(() => {
    let current = true;
    const asked: Wanted[] = [];
    const readIn: AreaRead = (area, call, input) => {
      const key = areaReadKey(area, call as string, input);
      const fetch = () =>
        (api[area] as unknown as Record<string, (input: unknown) => Promise<unknown>>)[call as string]?.(
          input,
        ) ?? Promise.reject(new Error(`${area}.${String(call)} is not a read`));
      asked.push({ key, fetch });
      const answer = answers.get(key);
      if (!answer) return Promise.reject(PENDING);
      return (
        'error' in answer ? Promise.reject(answer.error) : Promise.resolve(answer.data)
      ) as Promise<never>;
    };
    const url = new URL(`${pathname}${search}`, window.location.origin);
    // The Not Found head when a read says the page names nothing (errors.tsx shows its page); a read
    // still coming makes the head again with its answer; another failure is the screen's to show.
    const done = (answer?: { head: PageHead }) => {
      if (!current) return;
      setWanted(asked);
      if (answer) applyHead(answer.head);
    };
    answerHead(head, { origin: window.location.origin, url, params, country, ...publicReadOf(readIn) }).then(
      done,
      () => done(),
    );
    return () => {
      current = false;
    };
  }, [head, params, pathname, search, country, answers]);

  // The canonical link is a public page's own: a page without a head has none.
  useEffect(() => () => setCanonical(undefined), []);

  return wanted.map((one) => <HeadRead key={one.key} wanted={one} onAnswer={onAnswer} />);
}
