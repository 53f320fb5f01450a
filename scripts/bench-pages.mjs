/**
 * The public pages the browser benchmarks load from the real server (scripts/lighthouse.mjs, and the
 * JavaScript count of scripts/bench-first-load.mjs), and that server: `npm start`'s, without its build
 * step, on a fresh DATA_DIR in a temporary folder — a new embedded database (PGlite), migrated and
 * seeded as on a first install (the three articles of migration 0005, the NIN guide), plus a few
 * generated articles (scripts/seed-articles.mjs), so the home page shows a full list of latest updates
 * and a search finds articles besides the guide.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { seedArticlesStatements } from './seed-articles.mjs';
import { NOT_FOUND_AS_200 } from './serve-dist.mjs';
import { PREFIXED_LOCALES, PUBLIC_PAGES } from './site.mjs';
import { startServer } from './start-server.mjs';

/** A published article of migration 0005 (server/db/migrations/0005_seed_articles.sql). */
export const ARTICLE = '/articles/how-to-get-your-national-identification-number-nin';
/** An address that leads nowhere: the site's not-found page (see NOT_FOUND_AS_200 for why this one). */
export const NOT_FOUND = `/${NOT_FOUND_AS_200}`;
/**
 * The NIN guide's parts after the first, each at its own address (GuideTabs: `?tab=<id>`, the tabs of
 * src/features/guides/ninGuide.ts); the first part is the guide's own address.
 */
const NIN_PARTS = ['requirements', 'process', 'verification', 'faqs'].map(
  (tab) => `/documents/nin?tab=${tab}`,
);
/** The other language measured beside English (issue 30: "in English and in one other language"). */
export const OTHER_LANGUAGE = 'yo';
/** 30 generated articles, ten of them published (every third), three of those about the NIN. */
const GENERATED_ARTICLES = 30;

/** An English address in `locale` (localePath of src/shared/lib/localePaths.ts): /yo, /yo/search?q=nin. */
export const inLocale = (locale, address) =>
  locale === 'en' ? address : `/${locale}${/^\/([?#]|$)/.test(address) ? address.slice(1) : address}`;

/** What Lighthouse measures (issue 30's list), in English and then in OTHER_LANGUAGE. */
const LIGHTHOUSE_ENGLISH = [
  '/',
  '/documents',
  '/documents/nin',
  ...NIN_PARTS,
  '/search?q=nin',
  ARTICLE,
  '/login',
  NOT_FOUND,
];
export const LIGHTHOUSE_PAGES = ['en', OTHER_LANGUAGE].flatMap((locale) =>
  LIGHTHOUSE_ENGLISH.map((address) => inLocale(locale, address)),
);

/** What the JavaScript count loads: the same, and every other public page the build writes. */
const COUNTED_ENGLISH = [
  ...LIGHTHOUSE_ENGLISH,
  ...PUBLIC_PAGES.map((page) => page.path).filter(
    (path) => path !== '/404' && !LIGHTHOUSE_ENGLISH.includes(path),
  ),
];
/**
 * The count's languages: English and OTHER_LANGUAGE, or all five with `--languages=all` (issue 27: every
 * language within the budget; 80 pages, about two minutes).
 */
const COUNTED_LOCALES = process.argv.includes('--languages=all')
  ? ['en', ...PREFIXED_LOCALES]
  : ['en', OTHER_LANGUAGE];
export const COUNTED_PAGES = COUNTED_LOCALES.flatMap((locale) =>
  COUNTED_ENGLISH.map((address) => inLocale(locale, address)),
);

/**
 * Starts the real server as described above, on `port` (or a free one); resolves once it listens, with
 * its origin and `stop()` (which also removes its DATA_DIR). The first start creates and migrates the
 * database; the generated articles are written while it is stopped (PGlite is one process's).
 */
export async function startSiteServer({ port } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cgn-bench-pages-'));
  try {
    const first = startServer({ DATA_DIR: dataDir });
    await first.url;
    await first.stop();
    const pglite = await PGlite.create({ dataDir: join(dataDir, 'pgdata') });
    for (const statement of seedArticlesStatements(GENERATED_ARTICLES)) await pglite.query(statement);
    await pglite.close();
    const server = startServer({
      DATA_DIR: dataDir,
      ...(port ? { PORT: String(port) } : {}),
      // Hundreds of page loads from one address: the per-address limit on counted visits must not refuse
      // the page's count (an error in the console, and a request the page would not make for a visitor).
      VISITOR_LIMIT_SCALE: '1000',
    });
    const origin = await server.url;
    return {
      origin,
      async stop() {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** The addresses `--pages=/,/yo/search?q=nin` names (exactly, comma-separated), or all of `pages`. */
export function chosenPages(pages, argv = process.argv) {
  const flag = argv.find((arg) => arg.startsWith('--pages='));
  if (!flag) return pages;
  const wanted = flag.slice('--pages='.length).split(',');
  const unknown = wanted.filter((address) => !pages.includes(address));
  if (unknown.length)
    throw new Error(`not a measured page: ${unknown.join(', ')} (one of ${pages.join(' ')})`);
  return pages.filter((address) => wanted.includes(address));
}
