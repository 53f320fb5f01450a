import { defineMessages } from '@/shared/i18n/translate';

/**
 * The text of the NIN guide. Its figures are placeholders filled from src/shared/site/ninFacts.ts (SPEC §2/§9
 * and docs/NIN-FACTS.md), so every language states the same fee; the text keeps the facts' caveats
 * ("may", confirm with NIMC). `{shortCode}` is a phone code from ninGuide.ts, shown as a tap-to-dial link.
 * Plain English for a reading age of about 12: short sentences, one idea each.
 */
const en = {
  title: 'National Identification Number (NIN)',
  shortTitle: 'NIN',
  intro: 'How to get your NIN, what to bring, what it costs and how to check it.',
  agency: 'National Identity Management Commission (NIMC)',
  agencyShort: 'NIMC',

  'tab.overview': 'Overview',
  'tab.requirements': 'Requirements',
  'tab.process': 'Process',
  'tab.verification': 'Verification',
  'tab.faqs': 'FAQs',

  'overview.what.heading': 'What is the NIN?',
  'overview.what.p1':
    'The National Identification Number (NIN) is a number that proves who you are. The National Identity Management Commission (NIMC) gives it to you when you enrol.',
  'overview.what.p2':
    'Your NIN is a lifetime identifier. It stays the same for your whole life, it does not expire, and it is never given to anyone else.',
  'overview.glance.heading': 'At a glance',
  'overview.glance.length': 'Length',
  'overview.glance.lengthValue': '{digits} digits',
  'overview.glance.lasts': 'How long it lasts',
  'overview.glance.lastsValue': 'For life. It never expires.',
  'overview.glance.cost': 'Cost to enrol',
  'overview.glance.costValue': 'Free the first time',
  'overview.glance.issuer': 'Who gives it',
  'overview.glance.issuerValue': 'NIMC',
  'overview.why.heading': 'Why you need it',
  'overview.why.intro': 'Many offices ask for your NIN before they serve you. You may need it to:',
  'overview.why.sim': 'link your SIM card to your phone number',
  'overview.why.bank': 'open or update a bank account',
  'overview.why.documents': 'apply for a passport or another government document',
  'overview.why.services': 'register for some exams and public services',
  'overview.why.simRule':
    'Since {simRuleSince}, the Nigerian Communications Commission (NCC) has required every SIM card to be linked to a NIN.',
  'overview.who.heading': 'Who can enrol',
  'overview.who.p1': 'Nigerian citizens can enrol. People who live in Nigeria legally can enrol too.',
  'overview.who.p2':
    'From age {adultAge} you enrol as an adult. Children under {adultAge} enrol with a parent or guardian. The Requirements tab says what to bring.',

  'requirements.adult.heading': 'What to bring (age {adultAge} and over)',
  'requirements.adult.intro':
    'Ask your enrolment centre what it accepts before you go. You may be asked for:',
  'requirements.adult.idDocument':
    'a document that shows your name and date of birth, such as a birth certificate or a passport',
  'requirements.adult.phone':
    'a phone number you will keep, because you use it later to find your NIN by short code',
  'requirements.child.heading': 'What to bring for a child (under {adultAge})',
  'requirements.child.intro':
    'Children under {adultAge} need a parent or guardian. The parent or guardian must come to the centre with the child. Bring:',
  'requirements.child.parentNin': "the parent's or guardian's NIN",
  'requirements.child.birthProof':
    "the child's birth certificate, or a declaration of age if the child has no birth certificate",
  'requirements.capture.heading': 'What the centre records',
  'requirements.capture.under6': 'Under {photoOnlyUnder} years',
  'requirements.capture.under6Value': 'Only a photo is taken.',
  'requirements.capture.6to15': 'Ages {photoOnlyUnder} to {childMaxAge}',
  'requirements.capture.6to15Value': 'Biometrics are captured: fingerprints and a photo.',
  'requirements.capture.adult': '{adultAge} and over',
  'requirements.capture.adultValue': 'You enrol as an adult: fingerprints and a photo.',
  'requirements.fees.heading': 'Fees',
  'requirements.fees.enrolment': 'First enrolment',
  'requirements.fees.enrolmentValue': 'Free',
  'requirements.fees.card': 'NIN card',
  'requirements.fees.cardValue': '{cardFeeMin} to {cardFeeMax}',
  'requirements.fees.modification': 'Changing your details (modification)',
  'requirements.fees.modificationValue': '{modificationFee}',
  'requirements.fees.birthDate': 'Changing your date of birth',
  'requirements.fees.birthDateValue':
    'Allowed only once, and only at an NIMC office. The fee is higher, and it went up in {birthDateFeeRaisedIn}.',
  'requirements.fees.caveat':
    'Fees change. Confirm the current amount with NIMC before you pay. Pay only through official NIMC channels, never to touts (people who offer to "help" for money).',

  'process.enrol.heading': 'How to enrol, step by step',
  'process.enrol.find':
    'Find an enrolment centre. You can enrol at an NIMC office or at a licensed enrolment centre. The list of centres is on nimc.gov.ng.',
  'process.enrol.prepare': 'Get your documents ready. The Requirements tab lists what to bring.',
  'process.enrol.go':
    'Go to the centre. If you are enrolling a child under {adultAge}, the parent or guardian must come too.',
  'process.enrol.form':
    'Fill in the enrolment form. Write your name and date of birth exactly as they are on your documents.',
  'process.enrol.capture':
    'Have your photo and fingerprints taken. For a child under {photoOnlyUnder}, only a photo is taken.',
  'process.enrol.check': 'Check every detail before you leave. Fixing a mistake later costs money.',
  'process.enrol.collect':
    'Keep any slip or receipt the centre gives you. If you do not get your NIN on the day, you can find it later by short code (see the Verification tab).',
  'process.enrol.free': 'First enrolment is free. Nobody should charge you to enrol for the first time.',
  'process.change.heading': 'How to change your details',
  'process.change.intro':
    'If your details are wrong or have changed, you can ask NIMC to update them. This is called modification.',
  'process.change.proof':
    'Get a document that shows the correct detail, for example a marriage certificate for a new surname.',
  'process.change.go': 'Go to an NIMC office or a licensed enrolment centre.',
  'process.change.pay':
    'Pay the modification fee of {modificationFee} through official channels. Keep the receipt.',
  'process.change.confirm': 'When the change is done, check that your new details are right.',
  'process.change.birthDate': 'You can change your date of birth only once, and only at an NIMC office.',
  'process.safe.heading': 'Keep your NIN safe',
  'process.safe.write': 'Write your NIN down and keep it somewhere safe.',
  'process.safe.share': 'Give it only to offices and banks that need it.',
  'process.safe.social': 'Never post it on social media.',
  'process.safe.virtual':
    'If an agency only needs to confirm who you are, you may give it a virtual NIN instead (see the Verification tab).',

  'verification.check.heading': 'Find or check your NIN',
  'verification.check.intro':
    'You can check your NIN with short-code methods on your phone. Use the phone number you gave NIMC when you enrolled.',
  'verification.shortCode.heading': 'Find your NIN by short code',
  'verification.shortCode.phone': 'Use the phone with the SIM card you registered with NIMC.',
  'verification.shortCode.dial': 'Dial {shortCode}.',
  'verification.shortCode.follow': 'Follow the instructions on the screen.',
  'verification.shortCode.result': 'Your NIN is then shown to you or sent to you by text message.',
  'verification.shortCode.charge': 'This service may cost a small charge from your mobile network.',
  'verification.virtual.heading': 'Virtual NIN',
  'verification.virtual.p1':
    'Some agencies ask for a virtual NIN instead of your real NIN. A virtual NIN has {virtualNinLength} letters and numbers and works for {virtualNinHours} hours. It lets the agency confirm who you are without keeping your real NIN.',
  'verification.virtual.intro': 'To get a virtual NIN:',
  'verification.virtual.app': 'use the NIMC MWS Mobile ID app, or',
  'verification.virtual.code':
    'dial *346*3*your NIN*the agency code# from your registered phone number. The agency gives you its code.',
  'verification.trouble.heading': 'If the short code does not work',
  'verification.trouble.p1':
    'Make sure you are dialling from the phone number you registered. If it still does not work, visit an NIMC office or an enrolment centre and take a document that shows who you are.',

  'faqs.heading': 'Frequently asked questions',
  'faqs.cost.q': 'Do I have to pay to get a NIN?',
  'faqs.cost.a':
    'No. Your first enrolment is free. You may pay {cardFeeMin} to {cardFeeMax} for a NIN card, and {modificationFee} to change your details. Fees change, so confirm with NIMC before you pay.',
  'faqs.expire.q': 'Does my NIN expire?',
  'faqs.expire.a':
    'No. It is a lifetime identifier. It stays the same all your life and is never given to anyone else.',
  'faqs.digits.q': 'How many digits does a NIN have?',
  'faqs.digits.a': 'A NIN has {digits} digits.',
  'faqs.child.q': 'Can my child get a NIN?',
  'faqs.child.a':
    'Yes. Children under {adultAge} need a parent or guardian, who must come with them. Children aged {photoOnlyUnder} to {childMaxAge} have their fingerprints taken. For children under {photoOnlyUnder}, only a photo is taken.',
  'faqs.forgot.q': 'I forgot my NIN. What can I do?',
  'faqs.forgot.a':
    'Dial {shortCode} from the phone number you registered with NIMC and follow the instructions. Your network may charge a small fee.',
  'faqs.fix.q': 'My details are wrong. Can I fix them?',
  'faqs.fix.a':
    'Yes. This is called modification, and it costs {modificationFee}. You can change your date of birth only once, at an NIMC office.',
  'faqs.residents.q': 'Can people who are not Nigerian get a NIN?',
  'faqs.residents.a': 'Yes, if they live in Nigeria legally. Ask NIMC which documents they need to bring.',
  'faqs.help.q': 'Where can I get official help?',
  'faqs.help.a':
    'Go to the NIMC website, nimc.gov.ng, or visit an NIMC office. This guide is independent: it explains the steps, but only NIMC can issue or change your NIN.',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<NinGuideMessageKey>`). */
export type NinGuideMessageKey = keyof typeof en;

export const ninGuideMessages = defineMessages(
  { en },
  {
    pcm: () => import('./ninGuideMessages.pcm'),
    yo: () => import('./ninGuideMessages.yo'),
    ha: () => import('./ninGuideMessages.ha'),
    ig: () => import('./ninGuideMessages.ig'),
  },
);
