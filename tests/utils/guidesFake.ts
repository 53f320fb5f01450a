import { http, HttpResponse } from 'msw';
import { ninGuideContent } from '@/features/guides/ninGuideContent';
import type { ApiError } from '@/shared/api/errors';
import {
  GUIDE_LANGUAGES,
  GUIDES_PATH,
  withTextsOf,
  type GuideLanguage,
  type PublicGuide,
  type PublishedGuideList,
} from '@/shared/api/guideContent';

/**
 * The public guides API as the browser's tests meet it (msw): the NIN guide as the server's first start
 * loads it (ninGuideContent), published; `?lang=` and the texts route as the server answers them
 * (server/articles/guideRoutes.ts, with the same withTextsOf). A test that needs another answer overrides one with server.use().
 */
export async function fakeNinGuide(): Promise<PublicGuide> {
  return {
    slug: 'nin',
    title: 'National Identification Number (NIN)',
    content: await ninGuideContent(),
    firstPublishedAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    changeNotes: [],
  };
}

const notFound = () =>
  HttpResponse.json<ApiError>({ error: 'There is no guide at this address.' }, { status: 404 });
const language = (value: string | null) =>
  (GUIDE_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as GuideLanguage) : undefined;

export const guideHandlers = [
  http.get(GUIDES_PATH, async () =>
    HttpResponse.json<PublishedGuideList>({ guides: [{ slug: 'nin', title: (await fakeNinGuide()).title }] }),
  ),
  http.get(`${GUIDES_PATH}/:slug`, async ({ params, request }) => {
    if (params.slug !== 'nin') return notFound();
    const guide = await fakeNinGuide();
    const only = language(new URL(request.url).searchParams.get('lang'));
    return HttpResponse.json(only ? withTextsOf(guide, only) : guide);
  }),
  http.get(`${GUIDES_PATH}/:slug/texts/:locale`, async ({ params }) => {
    const only = language(String(params.locale));
    if (params.slug !== 'nin' || !only) return notFound();
    return HttpResponse.json({ texts: (await fakeNinGuide()).content.texts[only] ?? {} });
  }),
];
