import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** What stands for the client when the socket is unknown (a request made without a Node server). */
export const UNKNOWN_CLIENT = 'unknown';

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The client's IP address, for throttling. By default the socket's peer: `X-Forwarded-For` is a header
 * anyone can write. Behind proxies (`TRUST_PROXY` = how many), the address that many hops back along
 * `X-Forwarded-For` + the socket: each trusted proxy appends the address it got the request from, so
 * with one proxy the last entry is the client, and whatever the client wrote itself stands before it.
 */
export function clientIp(c: Context, trustedProxies: number): string {
  const socket = socketAddress(c) ?? UNKNOWN_CLIENT;
  if (trustedProxies <= 0) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const chain = [...forwarded, socket];
  return chain[Math.max(0, chain.length - 1 - trustedProxies)] ?? socket;
}
