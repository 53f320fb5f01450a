import { defineMessages } from '@/shared/i18n/translate';

/** Strings of the admin dashboard's frame and its demo tabs (analytics, users, settings). */
export const adminMessages = defineMessages(
  {
    en: {
      'dashboard.title': 'Admin dashboard',
      'dashboard.greeting': 'Welcome, {name}.',
      'dashboard.intro': 'Manage the guides on the portal and see how visitors use it.',
      'notSaved.title': 'Changes are not being saved in this browser',
      'notSaved.quota':
        'This browser’s storage for the site is full. Changes that reach the server are saved there, but what is typed or waiting to be sent is kept only on screen and is lost when you reload. Stay online until your changes are sent, and free some space for this site in the browser’s settings.',
      'notSaved.blocked':
        'This browser is not letting the site save anything (its site data may be switched off, or this is a private window). Changes that reach the server are saved there, but what is typed or waiting to be sent is kept only on screen and is lost when you reload. Stay online until your changes are sent, or allow site data for this site in the browser’s settings.',
      'notSaved.kept':
        'Saved data this version cannot use is being kept as it is (see below). Changes that reach the server are saved there, but what is typed or waiting to be sent is kept only on screen and is lost when you reload. Stay online until your changes are sent.',
      'notSaved.failed':
        'The browser refused the last save. Changes that reach the server are saved there, but what is typed or waiting to be sent is kept only on screen and is lost when you reload. Stay online until your changes are sent; the next change tries again.',
      'setAside.title': 'Some saved data could not be used',
      'setAside.copied':
        '{name}: what was stored could not be read, so it was set aside and the portal started again from its defaults.',
      'setAside.kept':
        '{name}: what was stored could not be read, and there was no room to set it aside, so it is left untouched and changes to it are not saved.',
      'setAside.newer':
        '{name}: it was saved by a newer version of this site, so it is left untouched and changes to it are not saved here.',
      'setAside.download': 'Download it',
      'setAside.dismiss': 'Dismiss this notice',
      'stored.content': 'Content',
      'stored.searchLog': 'Search log',
      'stored.feedback': 'Page feedback',
      'stored.language': 'Language choice',
      'stored.other': 'Stored data',
      'tabs.label': 'Dashboard sections',
      'tab.analytics': 'Analytics',
      'tab.content': 'Content Management',
      'tab.generator': 'AI Content Generator',
      'tab.users': 'User Management',
      'tab.settings': 'Site Settings',
      'tab.audit': 'Audit log',
      'tab.account': 'Your account',
      logout: 'Logout',
      'demo.data': 'Demo data',
      'demo.only': 'Demo',
      'analytics.title': 'Analytics',
      'figures.title': 'From this browser (real figures)',
      'figures.note':
        'Counted from what was searched and saved in this browser: the latest {limit} searches and every content item.',
      'figures.topSearches': 'Top searches',
      'figures.searchCount': '{query} ({count})',
      'figures.noSearches': 'No searches yet.',
      'figures.noResults': 'Searches that found nothing',
      'figures.allFound': 'Every search found something.',
      'figures.byStatus': 'Content by status',
      'figures.byCategory': 'Content by section',
      'figures.status.published': 'Published',
      'figures.status.draft': 'Draft',
      'figures.feedback': 'Answers to “Is this page useful?”',
      'figures.feedbackNote':
        'The latest {limit} answers given in this browser, by page, the most answered first.',
      'figures.noFeedback': 'No answers yet.',
      'figures.feedbackPage': 'Page',
      'figures.feedbackYes': 'Yes',
      'figures.feedbackNo': 'No',
      'figures.feedbackComments': 'What went wrong (latest)',
      'figures.noComments': 'No comments.',
      'analytics.note':
        'These are fixed sample figures for demonstration. They are not real visitor statistics.',
      'analytics.summary': 'Visitor summary',
      'analytics.visitors': 'Visitors',
      'analytics.pageViews': 'Page views',
      'analytics.averageTime': 'Average time on site',
      'analytics.bounceRate': 'Bounce rate',
      'analytics.duration': '{minutes}m {seconds}s',
      'analytics.percent': '{value}%',
      'analytics.topPages': 'Top pages',
      'analytics.page': 'Page',
      'analytics.address': 'Address',
      'analytics.views': 'Views',
      'page.nin': 'NIN guide',
      'page.home': 'Home',
      'page.documents': 'Documents',
      'page.jamb': 'JAMB registration',
      'page.passport': 'Passport guide',
      'settings.title': 'Site Settings',
      'settings.note': 'Demo only: settings are not saved in this demo, so the controls are switched off.',
      'settings.siteName': 'Site name',
      'settings.contactEmail': 'Contact e-mail',
      'settings.language': 'Default language',
      'settings.maintenance': 'Show a maintenance notice to visitors',
      'settings.save': 'Save settings',
    },
  },
  {
    pcm: () => import('./messages.pcm'),
    yo: () => import('./messages.yo'),
    ha: () => import('./messages.ha'),
    ig: () => import('./messages.ig'),
  },
);

export type AdminMessageKey = keyof (typeof adminMessages)['en'];
