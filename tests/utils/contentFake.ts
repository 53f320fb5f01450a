import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import {
  CHANGE_NOTE_MISSING,
  cancelScheduleSchema,
  contentChangeSchema,
  contentConflictSchema,
  contentItemSchema,
  contentPageSchema,
  contentQuerySchema,
  deleteQuerySchema,
  newContentSchema,
  previewLinkSchema,
  publishSchema,
  sendBackSchema,
  submitForReviewSchema,
  unpublishSchema,
} from '@/shared/api/contentSchema';
import {
  CONTENT_PATH,
  IDEMPOTENCY_HEADER,
  PREVIEW_LINK_HOURS,
  previewLinkPath,
  type ContentConflict,
  type ContentItem,
  type ContentPage,
  type ContentStatus,
  type ContentSummary,
  type PreviewLink,
} from '@/shared/api/content';
import type { ApiError } from '@/shared/api/errors';
import type { Role } from '@/shared/api/accounts';
import { slugFromTitle } from '@/shared/lib/slug';
import { lagosDay } from '@/shared/lib/lagosTime';
import type { GuideContent } from '@/shared/api/guideContent';
import { factsDue } from '@/features/content/guide/guideEditing';
import { refusedFor, sessionOf } from './accountsFake';
import { without } from './without';

/**
 * The staff content API (src/shared/api/content.ts) as the browser's tests meet it (msw): an in-memory
 * store of articles with revisions, roles, paging, the work lists, the workflow's steps, preview links
 * and Idempotency-Key replays, as the server answers them (server/articles/contentRoutes.ts,
 * workflowSteps.ts). Requests are checked with the shared request schemas and
 * every answer is parsed by its response schema before it is sent, so the fake cannot drift from the
 * contract (apiHandlers.test.ts). Tests can take the network away, make the server fail, or hold
 * answers back, to show what a person sees then.
 */

/** The server's sentences (contentRoutes.ts), so a test can expect the reason a person is given. */
export const CONTENT_REFUSALS = {
  noSuchArticle: 'There is no such article. It may have been deleted.',
  slugTaken: 'This address is already used by another article. Choose another.',
  stale:
    'Someone else saved this article after you opened it. Compare their version with yours and choose what to keep.',
  deleted: 'This article was deleted after you opened it. Copy your text if you want to keep it.',
  publish: 'Only an editor or an admin can publish an article. Submit it for review: an editor publishes it.',
  rename:
    'Only an editor or an admin can change the address of an article visitors may have seen. Ask one to rename it.',
  sendBack: 'Only an editor or an admin can send an article back to its author.',
  cancelSchedule: 'Only an editor or an admin can cancel a scheduled publication.',
  unpublish: 'Only an editor or an admin can unpublish an article.',
  delete: 'Only an editor or an admin can delete an article.',
  alreadySubmitted: 'This article is already waiting for review by an editor.',
  nothingToPublish:
    'There is nothing new to publish: visitors already read this version. Change the article first.',
  notSubmitted: 'Only an article waiting for review can be sent back. Ask the author to submit it first.',
  ownSubmission: 'You submitted this article yourself: another editor reviews it and sends it back.',
  firstIsMajor: 'The first publication of an article is a major change. Choose “major change” to publish it.',
  minorWithNote:
    'A minor fix has no public note. Remove the note, or choose “major change” if readers should know.',
  noteMissing: CHANGE_NOTE_MISSING,
  notInFuture: 'Choose a time in the future. To publish straight away, publish without a time.',
  notScheduled: 'This article is not scheduled to be published: there is nothing to cancel.',
  notPublished: 'This article is not published: there is nothing to take down.',
  keyReused: `This ${IDEMPOTENCY_HEADER} was already used for a different request. Send this change with a new key.`,
  badKey: `The ${IDEMPOTENCY_HEADER} header must be 1 to 100 letters, digits, hyphens or underscores.`,
} as const;

const KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** A write as it reached the fake server: what a test asserts on (sent once, the same key on a retry). */
export interface ReceivedWrite {
  method: string;
  path: string;
  key: string | null;
  body: unknown;
  /** True when the key had been seen before and the first answer was sent again. */
  replayed: boolean;
}

interface StoredAnswer {
  hash: string;
  status: number;
  body: unknown;
}

const state = {
  items: [] as ContentItem[],
  answers: new Map<string, StoredAnswer>(),
  received: [] as ReceivedWrite[],
  /** How many writes changed the store (a replay changes nothing). */
  applied: 0,
  network: 'online' as 'online' | 'offline',
  /** Statuses the next requests get instead of their answer (a failing server), in order. */
  failures: [] as number[],
  /** While set, every answer waits for it (a test sees what shows while a request is on its way). */
  held: null as Promise<void> | null,
  /** How many writes are done but their answer lost on the way back (the case a key exists for). */
  lostAnswers: 0,
  /** The signed-in person's role as the server now has it, when an admin changed it meanwhile. */
  roleNow: null as Role | null,
  clock: 0,
};

/** What the fake received and did since the last reset. */
export const contentReceived = {
  get writes(): readonly ReceivedWrite[] {
    return state.received;
  },
  get applied() {
    return state.applied;
  },
  get lists(): readonly string[] {
    return listRequests;
  },
};
const listRequests: string[] = [];

export function resetContent() {
  state.items.length = 0;
  state.answers.clear();
  state.received.length = 0;
  state.applied = 0;
  state.network = 'online';
  state.failures.length = 0;
  state.held = null;
  state.lostAnswers = 0;
  state.roleNow = null;
  state.clock = 0;
  listRequests.length = 0;
}

/** The fake server's clock: 1 March 2026, 09:00 UTC, and one minute more with each change. */
const timeAt = (minutes: number) => new Date(Date.UTC(2026, 2, 1, 9, minutes));
/** Each change one minute after the last, from a fixed start: answers are the same in every run. */
function tick(): string {
  state.clock += 1;
  return timeAt(state.clock).toISOString();
}
/** What the fake server's clock says now (a scheduled time must be after it). */
export const contentClockNow = (): Date => timeAt(state.clock);

let ids = 0;
const nextId = () => `00000000-0000-4000-a000-${String(++ids).padStart(12, '0')}`;

/**
 * Adds an article to the fake server (a draft by Test writer unless `fields` say otherwise; a published
 * one with nothing unpublished).
 */
export function seedContentItem(fields: Partial<ContentItem> & { title: string }): ContentItem {
  const at = tick();
  const published = fields.status === 'published';
  const item = v.parse(contentItemSchema, {
    id: nextId(),
    kind: 'article',
    slug: slugFromTitle(fields.title),
    summary: '',
    category: 'documents',
    content: '',
    author: 'Test writer',
    status: 'draft',
    revision: 1,
    dateCreated: at,
    dateModified: at,
    publishedAt: published ? at : null,
    firstPublishedAt: published ? at : null,
    publishedRevision: published ? (fields.revision ?? 1) : null,
    hasUnpublishedChanges: false,
    review: 'none',
    reviewComment: null,
    submittedBy: null,
    scheduledAt: null,
    lastMajorUpdateAt: published ? at : null,
    createdBy: null,
    updatedBy: null,
    ...fields,
  } satisfies ContentItem);
  state.items.push(item);
  return item;
}

/** `count` drafts titled "Article 1"…, each changed after the one before (the last is the newest). */
export function seedContentItems(count: number, fields: Partial<ContentItem> = {}): ContentItem[] {
  return Array.from({ length: count }, (_, i) => seedContentItem({ ...fields, title: `Article ${i + 1}` }));
}

/** The article as the fake server holds it now. */
export function storedContentItem(id: string): ContentItem | undefined {
  return state.items.find((item) => item.id === id);
}

/** Every item the fake server holds now. */
export function storedContentItems(): ContentItem[] {
  return [...state.items];
}

/** Someone else saves a change to the article (a new revision), as another person's browser would. */
export function changeElsewhere(id: string, fields: Partial<ContentItem>): ContentItem {
  const item = storedContentItem(id);
  if (!item) throw new Error(`No article ${id} in the fake server.`);
  Object.assign(item, fields, { revision: item.revision + 1, dateModified: tick() });
  return item;
}

/** Someone else deletes the article. */
export function deleteElsewhere(id: string) {
  state.items = state.items.filter((item) => item.id !== id);
}

/** Offline: every request fails as a fetch does without a network (no answer at all). */
export function setContentNetwork(network: 'online' | 'offline') {
  state.network = network;
}

/** The next requests (one per status) are answered with these server errors instead. */
export function failNextContentRequests(...statuses: number[]) {
  state.failures.push(...statuses);
}

/** The next `count` writes are done, but their answers never arrive (as a connection lost mid-way). */
export function loseNextContentAnswers(count = 1) {
  state.lostAnswers += count;
}

/** An admin changed the signed-in person's role on the server; the open page does not know yet. */
export function changeRoleOnServer(role: Role) {
  state.roleNow = role;
}

/** Holds every answer back until the returned function is called. */
export function holdContentAnswers(): () => void {
  let release!: () => void;
  state.held = new Promise<void>((resolve) => (release = resolve));
  return () => {
    state.held = null;
    release();
  };
}

const json = <T>(schema: v.GenericSchema<unknown, T>, body: T, status = 200) =>
  HttpResponse.json(v.parse(schema, body) as never, { status });
const error = (status: number, message: string, fields?: Record<string, string>) =>
  HttpResponse.json<ApiError>({ error: message, ...(fields && { fields }) }, { status });
function badRequest(issues: v.BaseIssue<unknown>[]) {
  const fields = Object.fromEntries(
    issues.flatMap((issue) => {
      const path = v.getDotPath(issue);
      return path ? [[path, issue.message]] : [];
    }),
  );
  return error(400, issues[0]!.message, Object.keys(fields).length ? fields : undefined);
}
const noSuchArticle = () => error(404, CONTENT_REFUSALS.noSuchArticle);

/** The network and the server's health as the test set them: a response to send instead, if any. */
async function interference(): Promise<Response | undefined> {
  if (state.held) await state.held;
  if (state.network === 'offline') return HttpResponse.error();
  const failure = state.failures.shift();
  if (failure) return error(failure, 'The server could not answer. Try again in a moment.');
  return undefined;
}

const isEditor = (role: string) => role === 'editor' || role === 'admin';
// The list carries no body.
const summaryOf = (item: ContentItem): ContentSummary => without(item, 'content');

/** The slug a title or a typed slug gives, or the refusal (taken by another article, or none). */
function chooseSlug(id: string | null, title: string, typed: string | undefined): string | Response {
  const slug = typed || slugFromTitle(title);
  if (!slug)
    return error(400, 'This title gives no address.', {
      slug: 'This title gives no address. Enter one with letters a–z or digits, like how-to-get-your-nin.',
    });
  if (state.items.some((item) => item.slug === slug && item.id !== id))
    return error(422, CONTENT_REFUSALS.slugTaken, { slug: CONTENT_REFUSALS.slugTaken });
  return slug;
}

const conflict = (current: ContentItem | null) =>
  json<ContentConflict>(
    contentConflictSchema,
    { error: current ? CONTENT_REFUSALS.stale : CONTENT_REFUSALS.deleted, current },
    409,
  );

type Session = Exclude<ReturnType<typeof sessionOf>, string>;

const withRoleNow = (session: Session): Session =>
  state.roleNow ? { ...session, user: { ...session.user, role: state.roleNow } } : session;

/**
 * A write: signed in (and its anti-forgery token), its key checked and, when seen before from the same
 * person, the first answer sent again without doing anything; otherwise `write` runs and its answer is
 * kept for the key.
 */
function keyedWrite(
  parse: (body: unknown) => v.SafeParseResult<v.GenericSchema> | null,
  write: (session: Session, body: never, target: { id: string; url: URL }) => Response,
) {
  return async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    const interfered = await interference();
    if (interfered) return interfered;
    const signedIn = sessionOf(request);
    if (typeof signedIn === 'string') return refusedFor(signedIn);
    const session = withRoleNow(signedIn);
    const key = request.headers.get(IDEMPOTENCY_HEADER);
    const raw = await request.text();
    const url = new URL(request.url);
    const path = `${url.pathname}${url.search}`;
    const record = (replayed: boolean) =>
      state.received.push({
        method: request.method,
        path,
        key,
        body: raw ? (JSON.parse(raw) as unknown) : null,
        replayed,
      });
    if (key !== null && !KEY_PATTERN.test(key)) {
      record(false);
      return error(400, CONTENT_REFUSALS.badKey);
    }
    const hash = `${request.method} ${path}\n${raw}`;
    const stored = key === null ? undefined : state.answers.get(`${session.user.id}:${key}`);
    if (stored) {
      record(true);
      if (stored.hash !== hash) return error(422, CONTENT_REFUSALS.keyReused);
      return stored.status === 204
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json(stored.body as never, { status: stored.status });
    }
    record(false);
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      return error(400, 'The request body must be JSON.');
    }
    const parsed = parse(body);
    if (parsed && !parsed.success) return badRequest(parsed.issues);
    const target = { id: typeof params.id === 'string' ? params.id : '', url };
    const response = write(session, (parsed ? parsed.output : null) as never, target);
    if (key !== null) {
      const answer = response.status === 204 ? null : ((await response.clone().json()) as unknown);
      state.answers.set(`${session.user.id}:${key}`, { hash, status: response.status, body: answer });
    }
    if (state.lostAnswers > 0) {
      state.lostAnswers -= 1;
      return HttpResponse.error();
    }
    return response;
  };
}

/** What a save (or a restore) does to the workflow: what was reviewed or scheduled is no longer there. */
const CLEARED_REVIEW_AND_SCHEDULE = {
  review: 'none',
  reviewComment: null,
  submittedBy: null,
  scheduledAt: null,
} as const satisfies Partial<ContentItem>;

let previewTokens = 0;

/** A 422 for a step the item's state does not allow, naming the field at fault when one is. */
const stepRefused = (message: string, field?: string) =>
  error(422, message, field ? { [field]: message } : undefined);

/** The item as it stands now, and visitors read all of it. */
function publishNow(item: ContentItem, major: boolean) {
  const at = timeAt(state.clock + 1).toISOString();
  Object.assign(item, CLEARED_REVIEW_AND_SCHEDULE, {
    status: 'published',
    publishedRevision: item.revision + 1,
    hasUnpublishedChanges: false,
    publishedAt: at,
    firstPublishedAt: item.firstPublishedAt ?? at,
    ...(major && { lastMajorUpdateAt: at }),
  });
}

type Step<S extends v.GenericSchema> = (
  item: ContentItem,
  request: v.InferOutput<S>,
  session: Session,
) => Response | undefined;

/**
 * A workflow step at POST /api/content/:id/<name>: its request checked by `schema`, editors only when
 * `editorsOnly` says why not, the revision checked (409), then `step` refuses (422) or changes the item.
 */
function workflowStep<S extends v.GenericSchema>(
  name: string,
  schema: S,
  editorsOnly: string | null,
  step: Step<S>,
) {
  return http.post(
    `${CONTENT_PATH}/:id/${name}`,
    keyedWrite(
      (body) => v.safeParse(schema, body),
      (session, request: v.InferOutput<S> & { revision: number }, { id }) => {
        if (editorsOnly && !isEditor(session.user.role)) return error(403, editorsOnly);
        const item = storedContentItem(id);
        if (!item || item.revision !== request.revision) return conflict(item ? { ...item } : null);
        return step(item, request, session) ?? changed(item);
      },
    ),
  );
}

const nothingToPublish = (item: ContentItem) => item.status === 'published' && !item.hasUnpublishedChanges;

const workflowHandlers = [
  workflowStep('submit', submitForReviewSchema, null, (item, _request, session) => {
    if (item.review === 'submitted') return stepRefused(CONTENT_REFUSALS.alreadySubmitted);
    if (nothingToPublish(item)) return stepRefused(CONTENT_REFUSALS.nothingToPublish);
    Object.assign(item, {
      review: 'submitted',
      reviewComment: null,
      submittedBy: { id: session.user.id, name: session.user.name },
    });
  }),
  workflowStep('sendBack', sendBackSchema, CONTENT_REFUSALS.sendBack, (item, { comment }, session) => {
    if (item.review !== 'submitted') return stepRefused(CONTENT_REFUSALS.notSubmitted);
    if (item.submittedBy?.id === session.user.id) return stepRefused(CONTENT_REFUSALS.ownSubmission);
    Object.assign(item, { review: 'sentBack', reviewComment: comment, submittedBy: null });
  }),
  workflowStep('publish', publishSchema, CONTENT_REFUSALS.publish, (item, request) => {
    if (nothingToPublish(item)) return stepRefused(CONTENT_REFUSALS.nothingToPublish);
    const minor = request.change === 'minor';
    const note = request.changeNote ?? null;
    if (item.firstPublishedAt === null) {
      if (minor) return stepRefused(CONTENT_REFUSALS.firstIsMajor, 'change');
    } else if (minor && note !== null) return stepRefused(CONTENT_REFUSALS.minorWithNote, 'changeNote');
    else if (!minor && note === null) return stepRefused(CONTENT_REFUSALS.noteMissing, 'changeNote');
    if (request.scheduledAt === undefined) {
      publishNow(item, !minor);
      return;
    }
    const at = new Date(request.scheduledAt);
    if (at <= contentClockNow()) return stepRefused(CONTENT_REFUSALS.notInFuture, 'scheduledAt');
    Object.assign(item, CLEARED_REVIEW_AND_SCHEDULE, { scheduledAt: at.toISOString() });
  }),
  workflowStep('cancelSchedule', cancelScheduleSchema, CONTENT_REFUSALS.cancelSchedule, (item) => {
    if (item.scheduledAt === null) return stepRefused(CONTENT_REFUSALS.notScheduled);
    item.scheduledAt = null;
  }),
  workflowStep('unpublish', unpublishSchema, CONTENT_REFUSALS.unpublish, (item) => {
    if (item.status !== 'published') return stepRefused(CONTENT_REFUSALS.notPublished);
    Object.assign(item, {
      status: 'draft',
      publishedRevision: null,
      publishedAt: null,
      hasUnpublishedChanges: false,
      scheduledAt: null,
    });
  }),
];

function changed(item: ContentItem) {
  item.revision += 1;
  item.dateModified = tick();
  state.applied += 1;
  return json(contentItemSchema, { ...item });
}

export const contentHandlers = [
  http.get(CONTENT_PATH, async ({ request }) => {
    const interfered = await interference();
    if (interfered) return interfered;
    const session = sessionOf(request);
    if (typeof session === 'string') return refusedFor(session);
    const url = new URL(request.url);
    listRequests.push(url.search);
    const query = v.safeParse(contentQuerySchema, Object.fromEntries(url.searchParams));
    if (!query.success) return badRequest(query.issues);
    const { view, status, category, q, sort, dir, page, pageSize } = query.output;
    const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const field = sort === 'title' ? 'title' : sort === 'created' ? 'dateCreated' : 'dateModified';
    const order = dir === 'asc' ? 1 : -1;
    const me = session.user.id;
    const inView = (item: ContentItem) =>
      view === 'review'
        ? item.review === 'submitted'
        : view === 'scheduled'
          ? item.scheduledAt !== null
          : view === 'mine'
            ? (item.createdBy === me || item.updatedBy === me) &&
              (item.status === 'draft' || item.review === 'submitted' || item.hasUnpublishedChanges)
            : view === 'factsDue'
              ? item.kind === 'guide' &&
                factsDue(JSON.parse(item.content) as GuideContent, lagosDay(new Date())).length > 0
              : true;
    const matching = state.items
      .filter(
        (item) =>
          inView(item) &&
          (!status || item.status === status) &&
          (!category || item.category === category) &&
          words.every((word) => item.title.toLowerCase().includes(word)),
      )
      .sort((a, b) =>
        // The scheduled list: soonest first, whatever the sort.
        view === 'scheduled'
          ? a.scheduledAt!.localeCompare(b.scheduledAt!)
          : order * a[field].localeCompare(b[field]),
      );
    const items = matching.slice((page - 1) * pageSize, page * pageSize).map(summaryOf);
    return json<ContentPage>(contentPageSchema, { items, total: matching.length, page, pageSize });
  }),
  http.get(`${CONTENT_PATH}/:id`, async ({ request, params }) => {
    const interfered = await interference();
    if (interfered) return interfered;
    const session = sessionOf(request);
    if (typeof session === 'string') return refusedFor(session);
    const item = storedContentItem(String(params.id));
    return item ? json(contentItemSchema, { ...item }) : noSuchArticle();
  }),
  http.post(
    CONTENT_PATH,
    keyedWrite(
      (body) => v.safeParse(newContentSchema, body),
      (session, request: v.InferOutput<typeof newContentSchema>) => {
        const status: ContentStatus = request.status ?? 'draft';
        if (status === 'published' && !isEditor(session.user.role))
          return error(403, CONTENT_REFUSALS.publish);
        const slug = chooseSlug(null, request.title, request.slug);
        if (slug instanceof Response) return slug;
        const at = tick();
        const published = status === 'published' ? at : null;
        const item: ContentItem = {
          ...CLEARED_REVIEW_AND_SCHEDULE,
          hasUnpublishedChanges: false,
          publishedRevision: published ? 1 : null,
          lastMajorUpdateAt: published,
          createdBy: session.user.id,
          updatedBy: session.user.id,
          id: nextId(),
          kind: request.kind ?? 'article',
          slug,
          title: request.title,
          summary: request.summary,
          category: request.category,
          content: request.content,
          author: session.user.name,
          status,
          revision: 1,
          dateCreated: at,
          dateModified: at,
          publishedAt: published,
          firstPublishedAt: published,
        };
        state.items.push(item);
        state.applied += 1;
        return json(contentItemSchema, { ...item }, 201);
      },
    ),
  ),
  http.put(
    `${CONTENT_PATH}/:id`,
    keyedWrite(
      (body) => v.safeParse(contentChangeSchema, body),
      (session, change: v.InferOutput<typeof contentChangeSchema>, { id }) => {
        const item = storedContentItem(id);
        if (!item) return conflict(null);
        if (item.revision !== change.revision) return conflict({ ...item });
        // Before the first publication an absent slug follows the title; after it, the slug stays.
        const typed = change.slug ?? (item.firstPublishedAt ? item.slug : undefined);
        const slug = chooseSlug(id, change.title, typed);
        if (slug instanceof Response) return slug;
        if (slug !== item.slug && item.firstPublishedAt && !isEditor(session.user.role))
          return error(403, CONTENT_REFUSALS.rename);
        const { title, summary, category, content } = change;
        // The working copy only: visitors keep the published version. What was reviewed or scheduled
        // is no longer what is there.
        Object.assign(item, { title, summary, category, content, slug }, CLEARED_REVIEW_AND_SCHEDULE, {
          hasUnpublishedChanges: item.status === 'published',
          updatedBy: session.user.id,
        });
        return changed(item);
      },
    ),
  ),
  ...workflowHandlers,
  http.post(
    `${CONTENT_PATH}/:id/preview-links`,
    keyedWrite(
      () => null,
      (_session, _none, { id, url }) => {
        if (!storedContentItem(id)) return noSuchArticle();
        const token = `preview-${++previewTokens}`;
        const expiresAt = new Date(contentClockNow().getTime() + PREVIEW_LINK_HOURS * 3_600_000);
        state.applied += 1;
        return json<PreviewLink>(
          previewLinkSchema,
          { url: `${url.origin}${previewLinkPath(token)}`, expiresAt: expiresAt.toISOString() },
          201,
        );
      },
    ),
  ),
  http.delete(
    `${CONTENT_PATH}/:id`,
    keyedWrite(
      () => null,
      (session, _none, { id, url }) => {
        if (!isEditor(session.user.role)) return error(403, CONTENT_REFUSALS.delete);
        const query = v.safeParse(deleteQuerySchema, {
          revision: url.searchParams.get('revision') ?? undefined,
        });
        if (!query.success) return badRequest(query.issues);
        const item = storedContentItem(id);
        if (!item || item.revision !== query.output.revision) return conflict(item ? { ...item } : null);
        deleteElsewhere(item.id);
        state.applied += 1;
        return new HttpResponse(null, { status: 204 });
      },
    ),
  ),
];
