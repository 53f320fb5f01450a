import type { Translation } from '@/shared/i18n/translate';
import type { PrivacyMessageKey } from './messages';

/** Hausa (ha) strings for privacyMessages; English is in ./messages.ts. */
const translation: Translation<PrivacyMessageKey> = {
  title: 'Sanarwar sirri ta Citizen Guide Nigeria',
  intro:
    'Wannan sanarwa tana bayyana bayanan da Citizen Guide Nigeria take ajiyewa idan kuna amfani da wannan shafin yanar gizo, dalilin ajiye su, tsawon lokacin da za mu ajiye su, da haƙƙoƙinku.',
  updated: 'Lokacin sabuntawa na ƙarshe: {updated}',
  'contents.heading': 'Abubuwan da ke ciki',

  'who.heading': 'Su wane ne mu',
  'who.controller':
    'Citizen Guide Nigeria ce ke da alhakin bayanan da wannan sanarwa ta ambata: a kalmomin doka, mu ne “mai kula da bayanai” (data controller). Mu jagora ne mai zaman kansa ga ayyukan gwamnati, ba hukumar gwamnati ba ne.',
  'who.law':
    'Muna bin Dokar Kare Bayanai ta Najeriya ta 2023 (Nigeria Data Protection Act 2023, NDPA). Hukumar Kare Bayanai ta Najeriya (Nigeria Data Protection Commission, NDPC) ita ce mai sa ido da ke tabbatar da bin dokar.',
  'who.minimum':
    'Muna tattara ƙanƙanin abin da za mu iya. Kuna iya karanta kowane shafi ba tare da kun gaya mana sunanku, adireshin imel ɗinku ko wani abu game da kanku ba.',

  'newsletter.heading': 'Idan kun yi rajista don wasiƙar labarai',
  'newsletter.intro': 'Muna ajiye:',
  'newsletter.email': 'adireshin imel ɗinku',
  'newsletter.language': 'harshen da kuka zaɓa',
  'newsletter.page': 'shafin da kuka yi rajista a kansa',
  'newsletter.consent': 'kalmomin amincewa da kuka gani lokacin da kuka yi rajista',
  'newsletter.times': 'lokacin da kuka yi rajista da lokacin da kuka tabbatar',
  'newsletter.why':
    'Dalili: don aiko muku da wasiƙar labaran da kuka nema. Tushen doka shi ne amincewarku (consent).',
  'newsletter.confirm':
    'Da farko za mu aiko muku da imel ɗaya mai mahaɗi don tabbatar da adireshinku. Har sai kun tabbatar, ba za mu aiko muku da komai ba.',
  'newsletter.keep':
    'Tsawon lokaci: har sai kun cire sunanku. Kowane imel yana da mahaɗi don cire sunanku da taɓawa ɗaya, sannan a goge adireshinku. Idan ba ku tabbatar cikin kwanaki 7 ba, za a goge rajistarku.',

  'feedback.heading': 'Idan kun gaya mana ko shafi yana da amfani, ko kun ba da rahoton matsalar fassara',
  'feedback.intro':
    'Idan kun amsa “Shin wannan shafin yana da amfani?” ko kun yi amfani da “Bayar da rahoton matsala a wannan fassarar”, muna ajiye:',
  'feedback.page': 'shafin da ɓangaren da kuke karantawa, da harshensa',
  'feedback.answer': 'amsarku da abin da kuka rubuta',
  'feedback.time': 'lokacin da kuka aiko',
  'feedback.nothing': 'Ba ma ajiye komai game da ku: babu adireshin IP, cookie ko wata shaida.',
  'feedback.why':
    'Dalili: don gyara da inganta shafukanmu. Tushen doka shi ne halattacciyar moriyarmu (legitimate interest) ta tabbatar da jagororin sun yi daidai.',
  'feedback.keep':
    'Tsawon lokaci: ana goge abin da kuka rubuta bayan watanni 12. Muna ajiye adadin amsoshin da kowane shafi ya samu.',
  'feedback.warning':
    'Don Allah kada ku rubuta bayananku na sirri, kamar NIN ɗinku ko lambar wayarku, a cikin sharhi.',

  'search.heading': 'Idan kuna bincike',
  'search.what':
    'Muna ƙidaya abin da aka nema, da wane harshe, da ko an sami wani abu, kowace rana. Ba ma ajiye adireshin IP, cookie ko wata shaida tare da shi.',
  'search.why':
    'Dalili: don sanin jagororin da mutane ke buƙata waɗanda ba mu rubuta ba tukuna. Tushen doka shi ne halattacciyar moriyarmu ta inganta shafin.',

  'views.heading': 'Yadda muke ƙidaya ziyarar shafuka',
  'views.what':
    'Muna ƙidaya shafukan da mutane suka buɗe, kowace rana: shafin, ranar, harshen, da shafin yanar gizon da kuka fito (sunansa kawai, kamar google.com). Ba ma amfani da cookie don wannan, kuma ba ma ajiye adireshin IP.',
  'views.unique':
    'Don ƙiyasta yawan mutane daban-daban da ke ziyara kowace rana, muna yin lamba ta hanya ɗaya daga adireshin IP ɗinku da burauzarku, a haɗe da wani sirri da ke canzawa kowace rana. Idan ranar ta ƙare, ana goge sirrin da lambobin, sai adadin masu ziyara kawai ake ajiyewa, don haka ba za a iya gano ku ta wannan lambar ba.',
  'views.dnt': 'Idan burauzarku tana aika “Do Not Track” ko “Global Privacy Control”, ba ma ƙidaya komai.',
  'views.why':
    'Dalili: don sanin shafukan da aka fi karantawa kuma suke buƙatar kulawa mafi yawa. Tushen doka shi ne halattacciyar moriyarmu ta gudanar da shafi mai amfani.',

  'cookies.heading': 'Cookies da ma’ajiyar burauzarku',
  'cookies.none': 'Shafin yanar gizo na jama’a ba ya saka kowane cookie.',
  'cookies.staff':
    'Ma’aikatanmu suna samun cookie na zaman shiga (session cookie) idan sun shiga. Yana riƙe su a ciki, kuma yana ƙarewa idan sun fita ko lokacin zaman ya ƙare.',
  'cookies.storage':
    'Ma’ajiyar burauzarku (localStorage) tana ajiye harshen da kuka zaɓa, amsoshin da kuka bayar da daftarorinku, a kan wannan na’urar kawai. Kuna iya share ta a saitunan burauzarku.',

  'logs.heading': 'Rajistar sabar da tsaro',
  'logs.what':
    'Sabarmu (server) tana rubuta rajistar fasaha ta kowace buƙata: lokaci, adireshin shafin da aka nema, sakamakon da tsawon lokacin da ya ɗauka. Ba ta rubuta adireshin IP ɗinku, adireshin imel ɗinku ko abin da kuka rubuta. Muna amfani da ita don gano kurakurai da kiyaye tsaron shafin.',
  'logs.limits':
    'Don hana a cika fom-fom ɗinmu da yawa, sabar tana ƙidaya fom nawa kowane adireshin IP ya aika na ’yan mintuna. Tana ajiye kowace ƙidaya a rumbun bayananta ƙarƙashin lamba ta hanya ɗaya da aka yi daga adireshin IP ɗin da wani sirri da ke canzawa kowace rana, ba ƙarƙashin adireshin kansa ba, kuma ba tare da abin da kuka aika ba. Tana goge kowace ƙidaya kafin sa’o’i biyu su wuce.',
  'logs.staff':
    'Ga ma’aikatanmu, muna ajiye asusunsu (suna, adireshin imel da matsayi), shigarsu da canje-canjen da suka yi, a cikin rajistar bincike (audit log). Ana ajiye kowane ƙoƙarin shiga tare da adireshin IP da ya fito, don hana masu ƙoƙarin hasashen kalmar sirri.',

  'sharing.heading': 'Waɗanda muke raba su da su',
  'sharing.none':
    'Ba ma sayar da bayananku ko ba da su ga masu talla. Ba ma amfani da wani sabis na talla ko na bin diddigi.',
  'sharing.mail': 'Ana miƙa imel ɗin wasiƙar labarai ga sabar imel da ke isar da su.',

  'rights.heading': 'Haƙƙoƙinku',
  'rights.intro':
    'A ƙarƙashin Dokar Kare Bayanai ta Najeriya ta 2023 (Nigeria Data Protection Act 2023, NDPA), kuna da haƙƙi:',
  'rights.informed': 'ku san abin da muke ajiyewa game da ku da dalilinsa (wannan sanarwa)',
  'rights.access': 'ku sami kwafin bayanan da muke ajiyewa game da ku',
  'rights.correct': 'a gyara su ko a goge su',
  'rights.withdraw':
    'ku janye amincewarku a kowane lokaci, misali ta hanyar cire sunanku daga wasiƙar labarai',
  'rights.object': 'ku ƙi yadda muke amfani da su',
  'rights.ask': 'Don nema, ku rubuto mana ta fom ɗin da ke shafin “Tuntuɓe mu”:',
  'rights.newsletter':
    'Idan game da wasiƙar labarai ne, ku ba mu adireshin imel ɗin da kuka yi rajista da shi: ma’aikatanmu za su iya aiko muku da abin da muke ajiyewa game da shi, su gyara shi ko su goge shi.',
  'rights.contactLink': 'Tuntuɓe mu',

  'complaint.heading': 'Yadda ake kai ƙara',
  'complaint.text':
    'Idan ba ku ji daɗin yadda muke amfani da bayananku ba, don Allah ku fara gaya mana. Kuna kuma iya kai ƙara ga Hukumar Kare Bayanai ta Najeriya (Nigeria Data Protection Commission, NDPC):',

  'changes.heading': 'Canje-canje ga wannan sanarwa',
  'changes.text':
    'Idan abin da muke tattarawa ya canza, za mu sabunta wannan sanarwa da kwanan watan da ke samanta.',
};

export default translation;
