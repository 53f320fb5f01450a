import { within } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { PasswordHasher } from '../../server/accounts/passwords';
import { hashToken } from '../../server/accounts/tokens';
import type { DatabaseHandle } from '../../server/db/database';
import type { Renderer } from '../../server/pages/loadRenderer';
import type { Site } from '../../server/site/loadSite';
import {
  PREVIEW_LINK_HOURS,
  previewLinkPath,
  previewLinksPath,
  staffPreviewPath,
  type PreviewLink,
} from '@/shared/api/content';
import { ninGuideContent } from '@/features/guides/ninGuideContent';
import { publishNew, saveWorkingCopy } from './utils/articleRows';
import { realRendererOnFakeBuild } from './utils/rendererBuild';
import { addAccount, Browser, fakeClock, sequentialId } from './utils/staffApp';
import { databaseLegs, reportSkippedLeg } from './utils/testDatabase';

/*
 * Previews of an article's working copy, rendered by the app's real renderer: for signed-in staff at
 * their private address, and for anyone holding a preview link until it expires; never for search
 * engines or caches. On both databases.
 */
const ORIGIN = 'https://guide.example.gov.ng';
const SLUG = 'renewing-a-passport';
const PUBLISHED_TITLE = 'Renewing a passport';
const DRAFT_TITLE = 'Renewing your passport in 2027';
const PASSWORD = 'correct horse battery staple';
const HOUR = 60 * 60 * 1000;

/** Passwords are not what these tests are about. */
const plainHasher: PasswordHasher = {
  hash: async (password) => `plain:${password}`,
  verify: async (stored, password) => stored === `plain:${password}`,
  needsRehash: () => false,
};

let site: Site;
let renderer: Renderer;
realRendererOnFakeBuild((built) => ({ site, renderer } = built));

/** A page as a browser shows it, to be read by role and label. */
function read(html: string) {
  const { document } = new JSDOM(html).window;
  return { document, page: within(document.body) };
}

describe.each(databaseLegs)('article previews on $name', (leg) => {
  let database: DatabaseHandle;
  let clock: ReturnType<typeof fakeClock>;
  let app: ReturnType<typeof createApp>;
  let tokens: number;
  let articleId: string;

  beforeEach(async () => {
    database = await leg.open('migrated');
    clock = fakeClock('2026-12-10T09:00:00.000Z');
    tokens = 0;
    writer = undefined;
    app = createApp({
      db: database.db,
      site,
      renderer,
      log: () => {},
      clock: clock.clock,
      newId: sequentialId,
      hasher: plainHasher,
      // Secrets a test can tell apart; the cookie and anti-forgery tokens come from here too.
      randomToken: () => `token-${++tokens}-${'x'.repeat(32)}`,
      origin: { trustProxy: false, publicOrigin: ORIGIN },
      // Sessions that outlast the clock the tests move: a link outlives whoever made it.
      sessionLimits: { idleMinutes: 60 * 24 * 60, maxHours: 24 * 60 },
    });
    // A published article whose working copy holds a change visitors do not see yet.
    await publishNew(database.db, { slug: SLUG, title: PUBLISHED_TITLE, at: '2026-12-01T08:00:00Z' });
    await saveWorkingCopy(
      database.db,
      SLUG,
      { title: DRAFT_TITLE, content: 'Bring your old passport <b>and</b> your NIN slip.' },
      '2026-12-09T08:00:00Z',
    );
    articleId = (
      await database.db.selectFrom('articles').select('id').where('slug', '=', SLUG).executeTakeFirstOrThrow()
    ).id;
  });
  afterEach(() => database.close());

  /** A writer signed in in a browser of their own (one account per test: signed in once). */
  let writer: Promise<Browser> | undefined;
  const signedIn = () =>
    (writer ??= (async () => {
      await addAccount(database, plainHasher, {
        email: 'writer@example.gov.ng',
        role: 'writer',
        password: PASSWORD,
      });
      const browser = new Browser({ app });
      expect((await browser.signIn('writer@example.gov.ng', PASSWORD)).status).toBe(200);
      return browser;
    })());

  /** A preview link made by a signed-in writer. */
  async function newLink(): Promise<PreviewLink> {
    const response = await (await signedIn()).request('POST', previewLinksPath(articleId));
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as PreviewLink;
  }

  /** The preview's promises to whoever gets it: the draft under its banner, for no index or cache. */
  async function expectPreview(response: Response) {
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store, private');
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex');
    const { document, page } = read(await response.text());
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    // A page without the app, which would replace it with its not-found page.
    expect(document.querySelector('script[type="module"], script#page-data')).toBeNull();
    const main = page.getByRole('main');
    const banner = within(main).getByText(
      (_, element) => element?.tagName === 'P' && /^Draft — not published\./.test(element.textContent),
    );
    expect(banner.textContent).toBe(
      'Draft — not published. This page is a preview: visitors cannot see it yet.',
    );
    // At the top of main: the first text a reader or a screen reader meets there.
    expect(main.textContent.trim().startsWith('Draft — not published.')).toBe(true);
    expect(within(main).getByRole('heading', { level: 1, name: DRAFT_TITLE })).toBeTruthy();
    // What staff typed is text, never markup.
    expect(within(main).getByText('Bring your old passport <b>and</b> your NIN slip.')).toBeTruthy();
    expect(main.querySelector('b')).toBeNull();
  }

  it('shows signed-in staff the working copy at its private address, while visitors still read the published one', async () => {
    const staff = await signedIn();
    await expectPreview(await staff.request('GET', staffPreviewPath(articleId)));
    const { page } = read(await (await app.request(`/articles/${SLUG}`)).text());
    expect(page.getByRole('heading', { level: 1, name: PUBLISHED_TITLE })).toBeTruthy();
  });

  it('sends someone signed out to sign in, naming the preview as where to go next', async () => {
    const response = await new Browser({ app }).request('GET', staffPreviewPath(articleId));
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(
      `/login?next=${encodeURIComponent(staffPreviewPath(articleId))}`,
    );
    expect(await response.text()).not.toContain(DRAFT_TITLE);
  });

  it("answers a staff preview of an article that does not exist with the site's not-found page", async () => {
    const staff = await signedIn();
    for (const id of ['00000000-0000-4000-8000-00000000dead', 'not-an-id'])
      expect((await staff.request('GET', staffPreviewPath(id))).status).toBe(404);
  });

  it('makes a preview link on the public origin that expires in 24 hours, stores only its hash, and audits it', async () => {
    const link = await newLink();
    const token = link.url.slice(`${ORIGIN}/preview/`.length);
    expect(link.url).toBe(`${ORIGIN}${previewLinkPath(token)}`);
    expect(link.expiresAt).toBe(new Date(clock.clock().getTime() + PREVIEW_LINK_HOURS * HOUR).toISOString());
    const rows = await database.db.selectFrom('preview_links').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const audit = await database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'previewLinkCreated')
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ actor_email: 'writer@example.gov.ng', subject: articleId }),
    ]);
  });

  it('opens the preview for anyone with the link, signed in or not, until it expires; then says so', async () => {
    const link = await newLink();
    const path = new URL(link.url).pathname;
    await expectPreview(await app.request(path));

    clock.advance(PREVIEW_LINK_HOURS * HOUR - 1000);
    expect((await app.request(path)).status).toBe(200);
    clock.advance(2000);
    const expired = await app.request(path);
    expect(expired.status).toBe(410);
    expect(expired.headers.get('Cache-Control')).toBe('no-store, private');
    expect(expired.headers.get('X-Robots-Tag')).toBe('noindex');
    const { page } = read(await expired.text());
    expect(
      page.getByRole('heading', { level: 1, name: 'This preview link has expired or is wrong' }),
    ).toBeTruthy();
    expect(page.getByText(/Ask whoever sent you this one for a new link\./)).toBeTruthy();
    expect(page.queryByText(DRAFT_TITLE)).toBeNull();
  });

  it('deletes expired links as new ones are made', async () => {
    await newLink();
    clock.advance(PREVIEW_LINK_HOURS * HOUR + 1000);
    const fresh = await newLink();
    const rows = await database.db.selectFrom('preview_links').select('expires_at').execute();
    expect(rows.map((row) => row.expires_at.toISOString())).toEqual([fresh.expiresAt]);
  });

  it('answers a link that never was one with 404 and the same page', async () => {
    await newLink();
    const response = await app.request(previewLinkPath('not-a-real-token'));
    expect(response.status).toBe(404);
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(await response.text()).toContain('This preview link has expired or is wrong');
  });

  it('makes links for signed-in staff only, for articles that exist', async () => {
    const anonymous = new Browser({ app });
    expect((await anonymous.request('POST', previewLinksPath(articleId))).status).toBe(401);
    const staff = await signedIn();
    const missing = await staff.request('POST', previewLinksPath('00000000-0000-4000-8000-00000000dead'));
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toBe(
      'There is no such article. It may have been deleted.',
    );
    expect((await staff.request('POST', previewLinksPath('not-an-id'))).status).toBe(404);
    expect(await database.db.selectFrom('preview_links').selectAll().execute()).toEqual([]);
  });

  it('previews a guide’s working copy as its page, naming its facts due for checking, for staff and by link', async () => {
    const guide = await ninGuideContent();
    await publishNew(database.db, {
      slug: 'passport',
      title: 'Passport',
      kind: 'guide',
      content: JSON.stringify(guide),
    });
    // The draft: a new heading, and one fact past its check-by day (the clock is at 10 December).
    const draft = structuredClone(guide);
    draft.texts.en[draft.title] = 'International passport';
    draft.facts[0]!.checkBy = '2026-12-10';
    await saveWorkingCopy(
      database.db,
      'passport',
      { content: JSON.stringify(draft) },
      '2026-12-09T08:00:00Z',
    );
    const { id } = await database.db
      .selectFrom('articles')
      .select('id')
      .where('slug', '=', 'passport')
      .executeTakeFirstOrThrow();

    const staff = await signedIn();
    const link = (await (await staff.request('POST', previewLinksPath(id))).json()) as PreviewLink;
    for (const response of [
      await staff.request('GET', staffPreviewPath(id)),
      await app.request(new URL(link.url).pathname),
    ]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('X-Robots-Tag')).toBe('noindex');
      const { document, page } = read(await response.text());
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      const main = within(page.getByRole('main'));
      expect(main.getByRole('heading', { level: 1, name: 'International passport' })).toBeTruthy();
      expect(main.getByText(/^Draft — not published\./)).toBeTruthy();
      expect(main.getByText(/^Facts on this page due for checking: 1\./)).toBeTruthy();
      expect(main.getByText(draft.facts[0]!.label, { selector: '.alert li' })).toBeTruthy();
    }
    // Visitors still read the published guide, with no word of facts due.
    const { page } = read(await (await app.request('/documents/passport')).text());
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('National Identification Number (NIN)');
    expect(page.queryByText(/due for checking/)).toBeNull();
  });

  it('refuses a link asked for from another site (the forgery guard)', async () => {
    const staff = await signedIn();
    const response = await staff.request('POST', previewLinksPath(articleId), undefined, {
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(response.status).toBe(403);
  });
});

reportSkippedLeg();
