import type { Translation } from '@/shared/i18n/translate';
import type { AccessibilityMessageKey } from './messages';

/** Hausa (ha) strings for accessibilityMessages; English is in ./messages.ts. */
const translation: Translation<AccessibilityMessageKey> = {
  title: 'Sanarwa kan sauƙin amfani ga kowa na Citizen Guide Nigeria',
  'intro.scope':
    "Wannan sanarwa ta shafi shafin intanet na Citizen Guide Nigeria: jagororinsa, bincike da sauran shafukan jama'a, da kuma ɓangaren ma'aikata.",
  'intro.independent': 'Citizen Guide Nigeria jagora ne mai zaman kansa, ba shafin gwamnati ba ne.',

  'using.heading': 'Amfani da wannan shafin',
  'using.intro':
    'Muna son mutane da yawa gwargwadon iko su iya amfani da wannan shafin. Misali, ya kamata ku iya:',
  'using.zoom': 'ƙara girman shafi har zuwa 400% ba tare da rubutu ya zube daga allon ba',
  'using.textSize': 'ninka girman rubutu sau biyu ba tare da wani abu ya ɓace ba',
  'using.keyboard': 'zagaya shafin da madannai kaɗai',
  'using.colours':
    'karanta shi da launuka masu haske ko masu duhu, kamar yadda aka saita wayarku ko kwamfutarku',
  'using.motion': "hana abubuwa motsi a allo ta hanyar saitin “reduce motion” (rage motsi) na na'urarku",
  'using.languages': 'karanta shi da Turanci, Pidgin, Yarbanci, Hausa ko Igbo',
  'using.offline':
    'karanta jagororin ko da an kashe JavaScript, kuma ku sake buɗe shafin da kuka taɓa buɗewa ba tare da intanet ba',
  'using.plain': 'Mun kuma yi ƙoƙari mu rubuta abubuwa cikin sauƙi gwargwadon iyawa.',

  'status.heading': "Yadda wannan shafin ya cika ma'auni",
  'status.aim':
    "Burinmu shi ne mu cika Web Content Accessibility Guidelines (WCAG) sigar 2.2 a matakin AA, ma'aunin duniya na shafukan intanet da kowa zai iya amfani da su.",
  'status.partial':
    'Wannan shafin ya cika WCAG 2.2 AA ne a wani ɓangare kawai, saboda matsalolin da aka jera ƙarƙashin “Abin da bai yi aiki ba tukuna”.',

  'problems.heading': 'Abin da bai yi aiki ba tukuna',
  'problems.wcag.heading': 'Inda ba mu cika WCAG 2.2 AA ba',
  'problems.wcag.articleLanguage':
    "Maƙalolin da ma'aikatanmu suka rubuta da Turanci kaɗai suke. Idan kun zaɓi wani harshe, ba a yi wa rubutun maƙalar alama cewa Turanci ne ba, don haka manhajar karanta allo (screen reader) na iya karanta shi da muryar da ba ta dace ba. Wannan ya gaza ƙa'idar WCAG 2.2 3.1.2 (Language of Parts).",
  'problems.other.heading': 'Wasu matsalolin da muka sani',
  'problems.other.translations':
    'Masu harshen na asali ba su duba fassarorin Pidgin, Yarbanci, Hausa da Igbo ba tukuna, don haka wasu kalmomi na iya zama ba daidai ba ko masu wuyar fahimta. Jagorar da aka fassara tana da mahaɗi zuwa sigarta ta Turanci, wadda ita ce za a bi.',
  'problems.other.languageDelay':
    'Idan kun zaɓi wani harshe, kowane shafi yana bayyana da Turanci na ɗan lokaci idan ya buɗe, har sai harshenku ya gama lodawa. Idan intanet ɗinku na jinkiri, zai fi ɗaukar lokaci.',
  'problems.other.feedbackTap':
    "Idan intanet ɗinku na jinkiri, taɓa “Ee” ko “A'a” ƙarƙashin “Shin wannan shafin yana da amfani?” ba zai yi komai ba har sai wannan ɓangaren shafin ya gama lodawa. Idan ba abin da ya faru, ku jira kaɗan ku sake taɓawa.",
  'problems.other.staffArea':
    "Ɓangaren ma'aikata nuni ne kawai: alkaluman cikinsa misalai ne, kuma a cikin burauza kaɗai ake duba shigar ma'aikata. Yana samun gwaje-gwaje na atomatik iri ɗaya da shafukan jama'a.",

  'testing.heading': 'Yadda muka gwada wannan shafin',
  'testing.intro':
    "Gwaje-gwaje na atomatik suna gudana duk lokacin da lambar shafin ta canza. Suna buɗe kowane shafin jama'a da ɓangaren ma'aikata a Chromium, injin burauzar Google Chrome, a faɗin waya (pixel 375) da na kwamfuta (pixel 1280), da launuka masu haske da masu duhu. Suna dubawa cewa:",
  'testing.axe':
    "axe-core, mai duba sauƙin amfani, bai sami gazawa a ƙa'idojin WCAG 2.2 A da AA da yake gwadawa ba, tare da buɗaɗɗun menu, a sakamakon bincike da saƙonnin kuskure, da kuma a kowane ɓangare na jagorar NIN",
  'testing.keyboard':
    'menu, shafuka (tabs) da fom suna aiki da maɓallan Tab, Enter, Space, kibiya da Escape, kuma duk abin da madannai ke kansa yana nuna layi bayyananne a kewaye da shi',
  'testing.reflow':
    'shafuka ba sa gungurawa gefe ko yanke rubutu a faɗin pixel 320 (kamar ƙara girma zuwa 400%), ko da rubutu a 200% daga faɗin pixel 320 zuwa 1280',
  'testing.targets':
    'kowane mahaɗi, maɓalli da filin rubutu yana da aƙalla pixel 24 da 24, kuma aƙalla pixel 44 da 44 a waya, sai dai mahaɗan da ke cikin jimla',
  'testing.contrast':
    'rubutu da maɓallai suna da isasshen bambancin launi, har ma lokacin da madannai ke kansu ko alamar linzamin kwamfuta ke kansu',
  'testing.motion': "babu abin da ke motsi idan na'urar ta nemi a rage motsi",
  'testing.screenReaders':
    'kowane shafi yana da take da kanu nasa, madannai yana komawa kan sabon kanu bayan shafi ya canza, kurakuran fom suna haɗe da filayensu, kuma an yi wa saƙonni kamar godiya da kurakurai alama don manhajar karanta allo ta sanar da su',
  'testing.tools':
    "An rubuta gwaje-gwajen da Playwright, kuma suna amfani da axe-core. Mun kuma gudanar da binciken sauƙin amfani na Google Lighthouse a kan shafukan jama'a.",
  'testing.notYet.heading': 'Abin da ba mu gwada ba',
  'testing.notYet.screenReaders':
    'Ba mu gwada shafin da manhajar karanta allo kamar TalkBack, NVDA, JAWS ko VoiceOver ba, ko da sarrafa murya ko manhajar ƙara girman allo.',
  'testing.notYet.browsers':
    'Ba mu gwada shi a wasu burauzoji kamar Firefox, Safari ko Opera Mini ba, ko a kan wayoyi na gaske.',
  'testing.notYet.people': 'Masu nakasa ba su gwada shi tare da mu ba tukuna.',
  'testing.notYet.audit': 'Babu wata hukuma daga waje da ta tantance shi.',

  'report.heading': 'Sanar da matsala',
  'report.wanted':
    'Idan kun ga matsalar da ba a jera a nan ba, ko ba za ku iya amfani da wani ɓangare na wannan shafin ba, muna son sani.',
  'report.noWayYet':
    'Ba za ku iya aiko mana da rahoto ta wannan shafin ba tukuna. Har yanzu muna rubuta shafin tuntuɓarmu, kuma amsoshinku ga “Shin wannan shafin yana da amfani?” suna zama a cikin burauzarku kaɗai: ba sa isa gare mu.',
  'report.sources':
    'Kafin nan, jagorar NIN tana da mahaɗi zuwa shafin intanet na NIMC, hukumar da ke ba da NIN, kuma shafin Takardu yana faɗin inda za a je don sauran takardu.',

  'prepared.heading': 'Shirya wannan sanarwa',
  'prepared.date':
    'An shirya wannan sanarwa a ranar {preparedOn}. Ta dogara ne kan gwaje-gwaje na atomatik da aka bayyana a sama.',
};

export default translation;
