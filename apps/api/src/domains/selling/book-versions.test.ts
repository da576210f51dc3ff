/**
 * Issue 41, item 1: versions, not live edits. A change to a public part of an approved book waits for
 * review while the approved version stays on sale; approval swaps it in (once: a second decision is a
 * 409), rejection keeps the old one and tells the author why; prices and stock are not moderated; a
 * trusted author's change follows the trust rule of new books. One server and seed for the file.
 */
import { existsSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../db/schema.ts';
import { approveInReview, auditOf, operatorClient, readyDraft } from '../../../test/admin-support.ts';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { createUser, sentMail, TestClient, type TestServer, startTestServer } from '../../../test/helpers.ts';
import {
  epubBytes,
  mp3Bytes,
  pngBytes,
  seedPriceLevels,
  sellerClient,
  upload,
  type Envelope,
} from '../../../test/selling-support.ts';
import type { Change, PublicBook, SellerBook } from '../../../test/book-versions-support.ts';

const LONG = 'A new blurb for the approved book, long enough to pass the fifty characters rule easily.';

describe('versions of published books', () => {
  let server: TestServer;
  let catalogue: Catalogue;
  let operator: TestClient;
  let second: TestClient;
  let author: User;
  let client: TestClient;
  let visitor: TestClient;

  const books = (uid: string, step = '') => `/api/user/selling/books/${uid}${step}`;
  const own = async (uid: string) => (await client.get<Envelope<SellerBook>>(books(uid))).body.data;
  const publicBook = async (uid: string) => {
    const res = await visitor.get<Envelope<PublicBook>>(`/api/public/books/${uid}?country=ng`);
    return { status: res.status, book: res.body.data };
  };
  const basicInfo = (uid: string, title: string, by = client) =>
    by.request<Envelope<SellerBook>>('PATCH', books(uid, '/basic_info'), {
      json: {
        title,
        description: LONG,
        category_uid: catalogue.categories.business.uid,
        language: 'English',
      },
    });
  const changeOf = async (uid: string) =>
    (await operator.get<Envelope<Change>>(`/api/admin/reviews/changes/${uid}`)).body.data;
  const queue = async (kind = 'pre_publication') => {
    const res = await operator.get<Envelope<{ items: Change[] }>>(`/api/admin/reviews/changes?kind=${kind}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.items;
  };
  const approve = (change: Pick<Change, 'uid' | 'revision'>, by = operator) =>
    by.post<Envelope<Change>>(`/api/admin/reviews/changes/${change.uid}/approve`, {
      revision: change.revision,
    });
  const reject = (change: Pick<Change, 'uid' | 'revision'>, reason: string) =>
    operator.post<Envelope<Change>>(`/api/admin/reviews/changes/${change.uid}/reject`, {
      revision: change.revision,
      reason,
    });
  const fileOf = (uid: string) =>
    server.db
      .selectFrom('books')
      .select(['file_path', 'cover_path'])
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();

  /**
   * A book approved by an operator (on sale) of `owner`, or of a new author (then `author` and `client`
   * are theirs: an author with three approved books is trusted, and their changes skip review).
   */
  async function approvedBook(owner: User | null, title: string) {
    if (!owner) {
      author = await createUser(server.db, { author: true, country: 'ng' });
      client = await sellerClient(server, author);
      owner = author;
    }
    const book = await readyDraft(server.db, owner.id, catalogue.categories.fiction.id, title);
    await server.db
      .updateTable('books')
      .set({ status: 'in_review', review_kind: 'pre_publication', submitted_at: new Date() })
      .where('id', '=', book.id)
      .execute();
    await approveInReview(server, book.uid);
    return book;
  }

  beforeAll(async () => {
    server = await startTestServer();
    catalogue = await seedCatalogue(server.db);
    await seedPriceLevels(server.db);
    operator = (await operatorClient(server, { username: 'op_versions' })).client;
    second = (await operatorClient(server, { username: 'op_versions_two' })).client;
    visitor = new TestClient(server.url);
  });
  afterAll(() => server.close());

  it('keeps the approved title, blurb, category, cover, EPUB and contributors on sale until approval', async () => {
    const book = await approvedBook(null, 'Harmattan Letters');
    const before = await publicBook(book.uid);
    const liveFiles = await fileOf(book.uid);
    expect(before.book.title).toBe('Harmattan Letters');

    expect((await basicInfo(book.uid, 'Harmattan Letters, Revised')).status).toBe(200);
    const cover = await client.request<Envelope<SellerBook>>('POST', books(book.uid, '/change_cover'), {
      form: upload('cover', pngBytes(), 'image/png', 'cover.png'),
    });
    expect(cover.status).toBe(200);
    const epub = await client.request<Envelope<SellerBook>>('POST', books(book.uid, '/upload_ebook_file'), {
      form: upload('file', epubBytes('Harmattan Letters'), 'application/epub+zip', 'revised.epub'),
    });
    expect(epub.status).toBe(200);
    const added = await client.post<Envelope<SellerBook>>(books(book.uid, '/attach_contributor'), {
      name: 'Kemi Adebayo',
      role: 'editor',
    });
    expect(added.status).toBe(200);

    // The author's editor shows what they proposed, and that it is in review.
    const mine = await own(book.uid);
    expect(mine).toMatchObject({ title: 'Harmattan Letters, Revised', status: 'published' });
    expect(mine.ebook_file?.name).toBe('revised.epub');
    expect(mine.contributors.map((c) => c.name)).toContain('Kemi Adebayo');
    expect(mine.pending_change).toMatchObject({ status: 'in_review', kind: 'pre_publication' });
    expect(mine.pending_change?.changed).toEqual(
      expect.arrayContaining(['title', 'description', 'category_id', 'cover_path', 'file', 'contributors']),
    );

    // Buyers and visitors still get the approved version: page, files, search.
    const during = await publicBook(book.uid);
    expect(during.book).toMatchObject({ title: 'Harmattan Letters', cover_path: before.book.cover_path });
    expect(during.book.contributors.map((c) => c.name)).not.toContain('Kemi Adebayo');
    expect(await fileOf(book.uid)).toEqual(liveFiles);
    const found = async (keyword: string) => {
      const res = await visitor.get(`/api/public/search?keyword=${keyword}&country=ng`);
      expect(res.status).toBe(200);
      return JSON.stringify(res.body).includes(book.uid);
    };
    expect(await found('Harmattan')).toBe(true);
    expect(await found('Revised')).toBe(false);

    // The operator finds it among the changes, with a diff and the new EPUB to open.
    const item = (await queue()).find((c) => c.book.uid === book.uid);
    expect(item).toMatchObject({
      proposed_title: 'Harmattan Letters, Revised',
      book: { title: 'Harmattan Letters' },
    });
    const change = await changeOf(item?.uid ?? '');
    expect(change.diff.find((r) => r.part === 'title')).toMatchObject({
      before: 'Harmattan Letters',
      after: 'Harmattan Letters, Revised',
    });
    expect(change.diff.find((r) => r.part === 'category_id')).toMatchObject({
      before: 'Fiction',
      after: 'Business',
    });
    expect(change.diff.find((r) => r.part === 'file')?.after_url).toMatch(/\/api\/files\/.+signature=/);
    expect(change.diff.find((r) => r.part === 'cover_path')?.after_url).toMatch(/covers\/uploaded\//);
    const opened = await fetch(server.url + (change.diff.find((r) => r.part === 'file')?.after_url ?? ''));
    expect(opened.status).toBe(200);

    // Approval swaps it in at once, mails the author and is audited.
    const ok = await approve(change);
    expect(ok.status).toBe(200);
    expect(ok.body.data.status).toBe('approved');
    const after = await publicBook(book.uid);
    expect(after.book.title).toBe('Harmattan Letters, Revised');
    expect(after.book.description).toBe(LONG);
    expect(after.book.cover_path).toMatch(/covers\/uploaded\//);
    expect(after.book.contributors.map((c) => c.name)).toContain('Kemi Adebayo');
    expect((await fileOf(book.uid)).file_path).toMatch(/^ebooks\/uploaded\//);
    expect(await found('Revised')).toBe(true);
    expect((await own(book.uid)).pending_change).toMatchObject({ status: 'approved' });
    expect(await sentMail(server, { to: author.email, purpose: 'change_approved' })).toHaveLength(1);
    const audit = await auditOf(server.db, 'book', book.uid);
    expect(audit.at(-1)).toMatchObject({ action: 'book_version.approve', source: 'web' });

    // A second decision on the same change is a conflict.
    const again = await approve(change, second);
    expect(again.status).toBe(409);
    expect((await reject(change, 'Too late to reject this one.')).status).toBe(409);
  });

  it('does not moderate prices and stock', async () => {
    const book = await approvedBook(null, 'Price Is Live');
    const res = await client.post<Envelope<SellerBook>>(books(book.uid, '/advance_info'), {
      publication_date: '2026-01-01',
      price: 4200,
      currency_code: 'NGN',
      tags: [],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.pending_change ?? null).toBeNull();
    expect((await publicBook(book.uid)).book.price.amount).toBe(4200);
    expect((await queue()).some((c) => c.book.uid === book.uid)).toBe(false);
  });

  it('rejects with a reason: the approved version stays, the author reads why, the proposal goes', async () => {
    const book = await approvedBook(null, 'Old Title Stays');
    await basicInfo(book.uid, 'A Misleading Title');
    await client.request('POST', books(book.uid, '/change_cover'), {
      form: upload('cover', pngBytes(4), 'image/png', 'cover.png'),
    });
    const item = (await queue()).find((c) => c.book.uid === book.uid);
    const change = await changeOf(item?.uid ?? '');
    const proposedCover = await server.db
      .selectFrom('book_versions')
      .select(sql`proposed->>'cover_path'`.as('cover'))
      .where('uid', '=', change.uid)
      .executeTakeFirstOrThrow();
    // A reason is required (422 with the field).
    const bad = await operator.post<{ errors?: Record<string, string[]> }>(
      `/api/admin/reviews/changes/${change.uid}/reject`,
      { revision: change.revision, reason: '' },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.reason).toBeDefined();

    const res = await reject(change, 'The new title promises a sequel the book is not.');
    expect(res.status).toBe(200);
    expect((await publicBook(book.uid)).book.title).toBe('Old Title Stays');
    const mine = await own(book.uid);
    expect(mine.title).toBe('Old Title Stays');
    expect(mine.pending_change).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The new title promises a sequel the book is not.',
    });
    const mail = await sentMail(server, { to: author.email, purpose: 'change_rejected' });
    expect(mail.at(-1)?.text_body).toContain('promises a sequel');
    expect(existsSync(server.deps.media.resolve(String(proposedCover.cover)))).toBe(false);
    expect((await auditOf(server.db, 'book', book.uid)).at(-1)?.action).toBe('book_version.reject');

    // The author's next edit opens a new change.
    await basicInfo(book.uid, 'An Honest Title');
    expect((await own(book.uid)).pending_change).toMatchObject({ status: 'in_review' });
  });

  it('refuses a decision on a revision the operator did not see, and lets the author withdraw', async () => {
    const book = await approvedBook(null, 'Moving Target');
    await basicInfo(book.uid, 'Moving Target, Harmless');
    const seen = await changeOf((await queue()).find((c) => c.book.uid === book.uid)?.uid ?? '');
    await basicInfo(book.uid, 'Moving Target, Switched');
    const stale = await approve(seen);
    expect(stale.status).toBe(409);
    expect((await publicBook(book.uid)).book.title).toBe('Moving Target');

    const withdrawn = await client.delete<Envelope<SellerBook>>(books(book.uid, '/pending_change'));
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data).toMatchObject({ title: 'Moving Target', pending_change: null });
    expect((await queue()).some((c) => c.book.uid === book.uid)).toBe(false);
    expect((await client.delete(books(book.uid, '/pending_change'))).status).toBe(404);
  });

  it('cannot approve the change of a book taken down meanwhile; the next edit is live and withdraws it', async () => {
    const book = await approvedBook(null, 'Taken Down Midway');
    await basicInfo(book.uid, 'Taken Down Midway, Revised');
    const change = await changeOf((await queue()).find((c) => c.book.uid === book.uid)?.uid ?? '');
    const takedown = await operator.post(`/api/admin/books/${book.uid}/takedown`, {
      reason: 'A rights holder asked for it.',
    });
    expect(takedown.status).toBe(200);
    expect((await approve(change)).status).toBe(409);
    expect((await basicInfo(book.uid, 'Taken Down, Fixed')).status).toBe(200);
    const row = await server.db
      .selectFrom('books')
      .select('title')
      .where('id', '=', book.id)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('Taken Down, Fixed');
    expect((await changeOf(change.uid)).status).toBe('withdrawn');
  });

  it("refuses an operator their own book's change and a suspended author's (issue 41, items 2 and 3)", async () => {
    // An operator who also writes: their change waits for another operator.
    const made = await operatorClient(server, { username: 'op_writer', author: true, country: 'ng' });
    const own = await approvedBook(made.user, 'Written By An Operator');
    const byOperator = await made.client.request<Envelope<SellerBook>>(
      'PATCH',
      books(own.uid, '/basic_info'),
      {
        json: {
          title: 'Written By An Operator, Revised',
          description: LONG,
          category_uid: catalogue.categories.business.uid,
          language: 'English',
        },
      },
    );
    expect(byOperator.status).toBe(200);
    const ownChange = await changeOf((await queue()).find((c) => c.book.uid === own.uid)?.uid ?? '');
    const mine = await approve(ownChange, made.client);
    expect(mine.status).toBe(403);
    expect((await approve(ownChange)).status).toBe(200);

    // A suspended author's change cannot be approved; it can be rejected.
    const book = await approvedBook(null, 'Suspended Midway');
    await basicInfo(book.uid, 'Suspended Midway, Revised');
    const change = await changeOf((await queue()).find((c) => c.book.uid === book.uid)?.uid ?? '');
    const suspend = await operator.post(`/api/admin/users/${author.id}/suspend`, {
      reason: 'Copyright complaints under review.',
    });
    expect(suspend.status).toBe(200);
    const refused = await approve(change);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errors: { author: [expect.stringMatching(/suspended/)] } });
    // Restored, the book is back on sale with its change still waiting, and the change can be approved.
    const restore = await operator.post(`/api/admin/users/${author.id}/restore`, {
      reason: 'The complaints were withdrawn.',
    });
    expect(restore.status).toBe(200);
    expect((await approve(change)).status).toBe(200);
    expect((await publicBook(book.uid)).book.title).toBe('Suspended Midway, Revised');
  });

  it('takes one of two decisions made at once', async () => {
    const book = await approvedBook(null, 'Two Operators');
    await basicInfo(book.uid, 'Two Operators, Revised');
    const change = await changeOf((await queue()).find((c) => c.book.uid === book.uid)?.uid ?? '');
    const answers = await Promise.all([approve(change), approve(change, second)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const decisions = (await auditOf(server.db, 'book', book.uid)).filter(
      (a) => a.action === 'book_version.approve',
    );
    expect(decisions).toHaveLength(1);
  });

  it('versions the tracks of an audiobook: new ones wait, approval adds them', async () => {
    const book = await approvedBook(null, 'Spoken Roads');
    await server.db
      .updateTable('books')
      .set({ type: 'audiobook', file_path: null, file_format: null })
      .where('id', '=', book.id)
      .execute();
    await server.db
      .insertInto('book_audio_files')
      .values({
        book_id: book.id,
        title: 'Part 1',
        file_path: `tracks/${book.uid}-1.mp3`,
        duration_seconds: 60,
        position: 0,
      })
      .execute();
    const res = await client.request<Envelope<{ book: SellerBook; file: { id: number } }>>(
      'POST',
      books(book.uid, '/upload_audiobook_file'),
      { form: upload('file', mp3Bytes(2), 'audio/mpeg', 'part-2.mp3', { title: 'Part 2' }) },
    );
    expect(res.status).toBe(201);
    expect(res.body.data.book.audio_files.map((t) => t.title)).toEqual(['Part 1', 'Part 2']);
    const live = () =>
      server.db
        .selectFrom('book_audio_files')
        .select('title')
        .where('book_id', '=', book.id)
        .orderBy('position')
        .execute();
    expect((await live()).map((t) => t.title)).toEqual(['Part 1']);

    // The pending track can be reordered and removed within the version; removing the last is refused.
    const [first, pending] = res.body.data.book.audio_files;
    const reordered = await client.post<Envelope<SellerBook>>(books(book.uid, '/reorder_audiobook_files'), {
      file_ids: [pending?.id, first?.id],
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.audio_files.map((t) => t.title)).toEqual(['Part 2', 'Part 1']);

    // A track uploaded in parts joins the version too, and the session answers it.
    const bytes = mp3Bytes(1);
    const session = await client.post<Envelope<{ id: string }>>('/api/user/uploads', {
      purpose: 'audiobook_track',
      book_uid: book.uid,
      title: 'Part 3',
      file_name: 'part-3.mp3',
      size: bytes.length,
      type: 'audio/mpeg',
    });
    expect(session.status).toBe(201);
    const signed = await client.post<Envelope<{ url: string }>>(
      `/api/user/uploads/${session.body.data.id}/sign_part`,
      {
        part_number: 1,
      },
    );
    const put = await fetch(new URL(signed.body.data.url, server.url), { method: 'PUT', body: bytes });
    const etag = (put.headers.get('etag') ?? '').replace(/"/g, '');
    await client.post(`/api/user/uploads/${session.body.data.id}/complete`, {
      parts: [{ part_number: 1, etag }],
    });
    await server.drain();
    const checked = await client.get<Envelope<{ result: { file: { title: string } } | null }>>(
      `/api/user/uploads/${session.body.data.id}`,
    );
    expect(checked.body.data.result?.file.title).toBe('Part 3');
    expect((await live()).map((t) => t.title)).toEqual(['Part 1']);

    const change = await changeOf((await queue()).find((c) => c.book.uid === book.uid)?.uid ?? '');
    expect(change.diff.some((r) => r.label === 'New track: Part 2' && r.after_url)).toBe(true);
    expect((await approve(change)).status).toBe(200);
    expect((await live()).map((t) => t.title)).toEqual(['Part 2', 'Part 1', 'Part 3']);
    const totals = await server.db
      .selectFrom('books')
      .select(['duration_seconds'])
      .where('id', '=', book.id)
      .executeTakeFirstOrThrow();
    expect(totals.duration_seconds).toBeGreaterThan(60);
  });

  it("applies a trusted author's change at once and checks it after the fact", async () => {
    const trusted = await createUser(server.db, {
      author: true,
      country: 'ng',
      username: 'trusted_versions',
    });
    const trustedClient = await sellerClient(server, trusted);
    for (const title of ['One', 'Two', 'Three']) await approvedBook(trusted, `Trusted ${title}`);
    const book = await server.db
      .selectFrom('books')
      .select(['uid'])
      .where('author_id', '=', trusted.id)
      .where('title', '=', 'Trusted Three')
      .executeTakeFirstOrThrow();
    expect((await basicInfo(book.uid, 'Trusted Three, Expanded', trustedClient)).status).toBe(200);
    expect((await publicBook(book.uid)).book.title).toBe('Trusted Three, Expanded');
    expect((await queue()).some((c) => c.book.uid === book.uid)).toBe(false);
    const after = (await queue('post_publication')).find((c) => c.book.uid === book.uid);
    expect(after).toMatchObject({ kind: 'post_publication', changed: expect.arrayContaining(['title']) });

    // Rejected after the fact: off sale, as a trusted author's new book would be.
    const change = await changeOf(after?.uid ?? '');
    expect((await reject(change, 'The expanded title hides a different book.')).status).toBe(200);
    expect((await publicBook(book.uid)).status).toBe(404);
  });
});
