import type { MouseEvent } from 'react';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { localePath } from '@/shared/lib/localePaths';
import { useAppSelector } from '@/shared/store/hooks';
import { frameMessages } from '@/shared/site/frameMessages';
import { useT } from '@/shared/i18n/useT';

/** Describes whatever was thrown as text: the error's message, or the value itself. */
function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The error page for a screen that failed (SPEC §8). The detail is rendered as text, never HTML.
 * `onRetry` renders the screen again in place: a page whose code did not download (a dropped connection)
 * downloads it again, without reloading what the visitor has open.
 */
export function RouteErrorRoute({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT(frameMessages);
  // The home page in this page's language (from the store: the router itself may be what failed).
  const home = localePath(useAppSelector(selectLocale), '/');
  const retry = (event: MouseEvent<HTMLButtonElement>) => {
    // The button goes with the error page: focus waits on <main> for the page (or the error) to come back.
    event.currentTarget.closest<HTMLElement>('main')?.focus();
    onRetry?.();
  };
  return (
    <div className="container-xl py-5 guide-text mx-auto" role="alert">
      <h1 className="h2 fw-bold mb-3">{t('error.title')}</h1>
      <p>{t('error.body')}</p>
      <pre className="bg-body-tertiary border rounded p-3 text-wrap">{describe(error)}</pre>
      <div className="d-flex flex-wrap gap-2">
        {onRetry && (
          <button type="button" className="btn btn-primary" onClick={retry}>
            {t('error.retry')}
          </button>
        )}
        {/* A plain link, not <Link>: when the layout itself failed, a full reload is the safest way home. */}
        <a href={home} className={onRetry ? 'btn btn-outline-primary' : 'btn btn-primary'}>
          {t('error.home')}
        </a>
      </div>
    </div>
  );
}
