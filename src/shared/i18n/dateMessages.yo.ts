import type { Translation } from './translate';
import type { DateMessageKey } from './dateMessages';

/** Yoruba (yo) dates for dateMessages; English is in ./dateMessages.ts. */
const translation: Translation<DateMessageKey> = {
  'date.day': '{day} {month} {year}',
  'date.month': '{month} {year}',
  'date.withOfficial': '{date} ({official})',
  'date.dateTime': '{date}, ní agogo {time}',
  'date.inWat': '{dateTime} WAT',
  'month.1': 'Oṣù Kìíní',
  'month.2': 'Oṣù Kejì',
  'month.3': 'Oṣù Kẹta',
  'month.4': 'Oṣù Kẹrin',
  'month.5': 'Oṣù Karùn-ún',
  'month.6': 'Oṣù Kẹfà',
  'month.7': 'Oṣù Keje',
  'month.8': 'Oṣù Kẹjọ',
  'month.9': 'Oṣù Kẹsàn-án',
  'month.10': 'Oṣù Kẹwàá',
  'month.11': 'Oṣù Kọkànlá',
  'month.12': 'Oṣù Kejìlá',
};

export default translation;
