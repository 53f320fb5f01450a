import type { Translation } from '@/shared/i18n/translate';

/** Hausa (ha) strings for contentMessages; English is in ./messages.ts. */
const translation: Translation = {
  'manager.title': 'Sarrafa abubuwan ciki',
  'manager.intro':
    'Ku ƙara, ku gyara, ku wallafa, kuma ku cire jagorori a shafin. Ana ajiye canje-canje a wannan burauza kawai.',
  'conflict.changed': 'An canza “{title}” a wani tab kafin a ajiye canjin da kuka yi masa.',
  'conflict.deleted': 'An goge “{title}” a wani tab kafin a ajiye canjin da kuka yi masa.',
  'conflict.deletedHere': 'Kun goge “{title}”, amma wani tab ya riga ya canza shi.',
  'conflict.theirs': 'Sake ɗora shi',
  'conflict.theirsHint': 'ku riƙe sigar da ke ɗayan tab ɗin',
  'conflict.mine': 'Riƙe sigata',
  'conflict.mineHint': 'ku ajiye sigarku a madadinta',
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
  'field.lengthHint': 'Kada ya wuce haruffa {max}.',
  'error.title': 'Ku shigar da take.',
  'error.content': 'Ku shigar da abun ciki.',
  'status.draft': 'Daftari',
  'status.published': 'An wallafa',
  'list.title': 'Duk abubuwan ciki ({count})',
  'backup.title': 'Abubuwan cikinku a wannan burauza',
  'backup.usage':
    'Abubuwan ciki {count} na shafin da sauran bayanan da aka ajiye sun ɗauki {share} na sararin da wannan burauza ta ware wa shafin.',
  'backup.nearlyFull':
    "Ma'adana ta kusa cika. Ku sauke kwafin ajiya yanzu, sannan ku goge abubuwan da ba ku ƙara buƙata: idan ta cika, ba za a iya ajiye canje-canje ba.",
  'backup.exportIntro':
    'Ana ajiye abun ciki a wannan burauza kawai. Ku sauke kwafin ajiya don ku riƙe kwafi, ko don ku matsar da abun cikin zuwa wata burauza.',
  'backup.export': 'Sauke kwafin ajiya',
  'backup.import': 'Shigo da kwafin ajiya',
  'backup.importHint':
    'Fayil ɗin .json da aka sauke daga nan. Za a ƙara abubuwan da ke da sabon id; abin da id ɗinsa ya yi daidai da na wani abu a nan zai maye gurbinsa.',
  'backup.imported': 'Abubuwan da aka shigo da su: {count}.',
  'backup.rejected': 'Abubuwan da ba a shigo da su ba: {count}.',
  'backup.invalid': 'Abu na {number} (“{title}”): akwai kuskure a: {fields}.',
  'backup.duplicate':
    'Abu na {number} (“{title}”): wani abu da ya gabace shi a fayil ɗin ya riga ya yi amfani da id ɗinsa.',
  'backup.notBackup':
    'Wannan fayil ba kwafin ajiya na abubuwan cikin shafin ba ne, don haka ba a shigo da komai ba.',
  'backup.notJson': 'Ba a iya karanta wannan fayil a matsayin JSON ba, don haka ba a shigo da komai ba.',
  'backup.newer':
    'Wannan kwafin ajiya ya fito ne daga sabuwar sigar shafin, don haka ba a shigo da komai ba.',
  'backup.tooLarge':
    'Wannan fayil ya fi duk wani kwafin ajiya da zai iya fitowa daga burauza girma, don haka ba a shigo da komai ba.',
  'filter.label': 'Tace jerin abubuwan ciki',
  'filter.title': 'Tace da take',
  'filter.any': 'Duka',
  'filter.none': 'Babu abun ciki da ya dace da waɗannan zaɓuɓɓukan tacewa.',
  'page.status': 'Ana nuna {from}–{to} cikin {total}',
  'page.label': 'Shafukan jerin abubuwan ciki',
  'page.previous': 'Shafin baya',
  'page.next': 'Shafi na gaba',
  'page.of': 'Shafi na {page} cikin {pages}',
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
