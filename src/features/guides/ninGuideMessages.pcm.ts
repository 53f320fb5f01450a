import type { Translation } from '@/shared/i18n/translate';
import type { NinGuideMessageKey } from './ninGuideMessages';

/** Nigerian Pidgin (pcm) strings for ninGuideMessages; English is in ./ninGuideMessages.ts. */
const translation: Translation<NinGuideMessageKey> = {
  title: 'National Identification Number (NIN)',
  shortTitle: 'NIN',
  intro: 'How to get your NIN, wetin to bring, how much e cost and how to check am.',
  agency: 'National Identity Management Commission (NIMC)',
  agencyShort: 'NIMC',
  'tab.overview': 'Overview',
  'tab.requirements': 'Wetin you need',
  'tab.process': 'Steps',
  'tab.verification': 'Check your NIN',
  'tab.faqs': 'FAQs',
  'overview.what.heading': 'Wetin be NIN?',
  'overview.what.p1':
    'Di National Identification Number (NIN) na number wey dey show who you be. Di National Identity Management Commission (NIMC) go give you am when you enrol.',
  'overview.what.p2':
    'Your NIN na identifier for life. E go remain di same for your whole life, e no dey expire, and dem no go ever give am to anybody else.',
  'overview.glance.heading': 'Quick look',
  'overview.glance.length': 'Length',
  'overview.glance.lengthValue': '{digits} digits',
  'overview.glance.lasts': 'How long e go last',
  'overview.glance.lastsValue': 'For life. E no dey ever expire.',
  'overview.glance.cost': 'How much to enrol',
  'overview.glance.costValue': 'Free for di first time',
  'overview.glance.issuer': 'Who dey give am',
  'overview.glance.issuerValue': 'NIMC',
  'overview.why.heading': 'Why you need am',
  'overview.why.intro': 'Plenty offices dey ask for your NIN before dem attend to you. You fit need am to:',
  'overview.why.sim': 'link your SIM card to your phone number',
  'overview.why.bank': 'open or update bank account',
  'overview.why.documents': 'apply for passport or oda goment document',
  'overview.why.services': 'register for some exams and public services',
  'overview.why.simRule':
    'Since {simRuleSince}, di Nigerian Communications Commission (NCC) don say every SIM card must link to NIN.',
  'overview.who.heading': 'Who fit enrol',
  'overview.who.p1': 'Nigerian citizens fit enrol. Pipo wey dey live for Nigeria legally fit enrol too.',
  'overview.who.p2':
    'From age {adultAge}, you go enrol as adult. Pikin wey never reach {adultAge} go enrol with parent or guardian. Di “Wetin you need” tab dey show wetin to bring.',
  'requirements.adult.heading': 'Wetin to bring (age {adultAge} and above)',
  'requirements.adult.intro':
    'Ask your enrolment centre wetin dem dey accept before you go. Dem fit ask you for:',
  'requirements.adult.idDocument':
    'document wey show your name and date of birth, like birth certificate or passport',
  'requirements.adult.phone':
    'phone number wey you go keep, because you go use am later to find your NIN by short code',
  'requirements.child.heading': 'Wetin to bring for pikin (under {adultAge})',
  'requirements.child.intro':
    'Pikin wey never reach {adultAge} need parent or guardian. Di parent or guardian must come di centre with di pikin. Bring:',
  'requirements.child.parentNin': 'di NIN of di parent or guardian',
  'requirements.child.birthProof':
    'di pikin birth certificate, or declaration of age if di pikin no get birth certificate',
  'requirements.capture.heading': 'Wetin di centre dey record',
  'requirements.capture.under6': 'Under {photoOnlyUnder} years',
  'requirements.capture.under6Value': 'Na only photo dem go take.',
  'requirements.capture.6to15': 'Age {photoOnlyUnder} to {childMaxAge}',
  'requirements.capture.6to15Value': 'Dem go capture biometrics: fingerprints and photo.',
  'requirements.capture.adult': '{adultAge} and above',
  'requirements.capture.adultValue': 'You go enrol as adult: fingerprints and photo.',
  'requirements.fees.heading': 'Fees',
  'requirements.fees.enrolment': 'First enrolment',
  'requirements.fees.enrolmentValue': 'Free',
  'requirements.fees.card': 'NIN card',
  'requirements.fees.cardValue': '{cardFeeMin} to {cardFeeMax}',
  'requirements.fees.modification': 'To change your details (modification)',
  'requirements.fees.modificationValue': '{modificationFee}',
  'requirements.fees.birthDate': 'To change your date of birth',
  'requirements.fees.birthDateValue':
    'Dem go allow am only one time, and only for NIMC office. Di fee for dis one high pass, and dem increase am for {birthDateFeeRaisedIn}.',
  'requirements.fees.caveat':
    'Fees dey change. Confirm di current amount with NIMC before you pay. Pay only through official NIMC channels, no ever pay touts (pipo wey dey offer to "help" you for money).',
  'process.enrol.heading': 'How to enrol, step by step',
  'process.enrol.find':
    'Find enrolment centre. You fit enrol for NIMC office or for licensed enrolment centre. Di list of centres dey for nimc.gov.ng.',
  'process.enrol.prepare': 'Get your documents ready. Di “Wetin you need” tab show wetin to bring.',
  'process.enrol.go':
    'Go di centre. If na pikin under {adultAge} you dey enrol, di parent or guardian must come too.',
  'process.enrol.form':
    'Fill di enrolment form. Write your name and date of birth exactly as dem dey for your documents.',
  'process.enrol.capture':
    'Make dem take your photo and fingerprints. For pikin wey never reach {photoOnlyUnder}, na only photo dem go take.',
  'process.enrol.check': 'Check every detail before you comot. To correct mistake later go cost money.',
  'process.enrol.collect':
    'Keep any slip or receipt wey di centre give you. If you no get your NIN dat day, you fit find am later by short code (check di “Check your NIN” tab).',
  'process.enrol.free':
    'First enrolment na free. Nobody suppose collect money from you to enrol for di first time.',
  'process.change.heading': 'How to change your details',
  'process.change.intro':
    'If your details no correct or dem don change, you fit ask NIMC make dem update am. Dem dey call dis one modification.',
  'process.change.proof':
    'Get document wey show di correct detail, for example marriage certificate for new surname.',
  'process.change.go': 'Go NIMC office or licensed enrolment centre.',
  'process.change.pay':
    'Pay di modification fee of {modificationFee} through official channels. Keep di receipt.',
  'process.change.confirm': 'When dem don finish di change, check say your new details correct.',
  'process.change.birthDate': 'You fit change your date of birth only one time, and only for NIMC office.',
  'process.safe.heading': 'Keep your NIN safe',
  'process.safe.write': 'Write your NIN down and keep am for safe place.',
  'process.safe.share': 'Give am only to offices and banks wey need am.',
  'process.safe.social': 'No ever post am for social media.',
  'process.safe.virtual':
    'If agency only need to confirm who you be, you fit give dem virtual NIN instead (check di “Check your NIN” tab).',
  'verification.check.heading': 'Find or check your NIN',
  'verification.check.intro':
    'You fit check your NIN with short code for your phone. Use di phone number wey you give NIMC when you enrol.',
  'verification.shortCode.heading': 'Find your NIN by short code',
  'verification.shortCode.phone': 'Use di phone wey get di SIM card wey you register with NIMC.',
  'verification.shortCode.dial': 'Dial {shortCode}.',
  'verification.shortCode.follow': 'Follow di instructions wey show for di screen.',
  'verification.shortCode.result': 'Den dem go show you your NIN or send am to you by text message.',
  'verification.shortCode.charge': 'Your mobile network fit collect small charge for dis service.',
  'verification.virtual.heading': 'Virtual NIN',
  'verification.virtual.p1':
    'Some agencies dey ask for virtual NIN instead of your real NIN. Virtual NIN get {virtualNinLength} letters and numbers, and e dey work for {virtualNinHours} hours. E dey allow di agency confirm who you be without keeping your real NIN.',
  'verification.virtual.intro': 'To get virtual NIN:',
  'verification.virtual.app': 'use di NIMC MWS Mobile ID app, or',
  'verification.virtual.code':
    'dial *346*3*your NIN*di agency code# from your registered phone number. Di agency go give you im code.',
  'verification.trouble.heading': 'If di short code no work',
  'verification.trouble.p1':
    'Make sure say na di phone number wey you register you dey dial from. If e still no work, go NIMC office or enrolment centre and carry document wey show who you be.',
  'faqs.heading': 'Questions wey pipo dey ask well-well',
  'faqs.cost.q': 'I go pay money to get NIN?',
  'faqs.cost.a':
    'No. Your first enrolment na free. You fit pay {cardFeeMin} to {cardFeeMax} for NIN card, and {modificationFee} to change your details. Fees dey change, so confirm with NIMC before you pay.',
  'faqs.expire.q': 'My NIN go expire?',
  'faqs.expire.a':
    'No. Na identifier for life. E go remain di same for all your life, and dem no go ever give am to anybody else.',
  'faqs.digits.q': 'How many digits NIN get?',
  'faqs.digits.a': 'NIN get {digits} digits.',
  'faqs.child.q': 'My pikin fit get NIN?',
  'faqs.child.a':
    'Yes. Pikin wey never reach {adultAge} need parent or guardian, and di parent or guardian must come with am. For pikin from age {photoOnlyUnder} to {childMaxAge}, dem go take dia fingerprints. For pikin wey never reach {photoOnlyUnder}, na only photo dem go take.',
  'faqs.forgot.q': 'I don forget my NIN. Wetin I fit do?',
  'faqs.forgot.a':
    'Dial {shortCode} from di phone number wey you register with NIMC and follow di instructions. Your network fit collect small fee.',
  'faqs.fix.q': 'My details no correct. I fit correct dem?',
  'faqs.fix.a':
    'Yes. Dem dey call am modification, and e cost {modificationFee}. You fit change your date of birth only one time, for NIMC office.',
  'faqs.residents.q': 'Pipo wey no be Nigerian fit get NIN?',
  'faqs.residents.a': 'Yes, if dem dey live for Nigeria legally. Ask NIMC which documents dem need to bring.',
  'faqs.help.q': 'Where I fit get official help?',
  'faqs.help.a':
    'Go NIMC website, nimc.gov.ng, or visit NIMC office. Dis guide na independent guide: e dey explain di steps, but na only NIMC fit give you NIN or change am.',
};

export default translation;
