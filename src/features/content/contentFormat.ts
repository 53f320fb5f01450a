import * as v from 'valibot';
import { CONTENT_CATEGORIES, CONTENT_STATUSES } from '@/shared/api/content';
import { contentItemSchema } from '@/shared/api/contentSchema';
import { hasVisibleText } from '@/shared/lib/text';
import { initialContentState, OFFLINE_ITEMS_LIMIT, type ContentState } from './contentSlice';
import type { ContentWrite, QueuedWrite } from './contentWrites';

/**
 * How the staff's offline copy is kept in storage (the key keeps its first name, cgn.content.v1; the
 * format is inside the value). Formats 1 (a bare array) and 2 (`{ format: 2, items }`) were the
 * browser-only content list of earlier versions: its items are read once, and every one that is not a
 * sample item becomes a draft queued to be created on the server, so nothing a person wrote is lost.
 * Format 3 is ContentState.
 */
export const CONTENT_FORMAT = 3;

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
  v.object({
    kind: v.literal('status'),
    key,
    id,
    title: v.string(),
    body: v.object({ revision, status: v.picklist(CONTENT_STATUSES) }),
    owner,
  }),
  v.object({ kind: v.literal('delete'), key, id, title: v.string(), revision, owner }),
]);

const storedSchema = v.object({
  format: v.literal(CONTENT_FORMAT),
  items: v.pipe(
    v.array(v.object({ ...contentItemSchema.entries, content: v.optional(v.string()) })),
    v.maxLength(OFFLINE_ITEMS_LIMIT),
  ),
  queue: v.array(
    // Nothing is on its way when a page starts: whatever was sending is sent again, with its key.
    v.pipe(
      v.object({ write: writeSchema, state: v.picklist(['sending', 'waiting']) }),
      v.transform((entry) => ({ ...entry, state: 'waiting' as const })),
    ),
  ),
  problems: v.array(
    v.variant('kind', [
      v.object({ kind: v.literal('conflict'), write: writeSchema, current: v.nullable(contentItemSchema) }),
      v.object({ kind: v.literal('refused'), write: writeSchema, message: v.string() }),
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
    return { items, queue, problems, finished, settled, carriedOver } as ContentState;
  }
  return carryOver(value);
}
