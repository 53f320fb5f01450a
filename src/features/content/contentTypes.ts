import * as v from 'valibot';
import { isCalendarDate } from '@/shared/lib/dates';
import { CONTENT_CATEGORIES } from '@/shared/site/sections';

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

const calendarDate = v.pipe(v.string(), v.check(isCalendarDate));

/**
 * SPEC §3 content item: the type and the check of a stored item are this one declaration. Unknown
 * fields are dropped, and a title must have something besides spaces.
 */
const contentItemSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  title: v.pipe(
    v.string(),
    v.check((title) => title.trim() !== ''),
  ),
  category: v.picklist(CONTENT_CATEGORIES),
  content: v.string(),
  author: v.string(),
  dateCreated: calendarDate,
  dateModified: calendarDate,
  status: v.picklist(CONTENT_STATUSES),
});

export type ContentItem = v.InferOutput<typeof contentItemSchema>;

/**
 * A stored content list is accepted only if every item is valid and ids are unique. One bad item
 * rejects the whole list: keeping "the rest" would silently lose an editor's work, while persistence
 * keeps the raw value aside for repair and falls back to the seed data.
 */
const storedContentSchema = v.pipe(
  v.array(contentItemSchema),
  v.check((items) => new Set(items.map((item) => item.id)).size === items.length),
);

/** The stored content list when it is valid, otherwise undefined. */
export function parseStoredContent(value: unknown): ContentItem[] | undefined {
  const result = v.safeParse(storedContentSchema, value);
  return result.success ? result.output : undefined;
}
