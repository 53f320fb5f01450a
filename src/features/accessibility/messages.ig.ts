import type { Translation } from '@/shared/i18n/translate';
import type { AccessibilityMessageKey } from './messages';

/** Igbo (ig) strings for accessibilityMessages; English is in ./messages.ts. */
const translation: Translation<AccessibilityMessageKey> = {
  title: 'Nkwupụta banyere nnweta nye onye ọ bụla maka Citizen Guide Nigeria',
  'intro.scope':
    'Nkwupụta a bụ maka weebụsaịtị Citizen Guide Nigeria: ntụziaka ya, ọchụchọ na ibe ndị ọzọ maka ọha, na akụkụ ndị ọrụ ya.',
  'intro.independent': 'Citizen Guide Nigeria bụ ntụziaka nọọrọ onwe ya, ọ bụghị weebụsaịtị gọọmentị.',

  'using.heading': 'Iji weebụsaịtị a',
  'using.intro':
    'Anyị chọrọ ka ọtụtụ mmadụ dị ka o kwere mee nwee ike iji weebụsaịtị a. Dịka ọmụmaatụ, ị kwesịrị inwe ike:',
  'using.zoom': 'ime ka ibe buo ibu ruo 400% ma ederede agaghị agafe ihuenyo',
  'using.textSize': 'ime ka ederede buo okpukpu abụọ ma ọ dịghị ihe ga-efu',
  'using.keyboard': 'ịgagharị na weebụsaịtị ahụ naanị site na kiibọọdụ',
  'using.colours':
    "ịgụ ya n'agba na-egbuke egbuke ma ọ bụ n'agba gbara ọchịchịrị, dịka e si hazie ekwentị ma ọ bụ kọmputa gị",
  'using.motion':
    "ịkwụsị ihe na-emegharị n'ihuenyo site na ntọala “reduce motion” (belata mmegharị) nke ngwaọrụ gị",
  'using.languages': "ịgụ ya n'asụsụ Bekee, Pidgin, Yoruba, Hausa ma ọ bụ Igbo",
  'using.offline':
    'ịgụ ntụziaka ndị ahụ mgbe JavaScript gbanyụrụ, na imeghe ibe ọzọ na-enweghị ịntanetị ozugbo i mepere ya otu ugboro',
  'using.plain': "Anyị gbakwara mbọ dee ederede ahụ n'ụzọ dị mfe ka o kwere mee.",

  'status.heading': 'Otú weebụsaịtị a si ruo ọkọlọtọ ahụ',
  'status.aim':
    "Ebumnuche anyị bụ iru Web Content Accessibility Guidelines (WCAG) ụdị 2.2 n'ọkwa AA, ọkọlọtọ mba ụwa maka weebụsaịtị onye ọ bụla nwere ike iji.",
  'status.partial':
    "Weebụsaịtị a ruru WCAG 2.2 AA naanị n'akụkụ, n'ihi nsogbu ndị edepụtara n'okpuru “Ihe na-arụbeghị ọrụ”.",

  'problems.heading': 'Ihe na-arụbeghị ọrụ',
  'problems.wcag.heading': 'Ebe anyị na-erughị WCAG 2.2 AA',
  'problems.wcag.articleLanguage':
    "Edemede ndị ọrụ anyị dere dị naanị n'asụsụ Bekee. Mgbe ị họọrọ asụsụ ọzọ, a naghị aka akara na ederede edemede ahụ bụ Bekee, ya mere ihe na-agụ ihuenyo (screen reader) nwere ike iji olu na-ezighị ezi gụọ ya. Nke a dara ụkpụrụ WCAG 2.2 3.1.2 (Language of Parts).",
  'problems.other.heading': 'Nsogbu ndị ọzọ anyị maara',
  'problems.other.translations':
    'Ndị asụsụ ahụ bụ asụsụ ala nna ha elebabeghị nsụgharị Pidgin, Yoruba, Hausa na Igbo anya, ya mere okwu ụfọdụ nwere ike ọ gaghị adị mma ma ọ bụ sie ike nghọta. Ntụziaka a sụgharịrị nwere njikọ gaa na ụdị Bekee ya, nke bụ nke a ga-agbaso.',
  'problems.other.languageDelay':
    "Ọ bụrụ na ị họọrọ asụsụ ọzọ, ibe ọ bụla na-egosi n'asụsụ Bekee nwa oge mgbe ọ meghere, ruo mgbe asụsụ gị bujuru. Ọ bụrụ na ịntanetị gị na-adị nwayọọ, ọ ga-adị ogologo karịa.",
  'problems.other.feedbackTap':
    "Ọ bụrụ na ịntanetị gị na-adị nwayọọ, ịpị “Ee” ma ọ bụ “Mba” n'okpuru “Ibe a ọ bara uru?” anaghị eme ihe ọ bụla ruo mgbe akụkụ ibe ahụ bujuru. Ọ bụrụ na ọ dịghị ihe mere, chere ntakịrị ma pịa ọzọ.",
  'problems.other.staffArea':
    "Akụkụ ndị ọrụ bụ ngosi: ọnụọgụ dị na ya bụ ihe atụ, a na-enyochakwa ịbanye ndị ọrụ naanị n'ime ihe nchọgharị. Ọ na-enweta otu nyocha akpaaka ahụ ibe ọha na-enweta.",

  'testing.heading': 'Otú anyị si nwalee weebụsaịtị a',
  'testing.intro':
    "Nyocha akpaaka na-arụ ọrụ oge ọ bụla koodu weebụsaịtị ahụ gbanwere. Ha na-emepe ibe ọha ọ bụla na akụkụ ndị ọrụ na Chromium, injin ihe nchọgharị Google Chrome, n'obosara ekwentị (pixel 375) na nke kọmputa (pixel 1280), n'agba na-egbuke egbuke na agba gbara ọchịchịrị. Ha na-enyocha na:",
  'testing.axe':
    "axe-core, ihe nyocha nnweta, ahụghị ọdịda ọ bụla n'iwu WCAG 2.2 A na AA ọ na-anwale, mgbe menu mepere emepe, na nsonaazụ ọchụchọ na ozi njehie, na n'akụkụ ọ bụla nke ntụziaka NIN",
  'testing.keyboard':
    'menu, taabụ na fọm na-arụ ọrụ na igodo Tab, Enter, Space, akụ na Escape, ihe ọ bụla kiibọọdụ dị na ya na-egosikwa akara doro anya gburugburu ya',
  'testing.reflow':
    "ibe anaghị akpụgharị n'akụkụ ma ọ bụ bepụ ederede n'obosara pixel 320 (dị ka ime ka ọ buo ruo 400%), ma ọ bụ mgbe ederede dị na 200% site n'obosara pixel 320 ruo 1280",
  'testing.targets':
    "njikọ, bọtịnụ na ohere ederede ọ bụla dịkarịa ala pixel 24 na 24, dịkarịakwa ala pixel 44 na 44 na ekwentị, ewezuga njikọ dị n'ime ahịrịokwu",
  'testing.contrast':
    "ederede na njikwa nwere ọdịiche agba zuru ezu, ọbụna mgbe kiibọọdụ dị na ha ma ọ bụ mgbe ihe nrịbama dị n'elu ha",
  'testing.motion': 'ọ dịghị ihe na-emegharị mgbe ngwaọrụ ahụ rịọrọ ka e belata mmegharị',
  'testing.screenReaders':
    "ibe ọ bụla nwere aha na isiokwu nke ya, kiibọọdụ na-aga n'isiokwu ọhụrụ mgbe ibe gbanwere, njehie fọm jikọtara na ohere ha, a kakwara ozi dị ka ekele na njehie akara ka ihe na-agụ ihuenyo kwupụta ha",
  'testing.tools':
    "E ji Playwright dee nyocha ndị a, ha na-ejikwa axe-core. Anyị emekwala nyocha nnweta Google Lighthouse n'ibe ọha.",
  'testing.notYet.heading': 'Ihe anyị anwalebeghị',
  'testing.notYet.screenReaders':
    'Anyị anwalebeghị weebụsaịtị ahụ na ihe na-agụ ihuenyo dị ka TalkBack, NVDA, JAWS ma ọ bụ VoiceOver, ma ọ bụ na njikwa olu ma ọ bụ ihe na-eme ka ihuenyo buo ibu.',
  'testing.notYet.browsers':
    "Anyị anwalebeghị ya n'ihe nchọgharị ndị ọzọ dị ka Firefox, Safari ma ọ bụ Opera Mini, ma ọ bụ n'ekwentị n'ezie.",
  'testing.notYet.people': 'Ndị nwere nkwarụ anwalebeghị ya na anyị.',
  'testing.notYet.audit': "Ọ dịghị otu ọ bụla si n'èzí nyochala ya.",

  'report.heading': 'Ịkọ nsogbu',
  'report.wanted':
    'Ọ bụrụ na ịhụ nsogbu edepụtaghị ebe a, ma ọ bụ na ị nweghị ike iji akụkụ weebụsaịtị a, anyị chọrọ ịma.',
  'report.noWayYet':
    "Ị nweghị ike iziga anyị akụkọ site na weebụsaịtị a ugbu a. Anyị ka na-ede ibe kpọtụrụ anyị, azịza gị na “Ibe a ọ bara uru?” na-anọkwa naanị n'ihe nchọgharị gị: ha anaghị eru anyị aka.",
  'report.sources':
    'Ka ọ dị ugbu a, ntụziaka NIN nwere njikọ gaa na weebụsaịtị NIMC, ụlọ ọrụ na-enye NIN, ibe Akwụkwọ na-ekwukwa ebe ị ga-aga maka akwụkwọ ndị ọzọ.',

  'prepared.heading': 'Ịkwadebe nkwupụta a',
  'prepared.date': 'E kwadebere nkwupụta a na {preparedOn}. Ọ dabere na nyocha akpaaka a kọwara n’elu.',
};

export default translation;
