import type { Translation } from '@/shared/i18n/translate';
import type { PrivacyMessageKey } from './messages';

/** Nigerian Pidgin (pcm) strings for privacyMessages; English is in ./messages.ts. */
const translation: Translation<PrivacyMessageKey> = {
  title: 'Privacy notice for Citizen Guide Nigeria',
  intro:
    'Dis notice dey explain wetin Citizen Guide Nigeria dey keep when you use dis website, why we dey keep am, how long we go keep am, and di rights wey you get.',
  updated: 'Last time we update am: {updated}',
  'contents.heading': 'Wetin dey inside',

  'who.heading': 'Who we be',
  'who.controller':
    'Na Citizen Guide Nigeria dey responsible for di information wey dis notice talk about: for di law language, we be im “data controller”. We be independent guide to goment services, we no be goment agency.',
  'who.law':
    'We dey follow di Nigeria Data Protection Act 2023 (NDPA). Di Nigeria Data Protection Commission (NDPC) na di regulator wey dey make sure say pipo obey am.',
  'who.minimum':
    'We dey collect only small as we fit. You fit read every page without telling us your name, your e-mail address or any oda tin about yourself.',

  'newsletter.heading': 'If you sign up for di newsletter',
  'newsletter.intro': 'We dey keep:',
  'newsletter.email': 'your e-mail address',
  'newsletter.language': 'di language wey you choose',
  'newsletter.page': 'di page wey you sign up from',
  'newsletter.consent': 'di consent words wey you see when you sign up',
  'newsletter.times': 'when you sign up and when you confirm',
  'newsletter.why': 'Why: to send you di newsletter wey you ask for. Di legal basis na your consent.',
  'newsletter.confirm':
    'First, we go send you one e-mail wey get link to confirm your address. Until you confirm, we no go send you anytin else.',
  'newsletter.keep':
    'How long: until you unsubscribe. Every e-mail get link to unsubscribe with one click, and we go delete your address after. If you no confirm inside 7 days, we go delete your sign-up.',

  'feedback.heading': 'If you tell us whether page dey useful, or report translation problem',
  'feedback.intro':
    'When you answer “Dis page dey useful?” or use “Report wahala for dis translation”, we dey keep:',
  'feedback.page': 'di page and di part wey you dey read, and im language',
  'feedback.answer': 'your answer and wetin you write',
  'feedback.time': 'di time wey you send am',
  'feedback.nothing': 'We no dey keep anytin about you: no IP address, no cookie, no identifier.',
  'feedback.why':
    'Why: to correct and improve our pages. Di legal basis na our legitimate interest to keep di guides correct.',
  'feedback.keep':
    'How long: we go delete wetin you write after 12 months. We dey keep di number of answers wey each page get.',
  'feedback.warning':
    'Abeg no write your personal details, like your NIN or your phone number, inside comment.',

  'search.heading': 'When you search',
  'search.what':
    'We dey count wetin pipo search for, for which language, and whether e find anytin, every day. We no dey keep IP address, cookie or identifier with am.',
  'search.why':
    'Why: to know which guides pipo need wey we never write. Di legal basis na our legitimate interest to make di site better.',

  'views.heading': 'How we dey count page views',
  'views.what':
    'We dey count di pages wey pipo open, every day: di page, di day, di language, and di website wey you come from (only im name, like google.com). We no dey use cookies for dis, and we no dey store IP addresses.',
  'views.unique':
    'To estimate how many different pipo visit every day, we dey make one-way code from your IP address and your browser, mix am with secret wey dey change every day. When di day finish, we dey delete di secret and di codes, and na only di number of visitors we dey keep, so nobody fit trace di code back to you.',
  'views.dnt': 'If your browser dey send “Do Not Track” or “Global Privacy Control”, we no go count anytin.',
  'views.why':
    'Why: to know which pages pipo dey read pass and need more care. Di legal basis na our legitimate interest to run site wey dey useful.',

  'cookies.heading': 'Cookies and di storage for your browser',
  'cookies.none': 'Di public website no dey set any cookie.',
  'cookies.staff':
    'Our staff dey get session cookie when dem sign in. E dey keep dem signed in, and e go end when dem sign out or when di session time finish.',
  'cookies.storage':
    'Di storage wey dey inside your browser (localStorage) dey keep di language wey you choose, di answers wey you give and your drafts, for dis device only. You fit clear am for your browser settings.',

  'logs.heading': 'Server logs and security',
  'logs.what':
    'Our server dey write technical log for every request: di time, di address of di page wey dem ask for, di result and how long e take. E no dey log your IP address, your e-mail address or wetin you type. We dey use am to find faults and keep di site safe.',
  'logs.limits':
    'To stop pipo from flooding di forms, di server dey count for few minutes how many forms each IP address dey send. E dey keep each count for im database under one-way code wey e make from di IP address and one secret wey dey change every day, never under di address itself and never with wetin you send. E dey delete each count before two hours pass.',
  'logs.staff':
    'For our staff, we dey keep dia account (name, e-mail address and role), dia sign-ins and di changes wey dem make, inside audit log. We dey keep every sign-in attempt with di IP address wey e come from, to stop pipo wey dey try guess password.',

  'sharing.heading': 'Who we dey share am with',
  'sharing.none':
    'We no dey sell your information or give am to advertisers. We no dey use any advertising or tracking service.',
  'sharing.mail': 'We dey hand newsletter e-mails to di mail server wey dey deliver dem.',

  'rights.heading': 'Your rights',
  'rights.intro': 'Under di Nigeria Data Protection Act 2023 (NDPA), you get right:',
  'rights.informed': 'to know wetin we dey keep about you and why (na dis notice)',
  'rights.access': 'to collect copy of di information wey we keep about you',
  'rights.correct': 'to make us correct am or delete am',
  'rights.withdraw': 'to withdraw your consent anytime, for example if you unsubscribe from di newsletter',
  'rights.object': 'to object to how we dey use am',
  'rights.ask': 'To ask, write to us with di form for our contact page:',
  'rights.newsletter':
    'If na about di newsletter, give us di e-mail address wey you use sign up: our staff fit send you wetin we keep about am, correct am or delete am.',
  'rights.contactLink': 'Contact us',

  'complaint.heading': 'How to complain',
  'complaint.text':
    'If you no happy with how we dey use your information, abeg tell us first. You fit also complain to di Nigeria Data Protection Commission (NDPC):',

  'changes.heading': 'Changes to dis notice',
  'changes.text': 'When wetin we dey collect change, we go update dis notice and di date for im top.',
};

export default translation;
