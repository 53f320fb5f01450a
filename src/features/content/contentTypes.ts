import * as v from 'valibot';
import { isCalendarDate } from '@/shared/lib/dates';
import { hasVisibleText } from '@/shared/lib/text';
import { CONTENT_CATEGORIES } from '@/shared/site/sections';

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

const calendarDate = v.pipe(v.string(), v.check(isCalendarDate));

/**
 * SPEC §3 content item as the browser-only content list of earlier versions kept it. The app no longer
 * uses it (articles live on the server: src/shared/api/content.ts); it types seedContent.ts, which the
 * search benchmark (scripts/bench-search.mjs) and the test search fake still read.
 */
export const contentItemSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  title: v.pipe(v.string(), v.check(hasVisibleText)),
  category: v.picklist(CONTENT_CATEGORIES),
  content: v.string(),
  author: v.string(),
  dateCreated: calendarDate,
  dateModified: calendarDate,
  status: v.picklist(CONTENT_STATUSES),
  revision: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

export type ContentItem = v.InferOutput<typeof contentItemSchema>;
