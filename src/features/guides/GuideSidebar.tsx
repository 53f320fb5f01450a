import { Link } from 'react-router-dom';
import { useT } from '@/shared/i18n/useT';
import { ExternalLink } from '@/shared/components/ExternalLink';
import { surroundingsMessages } from './surroundingsMessages';

interface RelatedLink {
  label: string;
  href: string;
  comingSoon: boolean;
}

/**
 * The guide's sidebar: related documents (the route supplies them from the document catalogue) and where
 * to get help. "Coming soon" sits inside the link text so a screen reader hears it before following it.
 * Not printed (d-print-none): on paper it is a list of links nobody can follow.
 */
export function GuideSidebar({
  related,
  agency,
  officialUrl,
}: {
  related: RelatedLink[];
  /** Short name of the issuing agency, e.g. NIMC. */
  agency: string;
  officialUrl: string;
}) {
  const t = useT(surroundingsMessages);
  return (
    <aside aria-label={t('sidebar.label')} className="d-flex flex-column gap-3 d-print-none">
      <div className="card">
        <div className="card-body">
          <h2 className="h5">{t('related.heading')}</h2>
          <ul className="list-unstyled mb-0 guide-sidebar-list">
            {related.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="link-words">
                  <span>{link.label}</span>
                  {link.comingSoon && ' '}
                  {link.comingSoon && (
                    <span className="badge rounded-pill bg-warning-subtle text-warning-emphasis border border-warning-subtle ms-1">
                      {t('related.comingSoon')}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="card">
        <div className="card-body">
          <h2 className="h5">{t('help.heading')}</h2>
          <ul className="list-unstyled mb-0 guide-sidebar-list">
            <li>
              <ExternalLink href={officialUrl}>{t('help.official', { agency })}</ExternalLink>
            </li>
            <li>
              <Link to="/contact">{t('help.contact')}</Link>
            </li>
            <li>
              <Link to="/faqs">{t('help.faqs')}</Link>
            </li>
          </ul>
        </div>
      </div>
    </aside>
  );
}
