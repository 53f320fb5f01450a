import type { Translation } from '@/shared/i18n/translate';
import type { HomeMessageKey } from './messages';

/** Nigerian Pidgin (pcm) strings for homeMessages; English is in ./messages.ts. */
const translation: Translation<HomeMessageKey> = {
  'hero.title': 'Nigeria goment services, explained simple',
  'hero.lead':
    'Free guides, step by step, for your NIN, passport, exams and more. Search for down or choose one topic.',
  'hero.trust': 'Every guide dey show im official source and di date wey we last check am.',
  'topics.title': 'Choose by topic',
  'featured.title': 'Main guides',
  'featured.intro':
    'Di NIN guide don complete. We still dey write and check di oda ones, and dem go dey show say dem never ready until dem ready.',
  'featured.complete': 'Full guide',
  'featured.soon': 'E dey come soon',
  'featured.all': 'See All Content',
  'latest.title': 'Wetin just change',
  'latest.updated': 'Dem update am {date}',
  'guide.nin.title': 'National Identification Number (NIN)',
  'guide.nin.summary': 'Enrol for free, find your NIN and correct mistakes for your record.',
  'guide.passport.title': 'International passport',
  'guide.passport.summary': 'Apply for new passport or renew di one wey don expire.',
  'guide.jamb.title': 'JAMB registration',
  'guide.jamb.summary': 'Register for UTME and choose your courses and schools.',
  'guide.voters.title': "Voter's card",
  'guide.voters.summary': 'Register to vote and collect your permanent voter card (PVC).',
  'guide.nysc.title': 'NYSC',
  'guide.nysc.summary': 'Registration, call-up letter and wetin to expect for your service year.',
  'guide.bvn.title': 'Bank Verification Number (BVN)',
  'guide.bvn.summary': 'Get BVN for your bank and link am to your NIN.',
  'impact.title': 'Citizen Guide for numbers',
  'impact.note': 'Dis na wetin we dey work towards. Today, di NIN guide don complete, for five languages.',
  'impact.states': 'States',
  'impact.guides': 'Guides',
  'impact.languages': 'Languages',
  'impact.resources': 'Resources',
};

export default translation;
