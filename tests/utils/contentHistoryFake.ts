import { http, HttpResponse, type JsonBodyType } from 'msw';
import * as v from 'valibot';
import {
  CONTENT_PATH,
  IDEMPOTENCY_HEADER,
  type ContentConflict,
  type ContentHistory,
  type ContentItem,
  type ContentVersion,
  type HistoryEntry,
} from '@/shared/api/content';
import {
  contentConflictSchema,
  contentHistorySchema,
  contentItemSchema,
  contentVersionSchema,
  restoreSchema,
} from '@/shared/api/contentSchema';
import type { ApiError } from '@/shared/api/errors';
import { refusedFor, sessionOf } from './accountsFake';
import { storedContentItem } from './contentFake';

/**
 * An article's history as the browser's tests meet it (msw): the versions a test seeds, the history and
 * version endpoints, and restore, with the contract's rules (content.ts): a restore made from a stale
 * revision gets 409 ContentConflict and changes nothing, an unknown `from` gets 422, a replayed
 * Idempotency-Key gets the first answer. Requests are checked with the shared schemas and every answer
 * is parsed by its response schema before it is sent. An article a test did not seed here but the
 * content fake holds (contentFake.ts: the editor's other tests) has one version, its working copy.
 */

/** The server's sentences, so a test can expect what a person is told. */
export const HISTORY_REFUSALS = {
  noSuchArticle: 'There is no such article. It may have been deleted.',
  noSuchVersion: 'There is no such version of this article.',
  stale:
    'Someone else saved this article after you opened it. Compare their version with yours and choose what to keep.',
  unknownFrom: 'There is no such version of this article to restore.',
} as const;

/** One version as a test seeds it: what made it and its text; the rest is filled in. */
export type VersionSeed = Partial<Omit<ContentVersion, 'revision'>> &
  Pick<ContentVersion, 'title' | 'content'>;

interface Stored {
  item: ContentItem;
  /** Oldest first (a seeded article: versions[i] is revision i + 1). */
  versions: ContentVersion[];
}

const state = {
  articles: new Map<string, Stored>(),
  /** Restore requests as they reached the fake (a test asserts on the key and body). */
  restores: [] as { key: string | null; body: unknown; replayed: boolean }[],
  answers: new Map<string, { status: number; body: unknown }>(),
  /** What the next requests get instead of their answer, in order: a status (a failing server) or none at all. */
  failures: [] as (number | 'network')[],
  clock: 0,
};

export function resetContentHistory() {
  state.articles.clear();
  state.restores.length = 0;
  state.answers.clear();
  state.failures.length = 0;
  state.clock = 0;
}

/** The next requests, one per entry, fail: with that status, or as a fetch without a network does. */
export function failNextHistoryRequests(...failures: (number | 'network')[]) {
  state.failures.push(...failures);
}

/** Each step one minute after the last, from a fixed start (a Lagos afternoon): the same in every run. */
function tick(): string {
  state.clock += 1;
  return new Date(Date.UTC(2026, 10, 25, 13, state.clock)).toISOString();
}

const ID = '00000000-0000-4000-b000-000000000001';

/**
 * An article whose versions are `seeds`, oldest first (revision 1 first); the working copy is the last.
 * `item` sets the item's other fields (status, publishedRevision…).
 */
export function seedHistory(seeds: VersionSeed[], item: Partial<ContentItem> = {}): ContentItem {
  const versions = seeds.map((seed, i): ContentVersion => ({
    revision: i + 1,
    event: i === 0 ? 'created' : 'saved',
    at: tick(),
    by: 'Ada Obi',
    note: null,
    withoutReview: null,
    slug: 'how-to-get-your-nin',
    summary: '',
    category: 'documents',
    ...seed,
  }));
  const last = versions[versions.length - 1]!;
  const published = item.publishedRevision ?? null;
  const stored: Stored = {
    item: v.parse(contentItemSchema, {
      id: ID,
      kind: 'article',
      slug: last.slug,
      title: last.title,
      summary: last.summary,
      category: last.category,
      content: last.content,
      author: versions[0]!.by,
      status: published ? 'published' : 'draft',
      revision: last.revision,
      dateCreated: versions[0]!.at,
      dateModified: last.at,
      publishedAt: published ? versions[published - 1]!.at : null,
      firstPublishedAt: published ? versions[published - 1]!.at : null,
      publishedRevision: published,
      hasUnpublishedChanges: published !== null && published !== last.revision,
      review: 'none',
      reviewComment: null,
      submittedBy: null,
      scheduledAt: null,
      lastMajorUpdateAt: published ? versions[published - 1]!.at : null,
      createdBy: null,
      updatedBy: null,
      ...item,
    } satisfies ContentItem),
    versions,
  };
  state.articles.set(ID, stored);
  return { ...stored.item };
}

/** The article's versions: seeded here, or the content fake's item as its only version. */
function storedArticle(id: string): Stored | undefined {
  const seeded = state.articles.get(id);
  if (seeded) return seeded;
  const item = storedContentItem(id);
  if (!item) return undefined;
  const { revision, slug, title, summary, category, content, dateModified, author } = item;
  const event = item.publishedRevision === revision ? 'published' : 'created';
  return {
    item,
    versions: [
      {
        revision,
        event,
        at: dateModified,
        by: author,
        note: null,
        withoutReview: null,
        slug,
        title,
        summary,
        category,
        content,
      },
    ],
  };
}

/** Version `revision` of a stored article. */
const versionOf = (stored: Stored, revision: number) =>
  stored.versions.find((version) => version.revision === revision);

/** Adds a version to the article, as the server does after a save or a restore; returns the item. */
function addVersion(stored: Stored, version: Omit<ContentVersion, 'revision' | 'at'>): ContentItem {
  const revision = stored.item.revision + 1;
  const at = tick();
  stored.versions.push({ ...version, revision, at });
  const { slug, title, summary, category, content } = version;
  Object.assign(stored.item, { slug, title, summary, category, content, revision, dateModified: at });
  stored.item.hasUnpublishedChanges = stored.item.publishedRevision !== null;
  return { ...stored.item };
}

/** Someone else saves the article (a new version), as another person's browser would. */
export function saveElsewhere(
  id: string,
  fields: Partial<Pick<ContentVersion, 'title' | 'summary' | 'content'>>,
) {
  const stored = state.articles.get(id);
  if (!stored) throw new Error(`No article ${id} in the history fake.`);
  const last = stored.versions[stored.versions.length - 1]!;
  return addVersion(stored, { ...last, event: 'saved', by: 'Bola Ade', note: null, ...fields });
}

/** The restore requests the fake received. */
export const historyReceived = {
  get restores(): readonly { key: string | null; body: unknown; replayed: boolean }[] {
    return state.restores;
  },
};

const json = <T extends JsonBodyType>(schema: v.GenericSchema<unknown, T>, body: T, status = 200) =>
  HttpResponse.json(v.parse(schema, body), { status });
const error = (status: number, message: string, fields?: Record<string, string>) =>
  HttpResponse.json<ApiError>({ error: message, ...(fields && { fields }) }, { status });

/** The failure the test set up for this request, if any. */
function failure(): Response | undefined {
  const next = state.failures.shift();
  if (next === undefined) return undefined;
  return next === 'network'
    ? HttpResponse.error()
    : error(next, 'The server could not answer. Try again in a moment.');
}

/** The history entry of a version: whether its text differs from the one before. */
function entryOf(version: ContentVersion, before: ContentVersion | undefined): HistoryEntry {
  const { revision, event, at, by, note, title, withoutReview } = version;
  const fields = ['slug', 'title', 'summary', 'category', 'content'] as const;
  const textChanged = !before || fields.some((field) => version[field] !== before[field]);
  return { revision, event, at, by, note, title, textChanged, withoutReview };
}

// The paths of contentHistoryPath, contentVersionPath and contentStepPath with msw's parameters (those
// functions encode ":" in an id, so they cannot spell a pattern).
export const contentHistoryHandlers = [
  http.get(`${CONTENT_PATH}/:id/history`, ({ request, params }) => {
    const failed = failure();
    if (failed) return failed;
    const session = sessionOf(request);
    if (typeof session === 'string') return refusedFor(session);
    const stored = storedArticle(String(params.id));
    if (!stored) return error(404, HISTORY_REFUSALS.noSuchArticle);
    const entries = stored.versions.map((version, i) => entryOf(version, stored.versions[i - 1])).reverse();
    return json<ContentHistory>(contentHistorySchema, { entries });
  }),
  http.get(`${CONTENT_PATH}/:id/history/:revision`, ({ request, params }) => {
    const failed = failure();
    if (failed) return failed;
    const session = sessionOf(request);
    if (typeof session === 'string') return refusedFor(session);
    const stored = storedArticle(String(params.id));
    if (!stored) return error(404, HISTORY_REFUSALS.noSuchArticle);
    const version = versionOf(stored, Number(params.revision));
    return version ? json(contentVersionSchema, version) : error(404, HISTORY_REFUSALS.noSuchVersion);
  }),
  http.post(`${CONTENT_PATH}/:id/restore`, async ({ request, params }) => {
    const failed = failure();
    if (failed) return failed;
    const session = sessionOf(request);
    if (typeof session === 'string') return refusedFor(session);
    const key = request.headers.get(IDEMPOTENCY_HEADER);
    const body = (await request.json().catch(() => null)) as unknown;
    const answered = key === null ? undefined : state.answers.get(`${session.user.id}:${key}`);
    state.restores.push({ key, body, replayed: answered !== undefined });
    if (answered) return HttpResponse.json(answered.body as JsonBodyType, { status: answered.status });
    const answer = restore(String(params.id), body, session.user.name);
    if (key !== null) state.answers.set(`${session.user.id}:${key}`, answer);
    return HttpResponse.json(answer.body as JsonBodyType, { status: answer.status });
  }),
];

/** The restore itself: the answer's status and body, kept for the key. */
function restore(id: string, body: unknown, by: string): { status: number; body: unknown } {
  const parsed = v.safeParse(restoreSchema, body);
  if (!parsed.success) return { status: 400, body: { error: parsed.issues[0].message } satisfies ApiError };
  const stored = storedArticle(id);
  if (!stored) {
    const conflict: ContentConflict = { error: HISTORY_REFUSALS.noSuchArticle, current: null };
    return { status: 409, body: v.parse(contentConflictSchema, conflict) };
  }
  const { revision, from } = parsed.output;
  if (revision !== stored.item.revision) {
    const conflict: ContentConflict = { error: HISTORY_REFUSALS.stale, current: { ...stored.item } };
    return { status: 409, body: v.parse(contentConflictSchema, conflict) };
  }
  const source = versionOf(stored, from);
  if (!source)
    return {
      status: 422,
      body: {
        error: HISTORY_REFUSALS.unknownFrom,
        fields: { from: HISTORY_REFUSALS.unknownFrom },
      } satisfies ApiError,
    };
  const item = addVersion(stored, { ...source, event: 'restored', by, note: `from revision ${from}` });
  return { status: 200, body: v.parse(contentItemSchema, item) };
}
