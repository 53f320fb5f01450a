import { Suspense, type MouseEvent } from 'react';
import { createPath, useLocation } from 'react-router-dom';
import { StaticHtml } from '@/shared/components/StaticHtml';
import { languageChosen, selectLocale } from '@/shared/i18n/i18nSlice';
import { lazyTranslated } from '@/shared/i18n/lazyTranslated';
import { LANGUAGES } from '@/shared/i18n/languages';
import { LOCALES, type Locale } from '@/shared/i18n/translate';
import { selectStoredStateRestored, storedOrAfter } from '@/shared/store/storageSlice';
import { useT } from '@/shared/i18n/useT';
import { localePath } from '@/shared/lib/localePaths';
import { isPlainClick } from '@/shared/lib/plainClick';
import { useAppDispatch, useAppSelector, useAppStore } from '@/shared/store/hooks';
import { navigationMessages } from './messages';
import { useCurrentYear } from './useCurrentYear';

// The columns never change while a page is open: a page the server rendered keeps their HTML (StaticHtml),
// so their code and words (./FooterColumns.tsx) download only when the browser draws the footer itself.
const FooterAbout = lazyTranslated(() => import('./FooterColumns').then((m) => m.FooterAbout));
const FooterLinks = lazyTranslated(() => import('./FooterColumns').then((m) => m.FooterLinks));

/** The footer's language group: the header's language link leads here. */
export const LANGUAGES_ID = 'languages';

export function SiteFooter() {
  const t = useT(navigationMessages);
  const year = useCurrentYear();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  // The page the visitor is on, as the app names it: each language's link goes to this same page there.
  const here = createPath(useLocation());
  const store = useAppStore();
  // The link is followed once the choice is written (storedOrAfter: a moment, never more than a second),
  // so it is not lost with the page. A click for a new tab is the browser's, as always.
  const chooseLanguage = (event: MouseEvent<HTMLAnchorElement>, code: Locale) => {
    dispatch(languageChosen(code));
    const link = event.currentTarget;
    if (!isPlainClick(event, link) || selectStoredStateRestored(store.getState())) return;
    event.preventDefault();
    void storedOrAfter(store).then(() => window.location.assign(link.href));
  };

  return (
    <footer className="site-footer border-top bg-body-tertiary mt-5 pt-5 pb-4">
      <div className="container-xl">
        {/* Columns wrap by their text width, not by breakpoints, so they reflow under text zoom too. */}
        <div className="footer-columns">
          {/* The columns never change while a page is open: hydrated as they came (StaticHtml). */}
          <StaticHtml className="footer-about">
            <Suspense fallback={null}>
              <FooterAbout />
            </Suspense>
          </StaticHtml>
          <StaticHtml>
            <Suspense fallback={null}>
              <FooterLinks column="categories" />
            </Suspense>
          </StaticHtml>
          <StaticHtml>
            <Suspense fallback={null}>
              <FooterLinks column="resources" />
            </Suspense>
          </StaticHtml>
          <div className="footer-wide">
            <StaticHtml>
              <Suspense fallback={null}>
                <FooterLinks column="legal" />
              </Suspense>
            </StaticHtml>
            <h2 className="h6 text-uppercase fw-bold mt-4" id={LANGUAGES_ID} tabIndex={-1}>
              {t('footer.languages')}
            </h2>
            <ul aria-labelledby={LANGUAGES_ID} className="list-unstyled d-flex flex-wrap gap-2 mb-0">
              {LOCALES.map((code) => (
                // Each link is written in its own language, name and action alike. A plain link, not the
                // router's: the page loads at that language's address, as a shared link would open it.
                <li key={code}>
                  <a
                    href={localePath(code, here)}
                    hrefLang={code}
                    lang={code}
                    className={`btn btn-sm ${locale === code ? 'btn-primary' : 'btn-outline-primary'}`}
                    aria-current={locale === code ? 'page' : undefined}
                    aria-label={LANGUAGES[code].action}
                    title={LANGUAGES[code].action}
                    // Remembered, to suggest this language on the home page next time.
                    onClick={(event) => chooseLanguage(event, code)}
                  >
                    {LANGUAGES[code].name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <hr />
        <p className="small text-body-secondary mb-0">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
