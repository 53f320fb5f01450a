import * as v from 'valibot';
import { contentItemSchema, type ContentItem } from './contentTypes';

/**
 * How the content list is kept in storage, and how older ways are read. Format 1 (the first release)
 * was a bare array of items; format 2 wraps them as `{ format: 2, items }` and gives each item a
 * revision, which is how two tabs tell a stale edit from a fresh one (contentMerge.ts).
 *
 * Migrations are pure functions from one format's value to the next; a stored value is carried through
 * each in turn. A value from a newer format than this code knows is neither read nor overwritten.
 */
export const CONTENT_FORMAT = 2;

/** The value written to storage. */
export interface StoredContent {
  format: typeof CONTENT_FORMAT;
  items: ContentItem[];
}

const MIGRATIONS: Record<number, (value: unknown) => unknown> = {
  // 1 → 2: the bare array gets its envelope, and every item its first revision.
  1: (value) => ({
    format: 2,
    items: Array.isArray(value)
      ? value.map((item: unknown) =>
          typeof item === 'object' && item !== null ? { revision: 1, ...item } : item,
        )
      : value,
  }),
};

/** The format a stored value was written in: 1 for a bare array, else its `format` field. */
function formatOf(value: unknown): number | undefined {
  if (Array.isArray(value)) return 1;
  if (typeof value === 'object' && value !== null && 'format' in value) {
    const { format } = value;
    return typeof format === 'number' && Number.isInteger(format) && format >= 1 ? format : undefined;
  }
  return undefined;
}

/**
 * Every item must be valid and ids unique. Fields this version does not know (a newer version's `tags`)
 * are kept on the item, so writing it back does not drop them.
 */
const storedContentSchema = v.object({
  format: v.literal(CONTENT_FORMAT),
  items: v.pipe(
    v.array(v.looseObject(contentItemSchema.entries)),
    v.check((items) => new Set(items.map((item) => item.id)).size === items.length),
  ),
});

export type ReadContent =
  | { kind: 'ok'; content: StoredContent }
  /** Written by a newer version of the site: left alone, neither read nor overwritten. */
  | { kind: 'newer'; format: number }
  | { kind: 'invalid' };

/** Reads a parsed stored value of any known format into the current one. */
export function readStoredContent(value: unknown): ReadContent {
  let format = formatOf(value);
  if (format === undefined) return { kind: 'invalid' };
  if (format > CONTENT_FORMAT) return { kind: 'newer', format };
  let current = value;
  while (format < CONTENT_FORMAT) {
    current = MIGRATIONS[format]!(current);
    format += 1;
  }
  const result = v.safeParse(storedContentSchema, current);
  return result.success
    ? { kind: 'ok', content: { format: CONTENT_FORMAT, items: result.output.items as ContentItem[] } }
    : { kind: 'invalid' };
}

/** The value to store for `items`. */
export function storedContent(items: ContentItem[]): StoredContent {
  return { format: CONTENT_FORMAT, items };
}

/** One item a backup held that could not be imported, and why. */
export interface RejectedItem {
  /** Its place in the backup, counting from 1. */
  number: number;
  title: string;
  /** The fields that are wrong, or 'id' for an id the backup uses twice. */
  fields: string[];
}

export type BackupCheck =
  | { kind: 'ok'; items: ContentItem[]; rejected: RejectedItem[] }
  | { kind: 'notBackup' }
  | { kind: 'newer'; format: number };

const backupItemSchema = v.looseObject({
  ...contentItemSchema.entries,
  // A backup of the first format has no revisions: it counts as each item's first.
  revision: v.optional(contentItemSchema.entries.revision, 1),
});

/**
 * Checks a backup file's parsed JSON item by item: the good items are imported, and each bad one is
 * reported with the fields that are wrong, so one mistake never throws away a whole backup.
 */
export function checkBackup(value: unknown): BackupCheck {
  const format = formatOf(value);
  if (format === undefined) return { kind: 'notBackup' };
  if (format > CONTENT_FORMAT) return { kind: 'newer', format };
  const list: unknown = Array.isArray(value) ? value : (value as { items?: unknown }).items;
  if (!Array.isArray(list)) return { kind: 'notBackup' };
  const items: ContentItem[] = [];
  const rejected: RejectedItem[] = [];
  const seen = new Set<string>();
  list.forEach((raw: unknown, index) => {
    const result = v.safeParse(backupItemSchema, raw);
    const title =
      typeof raw === 'object' && raw !== null && typeof (raw as { title?: unknown }).title === 'string'
        ? (raw as { title: string }).title
        : '';
    if (!result.success) {
      const fields = [...new Set(result.issues.map((issue) => String(issue.path?.[0]?.key ?? '?')))];
      rejected.push({ number: index + 1, title, fields });
    } else if (seen.has(result.output.id)) {
      rejected.push({ number: index + 1, title, fields: ['id'] });
    } else {
      seen.add(result.output.id);
      items.push(result.output as ContentItem);
    }
  });
  return { kind: 'ok', items, rejected };
}
