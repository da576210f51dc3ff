// @vitest-environment node
import { describe, expectTypeOf, it } from 'vitest';
import { createApiClient, type InputOf, type ResultOf } from '../src';
import type { Book, CartItem } from '../src/contract';

// Compile-time checks: `tsc -b` fails if the client's types drift from the contract.
describe('types inferred from the contract', () => {
  const api = createApiClient({ baseUrl: 'http://127.0.0.1:1' });

  it('types answers as the envelope', () => {
    expectTypeOf<ResultOf<'cart', 'add'>['data']['cart_items']>().toEqualTypeOf<CartItem[]>();
    expectTypeOf<ResultOf<'public', 'getBook'>['data']>().toEqualTypeOf<Book>();
    expectTypeOf<ResultOf<'public', 'listBooks'>['data']['last_page']>().toEqualTypeOf<number>();
    // The delivery fee is a single amount (spec: data.delivery_fee), not a Money.
    expectTypeOf<ResultOf<'orders', 'getDeliveryFee'>['data']['delivery_fee']>().toEqualTypeOf<number>();
  });

  it('types inputs: params, query and body', () => {
    expectTypeOf<InputOf<'public', 'getBook'>['params']>().toEqualTypeOf<{ uid: string }>();
    expectTypeOf<InputOf<'cart', 'delete'>['params']>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<NonNullable<InputOf<'public', 'listBooks'>['query']>['sort']>().toEqualTypeOf<
      | 'TitleAsc'
      | 'TitleDesc'
      | 'PriceLow'
      | 'PriceHigh'
      | 'PublicationDateAsc'
      | 'PublicationDateDesc'
      | 'Trending'
      | undefined
    >();
    expectTypeOf<InputOf<'selling', 'changeCover'>['body']['cover']>().toEqualTypeOf<File>();
  });

  it('rejects wrong calls', () => {
    const never = () => false;
    if (never()) {
      // @ts-expect-error the body is required
      void api.auth.login();
      // @ts-expect-error sort must be one of the spec's options
      void api.public.listBooks({ query: { sort: 'Newest' } });
      // @ts-expect-error the cart item id is a number
      void api.cart.increase({ params: { id: 'x' } });
      // Calls without required input take no argument.
      void api.public.getHeader();
      void api.cart.get();
    }
  });
});
