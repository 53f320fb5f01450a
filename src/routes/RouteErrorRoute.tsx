import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { frameMessages } from './frameMessages';
import { useT } from '@/shared/i18n/useT';

/** Describes whatever was thrown as text: a status for route responses, else the error's message. */
function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's fallback for a failed route (SPEC §8). The detail is rendered as text, never HTML. */
export function RouteErrorRoute() {
  const t = useT(frameMessages);
  const error = useRouteError();
  return (
    <div className="container-xl py-5 guide-text mx-auto" role="alert">
      <h1 className="h2 fw-bold mb-3">{t('error.title')}</h1>
      <p>{t('error.body')}</p>
      <pre className="bg-body-tertiary border rounded p-3 text-wrap">{describe(error)}</pre>
      {/* A plain link, not <Link>: when the layout itself failed, a full reload is the safest way home. */}
      <a href="/" className="btn btn-primary">
        {t('error.home')}
      </a>
    </div>
  );
}
