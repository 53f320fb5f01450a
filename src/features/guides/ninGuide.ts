import type { DialCodes, Guide } from './guideTypes';
import { ninFactValues } from '@/shared/site/ninFacts';
import { ninGuideMessages, type NinGuideMessageKey } from './ninGuideMessages';
import { NIN_TRANSLATIONS } from './ninTranslations';

/**
 * The short code that finds a NIN, dialled from the number registered with NIMC (NIN-FACTS: high
 * confidence). The virtual-NIN code has the reader's NIN and the agency's code in it, so it stays text.
 */
const DIAL_CODES: DialCodes = { shortCode: '*346#' };

/** The NIN guide (SPEC §2): five tabs, its text in ninGuideMessages. */
export const ninGuide: Guide<NinGuideMessageKey> = {
  id: 'nin',
  messages: ninGuideMessages,
  title: 'title',
  shortTitle: 'shortTitle',
  intro: 'intro',
  source: { name: 'agency', shortName: 'agencyShort', url: 'https://nimc.gov.ng' },
  figures: ninFactValues,
  reviewedOn: '2026-11-01',
  translations: NIN_TRANSLATIONS,
  tabs: [
    {
      id: 'overview',
      label: 'tab.overview',
      sections: [
        {
          heading: 'overview.what.heading',
          blocks: [
            { kind: 'paragraph', text: 'overview.what.p1' },
            { kind: 'paragraph', text: 'overview.what.p2' },
          ],
        },
        {
          heading: 'overview.glance.heading',
          blocks: [
            {
              kind: 'facts',
              items: [
                { term: 'overview.glance.length', detail: 'overview.glance.lengthValue' },
                { term: 'overview.glance.lasts', detail: 'overview.glance.lastsValue' },
                { term: 'overview.glance.cost', detail: 'overview.glance.costValue' },
                // Every fee on the first screen, not only under Requirements (the same text as there).
                { term: 'requirements.fees.card', detail: 'requirements.fees.cardValue' },
                { term: 'requirements.fees.modification', detail: 'requirements.fees.modificationValue' },
                { term: 'requirements.fees.birthDate', detail: 'requirements.fees.birthDateValue' },
                { term: 'overview.glance.issuer', detail: 'overview.glance.issuerValue' },
              ],
            },
          ],
        },
        {
          heading: 'overview.why.heading',
          blocks: [
            { kind: 'paragraph', text: 'overview.why.intro' },
            {
              kind: 'list',
              items: [
                'overview.why.sim',
                'overview.why.bank',
                'overview.why.documents',
                'overview.why.services',
              ],
            },
            { kind: 'paragraph', text: 'overview.why.simRule' },
          ],
        },
        {
          heading: 'overview.who.heading',
          blocks: [
            { kind: 'paragraph', text: 'overview.who.p1' },
            { kind: 'paragraph', text: 'overview.who.p2' },
          ],
        },
      ],
    },
    {
      id: 'requirements',
      label: 'tab.requirements',
      sections: [
        {
          heading: 'requirements.adult.heading',
          blocks: [
            { kind: 'paragraph', text: 'requirements.adult.intro' },
            {
              kind: 'list',
              items: ['requirements.adult.idDocument', 'requirements.adult.phone'],
              checklist: true,
            },
          ],
        },
        {
          heading: 'requirements.child.heading',
          blocks: [
            { kind: 'paragraph', text: 'requirements.child.intro' },
            {
              kind: 'list',
              items: ['requirements.child.parentNin', 'requirements.child.birthProof'],
              checklist: true,
            },
          ],
        },
        {
          heading: 'requirements.capture.heading',
          blocks: [
            {
              kind: 'facts',
              items: [
                { term: 'requirements.capture.under6', detail: 'requirements.capture.under6Value' },
                { term: 'requirements.capture.6to15', detail: 'requirements.capture.6to15Value' },
                { term: 'requirements.capture.adult', detail: 'requirements.capture.adultValue' },
              ],
            },
          ],
        },
        {
          heading: 'requirements.fees.heading',
          blocks: [
            {
              kind: 'facts',
              items: [
                { term: 'requirements.fees.enrolment', detail: 'requirements.fees.enrolmentValue' },
                { term: 'requirements.fees.card', detail: 'requirements.fees.cardValue' },
                { term: 'requirements.fees.modification', detail: 'requirements.fees.modificationValue' },
                { term: 'requirements.fees.birthDate', detail: 'requirements.fees.birthDateValue' },
              ],
            },
            { kind: 'caveat', text: 'requirements.fees.caveat' },
          ],
        },
      ],
    },
    {
      id: 'process',
      label: 'tab.process',
      sections: [
        {
          heading: 'process.enrol.heading',
          blocks: [
            {
              kind: 'steps',
              items: [
                'process.enrol.find',
                'process.enrol.prepare',
                'process.enrol.go',
                'process.enrol.form',
                'process.enrol.capture',
                'process.enrol.check',
                'process.enrol.collect',
              ],
            },
            { kind: 'caveat', text: 'process.enrol.free' },
          ],
        },
        {
          heading: 'process.change.heading',
          blocks: [
            { kind: 'paragraph', text: 'process.change.intro' },
            {
              kind: 'steps',
              items: [
                'process.change.proof',
                'process.change.go',
                'process.change.pay',
                'process.change.confirm',
              ],
            },
            { kind: 'paragraph', text: 'process.change.birthDate' },
            { kind: 'caveat', text: 'requirements.fees.caveat' },
          ],
        },
        {
          heading: 'process.safe.heading',
          blocks: [
            {
              kind: 'list',
              items: [
                'process.safe.write',
                'process.safe.share',
                'process.safe.social',
                'process.safe.virtual',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'verification',
      label: 'tab.verification',
      sections: [
        {
          heading: 'verification.check.heading',
          blocks: [{ kind: 'paragraph', text: 'verification.check.intro' }],
        },
        {
          heading: 'verification.shortCode.heading',
          blocks: [
            {
              kind: 'steps',
              items: [
                'verification.shortCode.phone',
                'verification.shortCode.dial',
                'verification.shortCode.follow',
                'verification.shortCode.result',
              ],
              dial: DIAL_CODES,
            },
            { kind: 'caveat', text: 'verification.shortCode.charge' },
          ],
        },
        {
          heading: 'verification.virtual.heading',
          blocks: [
            { kind: 'paragraph', text: 'verification.virtual.p1' },
            { kind: 'paragraph', text: 'verification.virtual.intro' },
            { kind: 'list', items: ['verification.virtual.app', 'verification.virtual.code'] },
          ],
        },
        {
          heading: 'verification.trouble.heading',
          blocks: [{ kind: 'paragraph', text: 'verification.trouble.p1' }],
        },
      ],
    },
    {
      id: 'faqs',
      label: 'tab.faqs',
      sections: [
        {
          heading: 'faqs.heading',
          blocks: [
            {
              kind: 'faqs',
              items: [
                { question: 'faqs.cost.q', answer: 'faqs.cost.a' },
                { question: 'faqs.expire.q', answer: 'faqs.expire.a' },
                { question: 'faqs.digits.q', answer: 'faqs.digits.a' },
                { question: 'faqs.child.q', answer: 'faqs.child.a' },
                { question: 'faqs.forgot.q', answer: 'faqs.forgot.a' },
                { question: 'faqs.fix.q', answer: 'faqs.fix.a' },
                { question: 'faqs.residents.q', answer: 'faqs.residents.a' },
                { question: 'faqs.help.q', answer: 'faqs.help.a' },
              ],
              dial: DIAL_CODES,
            },
          ],
        },
      ],
    },
  ],
};
