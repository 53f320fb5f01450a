import type { Translation } from './translate';
import type { DateMessageKey } from './dateMessages';

/** Igbo (ig) dates for dateMessages; English is in ./dateMessages.ts. */
const translation: Translation<DateMessageKey> = {
  'date.day': '{day} {month} {year}',
  'date.month': '{month} {year}',
  'date.withOfficial': '{date} ({official})',
  'date.dateTime': '{date}, n’elekere {time}',
  'date.inWat': '{dateTime} WAT',
  'month.1': 'Jenụwarị',
  'month.2': 'Febrụwarị',
  'month.3': 'Maachị',
  'month.4': 'Epreel',
  'month.5': 'Mee',
  'month.6': 'Jun',
  'month.7': 'Julaị',
  'month.8': 'Ọgọọst',
  'month.9': 'Septemba',
  'month.10': 'Ọktoba',
  'month.11': 'Novemba',
  'month.12': 'Disemba',
};

export default translation;
