import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guideFromContent } from '@/features/guides/guideFromContent';
import { figureValues } from '@/features/guides/guideFigures';
import { ninGuide } from '@/features/guides/ninGuide';
import { ninGuideContent } from '@/features/guides/ninGuideContent';
import { GuidePage } from '@/compose/GuidePage';
import { GUIDE_CONTENT_MAX_LENGTH } from '@/shared/api/guideContent';
import { parseGuideContent } from '@/shared/api/guideSchema';
import { loadLocale, LOCALES, type Locale } from '@/shared/i18n/translate';
import { ninFactValues } from '@/shared/site/ninFacts';
import { renderWithProviders } from '../../utils/renderWithProviders';

/** The page's HTML for `guide` in `locale`: every tab's panel is in it (hidden but the first). */
function pageHtml(guide: Parameters<typeof GuidePage>[0]['guide'], locale: Locale) {
  const view = renderWithProviders(<GuidePage guide={guide} path="/documents/nin" />, {
    path: '/documents/nin',
    preloadedState: { i18n: { locale, preferred: null } },
  });
  // React's ids (useId) count renders: the second page's differ from the first's by that alone.
  const html = view.container.innerHTML.replace(/_r_[0-9a-z]+_/g, 'id');
  view.unmount();
  return html;
}

describe('the NIN guide as content', () => {
  it('is a valid guide that fits the size limit, after a trip through JSON', async () => {
    const json = JSON.stringify(await ninGuideContent());
    expect(json.length).toBeLessThan(GUIDE_CONTENT_MAX_LENGTH);
    const parsed = parseGuideContent(json);
    expect(parsed).toEqual({ ok: true, guide: JSON.parse(json) as unknown });
  });

  it.each(LOCALES)('%s: its figures are written exactly as the code writes them', async (locale) => {
    const { figures } = await ninGuideContent();
    expect(figureValues(figures, locale)).toEqual(ninFactValues(locale));
  });

  it.each(LOCALES)('%s: the page from content is the page from code, tag for tag', async (locale) => {
    await loadLocale(locale);
    const stored = guideFromContent('nin', parseStored(JSON.stringify(await ninGuideContent())));
    const fromCode = pageHtml(ninGuide, locale);
    // The language really is this one (the heading is not English standing in for it).
    if (locale !== 'en') expect(fromCode).not.toContain('How to get your NIN, what to bring');
    expect(pageHtml(stored, locale)).toBe(fromCode);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

function parseStored(json: string) {
  const parsed = parseGuideContent(json);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.guide;
}
