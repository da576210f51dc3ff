// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CookieJar, toFormData } from '../src';

describe('CookieJar', () => {
  it('keeps cookies from Set-Cookie headers and sends them back', () => {
    const jar = new CookieJar();
    const headers = new Headers();
    headers.append('Set-Cookie', 'XSRF-TOKEN=a%2Bb; Path=/; Max-Age=7200; SameSite=Lax');
    headers.append('Set-Cookie', 'bookstore_session=s1; Path=/; HttpOnly');
    jar.store(headers);
    expect(jar.get('XSRF-TOKEN')).toBe('a%2Bb');
    expect(jar.header()).toBe('XSRF-TOKEN=a%2Bb; bookstore_session=s1');
  });

  it('starts from an incoming Cookie header for SSR', () => {
    const jar = CookieJar.fromCookieHeader('bookstore_session=s1; XSRF-TOKEN=a%3Db');
    expect(jar.get('bookstore_session')).toBe('s1');
    expect(jar.get('XSRF-TOKEN')).toBe('a%3Db');
    expect(CookieJar.fromCookieHeader(undefined).header()).toBe('');
  });

  it('forgets cookies the server expires', () => {
    const jar = new CookieJar();
    jar.set('bookstore_session', 's1');
    jar.set('session_id', '2fa');
    jar.setFromHeader('bookstore_session=; Path=/; Max-Age=0');
    jar.setFromHeader('session_id=gone; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    expect(jar.get('bookstore_session')).toBeUndefined();
    expect(jar.get('session_id')).toBeUndefined();
    expect(jar.header()).toBe('');
  });
});

describe('toFormData', () => {
  it('sends files as parts, arrays in bracket form, booleans as 1/0 and drops empty values', async () => {
    const form = toFormData({
      demo: new File(['RIFF'], 'demo.wav', { type: 'audio/wav' }),
      title: 'Warm narration',
      language_ids: [1, 3],
      has_treated_booth: true,
      notes: undefined,
      city: null,
    });
    expect([...form.keys()]).toEqual([
      'demo',
      'title',
      'language_ids[]',
      'language_ids[]',
      'has_treated_booth',
    ]);
    expect(form.getAll('language_ids[]')).toEqual(['1', '3']);
    expect(form.get('has_treated_booth')).toBe('1');
    const demo = form.get('demo');
    expect(demo).toBeInstanceOf(File);
    expect(demo instanceof File ? await demo.text() : '').toBe('RIFF');
  });
});
