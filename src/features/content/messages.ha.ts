import type { Translation } from '@/shared/i18n/translate';

/** Hausa (ha) strings for contentMessages; English is in ./messages.ts. */
const translation: Translation = {
  'manager.title': 'Sarrafa abubuwan ciki',
  'manager.intro':
    'Ku ƙara, ku gyara, ku wallafa, kuma ku cire jagorori a shafin. Ana ajiye canje-canje a wannan burauza.',
  'add.title': 'Ƙara abun ciki',
  'add.submit': 'Ƙara abun ciki',
  'edit.title': 'Gyara abun ciki',
  'edit.submit': 'Ajiye canje-canje',
  'edit.cancel': 'Soke',
  'dialog.close': 'Rufe',
  'field.title': 'Take',
  'field.category': 'Rukuni',
  'field.status': 'Matsayi',
  'field.content': 'Abun ciki',
  'error.title': 'Ku shigar da take.',
  'error.content': 'Ku shigar da abun ciki.',
  'status.draft': 'Daftari',
  'status.published': 'An wallafa',
  'list.title': 'Duk abubuwan ciki ({count})',
  'list.empty': 'Babu abun ciki tukuna. Ku ƙara na farko da fom ɗin da ke sama.',
  'col.title': 'Take',
  'col.category': 'Rukuni',
  'col.status': 'Matsayi',
  'col.created': 'An ƙirƙira',
  'col.modified': 'An gyara',
  'col.author': 'Marubuci',
  'col.actions': 'Ayyuka',
  'action.edit': 'Gyara',
  'action.publish': 'Wallafa',
  'action.unpublish': 'Janye wallafa',
  'action.delete': 'Goge',
  'delete.title': 'Goge abun ciki',
  'delete.body': 'A goge “{title}”? Ba za a iya mayar da shi ba.',
  'delete.cancel': 'Soke',
  'delete.confirm': 'Goge',
  'article.more': 'Ƙarin bayani game da {category}',
  'article.byline': 'Marubuci: {author}. An wallafa {created}, an sabunta a ƙarshe {modified}.',
};

export default translation;
