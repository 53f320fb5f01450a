import { defineMessages } from '@/features/i18n/translate';

export const searchMessages = defineMessages({
  en: {
    'search.label': 'Search guides',
    'search.placeholder': 'e.g. NIN or passport',
    'search.submit': 'Search',
    'search.noResults':
      'No results for “{query}” yet. Search is still being built: browse the categories or try the popular guides below.',
    'search.popular': 'Popular:',
    'search.empty': 'Type what you are looking for, for example “NIN”.',
  },
});
