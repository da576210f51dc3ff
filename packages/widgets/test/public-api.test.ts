import { describe, expect, it, vi } from 'vitest';
import { createPublicApi, PublicReadError } from '../src/runtime/public-api';

describe('the widgets’ public reader', () => {
  it('GETs the contract path with the uid encoded and the query, without credentials', async () => {
    const seen: Request[] = [];
    const api = createPublicApi('https://api.example/shop/', async (request) => {
      seen.push(request);
      return Response.json({ data: { uid: 'a b' }, message: 'ok' });
    });
    const answer = await api.getBook({ params: { uid: 'a b/c' }, query: { country: 'gb' } });
    expect(answer.data.uid).toBe('a b');
    expect(seen[0]?.url).toBe('https://api.example/shop/api/public/books/a%20b%2Fc?country=gb');
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.credentials).toBe('omit');
    expect(seen[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('rejects a non-2xx or non-JSON answer with its status and the API’s message', async () => {
    const fetchImpl = vi
      .fn<(request: Request) => Promise<Response>>()
      .mockResolvedValueOnce(Response.json({ message: 'Book not found.' }, { status: 404 }))
      .mockResolvedValueOnce(new Response('<html>', { status: 200 }));
    const api = createPublicApi('https://api.example', fetchImpl);
    const missing = api.search({ query: { keyword: 'x', country: 'ng' } });
    await expect(missing).rejects.toBeInstanceOf(PublicReadError);
    await expect(missing).rejects.toMatchObject({ status: 404, message: 'Book not found.' });
    await expect(api.search({ query: { keyword: 'x', country: 'ng' } })).rejects.toMatchObject({
      status: 200,
    });
  });
});
