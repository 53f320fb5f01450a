import type { Context } from 'hono';

/** How the server knows its own address: PUBLIC_ORIGIN, and whether a proxy's X-Forwarded-Proto counts. */
export interface OriginSettings {
  trustProxy: boolean;
  publicOrigin: string | undefined;
}

/**
 * True when the visitor's request came over HTTPS: PUBLIC_ORIGIN is https, or directly, or to a proxy of
 * yours (TRUST_PROXY). Visitors reach an https PUBLIC_ORIGIN only over HTTPS, through a proxy that may not
 * say so (TRUST_PROXY off): its cookies must be Secure all the same.
 */
export function isHttps(c: Context, { trustProxy, publicOrigin }: OriginSettings): boolean {
  if (publicOrigin?.startsWith('https:')) return true;
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase();
    if (forwarded) return forwarded === 'https';
  }
  return new URL(c.req.url).protocol === 'https:';
}

/** The origin visitors reach this server at: PUBLIC_ORIGIN when set, else the request's scheme and Host. */
export function ownOrigin(c: Context, settings: OriginSettings): string {
  if (settings.publicOrigin) return settings.publicOrigin;
  const host = c.req.header('Host') ?? new URL(c.req.url).host;
  return `${isHttps(c, settings) ? 'https' : 'http'}://${host}`;
}
