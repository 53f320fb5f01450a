import type { Translation } from '@/shared/i18n/translate';
import type { GeneratorMessageKey } from './messages';

/** Hausa (ha) strings for generatorMessages; English is in ./messages.ts. */
const translation: Translation<GeneratorMessageKey> = {
  'generator.title': 'Mai samar da rubutu na AI',
  'generator.intro':
    'Ku shigar da batu, ku zaɓi rukuni, don samun daftarin jagora. Ana gina daftarin a burauzarku daga samfura masu ƙididdigar misali, don haka ku duba kowace gaskiya kafin ku wallafa shi.',
  'field.topic': 'Batu',
  'field.topicHint': 'Misali: sabunta fasfo na ƙasa da ƙasa',
  'field.category': 'Rukuni',
  'field.seed': 'Seed (ba tilas ba)',
  'field.seedHint':
    'Seed ɗaya, batu ɗaya da rukuni ɗaya kullum suna ba da daftari iri ɗaya. Ana zaɓar sabon seed bayan kowane daftari.',
  'field.seedInvalid': 'Ku shigar da cikakkiyar lamba daga 0 zuwa 999999.',
  generate: 'Samar',
  generating: 'Ana samarwa...',
  'status.generating': 'Ana samar da abun ciki game da “{topic}”…',
  'status.ready': 'Daftari ya shirya don dubawa: {title}',
  'preview.title': 'Dubawa',
  'preview.empty': 'Daftarinku zai bayyana a nan.',
  'preview.figuresNote':
    'Alkaluman da aka yi wa alama samfuri ne, ba gaskiya ba ne. Ku duba kowanne da majiyar hukuma kafin ku wallafa.',
  'preview.sampleFigure': '(alkalumin samfuri: ku duba kafin wallafawa)',
  'preview.status': 'Daftari',
  'preview.seed': 'Seed {seed} — ku shigar da shi don sake samun daftari iri ɗaya',
  publish: 'Wallafa abun ciki',
  discard: 'Watsar',
};

export default translation;
