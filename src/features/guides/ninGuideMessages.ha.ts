import type { Translation } from '@/shared/i18n/translate';
import type { NinGuideMessageKey } from './ninGuideMessages';

/** Hausa (ha) strings for ninGuideMessages; English is in ./ninGuideMessages.ts. */
const translation: Translation<NinGuideMessageKey> = {
  title: 'Lambar Shaidar Ɗan Ƙasa (NIN)',
  shortTitle: 'NIN',
  intro: 'Yadda za ku samu NIN ɗinku, abin da za ku kawo, nawa ake biya da yadda za ku duba ta.',
  agency: 'Hukumar Kula da Shaidar Ɗan Ƙasa (National Identity Management Commission, NIMC)',
  agencyShort: 'NIMC',
  'tab.overview': 'Bayani a taƙaice',
  'tab.requirements': 'Abubuwan da ake buƙata',
  'tab.process': 'Matakai',
  'tab.verification': 'Tantancewa',
  'tab.faqs': 'Tambayoyi',
  'overview.what.heading': 'Mece ce NIN?',
  'overview.what.p1':
    'Lambar Shaidar Ɗan Ƙasa (NIN) lamba ce da ke tabbatar da ko ku wane ne. Hukumar Kula da Shaidar Ɗan Ƙasa (National Identity Management Commission, NIMC) ce ke ba ku ita idan kun yi rajista.',
  'overview.what.p2':
    "NIN ɗinku shaida ce ta har abada. Ba ta canzawa a duk rayuwarku, wa'adinta ba ya ƙarewa, kuma ba a taɓa ba wani dabam ita.",
  'overview.glance.heading': 'A taƙaice',
  'overview.glance.length': 'Tsawo',
  'overview.glance.lengthValue': 'Lambobi {digits}',
  'overview.glance.lasts': 'Tsawon lokacin da take aiki',
  'overview.glance.lastsValue': "Har abada. Wa'adinta ba ya ƙarewa.",
  'overview.glance.cost': 'Kuɗin rajista',
  'overview.glance.costValue': 'Kyauta a karon farko',
  'overview.glance.issuer': 'Wanda ke bayarwa',
  'overview.glance.issuerValue': 'NIMC',
  'overview.why.heading': 'Dalilin da kuke buƙatarta',
  'overview.why.intro':
    'Ofisoshi da yawa suna neman NIN ɗinku kafin su yi muku hidima. Kuna iya buƙatarta don:',
  'overview.why.sim': 'haɗa katin SIM ɗinku da lambar wayarku',
  'overview.why.bank': 'buɗe ko sabunta asusun banki',
  'overview.why.documents': 'neman fasfo ko wata takardar gwamnati',
  'overview.why.services': "yin rajistar wasu jarrabawa da ayyukan jama'a",
  'overview.why.simRule':
    'Tun daga {simRuleSince}, Hukumar Sadarwa ta Najeriya (Nigerian Communications Commission, NCC) ta wajabta cewa dole ne a haɗa kowane katin SIM da NIN.',
  'overview.who.heading': 'Waɗanda za su iya yin rajista',
  'overview.who.p1':
    "'Yan ƙasar Najeriya za su iya yin rajista. Mutanen da ke zaune a Najeriya bisa doka ma za su iya yin rajista.",
  'overview.who.p2':
    "Daga shekara {adultAge} za ku yi rajista a matsayin babba. Yara 'yan ƙasa da shekara {adultAge} suna yin rajista tare da iyaye ko mai riƙo. Sashen “Abubuwan da ake buƙata” ya faɗi abin da za a kawo.",
  'requirements.adult.heading': 'Abin da za a kawo (shekara {adultAge} zuwa sama)',
  'requirements.adult.intro':
    'Ku tambayi cibiyar rajistarku abin da take karɓa kafin ku je. Ana iya neman ku kawo:',
  'requirements.adult.idDocument':
    'takardar da ke nuna sunanku da ranar haihuwarku, kamar takardar shaidar haihuwa ko fasfo',
  'requirements.adult.phone':
    'lambar waya da za ku ci gaba da amfani da ita, domin da ita ne za ku nemo NIN ɗinku daga baya ta gajeriyar lamba',
  'requirements.child.heading': 'Abin da za a kawo don yaro (ƙasa da shekara {adultAge})',
  'requirements.child.intro':
    "Yara 'yan ƙasa da shekara {adultAge} suna buƙatar iyaye ko mai riƙo. Dole ne iyaye ko mai riƙon su zo cibiyar tare da yaron. Ku kawo:",
  'requirements.child.parentNin': 'NIN ta iyaye ko ta mai riƙo',
  'requirements.child.birthProof':
    'takardar shaidar haihuwar yaron, ko takardar bayyana shekarun haihuwa (declaration of age) idan yaron ba shi da takardar shaidar haihuwa',
  'requirements.capture.heading': 'Abin da cibiyar ke ɗauka',
  'requirements.capture.under6': 'Ƙasa da shekara {photoOnlyUnder}',
  'requirements.capture.under6Value': 'Hoto kaɗai ake ɗauka.',
  'requirements.capture.6to15': 'Shekara {photoOnlyUnder} zuwa {childMaxAge}',
  'requirements.capture.6to15Value': 'Ana ɗaukar bayanan halitta (biometrics): zanen yatsu da hoto.',
  'requirements.capture.adult': 'Shekara {adultAge} zuwa sama',
  'requirements.capture.adultValue': 'Kuna yin rajista a matsayin babba: zanen yatsu da hoto.',
  'requirements.fees.heading': 'Kuɗaɗe',
  'requirements.fees.enrolment': 'Rajista ta farko',
  'requirements.fees.enrolmentValue': 'Kyauta',
  'requirements.fees.card': 'Katin NIN',
  'requirements.fees.cardValue': '{cardFeeMin} zuwa {cardFeeMax}',
  'requirements.fees.modification': 'Canza bayananku (gyaran bayanai)',
  'requirements.fees.modificationValue': '{modificationFee}',
  'requirements.fees.birthDate': 'Canza ranar haihuwarku',
  'requirements.fees.birthDateValue':
    'Sau ɗaya kawai ake yarda, kuma a ofishin NIMC kawai. Kuɗinsa ya fi yawa, kuma ya ƙaru a {birthDateFeeRaisedIn}.',
  'requirements.fees.caveat':
    'Kuɗaɗe suna canzawa. Ku tabbatar da adadin da ake biya yanzu a wurin NIMC kafin ku biya. Ku biya ta hanyoyin NIMC na hukuma kawai. Kada ku taɓa ba dillalai kuɗi (mutanen da ke cewa za su “taimaka” idan kun ba su kuɗi).',
  'process.enrol.heading': 'Yadda ake rajista, mataki-mataki',
  'process.enrol.find':
    'Ku nemo cibiyar rajista. Kuna iya yin rajista a ofishin NIMC ko a cibiyar rajista mai lasisi. Jerin cibiyoyin yana kan nimc.gov.ng.',
  'process.enrol.prepare':
    'Ku shirya takardunku. Sashen “Abubuwan da ake buƙata” ya lissafa abin da za ku kawo.',
  'process.enrol.go':
    'Ku je cibiyar. Idan kuna yi wa yaro ɗan ƙasa da shekara {adultAge} rajista, dole ne iyayensa ko mai riƙonsa su zo tare.',
  'process.enrol.form':
    'Ku cike fom ɗin rajista. Ku rubuta sunanku da ranar haihuwarku daidai yadda suke a takardunku.',
  'process.enrol.capture':
    'Za a ɗauki hotonku da zanen yatsunku. Ga yaro ɗan ƙasa da shekara {photoOnlyUnder}, hoto kaɗai ake ɗauka.',
  'process.enrol.check':
    'Ku duba kowane bayani kafin ku tafi. Gyara kuskure daga baya yana buƙatar biyan kuɗi.',
  'process.enrol.collect':
    'Ku ajiye duk wata takarda ko rasiti da cibiyar ta ba ku. Idan ba ku samu NIN ɗinku a ranar ba, kuna iya nemo ta daga baya ta gajeriyar lamba (duba sashen “Tantancewa”).',
  'process.enrol.free':
    'Rajista ta farko kyauta ce. Babu wanda ya kamata ya karɓi kuɗi a hannunku don rajistarku ta farko.',
  'process.change.heading': 'Yadda ake canza bayananku',
  'process.change.intro':
    'Idan bayananku ba daidai ba ne, ko sun canza, kuna iya neman NIMC ta sabunta su. Ana kiran wannan gyaran bayanai (modification).',
  'process.change.proof':
    'Ku samu takardar da ke nuna bayanin da ya dace, misali takardar shaidar aure don sabon sunan iyali.',
  'process.change.go': 'Ku je ofishin NIMC ko cibiyar rajista mai lasisi.',
  'process.change.pay':
    'Ku biya kuɗin gyaran bayanai na {modificationFee} ta hanyoyin hukuma. Ku ajiye rasitin.',
  'process.change.confirm': 'Idan an gama canjin, ku duba cewa sababbin bayananku daidai suke.',
  'process.change.birthDate': 'Sau ɗaya kawai za ku iya canza ranar haihuwarku, kuma a ofishin NIMC kawai.',
  'process.safe.heading': 'Ku kiyaye NIN ɗinku',
  'process.safe.write': 'Ku rubuta NIN ɗinku, ku ajiye ta a wuri mai aminci.',
  'process.safe.share': 'Ku ba da ita ga ofisoshi da bankunan da ke buƙatarta kawai.',
  'process.safe.social': 'Kada ku taɓa sanya ta a kafafen sada zumunta.',
  'process.safe.virtual':
    'Idan wata hukuma tana buƙatar tabbatar da ko ku wane ne kawai, kuna iya ba ta virtual NIN a maimakon haka (duba sashen “Tantancewa”).',
  'verification.check.heading': 'Nemo ko duba NIN ɗinku',
  'verification.check.intro':
    'Kuna iya duba NIN ɗinku ta hanyoyin gajeriyar lamba a wayarku. Ku yi amfani da lambar wayar da kuka ba NIMC lokacin da kuka yi rajista.',
  'verification.shortCode.heading': 'Nemo NIN ɗinku ta gajeriyar lamba',
  'verification.shortCode.phone':
    'Ku yi amfani da wayar da ke ɗauke da katin SIM da kuka yi rajista da shi a NIMC.',
  'verification.shortCode.dial': 'Ku danna {shortCode}.',
  'verification.shortCode.follow': 'Ku bi umarnin da ke kan allon wayar.',
  'verification.shortCode.result':
    'Daga nan za a nuna muku NIN ɗinku, ko a aiko muku da ita ta saƙon tes (SMS).',
  'verification.shortCode.charge': 'Kamfanin layin wayarku na iya cire ɗan ƙaramin kuɗi don wannan hidimar.',
  'verification.virtual.heading': 'Virtual NIN (NIN ta wucin gadi)',
  'verification.virtual.p1':
    'Wasu hukumomi suna neman virtual NIN a maimakon ainihin NIN ɗinku. Virtual NIN tana da alamomi {virtualNinLength} (haruffa da lambobi), kuma tana aiki na awa {virtualNinHours}. Tana ba hukumar damar tabbatar da ko ku wane ne ba tare da ta ajiye ainihin NIN ɗinku ba.',
  'verification.virtual.intro': 'Don samun virtual NIN:',
  'verification.virtual.app': 'ku yi amfani da manhajar NIMC MWS Mobile ID, ko',
  'verification.virtual.code':
    'ku danna *346*3*NIN ɗinku*lambar hukumar# daga lambar wayar da kuka yi rajista da ita. Hukumar ce za ta ba ku lambarta.',
  'verification.trouble.heading': 'Idan gajeriyar lambar ba ta aiki',
  'verification.trouble.p1':
    'Ku tabbata kuna dannawa daga lambar wayar da kuka yi rajista da ita. Idan har yanzu ba ta aiki, ku ziyarci ofishin NIMC ko cibiyar rajista, ku tafi da takardar da ke nuna ko ku wane ne.',
  'faqs.heading': 'Tambayoyin da ake yawan yi',
  'faqs.cost.q': 'Dole ne in biya kuɗi kafin in samu NIN?',
  'faqs.cost.a':
    "A'a. Rajistarku ta farko kyauta ce. Kuna iya biyan {cardFeeMin} zuwa {cardFeeMax} don katin NIN, da {modificationFee} don canza bayananku. Kuɗaɗe suna canzawa, don haka ku tabbatar a wurin NIMC kafin ku biya.",
  'faqs.expire.q': "Wa'adin NIN ɗina yana ƙarewa?",
  'faqs.expire.a':
    "A'a. Shaida ce ta har abada. Ba ta canzawa a duk rayuwarku, kuma ba a taɓa ba wani dabam ita.",
  'faqs.digits.q': 'Lambobi nawa ne ke cikin NIN?',
  'faqs.digits.a': 'NIN tana da lambobi {digits}.',
  'faqs.child.q': 'Yarona zai iya samun NIN?',
  'faqs.child.a':
    "Ee. Yara 'yan ƙasa da shekara {adultAge} suna buƙatar iyaye ko mai riƙo, wanda dole ne ya zo tare da su. Ana ɗaukar zanen yatsun yara masu shekara {photoOnlyUnder} zuwa {childMaxAge}. Ga yara 'yan ƙasa da shekara {photoOnlyUnder}, hoto kaɗai ake ɗauka.",
  'faqs.forgot.q': 'Na manta NIN ɗina. Me zan yi?',
  'faqs.forgot.a':
    'Ku danna {shortCode} daga lambar wayar da kuka yi rajista da ita a NIMC, sannan ku bi umarnin. Kamfanin layin wayarku na iya cire ɗan ƙaramin kuɗi.',
  'faqs.fix.q': 'Bayanaina ba daidai ba ne. Zan iya gyara su?',
  'faqs.fix.a':
    'Ee. Ana kiran wannan gyaran bayanai (modification), kuma kuɗinsa {modificationFee} ne. Sau ɗaya kawai za ku iya canza ranar haihuwarku, a ofishin NIMC.',
  'faqs.residents.q': "Mutanen da ba 'yan Najeriya ba za su iya samun NIN?",
  'faqs.residents.a': 'Ee, idan suna zaune a Najeriya bisa doka. Ku tambayi NIMC takardun da za su kawo.',
  'faqs.help.q': 'A ina zan samu taimakon hukuma?',
  'faqs.help.a':
    'Ku je shafin intanet na NIMC, nimc.gov.ng, ko ku ziyarci ofishin NIMC. Wannan jagora mai zaman kansa ne: yana bayyana matakan, amma NIMC ce kaɗai za ta iya bayarwa ko canza NIN ɗinku.',
};

export default translation;
