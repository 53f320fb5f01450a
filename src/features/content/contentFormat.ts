import * as v from 'valibot';
import { CONTENT_CATEGORIES } from '@/shared/api/content';
import { contentItemSchema } from '@/shared/api/contentSchema';
import { hasVisibleText } from '@/shared/lib/text';
import { initialContentState, OFFLINE_ITEMS_LIMIT, type ContentState } from './contentSlice';
import type { ContentWrite, QueuedWrite } from './contentWrites';

/**
 * How the staff's offline copy is kept in storage (the key keeps its first name, cgn.content.v1; the
 * format is inside the value). Formats 1 (a bare array) and 2 (`{ format: 2, items }`) were the
 * browser-only content list of earlier versions: its items are read once, and every one that is not a
 * sample item becomes a draft queued to be created on the server, so nothing a person wrote is lost.
 * Format 4 is ContentState. Format 3 (issue 25) is read too: its items lack the workflow's fields (filled
 * in as migration 0007 fills them on the server, until the list is fetched again), and its queue could
 * hold publish and unpublish writes, which are dropped — publishing is now a decision made online in the
 * editor (with a change note, or by review), and the item stays as the server has it, for staff to see.
 */
export const CONTENT_FORMAT = 4;
const FORMATS_READ = [3, CONTENT_FORMAT] as const;

/** The sample items earlier versions started with: they are in the database now (migration 0005). */
const SAMPLE_IDS = new Set(['seed-nin-guide', 'seed-three-tiers', 'seed-jamb-utme']);

/** An item of the browser-only list, checked loosely: only what a draft on the server needs. */
const legacyItemSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  title: v.pipe(v.string(), v.check(hasVisibleText)),
  category: v.picklist(CONTENT_CATEGORIES),
  content: v.string(),
});

/** The idempotency key of a carried-over item: the same in every tab, so two tabs create it once. */
const carriedKey = (id: string) => `carried-${id.replace(/[^A-Za-z0-9_-]/g, '_')}`.slice(0, 100);

/** The browser-only items of formats 1 and 2 as drafts to create, or undefined when it is not such a list. */
function carryOver(value: unknown): ContentState | undefined {
  const list: unknown = Array.isArray(value)
    ? value
    : typeof value === 'object' && value !== null && (value as { format?: unknown }).format === 2
      ? (value as { items?: unknown }).items
      : undefined;
  if (!Array.isArray(list)) return undefined;
  const parsed = list.map((raw: unknown) => v.safeParse(legacyItemSchema, raw));
  // One item it cannot read (a hand edit, a cut-off write) and the list is not used at all: it is then set
  // aside whole, to download, rather than overwritten with the rest and that item silently gone.
  if (parsed.some((item) => !item.success)) return undefined;
  const queue: QueuedWrite[] = parsed.flatMap((item) => {
    if (!item.success || SAMPLE_IDS.has(item.output.id)) return [];
    const { id, title, category, content } = item.output;
    const key = carriedKey(id);
    const write: ContentWrite = {
      kind: 'create',
      key,
      id: `local-${key}`,
      body: { title: title.trim(), summary: '', category, content },
    };
    return [{ write, state: 'waiting' as const }];
  });
  return { ...initialContentState, queue, carriedOver: queue.length };
}

const key = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/));
const id = v.pipe(v.string(), v.nonEmpty());
// The bodies are checked by the server when they are sent; here only what the browser relies on.
const body = v.looseObject({ title: v.string() });
const revision = v.pipe(v.number(), v.integer(), v.minValue(1));

// Who made the write: kept, or it would be sent under whoever signs in next (contentWrites.ts).
const owner = v.optional(id);

const writeSchema = v.variant('kind', [
  v.object({ kind: v.literal('create'), key, id, body, owner }),
  v.object({
    kind: v.literal('change'),
    key,
    id,
    body: v.looseObject({ title: v.string(), revision }),
    owner,
  }),
  v.object({ kind: v.literal('delete'), key, id, title: v.string(), revision, owner }),
]);

/** Format 3's publish and unpublish writes: read, so the rest of the stored copy is kept, then dropped. */
const statusWriteSchema = v.object({ kind: v.literal('status'), key, id });
const isStatusWrite = (write: { kind: string }) => write.kind === 'status';

const item = contentItemSchema.entries;

/**
 * An item of format 3 or 4 (`content` optional: a list row has none). Format 3 had no workflow fields:
 * they are filled in as the server's migration 0007 filled them.
 */
const storedItemSchema = <Content extends v.GenericSchema<unknown, string | undefined>>(content: Content) =>
  v.pipe(
    v.object({
      ...item,
      content,
      // Kept before guides were content (issue 26): every item was an article.
      kind: v.optional(item.kind, 'article'),
      publishedRevision: v.optional(item.publishedRevision),
      hasUnpublishedChanges: v.optional(item.hasUnpublishedChanges, false),
      review: v.optional(item.review, 'none'),
      reviewComment: v.optional(item.reviewComment, null),
      submittedBy: v.optional(item.submittedBy, null),
      scheduledAt: v.optional(item.scheduledAt, null),
      lastMajorUpdateAt: v.optional(item.lastMajorUpdateAt),
      createdBy: v.optional(item.createdBy, null),
      updatedBy: v.optional(item.updatedBy, null),
    }),
    v.transform(({ publishedRevision, lastMajorUpdateAt, ...rest }) => ({
      ...rest,
      publishedRevision:
        publishedRevision !== undefined
          ? publishedRevision
          : rest.status === 'published'
            ? rest.revision
            : null,
      lastMajorUpdateAt: lastMajorUpdateAt !== undefined ? lastMajorUpdateAt : rest.publishedAt,
    })),
  );

const storedSchema = v.object({
  format: v.picklist(FORMATS_READ),
  items: v.pipe(v.array(storedItemSchema(v.optional(v.string()))), v.maxLength(OFFLINE_ITEMS_LIMIT)),
  queue: v.array(
    // Nothing is on its way when a page starts: whatever was sending is sent again, with its key.
    v.pipe(
      v.object({
        write: v.union([writeSchema, statusWriteSchema]),
        state: v.picklist(['sending', 'waiting']),
      }),
      v.transform((entry) => ({ ...entry, state: 'waiting' as const })),
    ),
  ),
  problems: v.array(
    v.variant('kind', [
      v.object({
        kind: v.literal('conflict'),
        write: v.union([writeSchema, statusWriteSchema]),
        current: v.nullable(storedItemSchema(v.string())),
      }),
      v.object({
        kind: v.literal('refused'),
        write: v.union([writeSchema, statusWriteSchema]),
        message: v.string(),
      }),
    ]),
  ),
  finished: v.array(key),
  // Added within format 3: a copy stored before it has none.
  settled: v.optional(v.array(key), []),
  carriedOver: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** The value written to storage. */
export function storedContent(state: ContentState) {
  return { format: CONTENT_FORMAT, ...state };
}

/**
 * Whether `value` was written by a newer version of the site (a higher format number): it is then left
 * as it is rather than set aside, so that version still finds its offline copy and queue where it left them.
 */
export function isNewerContentFormat(value: unknown): boolean {
  const format = typeof value === 'object' && value !== null ? (value as { format?: unknown }).format : null;
  return typeof format === 'number' && Number.isInteger(format) && format > CONTENT_FORMAT;
}

/** A stored value of any known format as the current state, or undefined when it cannot be used. */
export function parseStoredContent(value: unknown): ContentState | undefined {
  const result = v.safeParse(storedSchema, value);
  if (result.success) {
    const { items, queue, problems, finished, settled, carriedOver } = result.output;
    return {
      items,
      queue: queue.filter((entry) => !isStatusWrite(entry.write)),
      problems: problems.filter((problem) => !isStatusWrite(problem.write)),
      finished,
      settled,
      carriedOver,
    } as ContentState;
  }
  return carryOver(value);
}
