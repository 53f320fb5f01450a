import type { Translation } from '@/shared/i18n/translate';
import type { NinGuideMessageKey } from './ninGuideMessages';

/** Igbo (ig) strings for ninGuideMessages; English is in ./ninGuideMessages.ts. */
const translation: Translation<NinGuideMessageKey> = {
  title: 'Nọmba Njirimara Mba (NIN)',
  shortTitle: 'NIN',
  intro: 'Otú ị ga-esi nweta NIN gị, ihe ị ga-eweta, ego ọ na-efu na otú ị ga-esi lelee ya.',
  agency: 'Ụlọ Ọrụ Na-ahụ Maka Njirimara Mba (National Identity Management Commission, NIMC)',
  agencyShort: 'NIMC',
  'tab.overview': 'Nchịkọta',
  'tab.requirements': 'Ihe a chọrọ',
  'tab.process': 'Usoro',
  'tab.verification': 'Nyocha',
  'tab.faqs': 'Ajụjụ',
  'overview.what.heading': 'Gịnị bụ NIN?',
  'overview.what.p1':
    'Nọmba Njirimara Mba (NIN) bụ nọmba na-egosi onye ị bụ. Ụlọ Ọrụ Na-ahụ Maka Njirimara Mba (National Identity Management Commission, NIMC) na-enye gị ya mgbe ị debanyere aha.',
  'overview.what.p2':
    'NIN gị bụ njirimara gị ruo ndụ gị niile. Ọ na-anọgide otu ihe ahụ ndụ gị niile, oge ya anaghị agwụ, a naghịkwa enye onye ọzọ ya ma ọlị.',
  'overview.glance.heading': 'Na nkenke',
  'overview.glance.length': 'Ogologo',
  'overview.glance.lengthValue': 'Mkpụrụ ọnụọgụgụ {digits}',
  'overview.glance.lasts': 'Ogologo oge ọ na-adị',
  'overview.glance.lastsValue': 'Ndụ gị niile. Oge ya anaghị agwụ ma ọlị.',
  'overview.glance.cost': 'Ụgwọ ndebanye aha',
  'overview.glance.costValue': "N'efu na oge mbụ",
  'overview.glance.issuer': 'Onye na-enye ya',
  'overview.glance.issuerValue': 'NIMC',
  'overview.why.heading': 'Ihe mere i ji chọọ ya',
  'overview.why.intro': 'Ọtụtụ ụlọ ọrụ na-arịọ NIN gị tupu ha enyere gị aka. Ị nwere ike ịchọ ya iji:',
  'overview.why.sim': 'jikọọ SIM kaadị gị na nọmba ekwentị gị',
  'overview.why.bank': 'mepee ma ọ bụ melite akaụntụ ụlọ akụ',
  'overview.why.documents': 'rịọ maka paspọọtụ ma ọ bụ akwụkwọ gọọmentị ọzọ',
  'overview.why.services': 'debanye aha maka ụfọdụ ule na ọrụ ọha',
  'overview.why.simRule':
    'Kemgbe {simRuleSince}, Ụlọ Ọrụ Na-ahụ Maka Nkwukọrịta na Naịjirịa (Nigerian Communications Commission, NCC) na-achọ ka e jikọọ SIM kaadị ọ bụla na NIN.',
  'overview.who.heading': 'Ndị nwere ike ịdebanye aha',
  'overview.who.p1':
    "Ụmụ amaala Naịjirịa nwere ike ịdebanye aha. Ndị bi na Naịjirịa n'ụzọ iwu kwadoro nwekwara ike ịdebanye aha.",
  'overview.who.p2':
    "Site n'afọ {adultAge}, ị na-edebanye aha dịka onye toro eto. Ụmụaka na-erubeghị afọ {adultAge} na-edebanye aha ha na nne ma ọ bụ nna, ma ọ bụ onye nlekọta. Taabụ “Ihe a chọrọ” na-ekwu ihe ị ga-eweta.",
  'requirements.adult.heading': "Ihe ị ga-eweta (afọ {adultAge} gaa n'ihu)",
  'requirements.adult.intro': 'Jụọ ebe ndebanye aha gị ihe ha na-anabata tupu ị gaa. Ha nwere ike ịrịọ gị:',
  'requirements.adult.idDocument':
    'akwụkwọ na-egosi aha gị na ụbọchị ọmụmụ gị, dịka asambodo ọmụmụ ma ọ bụ paspọọtụ',
  'requirements.adult.phone':
    "nọmba ekwentị ị ga-ejigide, n'ihi na ị ga-eji ya emesịa chọta NIN gị site na koodu mkpirisi",
  'requirements.child.heading': 'Ihe ị ga-eweta maka nwatakịrị (na-erubeghị afọ {adultAge})',
  'requirements.child.intro':
    "Ụmụaka na-erubeghị afọ {adultAge} chọrọ nne ma ọ bụ nna, ma ọ bụ onye nlekọta. Nne ma ọ bụ nna, ma ọ bụ onye nlekọta ahụ ga-eso nwatakịrị ahụ bịa n'ebe ndebanye aha. Weta:",
  'requirements.child.parentNin': 'NIN nke nne ma ọ bụ nna, ma ọ bụ nke onye nlekọta',
  'requirements.child.birthProof':
    'asambodo ọmụmụ nwatakịrị ahụ, ma ọ bụ nkwupụta afọ ya (declaration of age) ma ọ bụrụ na o nweghị asambodo ọmụmụ',
  'requirements.capture.heading': 'Ihe ebe ndebanye aha na-edekọ',
  'requirements.capture.under6': 'Na-erubeghị afọ {photoOnlyUnder}',
  'requirements.capture.under6Value': 'Ọ bụ naanị foto ka a na-ese.',
  'requirements.capture.6to15': 'Afọ {photoOnlyUnder} ruo {childMaxAge}',
  'requirements.capture.6to15Value': 'A na-edekọ akara ahụ (biometrics): akara mkpịsị aka na foto.',
  'requirements.capture.adult': "Afọ {adultAge} gaa n'ihu",
  'requirements.capture.adultValue': 'Ị na-edebanye aha dịka onye toro eto: akara mkpịsị aka na foto.',
  'requirements.fees.heading': 'Ụgwọ',
  'requirements.fees.enrolment': 'Ndebanye aha mbụ',
  'requirements.fees.enrolmentValue': "N'efu",
  'requirements.fees.card': 'Kaadị NIN',
  'requirements.fees.cardValue': '{cardFeeMin} ruo {cardFeeMax}',
  'requirements.fees.modification': 'Ịgbanwe ozi gbasara gị (modification)',
  'requirements.fees.modificationValue': '{modificationFee}',
  'requirements.fees.birthDate': 'Ịgbanwe ụbọchị ọmụmụ gị',
  'requirements.fees.birthDateValue':
    "A na-ekwe ya naanị otu ugboro, ọ bụkwa naanị n'ọfịs NIMC. Ụgwọ ya dị elu karịa, ọ rịgokwara na {birthDateFeeRaisedIn}.",
  'requirements.fees.caveat':
    "Ụgwọ na-agbanwe. Kwado ego ọ bụ ugbu a n'aka NIMC tupu ị kwụọ. Kwụọ ụgwọ naanị site n'ụzọ NIMC kwadoro. Akwụla ndị aghụghọ (touts) ego ma ọlị (ndị na-ekwu na ha ga-“enyere gị aka” ka i nye ha ego).",
  'process.enrol.heading': 'Otú e si edebanye aha, nzọụkwụ site na nzọụkwụ',
  'process.enrol.find':
    "Chọta ebe ndebanye aha. Ị nwere ike ịdebanye aha n'ọfịs NIMC ma ọ bụ n'ebe ndebanye aha nwere ikike. Ndepụta ebe ndị a dị na nimc.gov.ng.",
  'process.enrol.prepare': 'Dozie akwụkwọ gị. Taabụ “Ihe a chọrọ” depụtara ihe ị ga-eweta.',
  'process.enrol.go':
    "Gaa n'ebe ndebanye aha. Ọ bụrụ na ị na-edebanye aha nwatakịrị na-erubeghị afọ {adultAge}, nne ma ọ bụ nna, ma ọ bụ onye nlekọta ga-abịakwa.",
  'process.enrol.form':
    "Dejupụta fọm ndebanye aha. Dee aha gị na ụbọchị ọmụmụ gị kpọmkwem otú ha dị n'akwụkwọ gị.",
  'process.enrol.capture':
    'Ka e see foto gị ma were akara mkpịsị aka gị. Maka nwatakịrị na-erubeghị afọ {photoOnlyUnder}, ọ bụ naanị foto ka a na-ese.',
  'process.enrol.check': 'Lelee ozi ọ bụla tupu ị pụọ. Imezi mperi emesịa na-efu ego.',
  'process.enrol.collect':
    "Debe mpempe akwụkwọ ọ bụla ma ọ bụ risiti ebe ndebanye aha nyere gị. Ọ bụrụ na ị nwetaghị NIN gị n'ụbọchị ahụ, ị nwere ike ịchọta ya emesịa site na koodu mkpirisi (lee taabụ “Nyocha”).",
  'process.enrol.free':
    "Ndebanye aha mbụ bụ n'efu. Ọ dịghị onye kwesịrị ịna gị ego maka ịdebanye aha na nke mbụ.",
  'process.change.heading': 'Otú ị ga-esi gbanwee ozi gbasara gị',
  'process.change.intro':
    'Ọ bụrụ na ozi gbasara gị ezighi ezi ma ọ bụ gbanwere, ị nwere ike ịrịọ NIMC ka ha melite ya. A na-akpọ nke a mgbanwe (modification).',
  'process.change.proof':
    'Nweta akwụkwọ na-egosi ozi ziri ezi ahụ, dịka asambodo alụmdi na nwunye maka aha ezinụlọ ọhụrụ.',
  'process.change.go': "Gaa n'ọfịs NIMC ma ọ bụ n'ebe ndebanye aha nwere ikike.",
  'process.change.pay':
    "Kwụọ ụgwọ mgbanwe nke {modificationFee} site n'ụzọ gọọmentị kwadoro. Debe risiti ya.",
  'process.change.confirm': 'Mgbe e mechara mgbanwe ahụ, lelee na ozi ọhụrụ gị ziri ezi.',
  'process.change.birthDate':
    "Ị nwere ike ịgbanwe ụbọchị ọmụmụ gị naanị otu ugboro, ọ bụkwa naanị n'ọfịs NIMC.",
  'process.safe.heading': 'Chekwaa NIN gị',
  'process.safe.write': "Dee NIN gị ma debe ya n'ebe dị nchebe.",
  'process.safe.share': 'Nye ya naanị ụlọ ọrụ na ụlọ akụ ndị chọrọ ya.',
  'process.safe.social': 'Etinyela ya na soshal midia ma ọlị.',
  'process.safe.virtual':
    'Ọ bụrụ na ụlọ ọrụ chọrọ naanị ịkwado onye ị bụ, ị nwere ike inye ya virtual NIN kama NIN gị (lee taabụ “Nyocha”).',
  'verification.check.heading': 'Chọta ma ọ bụ lelee NIN gị',
  'verification.check.intro':
    'Ị nwere ike iji ụzọ koodu mkpirisi lelee NIN gị na ekwentị gị. Jiri nọmba ekwentị i nyere NIMC mgbe ị debanyere aha.',
  'verification.shortCode.heading': 'Chọta NIN gị site na koodu mkpirisi',
  'verification.shortCode.phone': 'Jiri ekwentị nwere SIM kaadị i ji debanye aha na NIMC.',
  'verification.shortCode.dial': 'Pịa {shortCode}.',
  'verification.shortCode.follow': 'Soro ntụziaka dị na ihuenyo.',
  'verification.shortCode.result':
    "Mgbe ahụ, a ga-egosi gị NIN gị, ma ọ bụ zitere gị ya n'ozi ederede (SMS).",
  'verification.shortCode.charge': 'Netwọk ekwentị gị nwere ike ịna obere ego maka ọrụ a.',
  'verification.virtual.heading': 'Virtual NIN',
  'verification.virtual.p1':
    "Ụfọdụ ụlọ ọrụ na-arịọ virtual NIN kama NIN gị n'ezie. Virtual NIN nwere mkpụrụ {virtualNinLength} (mkpụrụedemede na ọnụọgụgụ), ọ na-arụkwa ọrụ ruo awa {virtualNinHours}. Ọ na-enye ụlọ ọrụ ahụ ohere ịkwado onye ị bụ, n'edebeghị NIN gị n'ezie.",
  'verification.virtual.intro': 'Iji nweta virtual NIN:',
  'verification.virtual.app': 'jiri ngwa NIMC MWS Mobile ID, ma ọ bụ',
  'verification.virtual.code':
    'pịa *346*3*NIN gị*koodu ụlọ ọrụ ahụ# site na nọmba ekwentị i debanyere aha. Ụlọ ọrụ ahụ ga-enye gị koodu ya.',
  'verification.trouble.heading': 'Ọ bụrụ na koodu mkpirisi ahụ arụghị ọrụ',
  'verification.trouble.p1':
    "Hụ na ị na-akpọ site na nọmba ekwentị i debanyere aha. Ọ bụrụ na ọ ka arụghị ọrụ, gaa n'ọfịs NIMC ma ọ bụ n'ebe ndebanye aha, werekwa akwụkwọ na-egosi onye ị bụ.",
  'faqs.heading': 'Ajụjụ a na-ajụkarị',
  'faqs.cost.q': 'Ọ̀ bụ na m ga-akwụ ụgwọ iji nweta NIN?',
  'faqs.cost.a':
    "Mba. Ndebanye aha mbụ gị bụ n'efu. Ị nwere ike ịkwụ {cardFeeMin} ruo {cardFeeMax} maka kaadị NIN, na {modificationFee} iji gbanwee ozi gbasara gị. Ụgwọ na-agbanwe, n'ihi ya, kwado ya n'aka NIMC tupu ị kwụọ.",
  'faqs.expire.q': 'Oge NIN m ọ̀ na-agwụ?',
  'faqs.expire.a':
    'Mba. Ọ bụ njirimara gị ruo ndụ gị niile. Ọ na-anọgide otu ihe ahụ ndụ gị niile, a naghịkwa enye onye ọzọ ya.',
  'faqs.digits.q': 'Mkpụrụ ọnụọgụgụ ole ka NIN nwere?',
  'faqs.digits.a': 'NIN nwere mkpụrụ ọnụọgụgụ {digits}.',
  'faqs.child.q': 'Nwa m ọ̀ nwere ike inweta NIN?',
  'faqs.child.a':
    'Ee. Ụmụaka na-erubeghị afọ {adultAge} chọrọ nne ma ọ bụ nna, ma ọ bụ onye nlekọta, onye ga-eso ha bịa. A na-ewere akara mkpịsị aka ụmụaka dị afọ {photoOnlyUnder} ruo {childMaxAge}. Maka ụmụaka na-erubeghị afọ {photoOnlyUnder}, ọ bụ naanị foto ka a na-ese.',
  'faqs.forgot.q': 'Echefuru m NIN m. Gịnị ka m ga-eme?',
  'faqs.forgot.a':
    'Pịa {shortCode} site na nọmba ekwentị i ji debanye aha na NIMC, ma soro ntụziaka ahụ. Netwọk gị nwere ike ịna obere ego.',
  'faqs.fix.q': 'Ozi gbasara m ezighi ezi. Enwere m ike imezi ya?',
  'faqs.fix.a':
    "Ee. A na-akpọ nke a mgbanwe (modification), ọ na-efukwa {modificationFee}. Ị nwere ike ịgbanwe ụbọchị ọmụmụ gị naanị otu ugboro, n'ọfịs NIMC.",
  'faqs.residents.q': 'Ndị na-abụghị ụmụ amaala Naịjirịa hà nwere ike inweta NIN?',
  'faqs.residents.a':
    "Ee, ma ọ bụrụ na ha bi na Naịjirịa n'ụzọ iwu kwadoro. Jụọ NIMC akwụkwọ ndị ha ga-eweta.",
  'faqs.help.q': 'Ebee ka m ga-enweta enyemaka gọọmentị?',
  'faqs.help.a':
    "Gaa na weebụsaịtị NIMC, nimc.gov.ng, ma ọ bụ gaa n'ọfịs NIMC. Ntụziaka a nwere onwe ya: ọ na-akọwa nzọụkwụ ndị ahụ, mana ọ bụ naanị NIMC nwere ike inye gị NIN ma ọ bụ gbanwee ya.",
};

export default translation;
