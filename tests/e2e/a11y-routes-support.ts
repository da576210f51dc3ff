import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mailedCode, newUser, post, registerByApi, signInByApi } from './support/accounts';
import type { CatalogSamples } from './store-support';

// The routes the accessibility suite visits (a11y-routes.spec.ts), grouped by the role that signs in.

const DEMO_PASSWORD = 'bookstore-demo';

/** Route parameters: the public catalogue plus what the signed-in role owns (orders, books, jobs). */
export interface Params extends CatalogSamples {
  own: Record<string, string>;
}

export interface Visit {
  /** The spec's pattern, as SPEC.md writes it. */
  pattern: string;
  path: (params: Params) => string;
  /** After the audit: a step the next pages need (pass the security check, verify the email). */
  then?: (page: Page, params: Params) => Promise<void>;
  /**
   * Requests held until the audit is done (a URL glob): a page that moves on by itself once a call
   * answers (/books/{slug}/buy adds the book, then goes to the checkout) stays put to be audited.
   */
  hold?: string;
}

export interface Group {
  name: string;
  /** Signs the page in as the group's role and returns what its pages need. */
  start: (page: Page) => Promise<Record<string, string>>;
  visits: Visit[];
}

const visit = (pattern: string, path: Visit['path'] = () => pattern, then?: Visit['then']): Visit => ({
  pattern,
  path,
  ...(then ? { then } : {}),
});

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Accept: 'application/json' } });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The first item of a paginated list the signed-in user owns. */
async function firstItem<T>(request: APIRequestContext, path: string): Promise<T> {
  const { data } = await getJson<{ data: { items: T[] } }>(request, path);
  const item = data.items[0];
  if (item === undefined) throw new Error(`${path} lists nothing`);
  return item;
}

/** The newest mail id for an address, so a code read later is one mailed after this moment. */
async function lastMailId(request: APIRequestContext, email: string): Promise<number> {
  const { data } = await getJson<{ data: { id: number }[] }>(
    request,
    `/dev/mail.json?to=${encodeURIComponent(email)}&limit=1`,
  );
  return data[0]?.id ?? 0;
}

/** Signs a demo seller in and passes nothing yet: the group's first page is the security check. */
function seller(email: string) {
  return async (page: Page) => {
    await signInByApi(page, email, DEMO_PASSWORD);
    return { email, mailAfter: String(await lastMailId(page.request, email)) };
  };
}

/** On the security check page: the mailed code opens the dashboard (spec §5, seller_account_2fa). */
async function passSecurityCheck(page: Page, own: Record<string, string>): Promise<void> {
  const email = own.email ?? '';
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();
  const { code } = await mailedCode(page.request, email, 'seller_2fa', Number(own.mailAfter));
  await page.getByRole('group', { name: 'Verification code' }).getByRole('textbox').first().fill(code);
  await expect(page).toHaveURL(
    (url) => url.pathname.startsWith('/dashboard') && !url.pathname.endsWith('/security_check'),
  );
}

const categoryPath = (type: string) => (p: Params) => `/${type}/${p.category.uid}`;
const subCategoryPath = (type: string) => (p: Params) => `/${type}/${p.category.uid}/${p.subCategory.uid}`;

const BOOK_STEPS = ['advance_info', 'basic_info', 'contributors', 'cover', 'printbook', 'publish'];
const VOICE_STEPS = ['demo', 'final', 'personal', 'studio', 'vocal'];

export const GROUPS: Group[] = [
  {
    name: 'a visitor: home and the type and category listings',
    start: async () => ({}),
    visits: [
      visit('/'),
      visit('/audiobooks'),
      visit('/ebooks'),
      visit('/printbooks'),
      visit('/audiobooks/{slug}', categoryPath('audiobooks')),
      visit('/ebooks/{slug}', categoryPath('ebooks')),
      visit('/printbooks/{slug}', categoryPath('printbooks')),
      visit('/audiobooks/{slug}/{id}', subCategoryPath('audiobooks')),
      visit('/ebooks/{slug}/{id}', subCategoryPath('ebooks')),
      visit('/printbooks/{slug}/{id}', subCategoryPath('printbooks')),
    ],
  },
  {
    name: 'a visitor: the whole catalogue, authors and lists',
    start: async () => ({}),
    visits: [
      visit('/books'),
      visit('/books/{slug}', (p) => `/books/${p.printbook.uid}`),
      visit('/booksbak'),
      visit('/categories'),
      visit('/authors'),
      visit('/authors/{username}', (p) => `/authors/${p.author.username}`),
      visit('/lists'),
      visit('/lists/{id}', (p) => `/lists/${p.list.uid}`),
    ],
  },
  {
    name: 'a visitor: voiceover artists, sign-in, legal pages and the apps',
    start: async () => ({}),
    visits: [
      visit('/about'),
      visit('/voas'),
      visit('/voas/{username}', (p) => `/voas/${p.voa.username}`),
      visit('/voas/{username}/offers', (p) => `/voas/${p.voa.username}/offers`),
      visit('/voas/{username}/offers/{offer}', (p) => `/voas/${p.voa.username}/offers/${p.offer.uid}`),
      visit('/login'),
      visit('/signup'),
      visit('/forgot_password'),
      visit('/private-policy'),
      visit('/term-of-use'),
      visit('/oldreader'),
      visit('/reader2'),
      visit('/apps/reader'),
      visit('/apps/player'),
      visit('/mobile_pages/settings'),
      visit('/mobile_pages/settings/general'),
    ],
  },
  {
    name: 'the demo shopper: account, orders, payments, reader and player',
    start: async (page) => {
      await signInByApi(page, 'shopper@example.com', DEMO_PASSWORD);
      const [order, voOrder, payment, ebook, audiobook] = await Promise.all([
        firstItem<{ id: number }>(page.request, '/api/user/orders'),
        firstItem<{ uid: string }>(page.request, '/api/user/vo_orders'),
        firstItem<{ id: number }>(page.request, '/api/user/payments'),
        firstItem<{ book: { uid: string } }>(page.request, '/api/user/library/all?type=ebook'),
        firstItem<{ book: { uid: string } }>(page.request, '/api/user/library/all?type=audiobook'),
      ]);
      return {
        order: String(order.id),
        voOrder: voOrder.uid,
        payment: String(payment.id),
        ebook: ebook.book.uid,
        audiobook: audiobook.book.uid,
      };
    },
    visits: [
      visit('/myaccount'),
      visit('/myaccount/library'),
      visit('/myaccount/orders'),
      visit('/myaccount/orders/books'),
      visit('/myaccount/orders/books/{slug}', (p) => `/myaccount/orders/books/${p.own.order}`),
      visit('/myaccount/orders/voiceovers'),
      visit('/myaccount/orders/voiceovers/{uid}', (p) => `/myaccount/orders/voiceovers/${p.own.voOrder}`),
      visit('/myaccount/payments'),
      visit('/myaccount/payments/{slug}', (p) => `/myaccount/payments/${p.own.payment}`),
      visit('/myaccount/update_account'),
      visit('/apps/reader/{uid}', (p) => `/apps/reader/${p.own.ebook}`),
      visit('/apps/player/{uid}', (p) => `/apps/player/${p.own.audiobook}`),
    ],
  },
  {
    name: 'a new user: email verification, becoming a seller, buying',
    start: async (page) => {
      const user = newUser('a11yroutes');
      await registerByApi(page, user, { verify: false });
      return { email: user.email };
    },
    visits: [
      visit('/myaccount/verify_email', undefined, async (page, p) => {
        const { code } = await mailedCode(page.request, p.own.email ?? '', 'email_verification');
        await post(page.request, '/api/user/auth/email/verify', { verification_code: code });
      }),
      visit('/selling'),
      visit('/selling/author'),
      visit('/selling/author/onboard'),
      visit('/selling/voa'),
      visit('/selling/voa/onboard'),
      ...VOICE_STEPS.map((step) => visit(`/selling/voa/onboard/${step}`)),
      {
        ...visit(
          '/books/{slug}/buy',
          (p) => `/books/${p.ebook.uid}/buy`,
          // Checkout with something to buy: a print book, so the delivery section shows too.
          async (page, p) => {
            await post(page.request, '/api/user/cart/add?country=ng', {
              book_uid: p.printbook.uid,
              quantity: 1,
            });
          },
        ),
        // The page adds the book and goes on to the checkout: held, it stays to be audited.
        hold: '**/api/user/cart/add**',
      },
      visit('/checkout'),
    ],
  },
  {
    name: 'the demo author: security check, books, sales and revenue',
    start: seller('author@example.com'),
    visits: [
      visit('/dashboard/security_check', undefined, async (page, p) => {
        await passSecurityCheck(page, p.own);
        // The author's own book: a draft-or-published book with every edit step.
        const book = await firstItem<{ uid: string }>(page.request, '/api/user/selling/books');
        p.own.book = book.uid;
      }),
      visit('/dashboard'),
      visit('/dashboard/mybooks'),
      visit('/dashboard/mybooks/new'),
      visit('/dashboard/mybooks/{slug}', (p) => `/dashboard/mybooks/${p.own.book}`),
      ...BOOK_STEPS.map((step) =>
        visit(
          `/dashboard/mybooks/{slug}/edit/${step}`,
          (p) => `/dashboard/mybooks/${p.own.book}/edit/${step}`,
        ),
      ),
      visit('/dashboard/revenue'),
      visit('/dashboard/revenue/bank'),
      visit('/dashboard/sales'),
    ],
  },
  {
    name: 'the demo voiceover artist: profile, offers and jobs',
    start: async (page) => {
      // The security check itself is audited in the author's group.
      const own = await seller('voice@example.com')(page);
      await page.goto('/dashboard/voiceover');
      await expect(page).toHaveURL(/\/dashboard\/security_check/);
      await passSecurityCheck(page, own);
      const job = await firstItem<{ uid: string }>(page.request, '/api/user/selling/voa/jobs');
      return { ...own, job: job.uid };
    },
    visits: [
      visit('/dashboard/voiceover'),
      visit('/dashboard/voiceover/jobs'),
      visit('/dashboard/voiceover/jobs/{uid}', (p) => `/dashboard/voiceover/jobs/${p.own.job}`),
      visit('/dashboard/voiceover/offers'),
      visit('/dashboard/voiceover/offers/new'),
      visit('/dashboard/voiceover/profile'),
      ...VOICE_STEPS.map((step) => visit(`/dashboard/voiceover/profile/${step}`)),
    ],
  },
];
