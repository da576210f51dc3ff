import { endpointList } from '@bookstore/api-client/contract';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { checkConfig, loadConfig } from '../src/config.ts';
import { isUploadRequest, MULTIPART_OVERHEAD, uploadBodyLimit } from '../src/http/body-limits.ts';
import { clientIp, UNKNOWN_CLIENT } from '../src/http/client-ip.ts';

/** What clientIp answers for a request from `socket` carrying `forwarded`, trusting `proxies`. */
async function ipOf(proxies: number, socket: string | null, forwarded?: string): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(clientIp(c, proxies)));
  const headers: Record<string, string> = forwarded ? { 'X-Forwarded-For': forwarded } : {};
  const env = socket ? { incoming: { socket: { remoteAddress: socket } } } : {};
  return (await app.request('/', { headers }, env)).text();
}

describe('clientIp', () => {
  it('is the socket peer unless proxies are trusted', async () => {
    expect(await ipOf(0, '10.0.0.9', '1.2.3.4')).toBe('10.0.0.9');
    expect(await ipOf(0, null)).toBe(UNKNOWN_CLIENT);
  });

  it('walks back one address per trusted proxy, never past what the client wrote', async () => {
    // The client wrote "6.6.6.6"; the one proxy appended the client's real address.
    expect(await ipOf(1, '10.0.0.1', '6.6.6.6, 1.2.3.4')).toBe('1.2.3.4');
    expect(await ipOf(2, '10.0.0.1', '6.6.6.6, 1.2.3.4, 10.0.0.2')).toBe('1.2.3.4');
    expect(await ipOf(1, '10.0.0.1')).toBe('10.0.0.1');
    expect(await ipOf(Number.POSITIVE_INFINITY, '10.0.0.1', '1.2.3.4, 10.0.0.2')).toBe('1.2.3.4');
  });

  it('reads TRUST_PROXY as a count, true or false, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(Number.POSITIVE_INFINITY);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(checkConfig({ TRUST_PROXY: 'yes please' }).errors.join()).toMatch(/TRUST_PROXY/);
    expect(checkConfig({ REDIS_URL: 'http://x' }).errors.join()).toMatch(/REDIS_URL/);
    expect(checkConfig({ TRUST_PROXY: '1', REDIS_URL: 'redis://127.0.0.1:6379' }).errors).toEqual([]);
  });
});

describe('upload body limits', () => {
  it('exist for every upload call of the contract, and only those paths skip the 1 MB limit', () => {
    const uploads = endpointList.filter((e) => e.endpoint.multipart);
    expect(uploads.length).toBeGreaterThan(0);
    for (const { endpoint } of uploads) {
      expect(uploadBodyLimit(endpoint)).toBeGreaterThan(MULTIPART_OVERHEAD);
      const sample = endpoint.path.replace(/:[a-z_]+/gi, 'abc123');
      expect(isUploadRequest(endpoint.method, sample)).toBe(true);
    }
    expect(isUploadRequest('POST', '/api/user/account/update')).toBe(false);
    expect(isUploadRequest('GET', '/api/user/account/change_avatar')).toBe(false);
    expect(isUploadRequest('POST', '/api/user/account/change_avatar/extra')).toBe(false);
  });
});
