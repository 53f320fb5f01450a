import * as icons from '@/shared/components/icons';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon, type IconPath } from '@/shared/components/Icon';
import { localeChosen, selectLocale } from '@/shared/i18n/i18nSlice';
import { LOCALES, type Locale } from '@/shared/i18n/translate';
import { useT } from '@/shared/i18n/useT';
import { CATEGORIES, LEGAL_LINKS, RESOURCE_LINKS, type NavLink } from '@/shared/site/sections';
import { siteMessages, type SiteMessageKey } from '@/shared/site/siteMessages';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { navMessages } from './messages';
import { useCurrentYear } from './useCurrentYear';

const SOCIAL: { label: string; href: string; icon: IconPath }[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/', icon: icons.facebook },
  { label: 'X (Twitter)', href: 'https://x.com/', icon: icons.xLogo },
  { label: 'YouTube', href: 'https://www.youtube.com/', icon: icons.youtube },
];

const LANGUAGE_KEYS: Record<Locale, SiteMessageKey> = {
  en: 'lang.en',
  pcm: 'lang.pcm',
  yo: 'lang.yo',
  ha: 'lang.ha',
  ig: 'lang.ig',
};

export function SiteFooter() {
  const t = useT(navMessages);
  const site = useT(siteMessages);
  const year = useCurrentYear();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const [announced, setAnnounced] = useState('');

  function choose(next: Locale) {
    dispatch(localeChosen(next));
    // Only English has a catalogue so far: say so rather than pretend the page changed.
    setAnnounced(
      next === 'en'
        ? t('footer.languageCurrent')
        : t('footer.languageSoon', { language: site(LANGUAGE_KEYS[next]) }),
    );
  }

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
          <div className="footer-about">
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
          </div>
          <div>{linkList(t('footer.categories'), CATEGORIES)}</div>
          <div>{linkList(t('footer.resources'), RESOURCE_LINKS)}</div>
          <div className="footer-wide">
            {linkList(t('footer.legal'), LEGAL_LINKS)}
            <h2 className="h6 text-uppercase fw-bold mt-4" id="footer-languages">
              {t('footer.languages')}
            </h2>
            <div role="group" aria-labelledby="footer-languages" className="d-flex flex-wrap gap-2">
              {LOCALES.map((code) => (
                <button
                  key={code}
                  type="button"
                  className={`btn btn-sm ${locale === code ? 'btn-primary' : 'btn-outline-primary'}`}
                  aria-pressed={locale === code}
                  onClick={() => choose(code)}
                >
                  {site(LANGUAGE_KEYS[code])}
                </button>
              ))}
            </div>
            <p role="status" aria-live="polite" className="small mt-2 mb-0">
              {announced}
            </p>
          </div>
        </div>
        <hr />
        <p className="small text-body-secondary mb-0">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
