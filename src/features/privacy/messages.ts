import { defineMessages } from '@/shared/i18n/translate';

/**
 * The privacy notice at /privacy (issue 28), in GOV.UK's plain style: who is responsible, what each part
 * of the site keeps, why, for how long, and the reader's rights under the Nigeria Data Protection Act
 * 2023. Every claim is what the code does: the newsletter, feedback, search log and page-view counting
 * of issue 28, the request log (server/http/requestLog.ts: no IP address), the per-address form limits
 * (server/http/visitorLimits.ts: in the database under a keyed hash, deleted once their window is over,
 * within the hour by server/jobs/retention.ts) and the staff audit log. Change the text when they
 * change, and UPDATED_ON in notice.ts with it.
 */
const en = {
  title: 'Privacy notice for Citizen Guide Nigeria',
  intro:
    'This notice explains what information Citizen Guide Nigeria keeps when you use this website, why we keep it, for how long, and what your rights are.',
  updated: 'Last updated: {updated}',
  'contents.heading': 'Contents',

  'who.heading': 'Who we are',
  'who.controller':
    'Citizen Guide Nigeria is responsible for the information described here: in the words of the law, we are its “data controller”. We are an independent guide to government services, not a government agency.',
  'who.law':
    'We follow the Nigeria Data Protection Act 2023 (NDPA). The Nigeria Data Protection Commission (NDPC) is the regulator that enforces it.',
  'who.minimum':
    'We collect as little as we can. You can read every page without telling us your name, your e-mail address or anything else about yourself.',

  'newsletter.heading': 'If you sign up for the newsletter',
  'newsletter.intro': 'We keep:',
  'newsletter.email': 'your e-mail address',
  'newsletter.language': 'the language you chose',
  'newsletter.page': 'the page where you signed up',
  'newsletter.consent': 'the consent wording you saw when you signed up',
  'newsletter.times': 'when you signed up and when you confirmed',
  'newsletter.why': 'Why: to send you the newsletter you asked for. The legal basis is your consent.',
  'newsletter.confirm':
    'First we send you one e-mail with a link to confirm your address. Until you confirm, we send you nothing else.',
  'newsletter.keep':
    'How long: until you unsubscribe. Every e-mail has a link to unsubscribe in one click, and your address is then deleted. If you do not confirm within 7 days, your sign-up is deleted.',

  'feedback.heading': 'If you tell us whether a page is useful, or report a translation problem',
  'feedback.intro':
    'When you answer “Is this page useful?” or use “Report a problem with this translation”, we keep:',
  'feedback.page': 'the page and the section you were reading, and its language',
  'feedback.answer': 'your answer and what you wrote',
  'feedback.time': 'the time you sent it',
  'feedback.nothing': 'We keep nothing about you: no IP address, cookie or identifier.',
  'feedback.why':
    'Why: to correct and improve our pages. The legal basis is our legitimate interest in keeping the guides right.',
  'feedback.keep':
    'How long: what you wrote is deleted after 12 months. We keep the number of answers each page received.',
  'feedback.warning':
    'Please do not write personal details, such as your NIN or your phone number, in a comment.',

  'search.heading': 'When you search',
  'search.what':
    'We count what was searched for, in which language, and whether it found anything, per day. We keep no IP address, cookie or identifier with it.',
  'search.why':
    'Why: to learn which guides people need that we have not written yet. The legal basis is our legitimate interest in improving the site.',

  'views.heading': 'How we count page views',
  'views.what':
    'We count the pages people open, per day: the page, the day, the language, and the website you came from (its name only, such as google.com). We use no cookies for this, and we do not store IP addresses.',
  'views.unique':
    'To estimate how many different people visit each day, we make a one-way code from your IP address and your browser, mixed with a secret that changes every day. When the day is over, the secret and the codes are deleted and only the number of visitors is kept, so the code cannot be traced back to you.',
  'views.dnt': 'If your browser sends “Do Not Track” or “Global Privacy Control”, we count nothing.',
  'views.why':
    'Why: to know which pages are read most and need the most care. The legal basis is our legitimate interest in running a useful site.',

  'cookies.heading': 'Cookies and your browser’s storage',
  'cookies.none': 'The public website sets no cookies.',
  'cookies.staff':
    'Our staff get a session cookie when they sign in. It keeps them signed in, and it ends when they sign out or the session runs out.',
  'cookies.storage':
    'Your browser’s own storage (localStorage) keeps your language choice, the answers you gave and your drafts, on this device only. You can clear it in your browser’s settings.',

  'logs.heading': 'Server logs and security',
  'logs.what':
    'Our server writes a technical log of each request: the time, the address of the page requested, the result and how long it took. It does not log your IP address, your e-mail address or what you typed. We use it to find faults and keep the site safe.',
  'logs.limits':
    'To stop forms being flooded, the server counts for a few minutes how many forms each IP address sends. It keeps each count in its database under a one-way code made from the IP address and a daily secret, never under the address itself and never with what you sent. It deletes each count within two hours.',
  'logs.staff':
    'For our staff we keep their account (name, e-mail address and role), their sign-ins and the changes they make, in an audit log. A sign-in attempt is kept with the IP address it came from, to stop people guessing passwords.',

  'sharing.heading': 'Who we share it with',
  'sharing.none':
    'We do not sell your information or give it to advertisers. We use no advertising or tracking services.',
  'sharing.mail': 'Newsletter e-mails are handed to the mail server that delivers them.',

  'rights.heading': 'Your rights',
  'rights.intro': 'Under the Nigeria Data Protection Act 2023 (NDPA), you have the right:',
  'rights.informed': 'to be told what we keep about you and why (this notice)',
  'rights.access': 'to get a copy of the information we keep about you',
  'rights.correct': 'to have it corrected or deleted',
  'rights.withdraw': 'to withdraw your consent at any time, for example by unsubscribing from the newsletter',
  'rights.object': 'to object to how we use it',
  'rights.ask': 'To ask, write to us through the form on our contact page:',
  'rights.newsletter':
    'If it is about the newsletter, give the e-mail address you signed up with: our staff can send you what we keep about it, correct it or delete it.',
  'rights.contactLink': 'Contact us',

  'complaint.heading': 'How to complain',
  'complaint.text':
    'If you are unhappy with how we use your information, please tell us first. You can also complain to the Nigeria Data Protection Commission (NDPC):',

  'changes.heading': 'Changes to this notice',
  'changes.text': 'When what we collect changes, we update this notice and the date at its top.',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<PrivacyMessageKey>`). */
export type PrivacyMessageKey = keyof typeof en;

export const privacyMessages = defineMessages(
  { en },
  {
    pcm: () => import('./messages.pcm'),
    yo: () => import('./messages.yo'),
    ha: () => import('./messages.ha'),
    ig: () => import('./messages.ig'),
  },
);
