import { defineMessages } from '@/shared/i18n/translate';

/**
 * The accessibility statement at /accessibility, after GOV.UK's sample statement: what a visitor should
 * be able to do, how far the site meets WCAG 2.2 AA, what is known not to work, how it was tested and
 * how to report a problem. Every claim is what the repository shows: the checks are the journeys in
 * tests/e2e/a11y.*.spec.ts, and the known problems are those the session notes leave open. Change the
 * text when they change, and the date in statement.ts with it.
 */
const en = {
  title: 'Accessibility statement for Citizen Guide Nigeria',
  'intro.scope':
    'This statement is about the Citizen Guide Nigeria website: its guides, search and other public pages, and its staff area.',
  'intro.independent': 'Citizen Guide Nigeria is an independent guide, not a government website.',

  'using.heading': 'Using this website',
  'using.intro':
    'We want as many people as possible to be able to use this website. For example, you should be able to:',
  'using.zoom': 'zoom in up to 400% without the text spilling off the screen',
  'using.textSize': 'make the text twice as large without losing any of it',
  'using.keyboard': 'get around the website with a keyboard alone',
  'using.colours': 'read it in light or dark colours, as your phone or computer is set',
  'using.motion': 'stop things moving on the screen with your device’s “reduce motion” setting',
  'using.languages': 'read it in English, Nigerian Pidgin, Yorùbá, Hausa or Igbo',
  'using.offline':
    'read the guides with JavaScript switched off, and open a page again without a connection once you have opened it',
  'using.plain': 'We have also tried to write the text as simply as we can.',

  'status.heading': 'How far this website meets the standard',
  'status.aim':
    'We aim to meet the Web Content Accessibility Guidelines (WCAG) version 2.2 at level AA, the international standard for accessible websites.',
  'status.partial':
    'This website meets WCAG 2.2 AA only in part, because of the problems listed under “What does not work yet”.',

  'problems.heading': 'What does not work yet',
  'problems.wcag.heading': 'Where we do not meet WCAG 2.2 AA',
  'problems.wcag.articleLanguage':
    'Articles written by our staff are in English only. When you have chosen another language, an article’s text is not marked as English, so a screen reader may read it in the wrong voice. This fails WCAG 2.2 success criterion 3.1.2 (Language of Parts).',
  'problems.other.heading': 'Other problems we know about',
  'problems.other.translations':
    'The Pidgin, Yorùbá, Hausa and Igbo translations have not yet been checked by native speakers, so some words may be wrong or hard to understand. A translated guide links to its English version, which is the one to follow.',
  'problems.other.languageDelay':
    'If you have chosen another language, each page shows in English for a moment when it opens, until your language has loaded. On a slow connection this takes longer.',
  'problems.other.feedbackTap':
    'On a slow connection, a tap on “Yes” or “No” under “Is this page useful?” does nothing until that part of the page has loaded. If nothing happens, wait a moment and tap again.',
  'problems.other.staffArea':
    'The staff area is a demonstration: its figures are samples, and staff sign-in is checked only in the browser. It gets the same automated checks as the public pages.',

  'testing.heading': 'How we tested this website',
  'testing.intro':
    'Automated checks run each time the website’s code changes. They open every public page and the staff area in Chromium, the browser engine of Google Chrome, at the width of a phone (375 pixels) and of a computer (1280 pixels), in light and dark colours. They check that:',
  'testing.axe':
    'axe-core, an accessibility checker, finds no failure of the WCAG 2.2 A and AA rules it tests, with menus open, on search results and error messages, and in every part of the NIN guide',
  'testing.keyboard':
    'menus, tabs and forms work with the Tab, Enter, Space, arrow and Escape keys, and whatever has the keyboard’s focus shows a clear outline',
  'testing.reflow':
    'pages do not scroll sideways or cut off text at 320 pixels wide (like zooming in to 400%), or with text at 200% from 320 to 1280 pixels wide',
  'testing.targets':
    'every link, button and field is at least 24 by 24 pixels, and at least 44 by 44 pixels on a phone, except links inside a sentence',
  'testing.contrast':
    'text and controls have enough colour contrast, also when they have focus or the pointer is over them',
  'testing.motion': 'nothing moves when the device asks for reduced motion',
  'testing.screenReaders':
    'each page has its own title and heading, focus moves to the new heading after a page change, form errors are tied to their fields, and messages such as thanks and errors are marked for screen readers to announce',
  'testing.tools':
    'The checks are written with Playwright and use axe-core. We have also run Google Lighthouse’s accessibility audit on the public pages.',
  'testing.notYet.heading': 'What we have not tested',
  'testing.notYet.screenReaders':
    'We have not tested the website with a screen reader such as TalkBack, NVDA, JAWS or VoiceOver, or with voice control or screen magnifiers.',
  'testing.notYet.browsers':
    'We have not tested it in other browsers, such as Firefox, Safari or Opera Mini, or on real phones.',
  'testing.notYet.people': 'Disabled people have not yet tested it with us.',
  'testing.notYet.audit': 'No outside body has audited it.',

  'report.heading': 'Reporting a problem',
  'report.wanted':
    'If you find a problem that is not listed here, or you cannot use part of this website, we want to know.',
  'report.noWayYet':
    'You cannot send us a report through this website yet. Our contact page is still being written, and your answers to “Is this page useful?” are kept only in your own browser: they do not reach us.',
  'report.sources':
    'Meanwhile, the NIN guide links to the website of NIMC, the agency that issues the NIN, and the Documents page names where to go for other documents.',

  'prepared.heading': 'Preparation of this statement',
  'prepared.date':
    'This statement was prepared on {preparedOn}. It is based on the automated checks described above.',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<AccessibilityMessageKey>`). */
export type AccessibilityMessageKey = keyof typeof en;

export const accessibilityMessages = defineMessages(
  { en },
  {
    pcm: () => import('./messages.pcm'),
    yo: () => import('./messages.yo'),
    ha: () => import('./messages.ha'),
    ig: () => import('./messages.ig'),
  },
);
