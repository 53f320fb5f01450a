import { defineMessages } from './translate';

/**
 * Dates in every language, from the catalogues rather than the browser's locale data (issue 27): Chromium
 * has none for yo, ha, ig or pcm, and each browser printed something else, so a translated page said
 * "December 2020" in one place and "Oṣù Bélú" in another. Written by src/shared/i18n/formatDates.ts. Yorùbá
 * names the months by number (Oṣù Kejìlá), as readers know them.
 */
const en = {
  'date.day': '{day} {month} {year}',
  'date.month': '{month} {year}',
  'date.withOfficial': '{date} ({official})',
  // A moment on Nigeria's clock (24-hour), and the same with its zone named, for staff screens.
  'date.dateTime': '{date}, {time}',
  'date.inWat': '{dateTime} WAT',
  'month.1': 'January',
  'month.2': 'February',
  'month.3': 'March',
  'month.4': 'April',
  'month.5': 'May',
  'month.6': 'June',
  'month.7': 'July',
  'month.8': 'August',
  'month.9': 'September',
  'month.10': 'October',
  'month.11': 'November',
  'month.12': 'December',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<DateMessageKey>`). */
export type DateMessageKey = keyof typeof en;

export const dateMessages = defineMessages(
  { en },
  {
    pcm: () => import('./dateMessages.pcm'),
    yo: () => import('./dateMessages.yo'),
    ha: () => import('./dateMessages.ha'),
    ig: () => import('./dateMessages.ig'),
  },
);
