import type { Context, Hono } from 'hono';
import { bodyLimit } from '../http/bodyLimit';
import type { Kysely } from 'kysely';
import type { ApiError } from '@/shared/api/errors';
import {
  FIGURES_DAYS,
  isStaffPath,
  PAGE_VIEW_PATH,
  SEARCH_COUNT_PATH,
  VISIT_BODY_LIMIT,
  VISIT_FIGURES_PATH,
  type VisitFigures,
} from '@/shared/api/visits';
import { pageViewRequestSchema, searchCountRequestSchema } from '@/shared/api/visitsSchema';
import { localeOfPath, withoutLocale } from '@/shared/lib/localePaths';
import type { AppEnv } from '../appEnv';
import { requireRole } from '../accounts/requireRole';
import type { Database } from '../db/schema';
import type { ClientAddress } from '../http/clientAddress';
import { checkedJson } from '../http/validation';
import { countPageView, countSearch, countVisitor } from './visitCounts';
import { visitFigures } from './visitFigures';

export interface VisitDependencies {
  db: Kysely<Database>;
  clock: () => Date;
  randomToken: () => string;
  clientAddress: ClientAddress;
  /** The site's public origin: part of the visitor hash, as Plausible hashes its site's domain. */
  site: string;
}

/** The addresses of the public counting endpoints (the forgery guard does not ask them for a session). */
export const VISIT_PATHS: ReadonlySet<string> = new Set([PAGE_VIEW_PATH, SEARCH_COUNT_PATH]);

/**
 * Whether the visitor asked not to be tracked: Do Not Track (`DNT: 1`) or Global Privacy Control
 * (`Sec-GPC: 1`). The beacon does not send then; a request that comes anyway is answered and not counted.
 */
export function asksNotToBeCounted(c: Context): boolean {
  return c.req.header('DNT') === '1' || c.req.header('Sec-GPC') === '1';
}

/** A browser fetching ahead of a click (a prefetch) or a HEAD request has not read or searched anything. */
function notARead(c: Context): boolean {
  const purpose = c.req.header('Sec-Purpose') ?? c.req.header('Purpose') ?? '';
  return c.req.method !== 'GET' || purpose.includes('prefetch');
}

const visitBodyLimit = bodyLimit({
  maxSize: VISIT_BODY_LIMIT,
  onError: (c) =>
    c.json<ApiError>({ error: `The request is too large (at most ${VISIT_BODY_LIMIT} bytes).` }, 413),
});

/** An app path as counted: no language prefix, no trailing slash (`/yo/documents/` → `/documents`). */
function countedPath(path: string): string {
  return withoutLocale(path).replace(/(.)\/+$/, '$1');
}

/**
 * The site's own analytics, private by design (docs/STORED-DATA.md):
 * - POST /api/visits/page-view and POST /api/visits/search: one page view (path, language, referring
 *   host) or one search made in the app (words, language, found or not), added to the day's counts; 204.
 *   Nothing identifies the visitor: no address, cookie (never read), user agent or full referrer is
 *   stored; unique visitors are a daily salted hash (visitCounts.ts). The staff's pages, DNT and GPC:
 *   204, not counted.
 * - GET /api/staff/visits: the last FIGURES_DAYS days' figures, for every signed-in role (the Analytics
 *   tab is everyone's).
 */
export function addVisitRoutes(app: Hono<AppEnv>, deps: VisitDependencies) {
  const { db, clock } = deps;
  app.post(PAGE_VIEW_PATH, visitBodyLimit, async (c) => {
    const view = await checkedJson(c, pageViewRequestSchema);
    if (!view.ok) return view.response;
    const path = countedPath(view.value.path);
    if (asksNotToBeCounted(c) || isStaffPath(path)) return c.body(null, 204);
    const at = clock();
    await countPageView(
      db,
      { path, language: view.value.language, referrerDomain: view.value.referrer ?? '' },
      at,
    );
    await countVisitor(
      db,
      { address: deps.clientAddress(c), userAgent: c.req.header('User-Agent') ?? '', site: deps.site },
      at,
      deps.randomToken,
    );
    return c.body(null, 204);
  });

  app.post(SEARCH_COUNT_PATH, visitBodyLimit, async (c) => {
    const search = await checkedJson(c, searchCountRequestSchema);
    if (!search.ok) return search.response;
    if (!asksNotToBeCounted(c)) await countSearch(db, search.value, clock());
    return c.body(null, 204);
  });

  app.get(VISIT_FIGURES_PATH, requireRole('writer'), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json<VisitFigures>(await visitFigures(db, clock(), FIGURES_DAYS));
  });
}

/**
 * Counts a search whose results page the server rendered (GET /search?q=…, the form sent without the
 * app or before it started): the app counts the searches it makes itself, never that first one.
 * Unknown results (a renderer that does not say) are not counted.
 */
export function renderedSearchCounter({ db, clock }: Pick<VisitDependencies, 'db' | 'clock'>) {
  return async (c: Context<AppEnv>, query: string, found: number | undefined) => {
    if (found === undefined || notARead(c) || asksNotToBeCounted(c)) return;
    await countSearch(db, { query, language: localeOfPath(c.req.path), found: found > 0 }, clock());
  };
}
