import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { createUser, signedIn, startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';

let server: TestServer;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestServer();
  catalogue = await seedCatalogue(server.db);
});
afterAll(() => server.close());

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1,
]);
const imageForm = (field: string, bytes: Uint8Array, type: string, name = 'image.png') => {
  const form = new FormData();
  form.append(field, new File([bytes], name, { type }));
  return form;
};

const address = (over: Record<string, unknown> = {}) => ({
  full_name: 'Ada Obi',
  phone: '+234 803 000 0000',
  address_line_1: '12 Marina Road',
  city: 'Lagos Island',
  state_id: catalogue.states.lagos,
  country_code: 'ng',
  ...over,
});

interface Account {
  username: string;
  avatar: string | null;
  profile_banner: string | null;
  bio: string | null;
  phone: string | null;
  delivery_addresses: { id: number; is_primary: boolean; state: { name: string } }[];
}

describe('account', () => {
  it('answers the signed-in account, 401 without a session', async () => {
    const user = await createUser(server.db);
    const client = await signedIn(server, user);
    const res = await client.get<{ data: Account }>('/api/user/account');
    expect(res.status).toBe(200);
    expect(res.body.data.username).toBe(user.username);
    expect((await new TestClient(server.url).get('/api/user/account')).status).toBe(401);
  });

  it('updates names, username, phone and bio; keeps omitted fields; refuses a taken username', async () => {
    const other = await createUser(server.db);
    const user = await createUser(server.db);
    const client = await signedIn(server, user);
    const body = {
      first_name: 'Adaeze',
      last_name: 'Obi',
      username: 'adaeze_o',
      phone: '+2348011112222',
      bio: 'Reader.',
      country_code: 'us',
    };
    const res = await client.post<{ data: Account & { first_name: string; country_code: string } }>(
      '/api/user/account/update_account',
      body,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      first_name: 'Adaeze',
      username: 'adaeze_o',
      phone: '+2348011112222',
      bio: 'Reader.',
      country_code: 'us',
    });
    const keep = await client.post<{ data: Account }>('/api/user/account/update_account', {
      first_name: 'Adaeze',
      last_name: 'Obi',
      username: 'adaeze_o',
      country_code: 'us',
    });
    expect(keep.body.data.bio).toBe('Reader.');
    const taken = await client.post<{ errors: Record<string, string[]> }>(
      '/api/user/account/update_account',
      { ...body, username: other.username.toUpperCase() },
    );
    expect(taken.status).toBe(422);
    expect(taken.body.errors.username).toEqual(['The username has already been taken.']);
    const bad = await client.post<{ errors: Record<string, string[]> }>('/api/user/account/update_account', {
      ...body,
      username: 'no spaces allowed',
      first_name: '',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['first_name', 'username']);
    const unsupported = await client.post<{ errors: Record<string, string[]> }>(
      '/api/user/account/update_account',
      { ...body, country_code: 'zz' },
    );
    expect(unsupported.status).toBe(422);
    expect(unsupported.body.errors.country_code).toEqual(['The selected country code is invalid.']);
    expect((await client.post('/api/user/account/update_account', body, { csrf: false })).status).toBe(419);
    expect((await new TestClient(server.url).post('/api/user/account/update_account', body)).status).toBe(
      401,
    );
  });
});

describe('delivery addresses', () => {
  it('adds addresses: the first is primary, a new primary replaces the old one', async () => {
    const user = await createUser(server.db);
    const client = await signedIn(server, user);
    const first = await client.post<{ data: Account['delivery_addresses'] }>(
      '/api/user/account/delivery_address',
      address(),
    );
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual([
      expect.objectContaining({ is_primary: true, state: { id: catalogue.states.lagos, name: 'Lagos' } }),
    ]);
    const second = await client.post<{ data: Account['delivery_addresses'] }>(
      '/api/user/account/delivery_address',
      address({ state_id: catalogue.states.abuja }),
    );
    expect(second.body.data.map((a) => a.is_primary)).toEqual([true, false]);
    const third = await client.post<{ data: Account['delivery_addresses'] }>(
      '/api/user/account/delivery_address',
      address({ is_primary: true, city: 'Ikeja' }),
    );
    expect(third.body.data.filter((a) => a.is_primary)).toHaveLength(1);
    expect(third.body.data[0]).toMatchObject({ is_primary: true, city: 'Ikeja' });
    const list = await client.get<{ data: unknown[] }>('/api/user/account/delivery_address');
    expect(list.body.data).toHaveLength(3);
    const account = await client.get<{ data: Account }>('/api/user/account');
    expect(account.body.data.delivery_addresses).toHaveLength(3);
  });

  it('validates the address and that the state belongs to the country', async () => {
    const user = await createUser(server.db);
    const client = await signedIn(server, user);
    const bad = await client.post<{ errors: Record<string, string[]> }>(
      '/api/user/account/delivery_address',
      address({ phone: 'call me', city: '' }),
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['city', 'phone']);
    const mismatch = await client.post<{ errors: Record<string, string[]> }>(
      '/api/user/account/delivery_address',
      address({ state_id: catalogue.states.california }),
    );
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.state_id).toBeDefined();
  });

  it('needs a session, a CSRF token and a verified email', async () => {
    expect(
      (await new TestClient(server.url).post('/api/user/account/delivery_address', address())).status,
    ).toBe(401);
    const user = await createUser(server.db);
    const client = await signedIn(server, user);
    expect((await client.post('/api/user/account/delivery_address', address(), { csrf: false })).status).toBe(
      419,
    );
    const unverified = await signedIn(server, await createUser(server.db, { verified: false }));
    expect((await unverified.post('/api/user/account/delivery_address', address())).status).toBe(403);
  });

  it('keeps each user to their own addresses', async () => {
    const alice = await signedIn(server, await createUser(server.db));
    const bob = await signedIn(server, await createUser(server.db));
    await alice.post('/api/user/account/delivery_address', address());
    const bobs = await bob.get<{ data: unknown[] }>('/api/user/account/delivery_address');
    expect(bobs.body.data).toEqual([]);
  });
});

describe('avatar and banner uploads', () => {
  it('stores a PNG avatar under the data folder and serves it from the media URL', async () => {
    const user = await createUser(server.db);
    const client = await signedIn(server, user);
    const res = await client.request<{ data: Account }>('POST', '/api/user/account/change_avatar', {
      form: imageForm('avatar', PNG, 'image/png'),
    });
    expect(res.status).toBe(200);
    const url = res.body.data.avatar;
    expect(url).toMatch(/^\/media\/avatars\/[0-9a-f]+\.png$/);
    expect(existsSync(server.deps.media.resolve((url ?? '').replace('/media/', '')))).toBe(true);
    const served = await fetch(`${server.url}${url}`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer()).slice(0, 4)).toEqual(PNG.slice(0, 4));
    const banner = await client.request<{ data: Account }>(
      'POST',
      '/api/user/account/change_profile_banner',
      {
        form: imageForm('profile_banner', PNG, 'image/png'),
      },
    );
    expect(banner.body.data.profile_banner).toMatch(/^\/media\/banners\//);
  });

  it('refuses a wrong type, a disguised file, a missing file and a file that is too large (422)', async () => {
    const client = await signedIn(server, await createUser(server.db));
    const text = await client.request<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/user/account/change_avatar',
      {
        form: imageForm('avatar', new TextEncoder().encode('hello'), 'text/plain', 'a.txt'),
      },
    );
    expect(text.status).toBe(422);
    expect(text.body.errors.avatar).toBeDefined();
    const disguised = await client.request<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/user/account/change_avatar',
      {
        form: imageForm('avatar', new TextEncoder().encode('<script>alert(1)</script>'), 'image/png'),
      },
    );
    expect(disguised.status).toBe(422);
    const missing = await client.request('POST', '/api/user/account/change_avatar', { form: new FormData() });
    expect(missing.status).toBe(422);
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(PNG);
    const tooLarge = await client.request<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/user/account/change_avatar',
      {
        form: imageForm('avatar', big, 'image/png'),
      },
    );
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.errors.avatar?.[0]).toMatch(/2 MB/);
  });

  it('needs a session and a CSRF token', async () => {
    const anonymous = new TestClient(server.url);
    expect(
      (
        await anonymous.request('POST', '/api/user/account/change_avatar', {
          form: imageForm('avatar', PNG, 'image/png'),
        })
      ).status,
    ).toBe(401);
    const client = await signedIn(server, await createUser(server.db));
    expect(
      (
        await client.request('POST', '/api/user/account/change_avatar', {
          form: imageForm('avatar', PNG, 'image/png'),
          csrf: false,
        })
      ).status,
    ).toBe(419);
  });
});
