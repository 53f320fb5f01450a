import { parseLocale } from '@/shared/lib/localePaths';
import type { PersistedSlice } from '@/shared/store/persistedSlice';
import { STORAGE_KEYS } from '@/shared/store/storageKeys';
import { languageChosen, selectPreferredLocale } from './i18nSlice';
import type { Locale } from './translate';

/** The language the visitor chose, kept in localStorage (listed in src/app/persistence.ts). */
export const languagePersistence: PersistedSlice<Locale | null> = {
  key: STORAGE_KEYS.language,
  select: selectPreferredLocale,
  parse: (value) => (value === null ? null : parseLocale(value)),
  // Remembered, not applied: the page's language is its address's; the choice suggests one on the home page.
  read: (locale) => languageChosen(locale),
  // A language chosen before storage was read wins over the stored one.
  mergeAtStart: (stored, current) => current ?? stored,
};
