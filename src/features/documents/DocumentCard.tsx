import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@/shared/i18n/useT';
import { ExternalLink } from '@/shared/components/ExternalLink';
import { Icon } from '@/shared/components/Icon';
import type { DocumentEntry } from './catalogue';
import { documentsMessages } from './messages';

/**
 * One catalogue entry. A finished guide gets a View Guide link; an unwritten one a disabled button, so
 * the card says honestly that nothing is behind it yet (SPEC §2) and keyboard users skip past it.
 */
export function DocumentCard({ entry, written: complete }: { entry: DocumentEntry; written: boolean }) {
  const t = useT(documentsMessages);
  const titleId = useId();

  return (
    <div id={`doc-${entry.id}`} className="card h-100 document-card">
      <div className="card-body d-flex flex-column gap-2">
        <div className="d-flex align-items-center gap-3">
          <span className="document-card-icon">
            <Icon path={entry.icon} />
          </span>
          <div>
            <h2 id={titleId} className="h5 mb-1">
              {t(entry.titleKey)}
            </h2>
            <span
              className={
                complete
                  ? 'badge rounded-pill bg-primary-subtle text-primary-emphasis border border-primary-subtle'
                  : 'badge rounded-pill bg-warning-subtle text-warning-emphasis border border-warning-subtle'
              }
            >
              {t(complete ? 'status.complete' : 'status.comingSoon')}
            </span>
          </div>
        </div>
        <p className="mb-2 flex-grow-1">{t(entry.descriptionKey)}</p>
        {!complete && entry.agency && (
          <p className="mb-2 small">
            {t('card.whereToGo')}{' '}
            {entry.agency.url ? (
              <ExternalLink href={entry.agency.url}>{t(entry.agency.nameKey)}</ExternalLink>
            ) : (
              <strong>{t(entry.agency.nameKey)}</strong>
            )}
          </p>
        )}
        {complete ? (
          // The card's title tells a screen reader which guide "View Guide" opens.
          <Link to={entry.href} className="btn btn-primary align-self-start" aria-describedby={titleId}>
            {t('card.viewGuide')}
          </Link>
        ) : (
          <button type="button" className="btn btn-outline-secondary align-self-start" disabled>
            {t('card.comingSoon')}
          </button>
        )}
      </div>
    </div>
  );
}
