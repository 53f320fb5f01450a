import type { Translation } from './translate';
import type { DateMessageKey } from './dateMessages';

/** Hausa (ha) dates for dateMessages; English is in ./dateMessages.ts. */
const translation: Translation<DateMessageKey> = {
  'date.day': '{day} ga {month}, {year}',
  'date.month': '{month} {year}',
  'date.withOfficial': '{date} ({official})',
  'date.dateTime': '{date}, da ƙarfe {time}',
  'date.inWat': '{dateTime} WAT',
  'month.1': 'Janairu',
  'month.2': 'Fabrairu',
  'month.3': 'Maris',
  'month.4': 'Afrilu',
  'month.5': 'Mayu',
  'month.6': 'Yuni',
  'month.7': 'Yuli',
  'month.8': 'Agusta',
  'month.9': 'Satumba',
  'month.10': 'Oktoba',
  'month.11': 'Nuwamba',
  'month.12': 'Disamba',
};

export default translation;
