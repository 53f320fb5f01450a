import { Suspense } from 'react';
import { StaticHtml } from '@/shared/components/StaticHtml';
import { lazyTranslated } from '@/shared/i18n/lazyTranslated';

// The banner never changes while a page is open: a page the server rendered keeps its HTML (StaticHtml),
// its disclosure opening natively, so its code and words (./PhaseBannerText.tsx) download only when the
// browser draws the page itself (the admin).
const PhaseBannerText = lazyTranslated(() => import('./PhaseBannerText').then((m) => m.PhaseBannerText));

/** GOV.UK's phase banner under the header (./PhaseBannerText.tsx says what it holds). */
export function PhaseBanner() {
  return (
    <StaticHtml className="phase-banner border-bottom">
      <Suspense fallback={null}>
        <PhaseBannerText />
      </Suspense>
    </StaticHtml>
  );
}
