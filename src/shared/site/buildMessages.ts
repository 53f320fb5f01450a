import type { Locale, Translated } from '@/shared/i18n/translate';

/**
 * Strings only the build writes into the prerendered HTML: each page's meta description (read by search
 * engines and link previews from the HTML, never changed in the browser), the offline page, the
 * no-script note, the notice shown when the app could not start, and the server's answer to a form it
 * could not read. Kept apart from siteMessages so the browser never downloads them. Every language's page is
 * prerendered in it (issue 27), so each language has them here; staff-only answers (a preview that ended,
 * a form the server could not read) stay in English.
 */
export const buildMessages = {
  en: {
    'description.home':
      'Plain-language guides to Nigerian government services: NIN, passports, education, rights and more.',
    'description.documents':
      'Nigerian identity, business and civil documents: what each is for, who issues it, and our step-by-step guides.',
    'description.nin':
      'How to get your National Identification Number (NIN) from NIMC: who needs one, what to bring, fees, and how to check it.',
    'description.search': 'Search every guide, document and article on Citizen Guide Nigeria.',
    'description.article': 'An article from Citizen Guide Nigeria, written by its editorial team.',
    'description.login':
      'Sign-in for Citizen Guide Nigeria staff. You do not need an account to read any guide.',
    'description.admin': 'The staff dashboard of Citizen Guide Nigeria.',
    'description.setup': 'Choose the password of a Citizen Guide Nigeria staff account.',
    'description.unauthorized': 'This page is restricted to administrators.',
    'description.accessibility':
      'How accessible Citizen Guide Nigeria is: how we test it, with which tools, and what does not work yet.',
    'description.notFound': 'We could not find that page on Citizen Guide Nigeria.',
    'description.contact':
      'What Citizen Guide Nigeria can help with, and where to go for each government agency.',
    'description.privacy':
      'What Citizen Guide Nigeria keeps when you use it, why, for how long, and your rights under the Nigeria Data Protection Act 2023.',
    'offline.title': 'You are offline',
    'offline.body':
      'This page has not been saved on this phone yet, so it cannot open without a connection. The pages below work offline once you have opened them:',
    'offline.retry': 'When you are back online, reload this page.',
    'noscript.note': 'This page works without JavaScript. Only the staff area needs it switched on.',
    'startFailed.note':
      'Some features are not available right now, but everything on this page can still be read.',
    'startFailed.reload': 'Reload the page',
    'previewEnded.title': 'This preview link has expired or is wrong',
    'previewEnded.body':
      'Preview links stop working after a while, and work only exactly as they were sent. Ask whoever sent you this one for a new link.',
    'badForm.title': 'That form could not be read',
    'badForm.body':
      'What was sent did not come from one of our forms, or it was too long. Go back, check what you typed, and try again.',
    'tooMany.title': 'Too many forms sent from your network',
    'tooMany.body':
      'Nothing was lost: wait a few minutes, then go back and send it again. Many phones can share one network address, so this can happen when others near you use this site too.',
  },
} as const;

export type BuildMessageKey = keyof (typeof buildMessages)['en'];

type PublicBuildKey = Exclude<
  BuildMessageKey,
  `previewEnded.${string}` | `badForm.${string}` | `tooMany.${string}`
>;

/** The build's words for visitors in each other language (machine-assisted drafts, see docs/TRANSLATIONS.md). */
const translated: Record<Translated, Partial<Record<PublicBuildKey, string>>> = {
  pcm: {
    'description.admin': 'Di staff dashboard of Citizen Guide Nigeria.',
    'description.setup': 'Choose di password of your Citizen Guide Nigeria staff account.',
    'description.home':
      'Guide wey clear for Naija government services: NIN, passport, school, your rights and plenty more.',
    'description.documents':
      'Naija ID, business and civil documents: wetin each one dey for, who dey give am, and our step-by-step guides.',
    'description.nin':
      'How to get your National Identification Number (NIN) from NIMC: who need am, wetin to carry, money, and how to check am.',
    'description.search': 'Search every guide, document and article for Citizen Guide Nigeria.',
    'description.article': 'Article from Citizen Guide Nigeria, wey our editors write.',
    'description.login':
      'Na here Citizen Guide Nigeria staff dey sign in. You no need account to read any guide.',
    'description.unauthorized': 'Na only administrators fit open dis page.',
    'description.accessibility':
      'How easy e be to use Citizen Guide Nigeria: how we dey test am, with which tools, and wetin never work.',
    'description.notFound': 'We no fit find dat page for Citizen Guide Nigeria.',
    'description.contact':
      'Wetin Citizen Guide Nigeria fit help you do, and where to go for each government agency.',
    'description.privacy':
      'Wetin Citizen Guide Nigeria dey keep when you use am, why, how long, and your rights under di Nigeria Data Protection Act 2023.',
    'offline.title': 'You no dey online',
    'offline.body':
      'Dis page never save for dis phone, so e no fit open without network. Di pages wey dey below go work offline once you don open dem before:',
    'offline.retry': 'When network come back, load dis page again.',
    'noscript.note': 'Dis page dey work without JavaScript. Na only di staff area need am.',
    'startFailed.note': 'Some features no dey work now, but you fit still read everything for dis page.',
    'startFailed.reload': 'Load di page again',
  },
  yo: {
    'description.admin': 'Ojú-ìṣàkóso àwọn òṣìṣẹ́ Citizen Guide Nigeria.',
    'description.setup': 'Ẹ yan ọ̀rọ̀ aṣínà àkáǹtì òṣìṣẹ́ Citizen Guide Nigeria yín.',
    'description.home':
      'Ìtọ́sọ́nà tó rọrùn fún àwọn iṣẹ́ ìjọba Nàìjíríà: NIN, ìwé ìrìnnà, ẹ̀kọ́, ẹ̀tọ́ yín àti bẹ́ẹ̀ bẹ́ẹ̀ lọ.',
    'description.documents':
      'Àwọn ìwé ìdánimọ̀, ti iṣẹ́ òwò àti ti ìlú ní Nàìjíríà: ohun tí ọ̀kọ̀ọ̀kan wà fún, ẹni tó ń fúnni, àti ìtọ́sọ́nà wa ní ìgbésẹ̀-ìgbésẹ̀.',
    'description.nin':
      'Bí ẹ ṣe lè gba Nọ́mbà Ìdánimọ̀ Orílẹ̀-èdè (NIN) láti ọ̀dọ̀ NIMC: ẹni tó nílò rẹ̀, ohun tí ẹ ó mú dání, owó, àti bí ẹ ṣe lè yẹ̀ ẹ́ wò.',
    'description.search': 'Ẹ wá gbogbo ìtọ́sọ́nà, ìwé àti àpilẹ̀kọ lórí Citizen Guide Nigeria.',
    'description.article': 'Àpilẹ̀kọ láti ọwọ́ àwọn olóòtú Citizen Guide Nigeria.',
    'description.login':
      'Ibi tí òṣìṣẹ́ Citizen Guide Nigeria ti ń wọlé. Ẹ kò nílò àkọọ́lẹ̀ láti ka ìtọ́sọ́nà kankan.',
    'description.unauthorized': 'Àwọn alábòójútó nìkan ló lè ṣí ojú-ìwé yìí.',
    'description.accessibility':
      'Bí Citizen Guide Nigeria ṣe rọrùn tó láti lò: bí a ṣe ń dán an wò, pẹ̀lú irinṣẹ́ wo, àti ohun tí kò tíì ṣiṣẹ́.',
    'description.notFound': 'A kò rí ojú-ìwé yẹn lórí Citizen Guide Nigeria.',
    'description.contact':
      'Ohun tí Citizen Guide Nigeria lè ràn yín lọ́wọ́ fún, àti ibi tí ẹ ó lọ fún ilé-iṣẹ́ ìjọba kọ̀ọ̀kan.',
    'description.privacy':
      'Ohun tí Citizen Guide Nigeria ń pamọ́ nígbà tí ẹ bá ń lò ó, ìdí rẹ̀, bí ó ti pẹ́ tó, àti àwọn ẹ̀tọ́ yín lábẹ́ Nigeria Data Protection Act 2023.',
    'offline.title': 'Ẹ kò sí lórí ayélujára',
    'offline.body':
      'A kò tíì fi ojú-ìwé yìí pamọ́ sórí fóònù yìí, nítorí náà kò lè ṣí láìsí ìsopọ̀. Àwọn ojú-ìwé ìsàlẹ̀ yìí ń ṣiṣẹ́ láìsí ìsopọ̀ lẹ́yìn tí ẹ bá ti ṣí wọn:',
    'offline.retry': 'Nígbà tí ìsopọ̀ bá padà, ẹ tún ojú-ìwé yìí gbé.',
    'noscript.note': 'Ojú-ìwé yìí ń ṣiṣẹ́ láìsí JavaScript. Ibi àwọn òṣìṣẹ́ nìkan ló nílò rẹ̀.',
    'startFailed.note': 'Àwọn ohun kan kò ṣiṣẹ́ báyìí, ṣùgbọ́n ẹ ṣì lè ka gbogbo ohun tó wà lójú-ìwé yìí.',
    'startFailed.reload': 'Ẹ tún ojú-ìwé náà gbé',
  },
  ha: {
    'description.admin': "Allon sarrafawa na ma'aikatan Citizen Guide Nigeria.",
    'description.setup': "Zaɓi kalmar sirrin asusun ma'aikacin Citizen Guide Nigeria.",
    'description.home':
      'Jagora mai sauƙin fahimta ga ayyukan gwamnatin Najeriya: NIN, fasfo, ilimi, haƙƙoƙinku da sauransu.',
    'description.documents':
      'Takardun shaida, na kasuwanci da na farar hula a Najeriya: amfanin kowace, wanda ke bayarwa, da jagororinmu mataki-mataki.',
    'description.nin':
      'Yadda za ku samu Lambar Shaidar Ɗan Ƙasa (NIN) daga NIMC (Hukumar Kula da Shaidar Ɗan Ƙasa): wanda yake buƙata, abin da za ku kawo, kuɗi, da yadda za ku duba ta.',
    'description.search': 'Ku nemi kowane jagora, takarda da rubutu a Citizen Guide Nigeria.',
    'description.article': 'Rubutu daga editocin Citizen Guide Nigeria.',
    'description.login':
      "Shiga ga ma'aikatan Citizen Guide Nigeria. Ba ku buƙatar asusu don karanta kowane jagora.",
    'description.unauthorized': 'Masu gudanarwa kaɗai ke iya buɗe wannan shafi.',
    'description.accessibility':
      'Yadda Citizen Guide Nigeria ke da sauƙin amfani: yadda muke gwada shi, da waɗanne kayan aiki, da abin da bai yi aiki ba tukuna.',
    'description.notFound': 'Ba mu sami wannan shafin a Citizen Guide Nigeria ba.',
    'description.contact':
      'Abin da Citizen Guide Nigeria zai iya taimaka muku da shi, da inda za ku je ga kowace hukuma.',
    'description.privacy':
      'Abin da Citizen Guide Nigeria take ajiyewa idan kuna amfani da ita, dalili, tsawon lokaci, da haƙƙoƙinku a ƙarƙashin Nigeria Data Protection Act 2023.',
    'offline.title': 'Ba ku da intanet',
    'offline.body':
      'Ba a adana wannan shafin a wannan wayar ba tukuna, don haka ba zai buɗe ba sai da intanet. Shafukan da ke ƙasa suna aiki ba tare da intanet ba da zarar kun buɗe su:',
    'offline.retry': 'Idan intanet ya dawo, ku sake loda wannan shafin.',
    'noscript.note': "Wannan shafin yana aiki ba tare da JavaScript ba. Sashen ma'aikata kaɗai ke buƙatarsa.",
    'startFailed.note': 'Wasu abubuwa ba sa aiki yanzu, amma kuna iya karanta duk abin da ke wannan shafin.',
    'startFailed.reload': 'Sake loda shafin',
  },
  ig: {
    'description.admin': 'Ogwe njikwa ndị ọrụ Citizen Guide Nigeria.',
    'description.setup': 'Họrọ okwuntughe akaụntụ onye ọrụ Citizen Guide Nigeria gị.',
    'description.home':
      'Nduzi doro anya maka ọrụ gọọmentị Naịjirịa: NIN, paspọtụ, agụmakwụkwọ, ikike gị na ndị ọzọ.',
    'description.documents':
      "Akwụkwọ njirimara, azụmahịa na nke obodo na Naịjirịa: ihe nke ọ bụla bụ maka ya, onye na-enye ya, na nduzi anyị nke ọ bụla n'usoro.",
    'description.nin':
      'Otu esi enweta Nọmba Njirimara Mba (NIN) site na NIMC (National Identity Management Commission): onye chọrọ ya, ihe ị ga-eweta, ụgwọ, na otu esi elele ya.',
    'description.search': 'Chọọ nduzi, akwụkwọ na edemede ọ bụla na Citizen Guide Nigeria.',
    'description.article': "Edemede sitere n'aka ndị editọ Citizen Guide Nigeria.",
    'description.login':
      'Ebe ndị ọrụ Citizen Guide Nigeria na-abanye. Ị chọghị akaụntụ iji gụọ nduzi ọ bụla.',
    'description.unauthorized': 'Ọ bụ naanị ndị nchịkwa nwere ike imeghe ibe a.',
    'description.accessibility':
      'Otú Citizen Guide Nigeria si dị mfe iji: otu anyị si anwale ya, ngwaọrụ anyị ji, na ihe na-arụbeghị ọrụ.',
    'description.notFound': 'Anyị ahụghị ibe ahụ na Citizen Guide Nigeria.',
    'description.contact':
      'Ihe Citizen Guide Nigeria nwere ike inyere gị aka, na ebe ị ga-aga maka ụlọ ọrụ gọọmentị ọ bụla.',
    'description.privacy':
      'Ihe Citizen Guide Nigeria na-edebe mgbe ị na-eji ya, ihe kpatara ya, ogologo oge, na ikike gị n’okpuru Nigeria Data Protection Act 2023.',
    'offline.title': "Ị nọghị n'ịntanetị",
    'offline.body':
      "Echekwabeghị ibe a na ekwentị a, ya mere ọ gaghị emeghe ma ọ bụrụ na ịnweghị ịntanetị. Ibe ndị dị n'okpuru na-arụ ọrụ na-enweghị ịntanetị ozugbo i meghere ha:",
    'offline.retry': 'Mgbe ịntanetị laghachiri, buo ibe a ọzọ.',
    'noscript.note': 'Ibe a na-arụ ọrụ na-enweghị JavaScript. Ọ bụ naanị akụkụ ndị ọrụ chọrọ ya.',
    'startFailed.note': "Ụfọdụ atụmatụ anaghị arụ ọrụ ugbu a, mana ị ka nwere ike ịgụ ihe niile dị n'ibe a.",
    'startFailed.reload': 'Buo ibe a ọzọ',
  },
};

/** A build string in `locale`, English where it has none (the staff-only answers). */
export function buildText(locale: Locale, key: BuildMessageKey): string {
  return (locale === 'en' ? undefined : translated[locale][key as PublicBuildKey]) ?? buildMessages.en[key];
}
