import { Suspense, type ReactNode } from 'react';
import { createPath, useLocation } from 'react-router-dom';
import { translationStatusOf } from '@/shared/api/guideContent';
import { StaticHtml } from '@/shared/components/StaticHtml';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { lazyTranslated } from '@/shared/i18n/lazyTranslated';
import { useT } from '@/shared/i18n/useT';
import { useAppSelector } from '@/shared/store/hooks';
import type { Guide } from './guideTypes';
import { guidesMessages } from './messages';

// Drawn by the browser only when it draws a guide itself: a page the server rendered keeps its HTML.
const GuideTranslationChecked = lazyTranslated(() =>
  import('./GuideTranslationChecked').then((m) => m.GuideTranslationChecked),
);

/**
 * In a translation, at the top of a guide (issue 27): the English version is the one to follow, with a
 * link to this same page in English — its address without the language prefix, a page load, not a
 * site-wide switch; when the translation was last checked, and by whom if a native speaker reviewed it;
 * that it is machine-assisted until one has; and that it is being updated when the English changed after
 * it was made. Its last line (who checked it, when) is static text (./GuideTranslationChecked.tsx); the
 * first links to the English of the tab shown, so it stays live. `children` go at its foot: "Report a
 * problem with this translation" (composed in src/compose/GuidePage.tsx).
 */
export function GuideTranslationNotice<K extends string>({
  guide,
  children,
}: {
  guide: Guide<K>;
  children?: ReactNode;
}) {
  const tGuide = useT(guidesMessages);
  const locale = useAppSelector(selectLocale);
  const english = createPath(useLocation());
  if (locale === 'en') return null;
  const { record, outdated } = translationStatusOf(guide, guide.messages.en, locale);
  return (
    <div className={`guide-source mb-4${outdated ? ' alert alert-warning' : ''}`}>
      {outdated && <p className="fw-bold">{tGuide('translation.outdated')}</p>}
      <p className="mb-1">
        {tGuide('translation.notice')}{' '}
        <a href={english} hrefLang="en">
          {tGuide('translation.readEnglish')}
        </a>
      </p>
      <StaticHtml from={guide}>
        <Suspense fallback={null}>
          <GuideTranslationChecked record={record} />
        </Suspense>
      </StaticHtml>
      {children}
    </div>
  );
}
