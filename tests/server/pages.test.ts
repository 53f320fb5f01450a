import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { within } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/database';
import { FORM_BYTES } from '../../server/pages/forms';
import { loadSite } from '../../server/site/loadSite';
import { removeFakeBuild, writeFakeBuild } from './utils/fakeBuild';
import { testRenderer } from './utils/rendererBuild';
import { openTestPglite } from './utils/testDatabase';

/*
 * The pages the server writes with the app's real renderer (built once a run as `npm run build` builds it),
 * for visitors whose browser runs no JavaScript, or whose page's script has not arrived yet: a search's
 * results, and the newsletter form's answer. Called in-process, as a browser would send them.
 */
let dist: string;
let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
const logged: string[] = [];

beforeAll(async () => {
  dist = writeFakeBuild();
  database = await openTestPglite('migrated');
  app = createApp({
    db: database.db,
    site: loadSite(dist),
    renderer: await testRenderer(),
    log: (line) => void logged.push(JSON.stringify(line)),
  });
}, 180_000);
afterAll(async () => {
  await database.close();
  removeFakeBuild(dist);
});

/** The page as a browser without JavaScript shows it, to be read by role and label. */
function read(html: string) {
  const { document } = new JSDOM(html).window;
  return { document, page: within(document.body) };
}

/** The hashes of the page's inline scripts: what its Content-Security-Policy must allow, and no more. */
const scriptHashes = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );

const search = (query: string, headers: Record<string, string> = {}) =>
  app.request(`/search?${new URLSearchParams({ q: query })}`, { headers });

describe('GET /search?q=… without the app', () => {
  it('answers with the results in the page, as the app shows them', async () => {
    const response = await search('passport');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const { page } = read(await response.text());
    expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeTruthy();
    const main = within(page.getByRole('main'));
    expect(main.getByRole<HTMLInputElement>('searchbox', { name: 'Search guides' }).value).toBe('passport');
    const results = main.getAllByRole('listitem').filter((item) => item.closest('[aria-label="Results"]'));
    expect(results.length).toBeGreaterThan(0);
    expect(main.getByText(`${results.length} results for “passport”`, { selector: 'p' })).toBeTruthy();
    const links = results.map((item) => within(item).getByRole('link'));
    expect(links.map((link) => link.getAttribute('href'))).toContain('/documents#doc-passport');
    expect(results[0]!.querySelector('mark')?.textContent).toMatch(/passport/i);
  });

  it('says when nothing was found', async () => {
    const { page } = read(await (await search('zzqxv')).text());
    expect(
      within(page.getByRole('main')).getByText('No results for “zzqxv”.', { selector: 'p' }),
    ).toBeTruthy();
  });

  it('shows markup in the query as text, and the page allows no script but its own', async () => {
    const query = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const response = await search(query);
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    const { page, document } = read(html);
    const count = within(page.getByRole('main')).getByText(/results for/, { selector: 'p' });
    expect(count.textContent).toContain(`“${query}”`);
    expect(document.querySelectorAll('img[src="x"]')).toHaveLength(0);
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toBe(
      `script-src 'self' ${scriptHashes(html).join(' ')}; object-src 'none'; base-uri 'none'; ` +
        `form-action 'self'; frame-ancestors 'none'`,
    );
  });

  it('searches only as much of an over-long query as the search box takes (200 characters)', async () => {
    const query = `passport ${'x'.repeat(500)}`;
    const { page } = read(await (await search(query)).text());
    const box = within(page.getByRole('main')).getByRole<HTMLInputElement>('searchbox');
    expect(box.value).toBe(query.slice(0, 200));
  });

  it('marks the page with the address it was rendered for, which the app hydrates', async () => {
    const { document } = read(await (await app.request('/search?q=nin&from=header')).text());
    expect(document.getElementById('root')?.dataset.path).toBe('/search?q=nin&from=header');
  });

  it('is the build’s own /search page when there are no words to search for', async () => {
    for (const address of ['/search', '/search?q=', '/search?q=+++', '/search?from=header']) {
      const response = await app.request(address);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<h1>Search</h1>'); // the fake build's page
    }
  });

  it('is compressed for browsers that take it, and answers HEAD without a body', async () => {
    const response = await search('nin', { 'Accept-Encoding': 'br, gzip' });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    expect(html).toContain('results for “nin”');
    const head = await app.request('/search?q=nin', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('never writes the query to the log', async () => {
    logged.length = 0;
    await search('my secret words');
    expect(logged.join('\n')).toContain('"path":"/search"');
    expect(logged.join('\n')).not.toMatch(/secret/);
  });
});

const FORM = 'application/x-www-form-urlencoded';
/** The form as the page sends it: with the wording shown beside it (its hint) and the empty honeypot. */
const signUp = (fields: Record<string, string>) =>
  app.request('/newsletter', {
    method: 'POST',
    headers: { 'Content-Type': FORM },
    body: new URLSearchParams({
      consent: 'We only use it to send you this newsletter.',
      website: '',
      ...fields,
    }).toString(),
  });

const THANKS = 'Thank you for your interest!';
/** SPEC §5's refusals, as a screen reader reads them (with the hidden "Error:"). */
const REFUSED = {
  required: 'Error: Enter your e-mail address',
  format: 'Error: Enter an e-mail address in the correct format, like name@example.com',
};

describe('POST /newsletter without the app', () => {
  it('answers with the page the form was on, thanking for the address and saying a link to confirm is on its way', async () => {
    logged.length = 0;
    const response = await signUp({ email: '  ada@example.com ', page: '/' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const { page } = read(await response.text());
    expect(page.getByRole('heading', { level: 1 }).textContent).toMatch(/Nigeria/); // the home page
    const form = within(page.getByRole('region', { name: 'Get new guides in your inbox' }));
    expect(form.getByRole('status').textContent).toBe(
      `${THANKS}Check your inbox: we are sending a link to ada@example.com. Open it to confirm your subscription — until you do, we send nothing else.`,
    );
    expect(form.queryByRole('textbox', { name: 'E-mail address' })).toBeNull();
    // The address is the visitor's: not in the log.
    expect(logged.join('\n')).toContain('"path":"/newsletter"');
    expect(logged.join('\n')).not.toContain('ada@');
  });

  it.each([
    ['ada@example', 'format'],
    ['', 'required'],
    ['   ', 'required'],
    [`${'a'.repeat(250)}@example.com`, 'format'],
  ] as const)(
    'refuses %j with the spec’s message, keeping what was typed in the field',
    async (email, error) => {
      const response = await signUp({ email, page: '/' });
      expect(response.status).toBe(422);
      const html = await response.text();
      const { page } = read(html);
      const form = within(page.getByRole('region', { name: 'Get new guides in your inbox' }));
      const field = form.getByRole('textbox', { name: 'E-mail address' });
      // As sent: the browser shows it as its e-mail field does (without the surrounding spaces).
      expect(field.getAttribute('value')).toBe(email);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const [errorId] = field.getAttribute('aria-describedby')!.split(' ');
      expect(read(html).document.getElementById(errorId!)?.textContent).toBe(REFUSED[error]);
      expect(form.queryByText(THANKS)).toBeNull();
    },
  );

  it('shows markup in the address as text, and the page allows no script but its own', async () => {
    // Shaped like an address (no space, one @, a dot after it), so it is thanked for, by name.
    const email = '"><script>alert(1)</script>@x.co';
    const response = await signUp({ email, page: '/' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)');
    const form = within(read(html).page.getByRole('region', { name: 'Get new guides in your inbox' }));
    expect(form.getByRole('status').textContent).toContain(`a link to ${email}.`);
    expect(response.headers.get('Content-Security-Policy')).toContain(
      `script-src 'self' ${scriptHashes(html).join(' ')};`,
    );
  });

  it('answers from the page it names, if it is one of the site’s pages', async () => {
    const response = await signUp({ email: 'ada@example.com', page: '/documents/nin' });
    expect(response.status).toBe(200);
    const { page } = read(await response.text());
    expect(page.getByRole('heading', { level: 1 }).textContent).toMatch(/NIN/);
  });

  it.each([
    ['a page that is not one of the site’s', { email: 'ada@example.com', page: 'https://evil.example/' }],
    ['a path that is not a page', { email: 'ada@example.com', page: '/documents/../admin' }],
    ['the not-found page', { email: 'ada@example.com', page: '/404' }],
    ['no page', { email: 'ada@example.com' }],
    ['no address field', { page: '/' }],
  ])('answers %s with 400 and a page saying the form could not be read', async (_what, fields) => {
    const response = await signUp(fields);
    expect(response.status).toBe(400);
    expect(response.headers.get('Location')).toBeNull();
    const { page } = read(await response.text());
    expect(page.getByRole('heading', { level: 1, name: 'That form could not be read' })).toBeTruthy();
  });

  it.each([
    ['JSON', 'application/json', JSON.stringify({ email: 'ada@example.com', page: '/' })],
    ['a field sent twice', FORM, 'email=ada%40example.com&page=%2F&page=%2Fadmin'],
    ['no content type', '', 'email=ada%40example.com&page=%2F'],
  ])('answers %s with 400', async (_what, type, body) => {
    const response = await app.request('/newsletter', {
      method: 'POST',
      headers: type ? { 'Content-Type': type } : {},
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('That form could not be read');
  });

  it("answers a body over the forms' limit with 413 and the same page, whether its length is declared or not", async () => {
    const body = `email=${'a'.repeat(FORM_BYTES)}%40example.com&page=%2F`;
    const declared = await app.request('/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': FORM, 'Content-Length': String(body.length) },
      body,
    });
    expect(declared.status).toBe(413);
    expect(await declared.text()).toContain('That form could not be read');
    const streamed = await app.request('/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': FORM },
      body: new Blob([body]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('leaves GET /newsletter the not-found page (SPEC §2)', async () => {
    expect((await app.request('/newsletter')).status).toBe(404);
  });
});

describe('the newsletter e-mails’ links', () => {
  it('open the home page in the subscriber’s language, the sign-up’s section asking for the button that confirms', async () => {
    const id = '00000000-0000-4000-8000-00000000a001';
    const at = new Date();
    await database.db
      .insertInto('newsletter_subscribers')
      .values({
        id,
        email: 'link@example.com',
        language: 'yo',
        page: '/yo',
        consent_text: 'A máa ń lò ó láti fi lẹ́tà ìròyìn yìí ránṣẹ́ sí yín nìkan.',
        status: 'pending',
        signed_up_at: at,
        confirmed_at: null,
        confirmation_sent_at: at,
      })
      .execute();
    await database.db
      .insertInto('newsletter_tokens')
      .values({
        token_hash: createHash('sha256').update('link-token').digest('hex'),
        subscriber_id: id,
        purpose: 'confirm',
        created_at: at,
      })
      .execute();
    const response = await app.request('/newsletter/confirm?token=link-token');
    expect(response.status).toBe(200);
    const { document, page } = read(await response.text());
    expect(document.documentElement.lang).toBe('yo');
    const section = within(page.getByRole('region', { name: 'Ẹ máa gba ìtọ́sọ́nà tuntun nínú ímeèlì yín' }));
    expect(section.getByRole('heading', { name: 'Ẹ jẹ́rìí sí ìforúkọsílẹ̀ yín' })).toBeTruthy();
    const button = section.getByRole('button', { name: 'Jẹ́rìí sí ìforúkọsílẹ̀ mi' });
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/yo/newsletter/confirm#newsletter');
    expect(form.querySelector<HTMLInputElement>('input[name="token"]')!.value).toBe('link-token');
  });
});
