import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { ARTICLE_SEARCH_PATH, type ArticleSearchEntry, type ArticleSearchList } from '@/shared/api/articles';
import { articleSearchListSchema } from '@/shared/api/articlesSchema';

/** The seed articles (migration 0005) as the server lists them for search: published, plain text. */
export const SEED_SEARCH_ENTRIES: ArticleSearchEntry[] = [
  {
    slug: 'how-to-get-your-national-identification-number-nin',
    title: 'How to get your National Identification Number (NIN)',
    summary: 'Where to enrol, what to bring, and what it costs.',
    category: 'documents',
    text: 'Enrol at an NIMC office or a licensed enrolment centre with a document that shows who you are. First enrolment is free. Your 11-digit NIN is yours for life.',
  },
  {
    slug: 'the-three-tiers-of-government-in-nigeria',
    title: 'The three tiers of government in Nigeria',
    summary: 'Federal, state and local government, and what each one does.',
    category: 'government',
    text: 'Nigeria has a federal government, 36 state governments plus the Federal Capital Territory, and 774 local government areas. Each tier has its own responsibilities.',
  },
  {
    slug: 'registering-for-the-jamb-utme',
    title: 'Registering for the JAMB UTME',
    summary: 'The profile, the PIN and the accredited centre, in order.',
    category: 'education',
    text: 'Create a JAMB profile with your NIN, buy the registration PIN from an approved vendor, then complete your registration at an accredited centre.',
  },
];

let published: ArticleSearchEntry[] = [];
let version = 1;
/** The If-None-Match of each request, in order (null for an unconditional one): what a test asserts on. */
export const articleSearchRequests: (string | null)[] = [];

export function resetArticleSearch() {
  published = [...SEED_SEARCH_ENTRIES];
  version = 1;
  articleSearchRequests.length = 0;
}
resetArticleSearch();

/** Publishes an article, as staff would: the list changes, and its version with it. */
export function publishForSearch(entry: ArticleSearchEntry) {
  published = [entry, ...published];
  version += 1;
}

/**
 * GET ARTICLE_SEARCH_PATH as the server answers it: the list in the shared shape, ETag = the content
 * version, 304 to an If-None-Match naming the current one.
 */
export const articleSearchHandlers = [
  http.get(ARTICLE_SEARCH_PATH, ({ request }) => {
    const ifNoneMatch = request.headers.get('If-None-Match');
    articleSearchRequests.push(ifNoneMatch);
    const headers = { ETag: `"${version}"`, 'Cache-Control': 'no-cache' };
    if (ifNoneMatch === `"${version}"`) return new HttpResponse(null, { status: 304, headers });
    const body: ArticleSearchList = { version: String(version), items: published };
    return HttpResponse.json(v.parse(articleSearchListSchema, body), { headers });
  }),
];
