import { defineMessages } from '@/shared/i18n/translate';

/**
 * Strings that belong to the site as a whole rather than one feature: its name, its sections and links,
 * page titles and the names of its languages.
 * What only the build writes (meta descriptions, the offline page) is in buildMessages.ts. Header, footer, home cards and admin forms all read them.
 */
const en = {
  'site.name': 'Citizen Guide Nigeria',
  'cat.government': 'Government',
  'cat.government.federal': 'Federal government',
  'cat.government.states': 'State governments',
  'cat.government.local': 'Local government areas',
  'cat.documents': 'Documents',
  'cat.documents.nin': 'National Identification Number (NIN)',
  'cat.documents.passport': 'International passport',
  'cat.education': 'Education',
  'cat.education.jamb': 'JAMB registration',
  'cat.education.waec': 'WAEC results',
  'cat.education.nysc': 'NYSC',
  'cat.rights': 'Rights',
  'cat.rights.constitution': 'Your constitutional rights',
  'cat.rights.legalAid': 'Free legal aid',
  'cat.history': 'History',
  'cat.history.independence': 'Independence',
  'cat.history.symbols': 'National symbols',
  'cat.services': 'Services',
  'cat.services.health': 'Health insurance (NHIA)',
  'cat.services.tax': 'Paying tax',
  'cat.faqs': 'FAQs',
  'link.external': '(external site)',
  'title.pattern': '{page} · Citizen Guide Nigeria',
  'title.home': 'Citizen Guide Nigeria: plain guides to government services',
  'title.documents': 'Documents',
  'title.nin': 'NIN guide',
  'title.search': 'Search',
  'title.article': 'Article',
  'title.login': 'Admin login',
  'title.setup': 'Choose your password',
  'title.admin': 'Admin dashboard',
  'title.unauthorized': 'Access denied',
  'title.accessibility': 'Accessibility statement',
  'title.contact': 'Contact us',
  'title.privacy': 'Privacy notice',
  'title.notFound': 'Page not found',
  'lang.en': 'English',
  'lang.pcm': 'Pidgin',
  'lang.yo': 'Yoruba',
  'lang.ha': 'Hausa',
  'lang.ig': 'Igbo',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<SiteMessageKey>`). */
export type SiteMessageKey = keyof typeof en;

export const siteMessages = defineMessages(
  { en },
  {
    pcm: () => import('./siteMessages.pcm'),
    yo: () => import('./siteMessages.yo'),
    ha: () => import('./siteMessages.ha'),
    ig: () => import('./siteMessages.ig'),
  },
);
