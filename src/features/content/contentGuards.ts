import { CONTENT_CATEGORIES, CONTENT_STATUSES, type ContentItem } from './contentTypes';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written `YYYY-MM-DD` (so 2026-02-30 is refused). */
export function isCalendarDate(value: unknown): value is string {
  const match = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isOneOf<T extends string>(options: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (options as readonly string[]).includes(value);
}

/** Accepts one stored content item of the SPEC §3 shape, copying only the known fields. */
export function parseContentItem(value: unknown): ContentItem | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { id, title, category, content, author, dateCreated, dateModified, status } = value as Record<
    string,
    unknown
  >;
  const valid =
    typeof id === 'string' &&
    id !== '' &&
    typeof title === 'string' &&
    title.trim() !== '' &&
    isOneOf(CONTENT_CATEGORIES, category) &&
    typeof content === 'string' &&
    typeof author === 'string' &&
    isCalendarDate(dateCreated) &&
    isCalendarDate(dateModified) &&
    isOneOf(CONTENT_STATUSES, status);
  return valid ? { id, title, category, content, author, dateCreated, dateModified, status } : undefined;
}

/**
 * Accepts a stored content list only if every item is valid and ids are unique. One bad item rejects the
 * whole list: keeping "the rest" would silently lose an editor's work, while the caller keeps the raw
 * value aside for repair and falls back to the seed data.
 */
export function parseStoredContent(value: unknown): ContentItem[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items: ContentItem[] = [];
  for (const entry of value) {
    const item = parseContentItem(entry);
    if (!item || items.some((other) => other.id === item.id)) return undefined;
    items.push(item);
  }
  return items;
}
