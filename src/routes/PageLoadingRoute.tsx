import { frameMessages } from '@/shared/site/frameMessages';
import { useT } from '@/shared/i18n/useT';

/** Shown while the first screen's code is still downloading (a lazy route opened directly). */
export function PageLoadingRoute() {
  const t = useT(frameMessages);
  return (
    <p role="status" className="text-center py-5">
      {t('loading')}
    </p>
  );
}
