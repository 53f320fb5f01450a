import type { Translation } from '@/shared/i18n/translate';
import type { PrivacyMessageKey } from './messages';

/** Igbo (ig) strings for privacyMessages; English is in ./messages.ts. */
const translation: Translation<PrivacyMessageKey> = {
  title: 'Ọkwa nzuzo nke Citizen Guide Nigeria',
  intro:
    'Ọkwa a na-akọwa ozi Citizen Guide Nigeria na-edebe mgbe ị na-eji weebụsaịtị a, ihe mere anyị ji edebe ya, ogologo oge anyị ga-edebe ya, na ikike gị.',
  updated: 'Oge ikpeazụ anyị melitere ya: {updated}',
  'contents.heading': 'Ihe dị n’ime ya',

  'who.heading': 'Ndị anyị bụ',
  'who.controller':
    'Citizen Guide Nigeria bụ onye na-ahụ maka ozi ọkwa a kọwara: n’asụsụ iwu, anyị bụ “onye na-achịkwa data” (data controller) ya. Anyị bụ ntụziaka nọọrọ onwe ya maka ọrụ gọọmentị, ọ bụghị ụlọ ọrụ gọọmentị.',
  'who.law':
    'Anyị na-agbaso Iwu Nchekwa Data nke Naịjirịa nke afọ 2023 (Nigeria Data Protection Act 2023, NDPA). Ụlọ Ọrụ Nchekwa Data nke Naịjirịa (Nigeria Data Protection Commission, NDPC) bụ onye nlekọta na-eme ka e debe iwu ahụ.',
  'who.minimum':
    'Anyị na-anakọta obere ihe dịka anyị nwere ike. Ị nwere ike ịgụ ibe ọ bụla n’agwaghị anyị aha gị, adreesị e-mail gị ma ọ bụ ihe ọ bụla ọzọ gbasara onwe gị.',

  'newsletter.heading': 'Ọ bụrụ na i denye aha maka akwụkwọ ozi anyị',
  'newsletter.intro': 'Anyị na-edebe:',
  'newsletter.email': 'adreesị e-mail gị',
  'newsletter.language': 'asụsụ i họọrọ',
  'newsletter.page': 'ibe ebe i si denye aha',
  'newsletter.consent': 'okwu nkwenye ị hụrụ mgbe i denyere aha',
  'newsletter.times': 'mgbe i denyere aha na mgbe i kwadoro ya',
  'newsletter.why': 'Ihe kpatara ya: iziga gị akwụkwọ ozi ị rịọrọ. Ntọala iwu ya bụ nkwenye gị (consent).',
  'newsletter.confirm':
    'Nke mbụ, anyị ga-eziga gị otu e-mail nwere njikọ iji kwado adreesị gị. Ruo mgbe i kwadoro ya, anyị agaghị eziga gị ihe ọ bụla ọzọ.',
  'newsletter.keep':
    'Ogologo oge: ruo mgbe i wepụrụ aha gị. E-mail ọ bụla nwere njikọ iji wepụ aha gị n’otu mpị, a ga-ehichapụkwa adreesị gị mgbe ahụ. Ọ bụrụ na ị kwadoghị ya n’ime ụbọchị 7, a ga-ehichapụ ndebanye aha gị.',

  'feedback.heading': 'Ọ bụrụ na ị gwa anyị ma ibe ọ bara uru, ma ọ bụ kọọ nsogbu ntụgharị asụsụ',
  'feedback.intro':
    'Mgbe ị zara “Ibe a ọ bara uru?” ma ọ bụ jiri “Kọọ nsogbu dị na ntụgharị a”, anyị na-edebe:',
  'feedback.page': 'ibe na akụkụ ị na-agụ, na asụsụ ya',
  'feedback.answer': 'azịza gị na ihe i dere',
  'feedback.time': 'oge i zitere ya',
  'feedback.nothing':
    'Anyị anaghị edebe ihe ọ bụla gbasara gị: enweghị adreesị IP, cookie ma ọ bụ njirimara ọ bụla.',
  'feedback.why':
    'Ihe kpatara ya: imezi na ime ka ibe anyị ka mma. Ntọala iwu ya bụ ọdịmma ziri ezi (legitimate interest) anyị nwere n’idebe ntụziaka anyị n’ụzọ ziri ezi.',
  'feedback.keep':
    'Ogologo oge: a na-ehichapụ ihe i dere mgbe ọnwa 12 gachara. Anyị na-edebe ọnụ ọgụgụ azịza ibe ọ bụla natara.',
  'feedback.warning': 'Biko edela ozi nzuzo gị, dịka NIN gị ma ọ bụ nọmba ekwentị gị, n’ime okwu i dere.',

  'search.heading': 'Mgbe ị na-achọ ihe',
  'search.what':
    'Anyị na-agụ ihe a chọrọ, n’asụsụ ole, na ma ọ chọtara ihe ọ bụla, kwa ụbọchị. Anyị anaghị edebe adreesị IP, cookie ma ọ bụ njirimara ọ bụla na ya.',
  'search.why':
    'Ihe kpatara ya: ịmata ntụziaka ndị mmadụ chọrọ nke anyị edebeghị. Ntọala iwu ya bụ ọdịmma ziri ezi anyị nwere n’ime ka saịtị ahụ ka mma.',

  'views.heading': 'Otu anyị si agụ ibe ndị mmadụ mepere',
  'views.what':
    'Anyị na-agụ ibe ndị mmadụ mepere, kwa ụbọchị: ibe ahụ, ụbọchị ahụ, asụsụ ahụ, na weebụsaịtị i si bịa (naanị aha ya, dịka google.com). Anyị anaghị eji cookie maka nke a, anyị anaghịkwa echekwa adreesị IP.',
  'views.unique':
    'Iji mata ọnụ ọgụgụ ndị mmadụ dị iche iche na-abịa kwa ụbọchị, anyị na-eme koodu otu ụzọ site na adreesị IP gị na ihe nchọgharị gị, gwakọtara ya na ihe nzuzo na-agbanwe kwa ụbọchị. Mgbe ụbọchị ahụ gwụrụ, a na-ehichapụ ihe nzuzo ahụ na koodu ndị ahụ, ọ bụ naanị ọnụ ọgụgụ ndị bịara ka a na-edebe, ya mere onweghị onye nwere ike iji koodu ahụ chọta gị.',
  'views.dnt':
    'Ọ bụrụ na ihe nchọgharị gị na-eziga “Do Not Track” ma ọ bụ “Global Privacy Control”, anyị anaghị agụ ihe ọ bụla.',
  'views.why':
    'Ihe kpatara ya: ịmata ibe a na-agụkarị nke chọrọ nlekọta karịa. Ntọala iwu ya bụ ọdịmma ziri ezi anyị nwere n’ịrụ saịtị bara uru.',

  'cookies.heading': 'Cookies na nchekwa nke ihe nchọgharị gị',
  'cookies.none': 'Weebụsaịtị ọha anaghị etinye cookie ọ bụla.',
  'cookies.staff':
    'Ndị ọrụ anyị na-enweta cookie oge nbanye (session cookie) mgbe ha banyere. Ọ na-eme ka ha nọgide n’ime ya, ọ na-akwụsịkwa mgbe ha pụrụ ma ọ bụ mgbe oge ya gwụrụ.',
  'cookies.storage':
    'Nchekwa dị n’ime ihe nchọgharị gị (localStorage) na-edebe asụsụ i họọrọ, azịza i nyere na ihe i dere ma i zipụbeghị, naanị na ngwaọrụ a. Ị nwere ike ihichapụ ya na ntọala ihe nchọgharị gị.',

  'logs.heading': 'Ndekọ sava na nchekwa',
  'logs.what':
    'Sava (server) anyị na-ede ndekọ teknụzụ maka arịrịọ ọ bụla: oge, adreesị ibe a rịọrọ, nsonaazụ ya na ogologo oge o were. Ọ naghị edekọ adreesị IP gị, adreesị e-mail gị ma ọ bụ ihe i dere. Anyị na-eji ya achọpụta mmejọ ma chekwaa saịtị ahụ.',
  'logs.limits':
    'Iji gbochie ka ndị mmadụ ghara iji fọm jupụta anyị, sava na-agụ ọnụ ọgụgụ fọm adreesị IP ọ bụla zitere ruo nkeji ole na ole. Ọ na-edebe ọnụ ọgụgụ ọ bụla n’ebe nchekwa data ya n’okpuru koodu otu ụzọ e mere site na adreesị IP ahụ na ihe nzuzo na-agbanwe kwa ụbọchị, ọ bụghị n’okpuru adreesị ahụ n’onwe ya, ọ dịghịkwa mgbe ọ na-edebe ya na ihe i zitere. Ọ na-ehichapụ ọnụ ọgụgụ ọ bụla tupu awa abụọ agafee.',
  'logs.staff':
    'Maka ndị ọrụ anyị, anyị na-edebe akaụntụ ha (aha, adreesị e-mail na ọrụ ha), nbanye ha na mgbanwe ha mere, n’ime ndekọ nyocha (audit log). A na-edebe mgbalị nbanye ọ bụla na adreesị IP o si bịa, iji gbochie ndị na-anwa ịkọ okwuntughe.',

  'sharing.heading': 'Ndị anyị na ha na-ekerịta ya',
  'sharing.none':
    'Anyị anaghị ere ozi gị ma ọ bụ nye ya ndị na-akpọsa ahịa. Anyị anaghị eji ọrụ mkpọsa ahịa ma ọ bụ nsochi ọ bụla.',
  'sharing.mail': 'A na-enyefe e-mail akwụkwọ ozi n’aka sava e-mail na-ebuga ha.',

  'rights.heading': 'Ikike gị',
  'rights.intro':
    'N’okpuru Iwu Nchekwa Data nke Naịjirịa nke afọ 2023 (Nigeria Data Protection Act 2023, NDPA), i nwere ikike:',
  'rights.informed': 'ịmata ihe anyị na-edebe gbasara gị na ihe kpatara ya (ọkwa a)',
  'rights.access': 'inweta mbipụta ozi anyị na-edebe gbasara gị',
  'rights.correct': 'ime ka a mezie ya ma ọ bụ hichapụ ya',
  'rights.withdraw': 'ịkagbu nkwenye gị n’oge ọ bụla, dịka site n’iwepụ aha gị n’akwụkwọ ozi',
  'rights.object': 'ịjụ otu anyị si eji ya',
  'rights.ask': 'Iji rịọ, degara anyị ozi site na fọm dị na ibe “Kpọtụrụ anyị”:',
  'rights.newsletter':
    'Ọ bụrụ na ọ gbasara akwụkwọ ozi, nye anyị adreesị e-mail i ji denye aha: ndị ọrụ anyị nwere ike iziga gị ihe anyị na-edebe gbasara ya, mezie ya ma ọ bụ hichapụ ya.',
  'rights.contactLink': 'Kpọtụrụ anyị',

  'complaint.heading': 'Otu esi eme mkpesa',
  'complaint.text':
    'Ọ bụrụ na obi adịghị gị mma n’otu anyị si eji ozi gị, biko buru ụzọ gwa anyị. I nwekwara ike ime mkpesa nye Ụlọ Ọrụ Nchekwa Data nke Naịjirịa (Nigeria Data Protection Commission, NDPC):',

  'changes.heading': 'Mgbanwe na ọkwa a',
  'changes.text': 'Mgbe ihe anyị na-anakọta gbanwere, anyị ga-emelite ọkwa a na ụbọchị dị n’elu ya.',
};

export default translation;
