import { useState } from 'react';
import { selectLocale, selectPreferredLocale } from '@/shared/i18n/i18nSlice';
import { LANGUAGES } from '@/shared/i18n/languages';
import { useT } from '@/shared/i18n/useT';
import { localePath } from '@/shared/lib/localePaths';
import { useAppSelector } from '@/shared/store/hooks';
import { navigationMessages } from './messages';

/**
 * On the home page only: the language this visitor chose before, offered as a link when the page is in
 * another one. Never a redirect — a link someone shared opens in the language it was shared in (issue
 * 27). The new-version notice's bar at the foot of the screen (`.update-notice`), so its arrival (once
 * this browser's storage is read) moves nothing on the page; it can be closed.
 */
export function LanguageSuggestion() {
  const t = useT(navigationMessages);
  const locale = useAppSelector(selectLocale);
  const preferred = useAppSelector(selectPreferredLocale);
  const [closed, setClosed] = useState(false);
  if (closed || preferred === null || preferred === locale) return null;
  const language = LANGUAGES[preferred];
  return (
    <aside className="update-notice" aria-label={t('language.menu')}>
      <span>{t('language.suggested', { language: language.name })}</span>
      <a
        href={localePath(preferred, '/')}
        hrefLang={preferred}
        lang={preferred}
        className="btn btn-light btn-sm"
      >
        {language.action}
      </a>
      <button type="button" className="btn btn-light btn-sm" onClick={() => setClosed(true)}>
        {t('menu.close')}
      </button>
    </aside>
  );
}
