import type { Translation } from '@/shared/i18n/translate';
import type { ToastsMessageKey } from './messages';

/** Yoruba (yo) strings for toastsMessages; English is in ./messages.ts. */
const translation: Translation<ToastsMessageKey> = {
  'toast.close': 'Pa ìfitónilétí dé',
  'toast.viewPage': 'Wo ojú-ìwé náà',
  'toast.region': 'Ìfitónilétí',
  'content.added': 'A ti fi àkóónú kún un',
  'content.addedBody': 'A ti fi “{title}” kún un.',
  'content.edited': 'A ti fi àwọn àyípadà pamọ́',
  'content.editedBody': 'A ti ṣe àtúnṣe “{title}”.',
  'content.published': 'Ó ti wà ní gbangba báyìí',
  'content.publishedBody': 'A ti gbé “{title}” jáde.',
  'content.unpublished': 'A ti dá a padà sí àkọ́kọ',
  'content.unpublishedBody': '“{title}” kò sí ní gbangba mọ́.',
  'content.deleted': 'A ti pa àkóónú rẹ́',
  'content.deletedBody': 'A ti pa “{title}” rẹ́.',
  'content.notSaved': 'A kò fi pamọ́',
  'content.refusedBody': 'A kò fi “{title}” pamọ́: {reason}',
  'content.queued': 'Ó ń dúró láti fi ránṣẹ́',
  'content.queuedBody':
    'A kò lè dé ọ̀dọ̀ olùpèsè. “{title}” wà nínú aṣàwákiri yìí, a ó sì fi ránṣẹ́ nígbà tí ìsopọ̀ bá padà.',
  'content.conflict': 'A kò fi pamọ́: ẹlòmíràn ti yí i padà',
  'content.conflictBody':
    'Ẹlòmíràn ti kọ́kọ́ yí “{title}” padà tàbí pa á rẹ́. Ẹ yan ẹ̀dà tí ẹ fẹ́ pa mọ́ nínú Ìṣàkóso àkóónú.',
  'generator.draftSavedTitle': 'A ti fi àkọsílẹ̀ pamọ́',
  'generator.draftSaved':
    'A ti fi àkóónú tí AI ṣe pamọ́ gẹ́gẹ́ bí àkọsílẹ̀. Olóòtú gbọ́dọ̀ gbé e jáde kí àwọn àlejò tó lè rí i.',
  'generator.errorTitle': 'Àṣìṣe',
  'generator.emptyTopic': 'Ẹ jọ̀wọ́, ẹ tẹ̀ kókó-ọ̀rọ̀ kan',
  'generator.generatedTitle': 'A ti ṣẹ̀dá àkóónú',
  'generator.generated': 'AI ti ṣàṣeyọrí láti ṣẹ̀dá àkóónú lórí kókó-ọ̀rọ̀ yín',
  'generator.failedTitle': 'Ìṣẹ̀dá kò ṣeé ṣe',
  'generator.failed': 'Àṣìṣe kan wáyé nígbà tí à ń ṣẹ̀dá àkóónú',
  'generator.publishedTitle': 'A ti gbé àkóónú jáde',
  'generator.published': 'A ti fi àkóónú tí AI ṣẹ̀dá kún ojú-òpó yín',
};

export default translation;
