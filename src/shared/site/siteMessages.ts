import { defineMessages } from '@/shared/i18n/translate';

/**
 * Strings that belong to the site as a whole rather than one feature: its name, its sections and links,
 * page titles and the names of its languages. Header, footer, home cards and admin forms all read them.
 */
export const siteMessages = defineMessages({
  en: {
    'site.name': 'Citizen Guide Nigeria',
    'cat.government': 'Government',
    'cat.government.desc': 'How the federal, state and local governments work.',
    'cat.government.federal': 'Federal government',
    'cat.government.states': 'State governments',
    'cat.government.local': 'Local government areas',
    'cat.documents': 'Documents',
    'cat.documents.desc': 'Get and renew your NIN, passport and other papers.',
    'cat.documents.nin': 'National Identification Number (NIN)',
    'cat.documents.passport': 'International passport',
    'cat.education': 'Education',
    'cat.education.desc': 'JAMB, WAEC, NYSC and student support.',
    'cat.education.jamb': 'JAMB registration',
    'cat.education.waec': 'WAEC results',
    'cat.education.nysc': 'NYSC',
    'cat.rights': 'Rights',
    'cat.rights.desc': 'Know your rights and where to get legal help.',
    'cat.rights.constitution': 'Your constitutional rights',
    'cat.rights.legalAid': 'Free legal aid',
    'cat.history': 'History',
    'cat.history.desc': "Nigeria's story, from independence to today.",
    'cat.history.independence': 'Independence',
    'cat.history.symbols': 'National symbols',
    'cat.services': 'Services',
    'cat.services.desc': 'Health insurance, tax and other public services.',
    'cat.services.health': 'Health insurance (NHIA)',
    'cat.services.tax': 'Paying tax',
    'cat.faqs': 'FAQs',
    'cat.faqs.desc': 'Quick answers to common questions.',
    'link.about': 'About us',
    'link.contact': 'Contact',
    'link.accessibility': 'Accessibility',
    'link.contribute': 'Contribute',
    'link.newsletter': 'Newsletter',
    'link.terms': 'Terms of use',
    'link.privacy': 'Privacy policy',
    'link.disclaimer': 'Disclaimer',
    'title.pattern': '{page} · Citizen Guide Nigeria',
    'title.home': 'Citizen Guide Nigeria: plain guides to government services',
    'title.documents': 'Documents',
    'title.nin': 'NIN guide',
    'title.login': 'Admin login',
    'title.admin': 'Admin dashboard',
    'title.unauthorized': 'Access denied',
    'title.notFound': 'Page not found',
    'description.home':
      'Plain-language guides to Nigerian government services: NIN, passports, education, rights and more.',
    'description.documents':
      'Nigerian identity, business and civil documents: what each is for, who issues it, and our step-by-step guides.',
    'description.nin':
      'How to get your National Identification Number (NIN) from NIMC: who needs one, what to bring, fees, and how to check it.',
    'description.login':
      'Sign-in for Citizen Guide Nigeria staff. You do not need an account to read any guide.',
    'description.admin': 'The staff dashboard of Citizen Guide Nigeria.',
    'description.unauthorized': 'This page is restricted to administrators.',
    'description.notFound': 'We could not find that page on Citizen Guide Nigeria.',
    'offline.title': 'You are offline',
    'offline.body':
      'This page has not been saved on this phone yet, so it cannot open without a connection. The pages below work offline once you have opened them:',
    'offline.retry': 'When you are back online, reload this page.',
    'noscript.note':
      'This page works without JavaScript. The newsletter sign-up and the staff area need it switched on.',
    'lang.en': 'English',
    'lang.pcm': 'Pidgin',
    'lang.yo': 'Yoruba',
    'lang.ha': 'Hausa',
    'lang.ig': 'Igbo',
  },
});

export type SiteMessageKey = keyof (typeof siteMessages)['en'];
