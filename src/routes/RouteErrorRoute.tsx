import { selectLocale } from '@/shared/i18n/i18nSlice';
import { localePath } from '@/shared/lib/localePaths';
import { useAppSelector } from '@/shared/store/hooks';
import { frameMessages } from './frameMessages';
import { useT } from '@/shared/i18n/useT';

/** Describes whatever was thrown as text: the error's message, or the value itself. */
function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The error page for a screen that failed (SPEC §8). The detail is rendered as text, never HTML. */
export function RouteErrorRoute({ error }: { error: unknown }) {
  const t = useT(frameMessages);
  // The home page in this page's language (from the store: the router itself may be what failed).
  const home = localePath(useAppSelector(selectLocale), '/');
  return (
    <div className="container-xl py-5 guide-text mx-auto" role="alert">
      <h1 className="h2 fw-bold mb-3">{t('error.title')}</h1>
      <p>{t('error.body')}</p>
      <pre className="bg-body-tertiary border rounded p-3 text-wrap">{describe(error)}</pre>
      {/* A plain link, not <Link>: when the layout itself failed, a full reload is the safest way home. */}
      <a href={home} className="btn btn-primary">
        {t('error.home')}
      </a>
    </div>
  );
}
