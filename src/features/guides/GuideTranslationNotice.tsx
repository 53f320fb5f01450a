import type { ReactNode } from 'react';
import { createPath, useLocation } from 'react-router-dom';
import { translationStatusOf } from '@/shared/api/guideContent';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { useFormatDate } from '@/shared/i18n/useFormatDate';
import { useT } from '@/shared/i18n/useT';
import { useAppSelector } from '@/shared/store/hooks';
import type { Guide } from './guideTypes';
import { guideMessages } from './messages';

/**
 * In a translation, at the top of a guide (issue 27): the English version is the one to follow, with a
 * link to this same page in English — its address without the language prefix, a page load, not a
 * site-wide switch; when the translation was last checked, and by whom if a native speaker reviewed it;
 * that it is machine-assisted until one has; and that it is being updated when the English changed after
 * it was made. `children` go at its foot: "Report a problem with this translation" (composed in
 * src/routes/GuidePage.tsx).
 */
export function GuideTranslationNotice<K extends string>({
  guide,
  children,
}: {
  guide: Guide<K>;
  children?: ReactNode;
}) {
  const tGuide = useT(guideMessages);
  const formatDate = useFormatDate();
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
      <p className="mb-0 small">
        {!record || record.state === 'machine'
          ? tGuide('translation.machine')
          : tGuide('translation.reviewed', { reviewer: record.reviewer ?? '' })}
        {record && <> {tGuide('translation.checked', { date: formatDate(record.checkedOn) })}</>}
      </p>
      {children}
    </div>
  );
}
