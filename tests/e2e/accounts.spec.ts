import { expect, test } from '@playwright/test';
import {
  enterCode,
  fillSignup,
  mailedCode,
  newUser,
  post,
  registerByApi,
  signInByApi,
} from './support/accounts';

// A 2 x 2 red PNG.
const RED_DOT_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==';

test.describe('accounts', () => {
  test('sign up, verify the email with the mailed code and see the account', async ({ page }) => {
    const user = newUser('signup');
    await page.goto('/signup');
    await fillSignup(page, user);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/myaccount\/verify_email/);
    await expect(page.getByText(`We sent a 6-digit code to ${user.email}`)).toBeVisible();
    const { code } = await mailedCode(page.request, user.email, 'email_verification');
    await enterCode(page, 'Verification code', code);

    await expect(page).toHaveURL(/\/myaccount$/);
    await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
    await expect(page.getByText(`@${user.username}`)).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user_session'))).toBe('active');
  });

  test('a wrong verification code shows under the code, and a new code can be sent after a cooldown', async ({
    page,
  }) => {
    const user = newUser('resend');
    await registerByApi(page, user, { verify: false });
    await page.goto('/myaccount/verify_email');
    const first = await mailedCode(page.request, user.email, 'email_verification');
    const wrong = first.code === '000000' ? '111111' : '000000';
    await enterCode(page, 'Verification code', wrong);
    await expect(page.getByText('The verification code is invalid or has expired.')).toBeVisible();

    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
    const second = await mailedCode(page.request, user.email, 'email_verification', first.id);
    await enterCode(page, 'Verification code', second.code);
    await expect(page).toHaveURL(/\/myaccount$/);
  });

  test('an unverified user is sent to verify the email, then back to the page they wanted', async ({
    page,
  }) => {
    const user = newUser('unverified');
    await registerByApi(page, user, { verify: false });
    await page.goto('/myaccount/payments');
    await expect(page).toHaveURL(/\/myaccount\/verify_email/);
    const { code } = await mailedCode(page.request, user.email, 'email_verification');
    await enterCode(page, 'Verification code', code);
    await expect(page).toHaveURL(/\/myaccount(\/payments)?$/);
  });

  test('a wrong password and bad inputs show field errors and keep what was typed', async ({ page }) => {
    const user = newUser('wrongpw');
    await registerByApi(page, user);
    await page.context().clearCookies();
    await page.goto('/login');
    await page.evaluate(() => localStorage.removeItem('user_session'));

    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('The email must be a valid email address.')).toBeVisible();
    await expect(page.getByText('The password field is required.')).toBeVisible();

    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const email = page.getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
    await expect(email).toHaveValue(user.email);
    await expect(page).toHaveURL(/\/login/);

    await page.goto('/signup');
    await page.getByLabel('Username').fill('no spaces allowed');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('different');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText('The username may only contain letters, numbers, dots and underscores.'),
    ).toBeVisible();
    await expect(page.getByText('The email must be a valid email address.')).toBeVisible();
    await expect(page.getByText('The password must be at least 8 characters.')).toBeVisible();
    await expect(page.getByText('You must accept the terms of use.')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('no spaces allowed');

    // A taken email comes back from the server (422) under the email field.
    await fillSignup(page, { ...newUser('taken'), email: user.email });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('The email has already been taken.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('sign in returns to the page the visitor was going to', async ({ page }) => {
    const user = newUser('redirect');
    await registerByApi(page, user);
    await page.context().clearCookies();
    await page.goto('/');
    await page.evaluate(() => localStorage.removeItem('user_session'));
    await page.goto('/myaccount/orders');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmyaccount%2Forders/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/myaccount\/orders$/);
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  });

  test('reset a forgotten password with the mailed code and sign in with the new one', async ({ page }) => {
    const user = newUser('reset');
    await registerByApi(page, user);
    await page.context().clearCookies();
    await page.goto('/login');
    await page.evaluate(() => localStorage.removeItem('user_session'));

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await expect(
      page.getByText('If an account exists for that email, a reset code has been sent to it.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();

    const { code } = await mailedCode(page.request, user.email, 'password_reset');
    const newPassword = `${user.password}-new`;
    await enterCode(page, 'Reset code', code);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/myaccount$/);

    // Sign out, then the old password fails and the new one works.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.removeItem('user_session'));
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('user_session'))).toBe('active');
  });

  test('logout ends the session and empties the cart', async ({ page }) => {
    const user = newUser('logout');
    await registerByApi(page, user);
    const listing = await page.request.get('/api/public/books?type=ebook&limit=1&country=ng');
    const { data } = (await listing.json()) as { data: { items: { uid: string }[] } };
    await post(page.request, '/api/user/cart/add?country=ng', { book_uid: data.items[0]?.uid });
    await page.goto('/myaccount');
    await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
    // On load an active session restores the server cart.
    await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: user.username }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /^Cart, 0 items/ })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user_session'))).toBeNull();
    await page.goto('/myaccount');
    await expect(page).toHaveURL(/\/login/);
  });

  test('update the profile and add a delivery address with a country and a state', async ({ page }) => {
    const user = newUser('profile');
    await registerByApi(page, user);
    await page.goto('/myaccount/update_account');
    const profile = page.getByRole('form', { name: 'Profile' });
    await profile.getByLabel('Bio').fill('I read on the bus.');
    await profile.getByLabel('Phone').fill('+234 803 000 0000');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    // The address form takes its phone from the saved account, so the save must finish first.
    await expect(page.getByText('Your account has been updated.')).toBeVisible();

    await page.getByRole('button', { name: 'Add a delivery address' }).click();
    const form = page.getByRole('form', { name: 'New delivery address' });
    await form.getByLabel('Address line 1').fill('12 Marina Road');
    await form.getByLabel('City').fill('Lagos Island');
    await form.getByLabel('Country').selectOption('ng');
    const state = form.getByLabel('State');
    await expect(state).toBeEnabled();
    await state.selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('12 Marina Road')).toBeVisible();
    await expect(page.getByText('Primary', { exact: true })).toBeVisible();

    // A picture is previewed in its frame, fitted, uploaded, and then shown as the avatar.
    await page.getByLabel('Choose a new avatar').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from(RED_DOT_PNG, 'base64'),
    });
    await expect(page.getByRole('img', { name: 'Preview of the new avatar' })).toBeVisible();
    await page.getByRole('radio', { name: 'Show the whole picture' }).check();
    await page.getByRole('button', { name: 'Upload avatar' }).click();
    const avatar = page.getByRole('img', { name: 'Your avatar' });
    await expect(avatar).toBeVisible();
    await expect(avatar).toHaveJSProperty('complete', true);
    expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);

    await page.goto('/myaccount');
    await expect(page.getByText(/12 Marina Road, Lagos Island/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No book orders yet' })).toBeVisible();
  });
});

test.describe('a signed-in shopper', () => {
  test('sees the demo orders, an order with its timeline, and the payment', async ({ page }) => {
    await signInByApi(page, 'shopper@example.com', 'bookstore-demo');
    await page.goto('/myaccount/orders/books');
    const firstOrder = page.getByRole('table').getByRole('link').first();
    await firstOrder.click();
    await expect(page).toHaveURL(/\/myaccount\/orders\/books\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Order activity, oldest first' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(page.getByText('Delivery fee')).toBeVisible();
  });
});

test.describe('after a purchase', () => {
  // The store's checkout screen is the storefront's (issue 6); here the cart and order go through the
  // API and the test pay page, and the account screens must show the result.
  test('the ebook is in the library, and the order with its timeline and the payment are listed', async ({
    page,
  }) => {
    const user = newUser('buyer');
    await registerByApi(page, user);
    const listing = await page.request.get('/api/public/books?type=ebook&sort=Trending&limit=1&country=ng');
    const { data } = (await listing.json()) as { data: { items: { uid: string; title: string }[] } };
    const book = data.items[0];
    if (!book) throw new Error('The seeded catalogue has no ebook');
    await post(page.request, '/api/user/cart/add?country=ng', { book_uid: book.uid });
    const created = await post(page.request, '/api/user/orders', { country: 'ng' });
    const { data: order } = (await created.json()) as {
      data: { order: { reference: string }; payment: { checkout_url: string } };
    };

    await page.goto(order.payment.checkout_url);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/myaccount\/payments\/\d+$/);
    await expect(page.getByText('Successful', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: `Order ${order.order.reference}` }).click();
    await expect(
      page.getByRole('heading', { name: `Order ${order.order.reference}`, level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: book.title })).toBeVisible();
    const timeline = page.getByRole('list', { name: 'Order activity, oldest first' });
    await expect(timeline.getByRole('listitem')).not.toHaveCount(0);

    await page.goto('/myaccount/payments');
    await expect(page.getByRole('cell', { name: order.order.reference })).toBeVisible();

    await page.goto('/myaccount/library');
    const read = page.getByRole('link', { name: `Read ${book.title}` });
    await expect(read).toHaveAttribute('href', `/apps/reader/${book.uid}`);

    await page.goto('/myaccount/orders');
    await expect(page.getByRole('link', { name: order.order.reference })).toBeVisible();
  });
});
