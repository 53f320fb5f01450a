import { createPath, useLocation } from 'react-router-dom';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { useT } from '@/shared/i18n/useT';
import { useAppSelector } from '@/shared/store/hooks';
import { guideMessages } from './messages';

/**
 * In a translation, at the top of a guide: the English version is the one to follow, with a link to this
 * same page in English — its address without the language prefix, a page load, not a site-wide switch.
 */
export function GuideTranslationNotice() {
  const tGuide = useT(guideMessages);
  const locale = useAppSelector(selectLocale);
  const english = createPath(useLocation());
  if (locale === 'en') return null;
  return (
    <p className="guide-source mb-4">
      {tGuide('translation.notice')}{' '}
      <a href={english} hrefLang="en">
        {tGuide('translation.readEnglish')}
      </a>
    </p>
  );
}
