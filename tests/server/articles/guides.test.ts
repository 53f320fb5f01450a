import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/database';
import { seedGuides } from '../../../server/articles/guideSeeds';
import { ARTICLE_SEARCH_PATH, publicArticlePath, type ArticleSearchList } from '@/shared/api/articles';
import {
  CONTENT_PATH,
  contentHistoryPath,
  contentItemPath,
  contentStepPath,
  type ContentHistory,
  type ContentItem,
  type ContentPage,
} from '@/shared/api/content';
import { WITHOUT_REVIEW_MISSING } from '@/shared/api/contentSchema';
import {
  forReaders,
  publicGuidePath,
  publicGuideTextsPath,
  type GuideContent,
  type GuideSeed,
  type PublicGuide,
} from '@/shared/api/guideContent';
import { guideSeeds } from '@/app/prerender';
import { ninGuideContent } from '@/features/guides/ninGuideContent';
import { sequentialId, type Browser } from '../utils/staffApp';
import { databaseLegs, reportSkippedLeg } from '../utils/testDatabase';
import {
  changed,
  contentAppEachTest,
  contentAudit,
  created,
  stepped,
  type ContentApp,
} from './contentTestApp';

let nin: GuideContent;
let seeds: GuideSeed[];
beforeAll(async () => {
  nin = await ninGuideContent();
  // What the real renderer gives the server (src/app/prerender.tsx; the fake build's gives none).
  seeds = await guideSeeds();
});

/** The NIN guide with its modification fee changed to `naira`. */
function withModificationFee(guide: GuideContent, naira: number): string {
  return JSON.stringify({
    ...guide,
    figures: { ...guide.figures, modificationFee: { kind: 'naira', value: naira } },
  });
}

describe.each(databaseLegs)('guides as content on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: ContentApp;
  contentAppEachTest(open, (now) => ({ database, app } = now));

  const seed = () => seedGuides(database.db, { clock: app.clock.clock, newId: sequentialId }, seeds);

  /** The seeded NIN guide as staff see it. */
  async function ninItem(browser: Browser = app.editor): Promise<ContentItem> {
    const list = (await (await browser.request('GET', `${CONTENT_PATH}?q=NIN`)).json()) as ContentPage;
    const summary = list.items.find((item) => item.kind === 'guide' && item.slug === 'nin');
    expect(summary).toBeDefined();
    return (await (await browser.request('GET', contentItemPath(summary!.id))).json()) as ContentItem;
  }

  const publicGuide = async (slug = 'nin') => {
    const response = await app.anonymous.request('GET', publicGuidePath(slug));
    return { status: response.status, body: (await response.json()) as PublicGuide };
  };

  const publish = (browser: Browser, item: ContentItem, fields: Record<string, unknown> = {}) =>
    browser.request('POST', contentStepPath(item.id, 'publish'), {
      revision: item.revision,
      change: 'major',
      changeNote: 'Modification fee updated.',
      ...fields,
    });

  it('loads the NIN guide once, published, as the code held it', async () => {
    expect(await seed()).toBe(true);
    expect(await seed()).toBe(false);
    const { status, body } = await publicGuide();
    expect(status).toBe(200);
    // As the code held it, each translation's verdict without staff's fingerprint of every text.
    expect(body.content).toEqual(forReaders(nin));
    expect(nin.translations?.yo?.strings).toBeDefined();
    expect(JSON.stringify(body)).not.toContain('"strings"');
    expect(body).toMatchObject({
      slug: 'nin',
      title: 'National Identification Number (NIN)',
      changeNotes: [],
    });
    const item = await ninItem();
    expect(item).toMatchObject({
      kind: 'guide',
      status: 'published',
      revision: 1,
      author: 'Citizen Guide Nigeria',
    });

    // Deleted by staff, it stays deleted however often the server starts.
    expect((await app.editor.request('DELETE', `${contentItemPath(item.id)}?revision=1`)).status).toBe(204);
    expect(await seed()).toBe(false);
    expect((await publicGuide()).status).toBe(404);
  });

  it('keeps guides out of what visitors read of the articles', async () => {
    await seed();
    expect((await app.anonymous.request('GET', publicArticlePath('nin'))).status).toBe(404);
    const search = (await (
      await app.anonymous.request('GET', ARTICLE_SEARCH_PATH)
    ).json()) as ArticleSearchList;
    expect(search.items.map((item) => item.slug)).not.toContain('nin');
    expect(search.items.length).toBeGreaterThan(0);
    // A guide's public address is its own: an article's address under /documents is not one.
    expect((await publicGuide('how-to-get-your-national-identification-number-nin')).status).toBe(404);
  });

  it('puts a published guide in the search list by its English, the NIN guide not (the build indexes it), a draft never', async () => {
    await seed();
    const passport = structuredClone(nin);
    passport.texts = { en: { ...nin.texts.en, [nin.title]: 'International passport' } };
    const draft = await created(app.writer, {
      kind: 'guide',
      title: 'Passport',
      slug: 'passport',
      content: JSON.stringify(passport),
    });
    const search = async () =>
      ((await (await app.anonymous.request('GET', ARTICLE_SEARCH_PATH)).json()) as ArticleSearchList).items;
    expect((await search()).filter((item) => item.kind === 'guide')).toEqual([]);

    await publish(app.editor, await stepped(app.writer, draft, 'submit'));
    const [guide, ...others] = (await search()).filter((item) => item.kind === 'guide');
    expect(others).toEqual([]);
    expect(guide).toMatchObject({ kind: 'guide', slug: 'passport', title: 'International passport' });
    // Its words, without the {placeholders} its figures fill.
    expect(guide!.text).toContain(nin.texts.en[nin.intro]!.replace(/\{\w+\}/g, ''));
    expect(guide!.text).not.toMatch(/\{\w+\}/);
  });

  it('answers one language’s texts, and ?lang= gives English with that language only', async () => {
    await seed();
    const texts = await app.anonymous.request('GET', publicGuideTextsPath('nin', 'ha'));
    expect(texts.status).toBe(200);
    expect(await texts.json()).toEqual({ texts: nin.texts.ha });
    expect((await app.anonymous.request('GET', publicGuideTextsPath('nin', 'fr'))).status).toBe(404);
    expect((await app.anonymous.request('GET', publicGuideTextsPath('passport', 'ha'))).status).toBe(404);
    const hausa = (await (
      await app.anonymous.request('GET', `${publicGuidePath('nin')}?lang=ha`)
    ).json()) as PublicGuide;
    expect(Object.keys(hausa.content.texts)).toEqual(['en', 'ha']);
  });

  it('answers an unchanged guide with 304 to its ETag', async () => {
    await seed();
    const first = await app.anonymous.request('GET', publicGuidePath('nin'));
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^"g-/);
    const again = await app.anonymous.request('GET', publicGuidePath('nin'), undefined, {
      'If-None-Match': etag,
    });
    expect(again.status).toBe(304);
  });

  it('refuses a guide whose content does not check, saying what to fix, and keeps nothing', async () => {
    const broken = {
      ...nin,
      texts: { ...nin.texts, en: { ...nin.texts.en, 'overview.what.p1': 'Pay {bribe}.' } },
    };
    const message = 'The en text “overview.what.p1” names {bribe}, which is not a figure or a dial code.';
    const response = await app.writer.request('POST', CONTENT_PATH, {
      kind: 'guide',
      title: 'Passport',
      summary: '',
      category: 'documents',
      content: JSON.stringify(broken),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message, fields: { content: message } });
    expect(
      await database.db.selectFrom('articles').select('id').where('kind', '=', 'guide').execute(),
    ).toEqual([]);

    await seed();
    const item = await ninItem(app.writer);
    const change = await app.writer.request('PUT', contentItemPath(item.id), {
      revision: item.revision,
      title: item.title,
      slug: item.slug,
      summary: item.summary,
      category: item.category,
      content: 'Not JSON at all',
    });
    expect(change.status).toBe(400);
    expect((await ninItem()).revision).toBe(item.revision);
  });

  it('keeps a translation’s status text by text, and refuses one naming a text the English lacks (issue 27)', async () => {
    await seed();
    const item = await ninItem(app.writer);
    const stored = JSON.parse(item.content) as GuideContent;
    expect(stored.translations?.yo?.strings?.['overview.what.p2']).toMatch(/^[0-9a-f]{8}$/);
    const withYoruba = (yo: object) =>
      JSON.stringify({ ...stored, translations: { ...stored.translations, yo } });

    const stray = {
      ...stored.translations!.yo,
      strings: { ...stored.translations!.yo!.strings, gone: '0123abcd' },
    };
    const message = 'The yo translation’s status names the text “gone”, which has no English.';
    const refused = await app.writer.request('PUT', contentItemPath(item.id), {
      revision: item.revision,
      title: item.title,
      slug: item.slug,
      summary: item.summary,
      category: item.category,
      content: withYoruba(stray),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: message, fields: { content: message } });
    expect((await ninItem()).revision).toBe(item.revision);

    const rechecked = {
      ...stored.translations!.yo,
      rechecked: { 'overview.what.p2': { reviewer: 'Adébáyọ̀ Ọlábísí', checkedOn: '2026-12-02' } },
    };
    const saved = await changed(app.writer, item, { content: withYoruba(rechecked) });
    expect((JSON.parse(saved.content) as GuideContent).translations?.yo).toEqual(rechecked);
  });

  it('publishes a writer’s change to a guide once an editor who did not write it approves', async () => {
    await seed();
    const draft = await changed(app.writer, await ninItem(app.writer), {
      content: withModificationFee(nin, 700),
    });
    const submitted = await stepped(app.writer, draft, 'submit');
    // Visitors still read the published fee.
    expect((await publicGuide()).body.content.figures.modificationFee).toEqual({ kind: 'naira', value: 500 });

    const response = await publish(app.editor, submitted);
    expect(response.status, await response.clone().text()).toBe(200);
    const { body } = await publicGuide();
    expect(body.content.figures.modificationFee).toEqual({ kind: 'naira', value: 700 });
    expect(body.changeNotes).toEqual([
      { at: expect.any(String) as string, note: 'Modification fee updated.' },
    ]);
  });

  it('refuses an editor publishing their own change to a guide, and a new guide published at once', async () => {
    await seed();
    const own = await changed(app.editor, await ninItem(), { content: withModificationFee(nin, 700) });
    const refused = await publish(app.editor, own);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      error:
        'A guide’s change goes out only after a second editor has checked it: submit it for review, and an editor who did not write it publishes it.',
    });
    // Scheduling it is publishing it later: the same rule.
    const scheduled = await publish(app.editor, own, {
      scheduledAt: new Date(app.clock.clock().getTime() + 3_600_000).toISOString(),
    });
    expect(scheduled.status).toBe(422);
    // Another editor (here the admin, who did not write it) may.
    expect((await publish(app.admin, own)).status).toBe(200);

    const direct = await app.editor.request('POST', CONTENT_PATH, {
      kind: 'guide',
      title: 'Passport',
      slug: 'passport',
      summary: '',
      category: 'documents',
      content: JSON.stringify(nin),
      status: 'published',
    });
    expect(direct.status).toBe(422);
    // An article is the editor's to publish directly, as before.
    expect((await created(app.editor, { status: 'published' })).status).toBe('published');
  });

  it('lets an admin publish their own guide change without review, with the reason in the history and the audit log', async () => {
    await seed();
    const own = await changed(app.admin, await ninItem(app.admin), {
      content: withModificationFee(nin, 700),
    });

    const noReason = await publish(app.admin, own, { withoutReview: ' ' });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toEqual({
      error: WITHOUT_REVIEW_MISSING,
      fields: { withoutReview: WITHOUT_REVIEW_MISSING },
    });
    const byEditor = await publish(app.editor, own, { withoutReview: 'Urgent.' });
    expect(byEditor.status).toBe(403);
    const later = await publish(app.admin, own, {
      withoutReview: 'Urgent.',
      scheduledAt: new Date(app.clock.clock().getTime() + 3_600_000).toISOString(),
    });
    expect(later.status).toBe(422);

    const reason = 'NIMC changed the fee today; no second editor is on duty.';
    const response = await publish(app.admin, own, { withoutReview: reason });
    expect(response.status, await response.clone().text()).toBe(200);
    const history = (await (
      await app.admin.request('GET', contentHistoryPath(own.id))
    ).json()) as ContentHistory;
    expect(history.entries[0]).toMatchObject({ event: 'published', by: 'admin', withoutReview: reason });
    expect(history.entries.slice(1).every((entry) => entry.withoutReview === null)).toBe(true);
    expect((await contentAudit(database)).at(-1)).toEqual([
      'contentPublished',
      'admin@example.gov.ng',
      'National Identification Number (NIN)',
      `revision ${own.revision + 1}, without review (${reason}): Modification fee updated.`,
    ]);

    // Not for articles: an editor publishes those directly.
    const article = await created(app.admin);
    const onArticle = await publish(app.admin, article, { changeNote: undefined, withoutReview: reason });
    expect(onArticle.status).toBe(422);
  });

  it('lists the guides whose facts are due for checking, by the day in Lagos, and not the articles', async () => {
    await seed();
    const due = async () => {
      const response = await app.editor.request('GET', `${CONTENT_PATH}?view=factsDue`);
      expect(response.status, await response.clone().text()).toBe(200);
      return ((await response.json()) as ContentPage).items.map((item) => item.slug);
    };
    const withFeesDueBy = (checkBy: string) =>
      JSON.stringify({
        ...nin,
        facts: nin.facts.map((fact) => (fact.id === 'fees' ? { ...fact, checkBy } : fact)),
      });
    await created(app.editor, { title: 'An article' });
    expect(await due()).toEqual([]);
    // The fees are due on 26 November; the clock starts at 10:00 in Lagos on the 25th.
    const item = await changed(app.editor, await ninItem(), { content: withFeesDueBy('2026-11-26') });
    expect(await due()).toEqual([]);
    // 23:30 in Lagos on the 25th: not yet.
    app.clock.advance(Date.parse('2026-11-25T22:30:00Z') - app.clock.clock().getTime());
    expect(await due()).toEqual([]);
    // 00:30 in Lagos on the 26th (still the 25th in UTC): due.
    app.clock.advance(60 * 60_000);
    expect(await due()).toEqual(['nin']);

    // Checked again: off the list.
    await changed(app.editor, item, { content: withFeesDueBy('2027-05-26') });
    expect(await due()).toEqual([]);
  });

  it('takes a guide down: its address then answers 410', async () => {
    await seed();
    await stepped(app.editor, await ninItem(), 'unpublish', { reason: 'Being rewritten.' });
    expect((await publicGuide()).status).toBe(410);
  });
});

reportSkippedLeg();
