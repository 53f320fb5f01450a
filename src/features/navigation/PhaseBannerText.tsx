import { useT } from '@/shared/i18n/useT';
import { phaseMessages } from './phaseMessages';

/**
 * GOV.UK's phase banner, on every page's first screen: the service is new, and it is an independent
 * guide rather than a government website (each guide names and links its official source). It is one
 * short line — the tag and a few words — so at 200 % text on a phone it leaves the first screen to the
 * page; what "beta" means and what "independent" means are behind a native disclosure, which opens
 * without the script, is in the prerendered page, and is a button with its state for screen readers.
 * Drawn by the browser only when it draws the page itself (./PhaseBanner.tsx).
 */
export function PhaseBannerText() {
  const t = useT(phaseMessages);
  return (
    <details className="container-xl small">
      <summary className="phase-summary">
        <span>
          <strong className="phase-tag">{t('phase.tag')}</strong>{' '}
          <span className="phase-words">{t('phase.summary')}</span>
        </span>
      </summary>
      <div className="pb-2">
        <p className="mb-1">{t('phase.text')}</p>
        <p className="mb-0">{t('phase.independent')}</p>
      </div>
    </details>
  );
}
