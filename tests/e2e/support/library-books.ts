import type { APIRequest, APIRequestContext } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mailedCode, newUser, post, type TestUser } from './accounts';
import { approveAsOperator } from './operator';

// Real library books for a test, made through the API as people make them: a new author publishes one
// ebook per EPUB (basic info, price, a contributor, a cover, the file), the demo operator approves them
// (Publish sends a book to review), and a new shopper buys them all
// and pays on the test payment page. Of the demo seed only the operator account is used.

const here = path.dirname(fileURLToPath(import.meta.url));
/** The project's shared fixtures (beside the repository, as in CI), then the two the seed ships. */
const FIXTURE_DIRS = [
  path.resolve(here, '../../../../shared/fixtures/epub'),
  path.resolve(here, '../../../apps/api/src/seed/assets'),
];

export function fixturePath(name: string): string {
  const dir = FIXTURE_DIRS.find((d) => existsSync(path.join(d, name)));
  if (!dir) throw new Error(`Fixture ${name} not found in ${FIXTURE_DIRS.join(' or ')}`);
  return path.join(dir, name);
}

// A 2 x 2 red PNG: the cover.
const COVER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

const DESCRIPTION =
  'A fixture book published by an end-to-end test so that a shopper can buy it and read it in the reader.';

interface Envelope<T> {
  data: T;
}

/** A book of the shopper's library: the fixture it was made from and its store title and uid. */
export interface LibraryBook {
  file: string;
  title: string;
  uid: string;
}

export interface LibraryBooks {
  shopper: TestUser;
  books: LibraryBook[];
}

async function csrf(request: APIRequestContext): Promise<string> {
  const token = (await request.get('/sanctum/csrf-cookie')).headers()['x-xsrf-token'];
  if (!token) throw new Error('The API sent no X-XSRF-TOKEN header');
  return decodeURIComponent(token);
}

/** An unsafe call other than a JSON POST (PATCH, multipart), with the CSRF token; throws unless 2xx. */
export async function send(
  request: APIRequestContext,
  method: 'PATCH' | 'POST',
  url: string,
  body: { data?: unknown; multipart?: Record<string, { name: string; mimeType: string; buffer: Buffer }> },
) {
  const response = await request.fetch(url, {
    method,
    ...body,
    headers: { Accept: 'application/json', 'X-XSRF-TOKEN': await csrf(request) },
    timeout: 120_000,
  });
  if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
  return response;
}

async function json<T>(response: { json(): Promise<unknown> }): Promise<T> {
  return ((await response.json()) as Envelope<T>).data;
}

/** Registers `user` and verifies the email with the mailed code; the context stays signed in. */
export async function registerVerified(request: APIRequestContext, user: TestUser): Promise<void> {
  await post(request, '/user/auth/spa/register', {
    ...user,
    password_confirmation: user.password,
    country_code: 'ng',
    accept_terms: true,
  });
  const { code } = await mailedCode(request, user.email, 'email_verification');
  await post(request, '/api/user/auth/email/verify', { verification_code: code });
}

/** Makes the signed-in user an author and passes the seller 2-factor check. */
export async function becomeSeller(request: APIRequestContext, user: TestUser): Promise<void> {
  await post(request, '/api/user/selling/create_account', {
    bio: 'I publish the books an end-to-end test reads, for this test.',
    phone: '+2348035550102',
    country_code: 'ng',
    accept_terms: true,
  });
  const sent = await request.get('/api/user/auth/verification/get_code');
  if (!sent.ok()) throw new Error(`get_code: ${sent.status()} ${await sent.text()}`);
  const { code } = await mailedCode(request, user.email, 'seller_2fa');
  await post(request, '/api/user/selling/verify_2fa', { verification_code: code });
}

/** Creates, completes and publishes one ebook with the fixture `file`; returns it. */
export async function publishEbook(
  request: APIRequestContext,
  file: string,
  title: string,
): Promise<LibraryBook> {
  const created = await json<{ uid: string }>(
    await post(request, '/api/user/selling/books', { title, type: 'ebook' }),
  );
  const base = `/api/user/selling/books/${created.uid}`;
  const categories = await json<{ uid: string }[]>(
    await request.get('/api/user/selling/books/categories/simple'),
  );
  const category = categories[0];
  if (!category) throw new Error('The store has no category to file a book under');
  await send(request, 'PATCH', `${base}/basic_info`, {
    data: { title, description: DESCRIPTION, category_uid: category.uid, language: 'English' },
  });
  await post(request, `${base}/advance_info`, {
    publication_date: '2026-01-15',
    price: 1500,
    currency_code: 'NGN',
  });
  await post(request, `${base}/attach_contributor`, { name: 'Adaeze Okafor', role: 'author' });
  await send(request, 'POST', `${base}/change_cover`, {
    multipart: { cover: { name: 'cover.png', mimeType: 'image/png', buffer: COVER_PNG } },
  });
  await send(request, 'POST', `${base}/upload_ebook_file`, {
    multipart: {
      file: { name: file, mimeType: 'application/epub+zip', buffer: readFileSync(fixturePath(file)) },
    },
  });
  const published = await request.get(`${base}/publish`);
  if (!published.ok()) throw new Error(`publish ${file}: ${published.status()} ${await published.text()}`);
  return { file, title, uid: created.uid };
}

/** Pays an order on the hosted test payment page, as its form does. */
export async function payOnTestPage(request: APIRequestContext, checkoutUrl: string): Promise<void> {
  const page = await request.get(checkoutUrl);
  const token = /name="_token" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!token) throw new Error(`No payment form at ${checkoutUrl}`);
  const paid = await request.post(checkoutUrl, { form: { _token: token, action: 'pay' }, maxRedirects: 0 });
  if (paid.status() !== 303) throw new Error(`Paying ${checkoutUrl}: ${paid.status()} ${await paid.text()}`);
}

/**
 * A new author publishes one ebook per fixture EPUB and a new (verified) shopper buys and pays for all
 * of them: the shopper's library holds them, in the order of `files`. Titles are "<label> <run id>".
 */
export async function libraryBooks(
  request: APIRequest,
  baseURL: string,
  files: { file: string; label: string }[],
): Promise<LibraryBooks> {
  const author = newUser('readerauthor');
  const shopper = newUser('readershopper');
  const run = author.username.slice(-6);
  const authorApi = await request.newContext({ baseURL });
  const shopperApi = await request.newContext({ baseURL });
  try {
    // The two accounts are independent until the purchase.
    const [, books] = await Promise.all([
      registerVerified(shopperApi, shopper),
      (async () => {
        await registerVerified(authorApi, author);
        await becomeSeller(authorApi, author);
        const made: LibraryBook[] = [];
        // One after the other: the uploads share the server's two cores with everything else.
        for (const { file, label } of files)
          made.push(await publishEbook(authorApi, file, `${label} ${run}`));
        return made;
      })(),
    ]);
    // Publish put them in the review queue (issue 28): the operator approves them, then they are on sale.
    await approveAsOperator(
      request,
      baseURL,
      books.map((b) => b.uid),
    );
    for (const book of books) await post(shopperApi, '/api/user/cart/add?country=ng', { book_uid: book.uid });
    const order = await json<{ payment: { checkout_url: string } }>(
      await post(shopperApi, '/api/user/orders', { country: 'ng' }),
    );
    await payOnTestPage(shopperApi, order.payment.checkout_url);
    return { shopper, books };
  } finally {
    await authorApi.dispose();
    await shopperApi.dispose();
  }
}
