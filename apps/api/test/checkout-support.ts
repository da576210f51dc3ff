/** A shopper for the checkout and library tests: a signed-in buyer in ng, with a Lagos address if asked. */
import type { Catalogue } from './fixtures.ts';
import { createUser, signedIn, type TestServer } from './helpers.ts';

export async function newShopper(
  server: TestServer,
  catalogue: Catalogue,
  options: { address?: boolean } = {},
) {
  const user = await createUser(server.db, { country: 'ng' });
  const client = await signedIn(server, user);
  let addressId = 0;
  if (options.address) {
    const res = await client.post<{ data: { id: number }[] }>('/api/user/account/delivery_address', {
      full_name: 'Ada Obi',
      phone: '+2348030000000',
      address_line_1: '12 Marina Road',
      city: 'Lagos',
      state_id: catalogue.states.lagos,
      country_code: 'ng',
    });
    addressId = res.body.data[0]?.id ?? 0;
  }
  return { user, client, addressId };
}
