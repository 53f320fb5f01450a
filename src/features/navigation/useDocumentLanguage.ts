import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { languageRequested, parseLocale, selectLocale } from '@/shared/i18n/i18nSlice';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';

/**
 * Keeps `<html lang>` on the interface's language (screen readers pick their voice from it), and takes
 * a language from the address (`?lang=ha`), so a link can open the site in Hausa. The choice is then
 * remembered like a button press, and `lang` leaves the address, which returns to the page's own.
 */
export function useDocumentLanguage(): void {
  const locale = useAppSelector(selectLocale);
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('lang');

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  useEffect(() => {
    if (fromAddress === null) return;
    const locale = parseLocale(fromAddress);
    if (locale) dispatch(languageRequested(locale));
    setParams(
      (current) => {
        current.delete('lang');
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [fromAddress, dispatch, setParams]);
}
