import {
  languageApplied,
  languageFailed,
  languageRequested,
  selectRequestedLocale,
} from '@/shared/i18n/i18nSlice';
import { loadLocale } from '@/shared/i18n/translate';
import type { AppStartListening } from './listeners';

/**
 * A requested language is applied once every catalogue on the page has it, so the interface switches at
 * once; a request overtaken by a newer one is dropped. A failed download (offline) keeps the current
 * language and says so.
 */
export function applyRequestedLanguages(startListening: AppStartListening) {
  startListening({
    actionCreator: languageRequested,
    effect: async ({ payload: locale }, api) => {
      try {
        await loadLocale(locale);
      } catch {
        if (selectRequestedLocale(api.getState()) === locale) api.dispatch(languageFailed());
        return;
      }
      if (selectRequestedLocale(api.getState()) === locale) api.dispatch(languageApplied(locale));
    },
  });
}
