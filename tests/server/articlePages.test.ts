import { within } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import haArticles from '@/features/articles/messages.ha';
import { createApp } from '../../server/app';
import { bumpContentVersion } from '../../server/articles/publicArticles';
import { publishChange, publishNew, saveWorkingCopy, unpublish } from './utils/articleRows';
import { seedGuides } from '../../server/articles/guideSeeds';
import type { DatabaseHandle } from '../../server/db/database';
import type { Renderer } from '../../server/pages/loadRenderer';
import type { Site } from '../../server/site/loadSite';
import { realRendererOnFakeBuild } from './utils/rendererBuild';
import { databaseLegs, reportSkippedLeg } from './utils/testDatabase';

/*
 * The pages the server renders from the database with the app's real renderer (built once a run as `npm run
 * build` builds it): an article's page, the home page's latest updates, the sitemap and the updates
 * feed, on both databases.
 */
const ORIGIN = 'https://guide.example.gov.ng';
const NIN = 'how-to-get-your-national-identification-number-nin';
const NIN_TITLE = 'How to get your National Identification Number (NIN)';

let site: Site;
let renderer: Renderer;
realRendererOnFakeBuild((built) => ({ site, renderer } = built));

/** The app on `database` with the real renderer, as the public reaches it at ORIGIN. */
function appOn(database: DatabaseHandle) {
  return createApp({
    db: database.db,
    site,
    renderer,
    log: () => {},
    origin: { trustProxy: false, publicOrigin: ORIGIN },
  });
}

/** A page as a browser without JavaScript shows it, to be read by role and label. */
function read(html: string) {
  const { document } = new JSDOM(html).window;
  return { document, page: within(document.body) };
}

describe.each(databaseLegs)('server-rendered article pages on $name', (leg) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;

  beforeEach(async () => {
    database = await leg.open('migrated');
    app = appOn(database);
  });
  afterEach(() => database.close());

  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

  const db = () => database.db;
  /** Publishes `slug`'s working copy with `title` as a major change of `at`. */
  const retitle = async (slug: string, title: string, at = '2026-12-01T10:00:00Z') => {
    await saveWorkingCopy(db(), slug, { title }, at);
    await publishChange(db(), slug, { at, note: 'Title changed' });
  };

  it('renders a published article with its own title, description, canonical link, lang and data', async () => {
    const response = await get(`/articles/${NIN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60');
    const html = await response.text();
    const { document, page } = read(html);
    expect(document.title).toBe(`${NIN_TITLE} · Citizen Guide Nigeria`);
    expect(document.documentElement.lang).toBe('en');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Where to enrol, what to bring, and what it costs.',
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${ORIGIN}/articles/${NIN}`,
    );
    expect(
      document.querySelector('link[rel="alternate"][type="application/atom+xml"]')?.getAttribute('href'),
    ).toBe('/updates.xml');
    const main = within(page.getByRole('main'));
    expect(main.getByRole('heading', { level: 1, name: NIN_TITLE })).toBeTruthy();
    expect(main.getByText(/Your 11-digit NIN is yours for life/)).toBeTruthy();
    expect(main.getByText('By Editorial team. Published 1 September 2026.')).toBeTruthy();
    expect(main.getByText(/^Last updated 15 October 2026 —/)).toBeTruthy();
    // The data the browser starts its store from, so hydration renders this very page.
    const data = JSON.parse(document.getElementById('page-data')!.textContent) as {
      articles: { bySlug: Record<string, { title: string }> };
    };
    expect(data.articles.bySlug[NIN]?.title).toBe(NIN_TITLE);
    expect(document.getElementById('root')?.dataset.path).toBe(`/articles/${NIN}`);
  });

  it('renders a page in its address’s language, with hreflang alternates; an article says it is in English only (issue 27)', async () => {
    const response = await get(`/ha/articles/${NIN}`);
    expect(response.status).toBe(200);
    const { document, page } = read(await response.text());
    expect(document.documentElement.lang).toBe('ha');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${ORIGIN}/ha/articles/${NIN}`,
    );
    const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', `${ORIGIN}/articles/${NIN}`],
      ['pcm', `${ORIGIN}/pcm/articles/${NIN}`],
      ['yo', `${ORIGIN}/yo/articles/${NIN}`],
      ['ha', `${ORIGIN}/ha/articles/${NIN}`],
      ['ig', `${ORIGIN}/ig/articles/${NIN}`],
      ['x-default', `${ORIGIN}/articles/${NIN}`],
    ]);
    // Staff write in English: the text is marked so, and a note in Hausa says it.
    const main = within(page.getByRole('main'));
    expect(main.getByRole('heading', { level: 1, name: NIN_TITLE }).getAttribute('lang')).toBe('en');
    expect(main.getByText(haArticles['article.onlyEnglish'])).toBeTruthy();
    // The dates in Hausa, from the catalogue; the site's links stay in Hausa.
    expect(main.getAllByText(/1 ga Satumba, 2026/).length).toBeGreaterThan(0);
    expect(document.querySelector('a[href="/ha/documents"]')).not.toBeNull();
    expect(document.getElementById('root')?.dataset.path).toBe(`/ha/articles/${NIN}`);
  });

  it('sends a link in the old form (?lang=yo) to the same page at its language’s address', async () => {
    const response = await get(`/articles/${NIN}?lang=yo&from=share`);
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe(`/yo/articles/${NIN}?from=share`);
    // The API is not a page: its own ?lang= is left alone.
    expect((await get(`/api/articles/${NIN}?lang=yo`)).status).toBe(200);
  });

  it('lists one sitemap per language in /sitemap.xml, each with that language’s addresses', async () => {
    const index = await (await get('/sitemap.xml')).text();
    for (const locale of ['en', 'pcm', 'yo', 'ha', 'ig'])
      expect(index).toContain(`<loc>${ORIGIN}/sitemap-${locale}.xml</loc>`);
    const yo = await (await get('/sitemap-yo.xml')).text();
    expect(yo).toContain(`<loc>${ORIGIN}/yo</loc>`);
    expect(yo).toContain(`<loc>${ORIGIN}/yo/documents/nin</loc>`);
    // Articles are written in English: the English sitemap lists them.
    expect(yo).not.toContain('/articles/');
  });

  it('says when the page was last updated, with a link to every public change note and its first publication', async () => {
    await saveWorkingCopy(db(), NIN, { content: 'Enrolment costs ₦0. Replacing a slip costs ₦500.' });
    await publishChange(db(), NIN, { at: '2026-11-25T10:00:00Z', note: 'Fees updated for 2027' });
    // A typo fixed the next day: published, but "Last updated" stays (GOV.UK's minor change).
    await saveWorkingCopy(db(), NIN, { content: 'Enrolment costs ₦0. Replacing a slip costs ₦500 only.' });
    await publishChange(db(), NIN, { at: '2026-11-26T10:00:00Z', note: null });

    const { page } = read(await (await get(`/articles/${NIN}`)).text());
    const main = within(page.getByRole('main'));
    expect(main.getByText('Replacing a slip costs ₦500 only.', { exact: false })).toBeTruthy();
    const lastUpdated = main.getByText(/^Last updated/);
    expect(lastUpdated.textContent).toBe('Last updated 25 November 2026 — see all updates');
    expect(within(lastUpdated).getByRole('link', { name: 'see all updates' }).getAttribute('href')).toBe(
      '#updates',
    );
    const updates = page.getByRole('region', { name: 'Updates to this page' });
    expect(updates.id).toBe('updates');
    expect(
      within(updates)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['25 November 2026Fees updated for 2027', '1 September 2026First published.']);
  });

  it('shows visitors only the published text while a newer working copy waits: page, home, feed, sitemap and search', async () => {
    await saveWorkingCopy(db(), NIN, {
      title: 'Draft title nobody should see',
      summary: 'Draft summary',
      content: 'Draft body text.',
    });
    const pageHtml = await (await get(`/articles/${NIN}`)).text();
    const { page } = read(pageHtml);
    expect(page.getByRole('heading', { level: 1, name: NIN_TITLE })).toBeTruthy();
    expect(page.getByText(/^Last updated 15 October 2026/)).toBeTruthy();
    for (const path of [
      '/',
      '/updates.xml',
      '/sitemap-en.xml',
      '/api/search/articles',
      `/api/articles/${NIN}`,
    ]) {
      const text = await (await get(path)).text();
      expect(text, path).not.toMatch(/Draft (title|summary|body)/);
    }
    expect(pageHtml).not.toMatch(/Draft (title|summary|body)/);
    const sitemap = await (await get('/sitemap-en.xml')).text();
    expect(sitemap).toContain(
      `<loc>${ORIGIN}/articles/${NIN}</loc><lastmod>2026-10-15T09:00:00.000Z</lastmod>`,
    );
  });

  it('keeps drafts that were never published out of the sitemap, the feed and the search list', async () => {
    const id = crypto.randomUUID();
    const at = new Date('2026-12-05T08:00:00Z');
    await db()
      .insertInto('articles')
      .values({
        id,
        slug: 'a-secret-draft',
        title: 'A secret draft',
        summary: 'Not yet',
        category: 'documents',
        content: 'Unfinished.',
        author: 'Ada Obi',
        status: 'draft',
        created_at: at,
        updated_at: at,
      })
      .execute();
    await bumpContentVersion(db());
    for (const path of ['/updates.xml', '/sitemap-en.xml', '/api/search/articles', '/'])
      expect(await (await get(path)).text(), path).not.toContain('secret-draft');
    expect((await get('/articles/a-secret-draft')).status).toBe(404);
  });

  it('sends the readers of a taken-down article to the page staff chose, with 301', async () => {
    await unpublish(db(), NIN, { redirectTo: '/documents/nin' });
    const response = await get(`/articles/${NIN}?from=bookmark`);
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/documents/nin');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60');
  });

  it.each([['//elsewhere.example/phish'], ['https://elsewhere.example/'], ['documents/nin']])(
    'never redirects off the site, even when the stored address is %s: 404 instead',
    async (stored) => {
      await unpublish(db(), NIN);
      await db()
        .updateTable('articles')
        .set({ unpublish_redirect: stored })
        .where('slug', '=', NIN)
        .execute();
      await bumpContentVersion(db());
      const response = await get(`/articles/${NIN}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('Location')).toBeNull();
    },
  );

  it('answers If-None-Match with 304 while the article is unchanged, and 200 with a new ETag after a change', async () => {
    const first = await get(`/articles/${NIN}`);
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^"a-.+"$/);
    const again = await get(`/articles/${NIN}`, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    await retitle(NIN, 'Getting your NIN <fast> & free');
    const changed = await get(`/articles/${NIN}`, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
    const { page } = read(await changed.text());
    expect(page.getByRole('heading', { level: 1, name: 'Getting your NIN <fast> & free' })).toBeTruthy();
  });

  it('gives each encoding its own ETag', async () => {
    const br = await get(`/articles/${NIN}`, { 'Accept-Encoding': 'br' });
    const plain = await get(`/articles/${NIN}`);
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('ETag')).not.toBe(plain.headers.get('ETag'));
  });

  it('makes a newly published article a page at once, with no build', async () => {
    expect((await get('/articles/renewing-a-passport')).status).toBe(404);
    await publishNew(db(), { slug: 'renewing-a-passport', title: 'Renewing a passport' });
    const response = await get('/articles/renewing-a-passport');
    expect(response.status).toBe(200);
    const { page } = read(await response.text());
    expect(page.getByRole('heading', { level: 1, name: 'Renewing a passport' })).toBeTruthy();
  });

  it('serves the same pages from two server processes on one database: a change through one shows at once on the other', async () => {
    // Two apps on one database, as two processes behind a load balancer are: each keeps its own
    // rendered pages, and each sees the other's writes through the content version.
    const other = createApp({ db: database.db, site, renderer, log: () => {} });
    expect((await other.request('/articles/renewing-a-passport')).status).toBe(404);
    expect((await get('/articles/renewing-a-passport')).status).toBe(404);
    await publishNew(db(), { slug: 'renewing-a-passport', title: 'Renewing a passport' });
    expect(await (await other.request('/articles/renewing-a-passport')).text()).toContain(
      'Renewing a passport',
    );
    await retitle('renewing-a-passport', 'Renewing your passport');
    for (const app of [other, { request: get }])
      expect(await (await app.request('/articles/renewing-a-passport')).text()).toContain(
        'Renewing your passport',
      );
    await unpublish(db(), 'renewing-a-passport');
    expect((await other.request('/articles/renewing-a-passport')).status).toBe(410);
    expect((await get('/articles/renewing-a-passport')).status).toBe(410);
  });

  it("redirects an article's old address to its current one with 301", async () => {
    const response = await get('/articles/seed-nin-guide?from=old-link');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe(`/articles/${NIN}?from=old-link`);
  });

  it('answers a taken-down article with 410 and a page that says so, with ways on', async () => {
    await unpublish(db(), NIN);
    const response = await get(`/articles/${NIN}`);
    expect(response.status).toBe(410);
    const { page, document } = read(await response.text());
    const main = within(page.getByRole('main'));
    expect(main.getByRole('heading', { level: 1, name: 'This article has been taken down' })).toBeTruthy();
    expect(main.getByRole('link', { name: 'Search the site' }).getAttribute('href')).toBe('/search');
    expect(main.getByRole('link', { name: 'Return to Homepage' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('This article has been taken down · Citizen Guide Nigeria');
  });

  it.each([
    ['an unknown slug', '/articles/no-such-article', 'no such article'],
    ['a malformed slug', '/articles/Not%20A%20Slug', 'Not A Slug'],
  ])(
    "answers %s with 404 and the not-found page rendered there, the address's words searched",
    async (_, path, words) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      const { page, document } = read(await response.text());
      expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeTruthy();
      const main = within(page.getByRole('main'));
      expect(main.getByRole('searchbox', { name: 'Search guides' })).toHaveProperty('value', words);
      // For its own address: the browser hydrates this very page, suggestions and all (issue 30).
      expect(document.getElementById('root')!.dataset.path).toBe(path);
    },
  );

  it('suggests the published articles that match a missing address, in its HTML', async () => {
    const { page } = read(await (await get('/articles/three-tiers-government')).text());
    expect(
      page.getByRole('link', { name: 'The three tiers of government in Nigeria' }).getAttribute('href'),
    ).toBe('/articles/the-three-tiers-of-government-in-nigeria');
  });

  it('answers a deleted article with 404', async () => {
    await database.db.deleteFrom('articles').where('slug', '=', NIN).execute();
    await bumpContentVersion(database.db);
    expect((await get(`/articles/${NIN}`)).status).toBe(404);
    expect((await get('/articles/seed-nin-guide')).status).toBe(404);
  });

  it('renders the home page with the latest published articles, the most recently changed first, revalidated by ETag', async () => {
    await publishNew(db(), { slug: 'renewing-a-passport', title: 'Renewing a passport' });
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    const { page } = read(await response.text());
    const latest = within(page.getByRole('region', { name: 'Latest updates' }));
    const links = latest.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Renewing a passport',
      NIN_TITLE, // changed on 15 October
      'Registering for the JAMB UTME', // 2 October
      'The three tiers of government in Nigeria', // 8 September
    ]);
    expect(links[0]!.getAttribute('href')).toBe('/articles/renewing-a-passport');
    const etag = response.headers.get('ETag')!;
    expect((await get('/', { 'If-None-Match': etag })).status).toBe(304);
    await unpublish(db(), 'renewing-a-passport');
    const after = await get('/', { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(await after.text()).not.toContain('Renewing a passport');
  });

  it('renders a search results page with the articles its search found, and no list in its data', async () => {
    await publishNew(db(), { slug: 'renewing-a-passport', title: 'Renewing a passport' });
    const { document } = read(await (await get('/search?q=passport')).text());
    expect(document.querySelector('a[href="/articles/renewing-a-passport"]')).not.toBeNull();
    // The browser shows the results as they came (issue 30): the page carries no published list for an
    // index of its own, which would cost every results page its bytes.
    expect(document.getElementById('page-data')?.textContent ?? '').not.toContain('searchArticles');
  });

  it('lists the listed pages and every published article in the sitemap, with when each changed', async () => {
    await unpublish(db(), 'registering-for-the-jamb-utme');
    const response = await get('/sitemap-en.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const xml = new JSDOM(await response.text(), { contentType: 'application/xml' }).window.document;
    const urls = [...xml.getElementsByTagName('url')].map((url) => [
      url.getElementsByTagName('loc')[0]?.textContent,
      url.getElementsByTagName('lastmod')[0]?.textContent,
    ]);
    expect(urls).toContainEqual([`${ORIGIN}/`, undefined]);
    expect(urls).toContainEqual([`${ORIGIN}/documents/nin`, '2026-11-01']);
    expect(urls).toContainEqual([`${ORIGIN}/articles/${NIN}`, '2026-10-15T09:00:00.000Z']);
    expect(urls.map(([loc]) => loc)).not.toContain(`${ORIGIN}/articles/registering-for-the-jamb-utme`);
    expect(urls.map(([loc]) => loc)).not.toContain(`${ORIGIN}/admin`);
  });

  it('serves an Atom feed of new and changed pages, newest first, escaped, revalidated by the content version', async () => {
    await publishNew(db(), { slug: 'fees-and-forms', title: 'Fees <and> forms & "what" to bring' });
    const response = await get('/updates.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/atom+xml; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('Fees &lt;and&gt; forms &amp; &quot;what&quot; to bring');
    const feed = new JSDOM(text, { contentType: 'application/xml' }).window.document;
    expect(feed.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    const entries = [...feed.getElementsByTagName('entry')];
    const field = (entry: Element, name: string) => entry.getElementsByTagName(name)[0]?.textContent;
    expect(entries.map((entry) => field(entry, 'title'))).toEqual([
      'Fees <and> forms & "what" to bring',
      'National Identification Number (NIN) guide',
      NIN_TITLE,
      'Registering for the JAMB UTME',
      'The three tiers of government in Nigeria',
    ]);
    const first = entries[0]!;
    expect(field(first, 'updated')).toBe('2026-12-02T08:00:00.000Z');
    expect(field(first, 'published')).toBe('2026-12-02T08:00:00.000Z');
    expect(field(first, 'name')).toBe('Ada Obi');
    expect(field(first, 'summary')).toBe('Summary of Fees <and> forms & "what" to bring');
    expect(first.getElementsByTagName('link')[0]?.getAttribute('href')).toBe(
      `${ORIGIN}/articles/fees-and-forms`,
    );
    expect(field(feed.documentElement, 'updated')).toBe('2026-12-02T08:00:00.000Z');

    const etag = response.headers.get('ETag')!;
    expect((await get('/updates.xml', { 'If-None-Match': etag })).status).toBe(304);
    await retitle('fees-and-forms', 'Fees and forms', '2026-12-03T08:00:00Z');
    expect((await get('/updates.xml', { 'If-None-Match': etag })).status).toBe(200);
  });

  it('dates a feed entry by its public "Last updated" and says what changed in the latest change note', async () => {
    await saveWorkingCopy(db(), NIN, { content: 'New fees.' });
    await publishChange(db(), NIN, { at: '2026-11-25T10:00:00Z', note: 'Fees updated for 2027' });
    await saveWorkingCopy(db(), NIN, { content: 'New fees, typo fixed.' });
    await publishChange(db(), NIN, { at: '2026-11-26T10:00:00Z', note: null });
    const feed = new JSDOM(await (await get('/updates.xml')).text(), { contentType: 'application/xml' })
      .window.document;
    const entry = [...feed.getElementsByTagName('entry')].find(
      (candidate) => candidate.getElementsByTagName('title')[0]?.textContent === NIN_TITLE,
    )!;
    const field = (name: string) => entry.getElementsByTagName(name)[0]?.textContent;
    expect(field('updated')).toBe('2026-11-25T10:00:00.000Z');
    expect(field('published')).toBe('2026-09-01T09:00:00.000Z');
    expect(field('summary')).toBe('Fees updated for 2027');
    expect(field('content')).toBe('Where to enrol, what to bring, and what it costs.');
  });

  it('keeps the feed to the newest 50 entries', async () => {
    for (let i = 0; i < 52; i += 1)
      await publishNew(db(), {
        slug: `update-${i}`,
        title: `Update ${i}`,
        at: new Date(Date.UTC(2027, 0, 1, 0, i)).toISOString(),
      });
    const feed = new JSDOM(await (await get('/updates.xml')).text(), { contentType: 'application/xml' })
      .window.document;
    const titles = [...feed.getElementsByTagName('entry')].map(
      (entry) => entry.getElementsByTagName('title')[0]?.textContent,
    );
    expect(titles).toHaveLength(50);
    expect(titles[0]).toBe('Update 51');
    expect(titles[49]).toBe('Update 2');
  });
});

describe.each(databaseLegs)('server-rendered guide pages on $name', (leg) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;

  beforeEach(async () => {
    database = await leg.open('migrated');
    app = appOn(database);
    // What the server's first start does: the NIN guide from the renderer's seeds.
    let ids = 0;
    await seedGuides(
      database.db,
      {
        clock: () => new Date('2026-11-26T09:00:00Z'),
        newId: () => `6e1de000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
      },
      await renderer.guideSeeds(),
    );
  });
  afterEach(() => database.close());

  const get = (path: string) => app.request(path);
  /** The requirements tab's fees, as a visitor without JavaScript reads them. */
  const modificationFee = (html: string) => {
    const { page } = read(html);
    // The first of the two places it is given (at a glance, and the fees): the same figure.
    return page.getAllByText('Changing your details (modification)', { selector: 'dt' })[0]!
      .nextElementSibling?.textContent;
  };

  it('renders the NIN guide from the database, its English in the page, and a published change reaches it', async () => {
    const first = await get('/documents/nin');
    expect(first.status).toBe(200);
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=60');
    const html = await first.text();
    expect(modificationFee(html)).toBe('₦500');
    const data = JSON.parse(read(html).document.getElementById('page-data')!.textContent) as {
      guides: { bySlug: Record<string, { content: { texts: Record<string, unknown> } }> };
    };
    // English only: another language loads when a visitor chooses it.
    expect(Object.keys(data.guides.bySlug.nin!.content.texts)).toEqual(['en']);

    const stored = JSON.parse(
      (
        await database.db
          .selectFrom('articles')
          .select('content')
          .where('slug', '=', 'nin')
          .executeTakeFirstOrThrow()
      ).content,
    ) as { figures: Record<string, unknown> };
    const changed = {
      ...stored,
      figures: { ...stored.figures, modificationFee: { kind: 'naira', value: 700 } },
    };
    await saveWorkingCopy(database.db, 'nin', { content: JSON.stringify(changed) });
    // Saved, not published: visitors still read ₦500.
    expect(modificationFee(await (await get('/documents/nin')).text())).toBe('₦500');
    await publishChange(database.db, 'nin', {
      at: '2026-12-01T10:00:00Z',
      note: 'Modification fee updated.',
    });
    const changedPage = await (await get('/documents/nin')).text();
    expect(modificationFee(changedPage)).toBe('₦700');
    // Its date and note, as an article's: "Last updated", and every update at the end.
    const { page } = read(changedPage);
    expect(page.getByText(/^Last updated 1 December 2026 —/)).toBeTruthy();
    const updates = within(page.getByRole('region', { name: 'Updates to this page' }));
    expect(updates.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 December 2026Modification fee updated.',
      '26 November 2026First published.',
    ]);
  });

  it('answers 410 with the taken-down page for a guide taken down, and leaves a guide it does not have to the build', async () => {
    await unpublish(database.db, 'nin');
    const gone = await get('/documents/nin');
    expect(gone.status).toBe(410);
    expect(read(await gone.text()).page.getByRole('heading', { level: 1 }).textContent).toBe(
      'This guide has been taken down',
    );
    // No guide at this address in the database: the build's not-found page, as before guides were content.
    const unknown = await get('/documents/passport');
    expect(unknown.status).toBe(404);
  });

  it('lists the published guides, and a published guide replaces its "coming soon" card on the documents and home pages', async () => {
    /** The catalogue card titled `title` on /documents: its badge, and where its button leads if it has one. */
    const card = async (title: string) => {
      const { page } = read(await (await get('/documents')).text());
      const found = within(
        page.getByRole('heading', { level: 2, name: title }).closest<HTMLElement>('.card')!,
      );
      return {
        badge: found.getByText(/Full guide|Coming soon/).textContent,
        link: found.queryByRole('link', { name: 'View Guide' })?.getAttribute('href'),
      };
    };
    const featured = async (title: string) => {
      const { page } = read(await (await get('/')).text());
      // In the page's own content: the header's menus (open without the app, issue 30) list it too.
      const link = within(page.getByRole('main')).getByRole('link', { name: title });
      return page.getByText(/Full guide|Coming soon/, {
        selector: `#${link.getAttribute('aria-describedby')}`,
      }).textContent;
    };
    const listed = async () =>
      ((await (await get('/api/guides')).json()) as { guides: { slug: string }[] }).guides;

    expect(await listed()).toEqual([{ slug: 'nin', title: 'National Identification Number (NIN)' }]);
    expect(await card('Passport')).toEqual({ badge: 'Coming soon', link: undefined });
    expect(await featured('International passport')).toBe('Coming soon');

    const { content } = await database.db
      .selectFrom('articles')
      .select('content')
      .where('slug', '=', 'nin')
      .executeTakeFirstOrThrow();
    // The NIN guide's content under its own heading and introduction.
    const guide = JSON.parse(content) as {
      title: string;
      intro: string;
      texts: { en: Record<string, string> };
    };
    guide.texts.en[guide.title] = 'International passport';
    guide.texts.en[guide.intro] = 'How to apply for a Nigerian passport, and renew it.';
    await publishNew(database.db, {
      slug: 'passport',
      title: 'Passport',
      kind: 'guide',
      content: JSON.stringify(guide),
    });
    // A guide still a draft is not listed.
    await saveWorkingCopy(database.db, 'nin', { title: 'NIN guide, new draft' });

    expect((await listed()).map((guide) => guide.slug)).toEqual(['nin', 'passport']);
    expect(await card('Passport')).toEqual({ badge: 'Full guide', link: '/documents/passport' });
    expect(await card('NIN')).toEqual({ badge: 'Full guide', link: '/documents/nin' });
    expect(await featured('International passport')).toBe('Full guide');
    const passport = await get('/documents/passport');
    expect(passport.status).toBe(200);
    // Named and described by the guide itself, not as the NIN guide.
    const { document } = read(await passport.text());
    expect(document.title).toBe('International passport · Citizen Guide Nigeria');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'How to apply for a Nigerian passport, and renew it.',
    );
    // In the sitemap and the feed once each, dated by the database; drafts never.
    const sitemap = await (await get('/sitemap-en.xml')).text();
    expect(sitemap).toContain(
      `<loc>${ORIGIN}/documents/passport</loc><lastmod>2026-12-02T08:00:00.000Z</lastmod>`,
    );
    expect(sitemap.split(`<loc>${ORIGIN}/documents/nin</loc>`)).toHaveLength(2);
    const feed = await (await get('/updates.xml')).text();
    expect(feed).toContain(`<id>${ORIGIN}/documents/passport</id>`);
    expect(feed.split(`<id>${ORIGIN}/documents/nin</id>`)).toHaveLength(2);
    expect(feed).not.toContain('new draft');

    await unpublish(database.db, 'passport');
    expect(await card('Passport')).toEqual({ badge: 'Coming soon', link: undefined });
  });

  it('renders a tab’s address with that tab chosen, for that address, so a tab tapped before the app opens (issue 30)', async () => {
    /** The chosen tab of the tablist named `list`, and the address the page says it was rendered for. */
    const chosen = async (path: string, list: string) => {
      const response = await get(path);
      const { document, page } = read(await response.text());
      return {
        status: response.status,
        tab: within(page.getByRole('tablist', { name: list })).getByRole('tab', { selected: true })
          .textContent,
        renderedFor: document.getElementById('root')?.dataset.path,
        etag: response.headers.get('ETag'),
      };
    };
    const guide = 'Sections of this guide';
    const first = await chosen('/documents/nin', guide);
    expect(first).toMatchObject({ status: 200, tab: 'Overview', renderedFor: '/documents/nin' });
    const process = await chosen('/documents/nin?tab=process', guide);
    expect(process).toMatchObject({ status: 200, tab: 'Process', renderedFor: '/documents/nin?tab=process' });
    expect(process.etag).not.toBe(first.etag);
    const yo = read(await (await get('/yo/documents/nin?tab=faqs')).text()).document;
    expect(yo.getElementById('root')?.dataset.path).toBe('/yo/documents/nin?tab=faqs');
    expect(yo.getElementById('nin-guide-tab-faqs')?.getAttribute('aria-selected')).toBe('true');
    // A tab the guide does not have: the page without one (the app then shows the first).
    expect(await chosen('/documents/nin?tab=nonsense', guide)).toMatchObject({
      tab: 'Overview',
      renderedFor: '/documents/nin',
    });

    const catalogue = 'Document categories';
    expect(await chosen('/documents?tab=business', catalogue)).toMatchObject({
      status: 200,
      tab: 'Business',
      renderedFor: '/documents?tab=business',
    });
    const { page } = read(await (await get('/documents?tab=business')).text());
    expect(within(page.getByRole('tabpanel')).getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(await chosen('/documents?tab=../admin', catalogue)).toMatchObject({
      tab: 'All',
      renderedFor: '/documents',
    });
  });
});

reportSkippedLeg();
