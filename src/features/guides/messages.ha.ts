import type { Translation } from '@/shared/i18n/translate';
import type { GuidesMessageKey } from './messages';

/** Hausa (ha) strings for guidesMessages; English is in ./messages.ts. */
const translation: Translation<GuidesMessageKey> = {
  'tabs.label': 'Sassan wannan jagora',
  'pager.label': 'Sassan wannan jagora',
  'pager.next': 'Na gaba: {part}',
  'pager.previous': 'Na baya: {part}',
  'block.caveat': 'Muhimmi:',
  'translation.notice':
    'An fassara wannan jagora daga Turanci. Idan wani abu a nan ya bambanta da na Turanci, ku bi na Turanci.',
  'translation.readEnglish': 'Karanta wannan jagora da Turanci',
  'translation.outdated': 'Ana sabunta wannan fassara; shafin Turanci yana da sabbin bayanai.',
  'share.heading': 'Raba wannan jagora',
  'share.native': 'Raba mahaɗin',
  'share.nativeFailed':
    'Wannan burauza ba ta iya raba mahaɗin ba. Ku raba shi a WhatsApp ko ku kwafe shi maimakon haka.',
  'share.whatsapp': 'Raba a WhatsApp',
  'share.copy': 'Kwafi mahaɗi',
  'share.copied': 'An kwafi mahaɗin.',
  'share.copyFailed': 'Ba a iya kwafin mahaɗin ba. Ku kwafi wannan adireshin maimakon haka:',
};

export default translation;
