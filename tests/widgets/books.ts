import { expect, type APIRequestContext } from '@playwright/test';
import { API } from './ports';

export interface Books {
  print: { uid: string; title: string };
  audio: { uid: string; title: string };
}

/** A print book and an audiobook with a sample from the seeded catalogue, which the host pages show. */
export async function findBooks(request: APIRequestContext): Promise<Books> {
  const list = async (type: string) => {
    const response = await request.get(`${API}/api/public/books?type=${type}&limit=10&country=gb`);
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { data: { items: { uid: string; title: string }[] } }).data.items;
  };
  const [print] = await list('printbook');
  let audio: Books['audio'] | undefined;
  for (const candidate of await list('audiobook')) {
    const detail = await request.get(`${API}/api/public/books/${candidate.uid}?country=gb`);
    const { data } = (await detail.json()) as { data: { sample_url: string | null } };
    if (data.sample_url) {
      audio = candidate;
      break;
    }
  }
  if (!print || !audio)
    throw new Error('The seeded catalogue has no print book or no audiobook with a sample');
  return { print, audio };
}

/** A host page's address with this run's books. */
export const hostPage = (host: string, name: string, books: Books) =>
  `${host}/${name}.html?book=${encodeURIComponent(books.print.uid)}&audiobook=${encodeURIComponent(books.audio.uid)}`;
