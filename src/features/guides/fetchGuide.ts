import {
  GUIDES_PATH,
  publicGuidePath,
  publicGuideTextsPath,
  type PublicGuide,
  type PublishedGuideList,
} from '@/shared/api/guideContent';
import { siteAddress } from '@/shared/api/sameSite';
import type { Locale, Translated } from '@/shared/i18n/translate';

export type GuideAnswer =
  { kind: 'found'; guide: PublicGuide } | { kind: 'gone' } | { kind: 'notFound' } | { kind: 'failed' };

/**
 * GET /api/guides/<slug>?lang=<locale>: the published guide, with its English and the reader's language
 * (the others load as chosen). Never throws.
 */
export async function fetchGuide(
  slug: string,
  locale: Locale,
  fetcher: typeof fetch = fetch,
): Promise<GuideAnswer> {
  try {
    const address = `${publicGuidePath(slug)}?lang=${encodeURIComponent(locale)}`;
    const response = await fetcher(siteAddress(address), { credentials: 'omit' });
    // Only the API's own answer (JSON) says there is no guide: a page served where the API is not (a
    // static copy of the build) says nothing about guides.
    const fromApi = response.headers.get('Content-Type')?.startsWith('application/json') === true;
    if (response.status === 410 && fromApi) return { kind: 'gone' };
    if (response.status === 404 && fromApi) return { kind: 'notFound' };
    if (!response.ok) return { kind: 'failed' };
    const guide = (await response.json()) as PublicGuide;
    // The content is checked as the server checked it when it was saved: one that does not read is not
    // shown. The checks (valibot) load with the first fetch, not with the page, as for articles.
    const { parseGuideContent } = await import('@/shared/api/guideSchema');
    const parsed = parseGuideContent(JSON.stringify(guide.content));
    return parsed.ok ? { kind: 'found', guide: { ...guide, content: parsed.guide } } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' }; // offline, the server down, or an answer that is not a guide
  }
}

/** GET /api/guides/<slug>/texts/<locale>: one language's texts of the published guide; throws offline. */
export async function fetchGuideTexts(
  slug: string,
  locale: Translated,
  fetcher: typeof fetch = fetch,
): Promise<Record<string, string>> {
  const response = await fetcher(siteAddress(publicGuideTextsPath(slug, locale)), { credentials: 'omit' });
  if (!response.ok) throw new Error(`guide texts: ${response.status}`);
  const { texts } = (await response.json()) as { texts: Record<string, string> };
  return texts;
}

/** GET /api/guides: the slugs of the published guides; null offline or from a static copy of the build. */
export async function fetchPublishedGuides(fetcher: typeof fetch = fetch): Promise<string[] | null> {
  try {
    const response = await fetcher(siteAddress(GUIDES_PATH), { credentials: 'omit' });
    if (!response.ok) return null;
    const { guides } = (await response.json()) as PublishedGuideList;
    return guides.map((guide) => guide.slug).filter((slug) => typeof slug === 'string');
  } catch {
    return null;
  }
}
