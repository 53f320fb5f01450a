import type { Context, Hono } from 'hono';
import { localeOfPath, localePath } from '@/shared/lib/localePaths';
import type { AppEnv } from '../appEnv';
import type { NotFoundPage } from '../pages/notFoundPages';
import { chooseEncoding } from './acceptEncoding';
import { etagMatches } from './etag';
import type { Encoding, Site, SiteFile } from './loadSite';

// An address with a file extension asks for a file; a missing one is a bare 404, never a page in its
// place: a script tag must not receive HTML.
const FILE_LIKE = /\.[a-z0-9]+$/i;

/**
 * GET and HEAD for every address of the prerendered build, from memory; any other address gets the
 * not-found page (`notFound`: rendered there, server/pages/notFoundPages.ts) with 404.
 */
export function addSiteRoutes(app: Hono<AppEnv>, site: Site, notFound: NotFoundPage) {
  // Hono answers HEAD through the GET route: the same headers, no body.
  app.get('*', (c) => {
    const built = sendSiteFile(c, site);
    if (built) return built;
    const address = decodedPath(c.req.path);
    if (address !== undefined && FILE_LIKE.test(address)) return c.body(null, 404);
    return notFound(c);
  });
}

/** The build's file for the request's address (200, or 304), or undefined when the build has none. */
export function sendSiteFile(c: Context, site: Site) {
  const address = decodedPath(c.req.path);
  const file = address === undefined ? undefined : site.files.get(address);
  return file && send(c, file, 200);
}

function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined; // a malformed escape (%E0%A4%A) matches nothing
  }
}

/**
 * The build's not-found page in the address's language (/yo/… answers in Yorùbá), with 404: for a
 * staff preview link that leads nowhere (every other address renders its own, notFoundPages.ts).
 */
export const sendNotFound = (c: Context, site: Site) =>
  send(c, site.files.get(localePath(localeOfPath(c.req.path), '/404.html')) ?? site.notFound, 404);

function send(c: Context, file: SiteFile, status: 200 | 404) {
  const encodings = Object.keys(file.bodies) as Encoding[];
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'), encodings);
  const { body, etag } = file.bodies[encoding] ?? file.bodies.identity;
  c.header('Content-Type', file.type);
  c.header('Cache-Control', file.cacheControl);
  if (file.csp) c.header('Content-Security-Policy', file.csp);
  if (encodings.length > 1) c.header('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') c.header('Content-Encoding', encoding);
  if (status === 200) {
    c.header('ETag', etag);
    if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
  }
  c.header('Content-Length', String(body.length));
  return c.body(body, status);
}
