import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { ARTICLES_PATH, type PublicArticle } from '@/shared/api/articles';
import { articleListQuerySchema, articleListSchema, publicArticleSchema } from '@/shared/api/articlesSchema';
import type { ApiError } from '@/shared/api/errors';
import { without } from './without';

/**
 * The public articles API as the browser's tests meet it (msw): the three seed articles of migration
 * 0005, published, with the seed's old addresses redirecting. Requests are checked with the server's
 * schemas and every answer is parsed by its response schema before it is sent. A test that needs
 * another answer overrides one with server.use().
 */
export const FAKE_ARTICLES: PublicArticle[] = [
  {
    id: '5eed0000-0000-4000-8000-000000000003',
    slug: 'registering-for-the-jamb-utme',
    title: 'Registering for the JAMB UTME',
    summary: 'The profile, the PIN and the accredited centre, in order.',
    category: 'education',
    author: 'Editorial team',
    publishedAt: '2026-09-20T09:00:00.000Z',
    firstPublishedAt: '2026-09-20T09:00:00.000Z',
    updatedAt: '2026-10-02T09:00:00.000Z',
    content: 'Create a JAMB profile with your NIN, then buy the registration PIN.',
    changeNotes: [],
  },
  {
    id: '5eed0000-0000-4000-8000-000000000001',
    slug: 'how-to-get-your-national-identification-number-nin',
    title: 'How to get your National Identification Number (NIN)',
    summary: 'Where to enrol, what to bring, and what it costs.',
    category: 'documents',
    author: 'Editorial team',
    publishedAt: '2026-09-01T09:00:00.000Z',
    firstPublishedAt: '2026-09-01T09:00:00.000Z',
    updatedAt: '2026-10-15T09:00:00.000Z',
    content: 'Enrol at an NIMC office.\n\n## What it costs\n\nFirst enrolment is **free**.',
    changeNotes: [{ at: '2026-10-15T09:00:00.000Z', note: 'Fees updated for 2027' }],
  },
];

const OLD_SLUGS: Record<string, string> = { 'seed-nin-guide': FAKE_ARTICLES[1]!.slug };

const error = (message: string, status: number) =>
  HttpResponse.json<ApiError>({ error: message }, { status });

export const articleHandlers = [
  http.get(ARTICLES_PATH, ({ request }) => {
    const query = v.safeParse(articleListQuerySchema, {
      limit: new URL(request.url).searchParams.get('limit') ?? undefined,
    });
    if (!query.success) return error(query.issues[0].message, 400);
    const items = FAKE_ARTICLES.slice(0, query.output.limit).map(listedArticle);
    return HttpResponse.json(v.parse(articleListSchema, { items }));
  }),
  http.get(`${ARTICLES_PATH}/:slug`, ({ params }) => {
    const slug = String(params.slug);
    const moved = OLD_SLUGS[slug];
    if (moved)
      return new HttpResponse(null, { status: 301, headers: { Location: `${ARTICLES_PATH}/${moved}` } });
    const article = FAKE_ARTICLES.find((candidate) => candidate.slug === slug);
    if (!article) return error('There is no article at this address.', 404);
    return HttpResponse.json(v.parse(publicArticleSchema, article));
  }),
];

/** An article as a list shows it: without its body. */
export function listedArticle(article: PublicArticle) {
  return without(article, 'content');
}
