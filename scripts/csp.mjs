import { createHash } from 'node:crypto';

/**
 * The built site's Content-Security-Policy (issue 13): scripts only from the site itself, plus the one
 * inline script each page starts with (the colour mode before first paint), allowed by its hash — so an
 * injected script cannot run. No plugins, no <base> tricks, forms post only to the site.
 * `frame-ancestors` works only as a response header (a <meta> policy ignores it, with a console error),
 * so the prerendered pages' meta tag leaves it out and the server (server/http/securityHeaders.ts) sends it.
 */
export function contentSecurityPolicy(html, { header = false } = {}) {
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
  return [
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    ...(header ? ["frame-ancestors 'none'"] : []),
  ].join('; ');
}

/** The other security headers the server sends with every response. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
};
