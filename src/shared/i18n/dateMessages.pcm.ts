import type { Translation } from './translate';
import type { DateMessageKey } from './dateMessages';

/** Nigerian Pidgin (pcm) dates for dateMessages; English is in ./dateMessages.ts. */
const translation: Translation<DateMessageKey> = {
  'date.day': '{day} {month} {year}',
  'date.month': '{month} {year}',
  'date.withOfficial': '{date} ({official})',
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

export default translation;
