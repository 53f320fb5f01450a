import type { Translation } from '@/shared/i18n/translate';
import type { AccessibilityMessageKey } from './messages';

/** Nigerian Pidgin (pcm) strings for accessibilityMessages; English is in ./messages.ts. */
const translation: Translation<AccessibilityMessageKey> = {
  title: 'Accessibility statement for Citizen Guide Nigeria',
  'intro.scope':
    'Dis statement na about di Citizen Guide Nigeria website: im guides, search and oda public pages, and di staff area.',
  'intro.independent': 'Citizen Guide Nigeria na independent guide, e no be goment website.',

  'using.heading': 'How to use dis website',
  'using.intro': 'We want make as many pipo as possible fit use dis website. For example, you suppose fit:',
  'using.zoom': 'zoom in reach 400% and di writing no go spill comot from di screen',
  'using.textSize': 'make di writing big reach two times and nothing go loss',
  'using.keyboard': 'waka round di website with only keyboard',
  'using.colours': 'read am for light or dark colours, as your phone or computer set',
  'using.motion': 'stop tins wey dey move for screen with di “reduce motion” setting for your device',
  'using.languages': 'read am for English, Naijá (Pidgin), Yorùbá, Hausa or Igbo',
  'using.offline':
    'read di guides even when JavaScript off, and open page again without network once you don open am before',
  'using.plain': 'We don also try make di writing simple as e fit be.',

  'status.heading': 'How far dis website reach di standard',
  'status.aim':
    'We dey aim to meet di Web Content Accessibility Guidelines (WCAG) version 2.2 for level AA, di international standard for websites wey everybody fit use.',
  'status.partial':
    'Dis website meet WCAG 2.2 AA only small part, because of di problems wey dey under “Wetin never dey work”.',

  'problems.heading': 'Wetin never dey work',
  'problems.wcag.heading': 'Where we never meet WCAG 2.2 AA',
  'problems.wcag.articleLanguage':
    'Articles wey our staff write dey only for English. When you don choose anoda language, di article writing no dey marked as English, so screen reader fit read am with di wrong voice. Dis one fail WCAG 2.2 success criterion 3.1.2 (Language of Parts).',
  'problems.other.heading': 'Oda problems wey we sabi',
  'problems.other.translations':
    'Native speakers never check di Pidgin, Yorùbá, Hausa and Igbo translations, so some words fit dey wrong or hard to understand. Translated guide get link to im English version, and na di English one to follow.',
  'problems.other.languageDelay':
    'If you don choose anoda language, every page go show for English small time when e open, until your language load finish. If your network slow, e go take longer.',
  'problems.other.feedbackTap':
    'If your network slow, to tap “Yes” or “No” under “Dis page dey useful?” no go do anytin until dat part of di page load finish. If nothing happen, wait small and tap again.',
  'problems.other.staffArea':
    'Di staff area na demonstration: im figures na samples, and na only inside di browser dem dey check staff sign-in. E dey pass di same automatic checks as di public pages.',

  'testing.heading': 'How we test dis website',
  'testing.intro':
    'Automatic checks dey run every time wey di website code change. Dem dey open every public page and di staff area for Chromium, di browser engine of Google Chrome, for di width of phone (375 pixels) and of computer (1280 pixels), for light and dark colours. Dem dey check say:',
  'testing.axe':
    'axe-core, one accessibility checker, no find any failure of di WCAG 2.2 A and AA rules wey e dey test, with menus open, for search results and error messages, and for every part of di NIN guide',
  'testing.keyboard':
    'menus, tabs and forms dey work with di Tab, Enter, Space, arrow and Escape keys, and anytin wey get keyboard focus dey show clear outline',
  'testing.reflow':
    'pages no dey scroll sideways or cut writing for 320 pixels wide (like to zoom in reach 400%), or with writing for 200% from 320 reach 1280 pixels wide',
  'testing.targets':
    'every link, button and field big reach 24 by 24 pixels at least, and 44 by 44 pixels at least for phone, except links wey dey inside sentence',
  'testing.contrast':
    'writing and controls get enough colour contrast, even when dem get focus or di pointer dey on top dem',
  'testing.motion': 'nothing dey move when di device ask for reduced motion',
  'testing.screenReaders':
    'every page get im own title and heading, focus dey move go di new heading after page change, form errors dey tie to dia fields, and messages like thank-you and errors dey marked make screen readers announce dem',
  'testing.tools':
    'Dem write di checks with Playwright, and dem dey use axe-core. We don also run Google Lighthouse accessibility audit for di public pages.',
  'testing.notYet.heading': 'Wetin we never test',
  'testing.notYet.screenReaders':
    'We never test di website with screen reader like TalkBack, NVDA, JAWS or VoiceOver, or with voice control or screen magnifier.',
  'testing.notYet.browsers':
    'We never test am for oda browsers like Firefox, Safari or Opera Mini, or for real phones.',
  'testing.notYet.people': 'Pipo wey get disability never test am with us.',
  'testing.notYet.audit': 'No outside body don audit am.',

  'report.heading': 'How to report problem',
  'report.wanted':
    'If you see problem wey no dey list here, or you no fit use one part of dis website, we wan know.',
  'report.noWayYet':
    'You no fit send us report through dis website yet. We still dey write our contact page, and your answers to “Dis page dey useful?” dey stay only inside your own browser: dem no dey reach us.',
  'report.sources':
    'For now, di NIN guide get link to di website of NIMC, di agency wey dey give NIN, and di Documents page dey talk where to go for oda documents.',

  'prepared.heading': 'How we prepare dis statement',
  'prepared.date':
    'We prepare dis statement on {preparedOn}. E base on di automatic checks wey we describe for up.',
};

export default translation;
