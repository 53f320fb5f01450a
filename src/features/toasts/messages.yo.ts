import type { Translation } from '@/shared/i18n/translate';

/** Yoruba (yo) strings for toastMessages; English is in ./messages.ts. */
const translation: Translation = {
  'toast.close': 'Pa ìfitónilétí dé',
  'toast.viewPage': 'Wo ojú-ewé náà',
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
  'generator.errorTitle': 'Àṣìṣe',
  'generator.emptyTopic': 'Ẹ jọ̀wọ́, ẹ tẹ kókó-ọ̀rọ̀ kan',
  'generator.generatedTitle': 'A ti ṣẹ̀dá àkóónú',
  'generator.generated': 'AI ti ṣàṣeyọrí láti ṣẹ̀dá àkóónú lórí kókó-ọ̀rọ̀ yín',
  'generator.failedTitle': 'Ìṣẹ̀dá kò ṣeé ṣe',
  'generator.failed': 'Àṣìṣe kan wáyé nígbà tí à ń ṣẹ̀dá àkóónú',
  'generator.publishedTitle': 'A ti gbé àkóónú jáde',
  'generator.published': 'A ti fi àkóónú tí AI ṣẹ̀dá kún ojú-òpó yín',
};

export default translation;
