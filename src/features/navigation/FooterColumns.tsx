import * as icons from '@/shared/components/icons';
import { Link } from 'react-router-dom';
import { Icon, type IconPath } from '@/shared/components/Icon';
import { useT } from '@/shared/i18n/useT';
import { PATHS } from '@/shared/site/paths';
import { CATEGORIES } from '@/shared/site/sections';
import { siteMessages } from '@/shared/site/siteMessages';
import { footerMessages } from './footerMessages';

/*
 * The footer's columns, which never change while a page is open. A page the server rendered keeps their
 * HTML (StaticHtml in ./SiteFooter.tsx), so this code and its words (./footerMessages.ts) download only
 * when the browser draws the footer itself: a page only the app renders (the admin).
 */

type FooterKey = keyof (typeof footerMessages)['en'];

const SOCIAL: { label: string; href: string; icon: IconPath }[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/', icon: icons.facebook },
  { label: 'X (Twitter)', href: 'https://x.com/', icon: icons.xLogo },
  { label: 'YouTube', href: 'https://www.youtube.com/', icon: icons.youtube },
];

const RESOURCE_LINKS: { labelKey: FooterKey; href: string }[] = [
  { labelKey: 'link.about', href: '/about' },
  { labelKey: 'link.contact', href: PATHS.contact },
  { labelKey: 'link.accessibility', href: PATHS.accessibility },
  { labelKey: 'link.contribute', href: '/contribute' },
  { labelKey: 'link.newsletter', href: '/newsletter' },
];

const LEGAL_LINKS: { labelKey: FooterKey; href: string }[] = [
  { labelKey: 'link.terms', href: '/terms' },
  { labelKey: 'link.privacy', href: PATHS.privacy },
  { labelKey: 'link.disclaimer', href: '/disclaimer' },
];

/** What the site is, and where to follow it. */
export function FooterAbout() {
  const t = useT(footerMessages);
  const site = useT(siteMessages);
  return (
    <>
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
    </>
  );
}

function LinkList({ heading, links }: { heading: string; links: { label: string; href: string }[] }) {
  return (
    <nav aria-label={heading}>
      <h2 className="h6 text-uppercase fw-bold">{heading}</h2>
      <ul className="list-unstyled mb-0">
        {links.map((link) => (
          <li key={link.href} className="mb-1">
            <Link to={link.href} className="d-inline-block py-1">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One column of links: the site's sections, its resources, or its legal pages. */
export function FooterLinks({ column }: { column: 'categories' | 'resources' | 'legal' }) {
  const t = useT(footerMessages);
  const site = useT(siteMessages);
  const links =
    column === 'categories'
      ? CATEGORIES.map((link) => ({ label: site(link.labelKey), href: link.href }))
      : (column === 'resources' ? RESOURCE_LINKS : LEGAL_LINKS).map((link) => ({
          label: t(link.labelKey),
          href: link.href,
        }));
  return <LinkList heading={t(`footer.${column}`)} links={links} />;
}
