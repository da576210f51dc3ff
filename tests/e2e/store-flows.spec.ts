import { expect as baseExpect, request as apiRequest, test, type Page } from '@playwright/test';
import { mailedCode, newUser, post, registerByApi, type TestUser } from './support/accounts';
import { catalogSamples, formatAmount } from './store-support';

// Two workers share two loaded cores with the server: give pages and calls time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, \d+ items?$/ });

async function addFromBookPage(page: Page, book: { uid: string; title: string }) {
  await page.goto(`/books/${book.uid}`);
  // Related books have their own "Add to cart"; the book's own comes first once its details show.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.title);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
}

/** A handoff value as the partner widgets write it: base64url of the UTF-8 JSON lines. */
const handoff = (lines: { uid: string; quantity: number }[]) =>
  Buffer.from(JSON.stringify(lines), 'utf8').toString('base64url');

async function serverCart(page: Page): Promise<{ uid: string; quantity: number }[]> {
  const response = await page.request.get('/api/user/cart/all?country=ng', {
    headers: { Accept: 'application/json' },
  });
  const { data } = (await response.json()) as {
    data: { cart_items: { quantity: number; book: { uid: string } }[] };
  };
  return data.cart_items
    .map((item) => ({ uid: item.book.uid, quantity: item.quantity }))
    .sort((a, b) => a.uid.localeCompare(b.uid));
}

/** Registers and verifies a user through its own request context: the page stays a visitor. */
async function registerElsewhere(baseURL: string | undefined, user: TestUser) {
  const context = await apiRequest.newContext({ baseURL });
  try {
    await post(context, '/user/auth/spa/register', {
      ...user,
      password_confirmation: user.password,
      country_code: 'ng',
      accept_terms: true,
    });
    const { code } = await mailedCode(context, user.email, 'email_verification');
    await post(context, '/api/user/auth/email/verify', { verification_code: code });
  } finally {
    await context.dispose();
  }
}

test.describe("a visitor's cart", () => {
  test('add, plus and minus for print only, remove, count and total; it survives a reload and joins the account on sign-in', async ({
    page,
    request,
    baseURL,
  }) => {
    const { ebook, printbook } = await catalogSamples(request);
    await addFromBookPage(page, printbook);
    const drawer = page.getByRole('dialog', { name: 'Cart' });
    await expect(page.getByText(`${printbook.title} was added to your cart`)).toBeVisible();
    await drawer.getByRole('button', { name: `Increase quantity of ${printbook.title}` }).click();
    await expect(
      drawer.getByRole('status', { name: 'Quantity 2' }).or(drawer.getByLabel('Quantity 2')),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    await addFromBookPage(page, ebook);
    await expect(drawer.getByRole('button', { name: `Increase quantity of ${ebook.title}` })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: `Decrease quantity of ${ebook.title}` })).toHaveCount(0);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
    const total = `₦${formatAmount(printbook.price * 2 + ebook.price)}`;
    await expect(drawer.getByText(total)).toBeVisible();

    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
    expect(await page.evaluate(() => localStorage.getItem('visitor_cart'))).toContain(printbook.uid);
    await cartButton(page).click();
    await drawer.getByRole('button', { name: `Decrease quantity of ${printbook.title}` }).click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
    await expect(drawer.getByText(`₦${formatAmount(printbook.price + ebook.price)}`)).toBeVisible();
    await drawer.getByRole('button', { name: `Remove ${ebook.title} from cart` }).click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    await addFromBookPage(page, ebook);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');

    // Checkout asks the visitor to sign in and brings them back with the cart merged into the account's.
    const user = newUser('cartmerge');
    await registerElsewhere(baseURL, user);
    await drawer.getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to place your order' })).toBeVisible();
    await page.getByRole('link', { name: 'Login', exact: true }).last().click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText(printbook.title)).toBeVisible();
    await expect(summary.getByText(ebook.title)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
    expect(await serverCart(page)).toEqual(
      [
        { uid: printbook.uid, quantity: 1 },
        { uid: ebook.uid, quantity: 1 },
      ].sort((a, b) => a.uid.localeCompare(b.uid)),
    );
  });
});

test('a signed-in purchase of an ebook and a print book through the test payment page', async ({
  page,
  request,
}) => {
  const { ebook, printbook } = await catalogSamples(request);
  await registerByApi(page, newUser('purchase'));
  await page.goto(`/books/${ebook.uid}/buy`);
  await expect(page).toHaveURL(/\/checkout$/);
  await page.goto(`/books/${printbook.uid}/buy`);
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText(ebook.title)).toBeVisible();
  await expect(summary.getByText(printbook.title)).toBeVisible();

  // Print books need a delivery address; the fee follows from it.
  const form = page.getByRole('form', { name: 'New delivery address' });
  await form.getByLabel('Phone').fill('+234 803 555 0101');
  await form.getByLabel('Address line 1').fill('12 Admiralty Way');
  await form.getByLabel('City').fill('Lekki');
  const state = form.getByRole('combobox', { name: /State/ });
  await expect(state.locator('option')).not.toHaveCount(1);
  await state.selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('radio', { name: /12 Admiralty Way/ })).toBeChecked();
  // The summary's fee and total are the API's fee for one print book to that address.
  const addresses = (await (await page.request.get('/api/user/account/delivery_address')).json()) as {
    data: { id: number }[];
  };
  const address = addresses.data[0];
  if (!address) throw new Error('The address was not saved');
  const feeAnswer = await post(page.request, '/api/user/orders/get_delivery_fee', {
    quantity: 1,
    address_id: address.id,
  });
  const fee = ((await feeAnswer.json()) as { data: { delivery_fee: number } }).data.delivery_fee;
  expect(fee).toBeGreaterThan(0);
  await expect(summary.getByText(`₦${formatAmount(fee)}`)).toBeVisible();
  await expect(summary.getByText(`₦${formatAmount(ebook.price + printbook.price + fee)}`)).toBeVisible();

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/pay\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/myaccount\/payments\/\d+$/);
  await expect(page.getByText('Successful', { exact: true })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');

  await page.goto('/myaccount/library');
  await expect(page.getByRole('link', { name: `Read ${ebook.title}` })).toBeVisible();
});

test.describe('preferences', () => {
  test('theme and book format switch with their storage keys and the format toast', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Switch to Light' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    const bar = page.getByRole('region', { name: 'Book preference' });
    await expect(bar.getByText('Your book preference is set to')).toContainText('ebook');
    await bar.getByRole('button', { name: 'Audiobook' }).click();
    await expect(page.getByText('The book type is set to Audiobook')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('book_type'))).toBe('audiobook');
    await expect(bar.getByRole('button', { name: 'Audiobook' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('switching country changes prices to its currency without a reload', async ({
    page,
    context,
    request,
  }) => {
    const { printbook } = await catalogSamples(request);
    await page.goto(`/books/${printbook.uid}`);
    const main = page.getByRole('main');
    await expect(main.getByText(`₦${formatAmount(printbook.price)}`).first()).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    const settings = await context.newPage();
    await settings.goto('/mobile_pages/settings/general');
    await settings.getByRole('combobox', { name: /Country/ }).selectOption('gh');
    expect(await settings.evaluate(() => localStorage.getItem('country_code'))).toBe('gh');

    await expect(main.getByText(/₵[\d,]+\.\d\d/).first()).toBeVisible();
    await expect(main.getByText(`₦${formatAmount(printbook.price)}`)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
  });
});

test.describe('partner hand-off', () => {
  test("a visitor's hand-off is adopted once, the URL loses it, and the way back is offered", async ({
    page,
    request,
  }) => {
    const { ebook, printbook } = await catalogSamples(request);
    const value = handoff([
      { uid: printbook.uid, quantity: 2 },
      { uid: ebook.uid, quantity: 1 },
    ]);
    const back = 'https://partner.example/shop?page=2';
    await page.goto(`/checkout?handoff=${value}&country=ng&return=${encodeURIComponent(back)}`);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText(printbook.title)).toBeVisible();
    await expect(summary.getByText(ebook.title)).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
    await expect(page).not.toHaveURL(/handoff=/);
    await expect(page.getByRole('link', { name: 'Back to the shop you came from' })).toHaveAttribute(
      'href',
      back,
    );

    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
    await expect(page.getByRole('heading', { name: 'Sign in to place your order' })).toBeVisible();
  });

  test('after paying for a handed-off cart, the payment page leads back to the partner', async ({
    page,
    request,
  }) => {
    const { ebook } = await catalogSamples(request);
    await registerByApi(page, newUser('handoff-paid'));
    const back = 'https://partner.example/reading-club';
    await page.goto(
      `/checkout?handoff=${handoff([{ uid: ebook.uid, quantity: 1 }])}&return=${encodeURIComponent(back)}`,
    );
    await expect(page.getByRole('region', { name: 'Order summary' }).getByText(ebook.title)).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/pay\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/myaccount\/payments\/\d+$/);
    await expect(page.getByText('Successful', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the shop you came from' })).toHaveAttribute(
      'href',
      back,
    );
  });

  test('a signed-in shopper gets the hand-off in the server cart; unsafe return URLs are not offered', async ({
    page,
    request,
  }) => {
    const { ebook } = await catalogSamples(request);
    await registerByApi(page, newUser('handoff'));
    await page.goto(
      `/checkout?handoff=${handoff([{ uid: ebook.uid, quantity: 1 }])}&return=javascript:alert(1)`,
    );
    await expect(page.getByRole('region', { name: 'Order summary' }).getByText(ebook.title)).toBeVisible();
    expect(await serverCart(page)).toEqual([{ uid: ebook.uid, quantity: 1 }]);
    await expect(page.getByRole('link', { name: 'Back to the shop you came from' })).toHaveCount(0);
  });
});
