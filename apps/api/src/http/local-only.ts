import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { clientIp } from './client-ip.ts';
import { HttpError } from './errors.ts';

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopback(address: string): boolean {
  const ip = address.replace(/^::ffff:/i, '');
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

/** `localhost`, `127.x.y.z` or `[::1]`, with or without a port. */
function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || isLoopback(name);
}

/**
 * The demo's tools (/dev: the mail outbox, the clock, the review desk) answer only the machine itself:
 * a client whose address is loopback (the socket's peer, or with TRUST_PROXY the address the trusted
 * proxies name, so a forged X-Forwarded-For counts for nothing), that was not forwarded to us by an
 * untrusted proxy on this machine (a forwarding header with TRUST_PROXY unset), and that asked for a
 * loopback host name (a page on another site whose name resolves to 127.0.0.1, DNS rebinding, sends
 * its own name). `open` (DEV_TOOLS_NETWORK=true) lets every client in; the server warns at start.
 */
export function localOnly(trustedProxies: number, open: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!open) {
      const forwarded =
        c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined;
      const local =
        isLoopback(clientIp(c, trustedProxies)) &&
        (trustedProxies > 0 || !forwarded) &&
        isLoopbackHost(c.req.header('host'));
      if (!local) {
        throw new HttpError(
          403,
          'The demo tools answer only requests from this machine (DEV_TOOLS_NETWORK=true opens them to the network).',
        );
      }
    }
    await next();
  };
}
