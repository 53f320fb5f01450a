/** SPEC §3: the categories a content item can belong to. */
export const CONTENT_CATEGORIES = [
  'documents',
  'government',
  'education',
  'rights',
  'history',
  'services',
] as const;
export type ContentCategory = (typeof CONTENT_CATEGORIES)[number];

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** SPEC §3 content item. Dates are calendar dates, `YYYY-MM-DD`. */
export interface ContentItem {
  id: string;
  title: string;
  category: ContentCategory;
  content: string;
  author: string;
  dateCreated: string;
  dateModified: string;
  status: ContentStatus;
}

/** Today's calendar date as `YYYY-MM-DD` in the visitor's time zone. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
