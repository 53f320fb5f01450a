import { useT } from '@/shared/i18n/useT';
import { navMessages } from './messages';

/**
 * GOV.UK's phase banner, on every page's first screen: the service is new, and it is an independent
 * guide rather than a government website (each guide names and links its official source).
 */
export function PhaseBanner() {
  const t = useT(navMessages);
  return (
    <div className="phase-banner border-bottom">
      <div className="container-xl py-2 small">
        <p className="mb-0">
          <strong className="phase-tag">{t('phase.tag')}</strong> {t('phase.text')}
        </p>
        <p className="mb-0">{t('phase.independent')}</p>
      </div>
    </div>
  );
}
