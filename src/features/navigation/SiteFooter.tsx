import * as icons from '@/shared/components/icons';
import type { MouseEvent } from 'react';
import { useStore } from 'react-redux';
import { createPath, Link, useLocation } from 'react-router-dom';
import { Icon, type IconPath } from '@/shared/components/Icon';
import { StaticHtml } from '@/shared/components/StaticHtml';
import { languageChosen, selectLocale } from '@/shared/i18n/i18nSlice';
import { LANGUAGES } from '@/shared/i18n/languages';
import { LOCALES, type Locale } from '@/shared/i18n/translate';
import { selectStoredStateRestored, storedOrAfter, type StorageState } from '@/shared/store/storageSlice';
import { useT } from '@/shared/i18n/useT';
import { localePath } from '@/shared/lib/localePaths';
import { isPlainClick } from '@/shared/lib/plainClick';
import { CATEGORIES, LEGAL_LINKS, RESOURCE_LINKS, type NavLink } from '@/shared/site/sections';
import { siteMessages } from '@/shared/site/siteMessages';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { navMessages } from './messages';
import { useCurrentYear } from './useCurrentYear';

const SOCIAL: { label: string; href: string; icon: IconPath }[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/', icon: icons.facebook },
  { label: 'X (Twitter)', href: 'https://x.com/', icon: icons.xLogo },
  { label: 'YouTube', href: 'https://www.youtube.com/', icon: icons.youtube },
];

/** The footer's language group: the header's language link leads here. */
export const LANGUAGES_ID = 'languages';

export function SiteFooter() {
  const t = useT(navMessages);
  const site = useT(siteMessages);
  const year = useCurrentYear();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  // The page the visitor is on, as the app names it: each language's link goes to this same page there.
  const here = createPath(useLocation());
  const store = useStore<{ storage: StorageState }>();
  // The link is followed once the choice is written (storedOrAfter: a moment, never more than a second),
  // so it is not lost with the page. A click for a new tab is the browser's, as always.
  const chooseLanguage = (event: MouseEvent<HTMLAnchorElement>, code: Locale) => {
    dispatch(languageChosen(code));
    const link = event.currentTarget;
    if (!isPlainClick(event, link) || selectStoredStateRestored(store.getState())) return;
    event.preventDefault();
    void storedOrAfter(store).then(() => window.location.assign(link.href));
  };

  const linkList = (heading: string, links: NavLink[]) => (
    <nav aria-label={heading}>
      <h2 className="h6 text-uppercase fw-bold">{heading}</h2>
      <ul className="list-unstyled mb-0">
        {links.map((link) => (
          <li key={link.href} className="mb-1">
            <Link to={link.href} className="d-inline-block py-1">
              {site(link.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <footer className="site-footer border-top bg-body-tertiary mt-5 pt-5 pb-4">
      <div className="container-xl">
        {/* Columns wrap by their text width, not by breakpoints, so they reflow under text zoom too. */}
        <div className="footer-columns">
          {/* The columns never change while a page is open: hydrated as they came (StaticHtml). */}
          <StaticHtml className="footer-about">
            <p className="fw-bold mb-2 d-flex align-items-center gap-2">
              <span className="brand-mark" aria-hidden="true" />
              {site('site.name')}
            </p>
            <p className="text-body-secondary small">{t('footer.about')}</p>
            <h2 className="h6 text-uppercase fw-bold mt-3">{t('footer.social')}</h2>
            <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
              {SOCIAL.map((s) => (
                <li key={s.label}>
                  <a
                    href={s.href}
                    rel="noopener noreferrer"
                    className="btn btn-outline-primary btn-sm d-inline-flex align-items-center gap-1"
                  >
                    <Icon path={s.icon} size={18} />
                    <span>{s.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          </StaticHtml>
          <StaticHtml>{linkList(t('footer.categories'), CATEGORIES)}</StaticHtml>
          <StaticHtml>{linkList(t('footer.resources'), RESOURCE_LINKS)}</StaticHtml>
          <div className="footer-wide">
            <StaticHtml>{linkList(t('footer.legal'), LEGAL_LINKS)}</StaticHtml>
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
