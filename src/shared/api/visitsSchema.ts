import * as v from 'valibot';
import { LOCALES } from '@/shared/i18n/translate';
import { requestObject } from './requestObject';
import {
  QUERY_MAX_LENGTH,
  VISIT_PATH_MAX_LENGTH,
  type PageViewRequest,
  type SearchCountRequest,
  type VisitFigures,
} from './visits';

const language = v.picklist(LOCALES, `The language must be one of ${LOCALES.join(', ')}.`);

/**
 * The checks of POST /api/visits/page-view, used by the server on every request and by the browser's
 * tests' msw handlers: a path of this site (no query, no fragment, no other site), at most
 * VISIT_PATH_MAX_LENGTH characters; a referrer is a host name only, never an address.
 */
export const pageViewRequestSchema = requestObject(
  {
    path: v.pipe(
      v.string('Say which page was viewed.'),
      v.maxLength(VISIT_PATH_MAX_LENGTH, `A page's address has at most ${VISIT_PATH_MAX_LENGTH} characters.`),
      v.regex(/^\/(?!\/)[^?#\s\\]*$/, 'The page must be an address on this site, such as /documents/nin.'),
    ),
    language,
    referrer: v.optional(
      v.pipe(
        v.string('The referrer must be a host name.'),
        v.maxLength(253, 'A host name has at most 253 characters.'),
        v.regex(
          /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
          'The referrer must be a host name only, such as www.google.com.',
        ),
      ),
    ),
  },
  'A page view must be a JSON object with path and language.',
) satisfies v.GenericSchema<unknown, PageViewRequest>;

/** The checks of POST /api/visits/search: the words as typed (not empty), the language, found or not. */
export const searchCountRequestSchema = requestObject(
  {
    query: v.pipe(
      v.string('Say what was searched for.'),
      v.trim(),
      v.nonEmpty('Say what was searched for.'),
      v.maxLength(QUERY_MAX_LENGTH, `A search has at most ${QUERY_MAX_LENGTH} characters.`),
    ),
    language,
    found: v.boolean('Say whether the search found anything (true or false).'),
  },
  'A search must be a JSON object with query, language and found.',
) satisfies v.GenericSchema<unknown, SearchCountRequest>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const day = v.pipe(v.string(), v.isoDate());
const queries = v.array(v.object({ query: v.string(), searches: count }));

/** GET /api/staff/visits: what the Analytics tab reads (and its tests' msw handlers answer). */
export const visitFiguresSchema = v.object({
  from: day,
  to: day,
  days: v.array(v.object({ day, views: count })),
  visitors: count,
  pages: v.array(v.object({ path: v.string(), views: count })),
  languages: v.array(v.object({ language: v.picklist(LOCALES), views: count })),
  referrers: v.array(v.object({ domain: v.string(), views: count })),
  searches: queries,
  noResults: queries,
}) satisfies v.GenericSchema<unknown, VisitFigures>;
