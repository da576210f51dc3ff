import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seed } from '../../seed/index.ts';
import { startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';

// The place a reader or listener stopped, saved from one device and restored on another, and the
// reader's bookmarks and highlights (the reader and player of /apps/reader and /apps/player).
let server: TestServer;
let ebook: string;
let audiobook: string;

interface Progress {
  location: string | null;
  percent: number;
  track_index: number | null;
  position_seconds: number | null;
  updated_at: string | null;
}
interface Annotation {
  id: number;
  kind: string;
  location: string;
  excerpt: string;
  percent: number;
  note: string | null;
  color: string | null;
}
interface Opened {
  progress: Progress;
  annotations: Annotation[];
  item: { progress_percent: number };
}

async function device(email: string): Promise<TestClient> {
  const client = new TestClient(server.url);
  const login = await client.post('/user/auth/spa/login', { email, password: DEMO_PASSWORD });
  expect(login.status).toBe(200);
  return client;
}

const put = (client: TestClient, uid: string, json: unknown) =>
  client.request<{ data: Progress; message: string; errors?: Record<string, string[]> }>(
    'PUT',
    `/api/user/library/books/${uid}/progress`,
    { json },
  );
const open = async (client: TestClient, uid: string) =>
  (await client.get<{ data: Opened }>(`/api/user/library/books/${uid}`)).body.data;

beforeAll(async () => {
  server = await startTestServer();
  await seed(server.db, { books: 80, mediaDir: null });
  const client = await device(DEMO_ACCOUNTS.shopper.email);
  const all = await client.get<{ data: { items: { book: { uid: string; type: string } }[] } }>(
    '/api/user/library/all?per_page=100',
  );
  const items = all.body.data.items;
  ebook = items.find((i) => i.book.type === 'ebook')?.book.uid ?? '';
  audiobook = items.find((i) => i.book.type === 'audiobook')?.book.uid ?? '';
  expect(ebook).not.toBe('');
  expect(audiobook).not.toBe('');
});
afterAll(() => server.close());

describe('reading progress', () => {
  it('saves an ebook place on one device and restores it on another', async () => {
    const phone = await device(DEMO_ACCOUNTS.shopper.email);
    const laptop = await device(DEMO_ACCOUNTS.shopper.email);
    const before = await open(laptop, ebook);
    expect(before.progress.updated_at).toBeNull();

    const cfi = 'epubcfi(/6/14!/4/2/10/2:31)';
    const saved = await put(phone, ebook, { location: cfi, percent: 42.5 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ location: cfi, percent: 42.5, track_index: null });

    const after = await open(laptop, ebook);
    expect(after.progress).toMatchObject({ location: cfi, percent: 42.5 });
    expect(after.progress.updated_at).not.toBeNull();
    const list = await laptop.get<{ data: { items: { book: { uid: string }; progress_percent: number }[] } }>(
      '/api/user/library/all?per_page=100',
    );
    expect(list.body.data.items.find((i) => i.book.uid === ebook)?.progress_percent).toBe(42.5);
  });

  it('saves an audiobook track and second, and checks the track exists', async () => {
    const client = await device(DEMO_ACCOUNTS.shopper.email);
    const saved = await put(client, audiobook, { track_index: 0, position_seconds: 73.4, percent: 12 });
    expect(saved.status).toBe(200);
    expect((await open(client, audiobook)).progress).toMatchObject({
      track_index: 0,
      position_seconds: 73.4,
      location: null,
      percent: 12,
    });
    const missing = await put(client, audiobook, { track_index: 999, position_seconds: 1, percent: 1 });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.track_index?.[0]).toMatch(/track/);
  });

  it('refuses bad bodies with field errors and keeps the saved place', async () => {
    const client = await device(DEMO_ACCOUNTS.shopper.email);
    await put(client, ebook, { location: 'epubcfi(/6/4!/4/2:0)', percent: 10 });
    for (const body of [
      { percent: 10 },
      { location: 'epubcfi(/6/4)', percent: 101 },
      { location: 'epubcfi(/6/4)', percent: -1 },
      { location: 'x'.repeat(2001), percent: 5 },
      { location: 'epubcfi(/6/4)', percent: 'half' },
    ]) {
      const res = await put(client, ebook, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.body.message).toBeTruthy();
    }
    expect((await open(client, ebook)).progress).toMatchObject({
      location: 'epubcfi(/6/4!/4/2:0)',
      percent: 10,
    });
  });

  it("answers 404 for a book outside the user's library and 401 signed out", async () => {
    const author = await device(DEMO_ACCOUNTS.author.email);
    const other = await author.get<{ data: { items: { book: { uid: string } }[] } }>('/api/user/library/all');
    const owned = new Set(other.body.data.items.map((i) => i.book.uid));
    if (!owned.has(ebook))
      expect((await put(author, ebook, { location: 'epubcfi(/6/4)', percent: 1 })).status).toBe(404);
    const anonymous = new TestClient(server.url);
    expect((await put(anonymous, ebook, { location: 'epubcfi(/6/4)', percent: 1 })).status).toBe(401);
  });
});

describe('bookmarks and highlights', () => {
  it('adds, lists in reading order, updates and removes them', async () => {
    const client = await device(DEMO_ACCOUNTS.shopper.email);
    const base = `/api/user/library/books/${ebook}/annotations`;
    const late = await client.post<{ data: Annotation }>(base, {
      kind: 'bookmark',
      location: 'epubcfi(/6/20!/4/2:0)',
      excerpt: 'Later page',
      percent: 80,
    });
    expect(late.status).toBe(201);
    const again = await client.post<{ data: Annotation }>(base, {
      kind: 'bookmark',
      location: 'epubcfi(/6/20!/4/2:0)',
      percent: 80,
    });
    expect(again.body.data.id).toBe(late.body.data.id);
    const highlight = await client.post<{ data: Annotation }>(base, {
      kind: 'highlight',
      location: 'epubcfi(/6/8!/4/2,/1:0,/1:12)',
      excerpt: 'April is the',
      percent: 5,
      color: 'green',
    });
    expect(highlight.status).toBe(201);
    expect(highlight.body.data).toMatchObject({ kind: 'highlight', color: 'green', note: null });

    const listed = (await open(client, ebook)).annotations;
    expect(listed.map((a) => a.id)).toEqual([highlight.body.data.id, late.body.data.id]);

    const noted = await client.request<{ data: Annotation }>('PATCH', `${base}/${highlight.body.data.id}`, {
      json: { note: 'Opening line', color: 'pink' },
    });
    expect(noted.body.data).toMatchObject({ note: 'Opening line', color: 'pink' });

    const stranger = await device(DEMO_ACCOUNTS.voiceover.email);
    const theirs = await stranger.delete(`${base}/${highlight.body.data.id}`);
    expect([403, 404]).toContain(theirs.status);

    expect((await client.delete(`${base}/${late.body.data.id}`)).status).toBe(200);
    expect((await client.delete(`${base}/${late.body.data.id}`)).status).toBe(404);
    expect((await open(client, ebook)).annotations.map((a) => a.id)).toEqual([highlight.body.data.id]);
  });

  it('refuses annotations on an audiobook and bad bodies', async () => {
    const client = await device(DEMO_ACCOUNTS.shopper.email);
    const audio = await client.post(`/api/user/library/books/${audiobook}/annotations`, {
      kind: 'bookmark',
      location: 'epubcfi(/6/4)',
    });
    expect(audio.status).toBe(422);
    const bad = await client.post<{ errors: Record<string, string[]> }>(
      `/api/user/library/books/${ebook}/annotations`,
      { kind: 'sticker', location: '', color: 'purple' },
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['color', 'kind', 'location']);
  });
});
