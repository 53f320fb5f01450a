import { ExternalLink } from '@/shared/components/ExternalLink';
import { useT } from '@/shared/i18n/useT';
import { siteMessages } from '@/shared/site/siteMessages';
import { contactMessages } from './messages';

/** One document and the agency that issues it, as the contact page lists them. */
export interface AgencyContact {
  id: string;
  document: string;
  agency: string;
  /** Its official website, where docs/AGENCY-FACTS.md confirms it; otherwise its offices. */
  url?: string;
}

/**
 * /contact (issue 27): what the site can and cannot help with — it is a guide, not an agency — and, for
 * each document, the agency that issues it and its official website. `feedback` is where a reader tells
 * the editors about a mistake or a translation problem.
 */
export function ContactPage({
  agencies,
  feedback,
}: {
  agencies: AgencyContact[];
  feedback: React.ReactNode;
}) {
  const t = useT(contactMessages);
  const tSite = useT(siteMessages);
  return (
    <div className="container-xl py-4 py-md-5">
      <div className="guide-text">
        <h1 className="display-6 fw-bold mb-3">{tSite('title.contact')}</h1>
        <p className="lead">{t('contact.intro')}</p>
        <h2 className="h4 mt-5 mb-3">{t('contact.can.heading')}</h2>
        <ul className="guide-list">
          <li>{t('contact.can.mistake')}</li>
          <li>{t('contact.can.translation')}</li>
          <li>{t('contact.can.missing')}</li>
        </ul>
        <p>{t('contact.can.how')}</p>
        <h2 className="h4 mt-5 mb-3">{t('contact.cannot.heading')}</h2>
        <ul className="guide-list">
          <li>{t('contact.cannot.issue')}</li>
          <li>{t('contact.cannot.records')}</li>
          <li>{t('contact.cannot.pay')}</li>
        </ul>
        <p className="alert alert-warning">{t('contact.safety')}</p>
        <h2 className="h4 mt-5 mb-3">{t('contact.agencies.heading')}</h2>
        <p>{t('contact.agencies.intro')}</p>
        {/* A list, not a table: it reflows at 375 px and under 200 % text without scrolling sideways. */}
        <dl className="mb-0">
          {agencies.map((entry) => (
            <div key={entry.id} className="border-top py-2">
              <dt className="fw-bold">{entry.document}</dt>
              <dd className="mb-1">{entry.agency}</dd>
              <dd className="mb-0">
                {entry.url ? (
                  <ExternalLink href={entry.url}>{new URL(entry.url).hostname}</ExternalLink>
                ) : (
                  t('contact.agencies.noSite')
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {feedback}
    </div>
  );
}
