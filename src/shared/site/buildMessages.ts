/**
 * Strings only the build writes into the prerendered HTML: each page's meta description (read by search
 * engines and link previews from the HTML, never changed in the browser), the offline page, the
 * no-script note, the notice shown when the app could not start, and the server's answer to a form it
 * could not read. Kept apart from siteMessages so the browser never downloads them. English only:
 * prerendered pages are English, and a chosen language is applied in the browser.
 */
export const buildMessages = {
  en: {
    'description.home':
      'Plain-language guides to Nigerian government services: NIN, passports, education, rights and more.',
    'description.documents':
      'Nigerian identity, business and civil documents: what each is for, who issues it, and our step-by-step guides.',
    'description.nin':
      'How to get your National Identification Number (NIN) from NIMC: who needs one, what to bring, fees, and how to check it.',
    'description.search': 'Search every guide, document and article on Citizen Guide Nigeria.',
    'description.article': 'An article from Citizen Guide Nigeria, written by its editorial team.',
    'description.login':
      'Sign-in for Citizen Guide Nigeria staff. You do not need an account to read any guide.',
    'description.admin': 'The staff dashboard of Citizen Guide Nigeria.',
    'description.setup': 'Choose the password of a Citizen Guide Nigeria staff account.',
    'description.unauthorized': 'This page is restricted to administrators.',
    'description.accessibility':
      'How accessible Citizen Guide Nigeria is: how we test it, with which tools, and what does not work yet.',
    'description.notFound': 'We could not find that page on Citizen Guide Nigeria.',
    'offline.title': 'You are offline',
    'offline.body':
      'This page has not been saved on this phone yet, so it cannot open without a connection. The pages below work offline once you have opened them:',
    'offline.retry': 'When you are back online, reload this page.',
    'noscript.note': 'This page works without JavaScript. Only the staff area needs it switched on.',
    'startFailed.note':
      'Some features are not available right now, but everything on this page can still be read.',
    'startFailed.reload': 'Reload the page',
    'previewEnded.title': 'This preview link has expired or is wrong',
    'previewEnded.body':
      'Preview links stop working after a while, and work only exactly as they were sent. Ask whoever sent you this one for a new link.',
    'badForm.title': 'That form could not be read',
    'badForm.body':
      'What was sent did not come from one of our forms, or it was too long. Go back, check what you typed, and try again.',
  },
} as const;

export type BuildMessageKey = keyof (typeof buildMessages)['en'];
