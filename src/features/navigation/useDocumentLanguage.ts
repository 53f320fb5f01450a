import { useEffect } from 'react';
import { createPath, useLocation } from 'react-router-dom';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { localePath, parseLocale } from '@/shared/lib/localePaths';
import { useAppSelector } from '@/shared/store/hooks';

/**
 * Keeps `<html lang>` on the page's language (screen readers pick their voice from it; the page arrives
 * with it), and sends an older link in the form `?lang=ha` to the same page at its language's address
 * (the server answers such links with a redirect; this covers a page already open in the app).
 */
export function useDocumentLanguage(): void {
  const locale = useAppSelector(selectLocale);
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const fromAddress = parseLocale(params.get('lang'));

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  useEffect(() => {
    if (!fromAddress) return;
    params.delete('lang');
    const search = params.toString();
    window.location.replace(
      localePath(fromAddress, createPath({ ...location, search: search ? `?${search}` : '' })),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per address
  }, [fromAddress, location.pathname, location.search]);
}
