import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Where a request came from, for the per-address sign-in limit and the audit log. Tests pass their own. */
export type ClientAddress = (c: Context) => string;

/**
 * The socket's peer address; behind a proxy you configured (TRUST_PROXY), X-Forwarded-For's last hop,
 * the one your proxy added (the hops before it are whatever the visitor sent). Without a socket (an
 * in-process request) 'unknown'.
 */
export function socketAddress(trustProxy: boolean): ClientAddress {
  return (c) => {
    if (trustProxy) {
      const last = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
      if (last) return last;
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      return 'unknown';
    }
  };
}
