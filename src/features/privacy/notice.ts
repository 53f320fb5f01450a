import type { PrivacyMessageKey as K } from './messages';

/** The day the notice was last checked against the code (ISO). Change it whenever the notice changes. */
export const UPDATED_ON = '2026-11-27';

/** The regulator's website, where a complaint goes. */
export const NDPC_SITE = 'https://ndpc.gov.ng';

export type NoticeBlock =
  /** `link`: a link that ends the paragraph's sentence (the contact page, or the regulator's website). */
  | { kind: 'paragraph'; text: K; link?: 'contact' | 'regulator' }
  | { kind: 'list'; items: readonly K[] }
  /** A paragraph set apart as a warning. */
  | { kind: 'warning'; text: K };

export interface NoticeSection {
  /** The section's anchor, which the contents list links to. */
  id: string;
  heading: K;
  blocks: readonly NoticeBlock[];
}

/**
 * The notice's sections, as data: the component lays them out and lists them under "Contents", so the
 * wording and its translations live in the catalogue. The date is filled in by the route.
 */
export const NOTICE: readonly NoticeSection[] = [
  {
    id: 'who-we-are',
    heading: 'who.heading',
    blocks: [
      { kind: 'paragraph', text: 'who.controller' },
      { kind: 'paragraph', text: 'who.law' },
      { kind: 'paragraph', text: 'who.minimum' },
    ],
  },
  {
    id: 'newsletter',
    heading: 'newsletter.heading',
    blocks: [
      { kind: 'paragraph', text: 'newsletter.intro' },
      {
        kind: 'list',
        items: [
          'newsletter.email',
          'newsletter.language',
          'newsletter.page',
          'newsletter.consent',
          'newsletter.times',
        ],
      },
      { kind: 'paragraph', text: 'newsletter.why' },
      { kind: 'paragraph', text: 'newsletter.confirm' },
      { kind: 'paragraph', text: 'newsletter.keep' },
    ],
  },
  {
    id: 'feedback',
    heading: 'feedback.heading',
    blocks: [
      { kind: 'paragraph', text: 'feedback.intro' },
      { kind: 'list', items: ['feedback.page', 'feedback.answer', 'feedback.time'] },
      { kind: 'paragraph', text: 'feedback.nothing' },
      { kind: 'paragraph', text: 'feedback.why' },
      { kind: 'paragraph', text: 'feedback.keep' },
      { kind: 'warning', text: 'feedback.warning' },
    ],
  },
  {
    id: 'searches',
    heading: 'search.heading',
    blocks: [
      { kind: 'paragraph', text: 'search.what' },
      { kind: 'paragraph', text: 'search.why' },
    ],
  },
  {
    id: 'page-views',
    heading: 'views.heading',
    blocks: [
      { kind: 'paragraph', text: 'views.what' },
      { kind: 'paragraph', text: 'views.unique' },
      { kind: 'paragraph', text: 'views.dnt' },
      { kind: 'paragraph', text: 'views.why' },
    ],
  },
  {
    id: 'cookies',
    heading: 'cookies.heading',
    blocks: [
      { kind: 'paragraph', text: 'cookies.none' },
      { kind: 'paragraph', text: 'cookies.staff' },
      { kind: 'paragraph', text: 'cookies.storage' },
    ],
  },
  {
    id: 'logs',
    heading: 'logs.heading',
    blocks: [
      { kind: 'paragraph', text: 'logs.what' },
      { kind: 'paragraph', text: 'logs.limits' },
      { kind: 'paragraph', text: 'logs.staff' },
    ],
  },
  {
    id: 'sharing',
    heading: 'sharing.heading',
    blocks: [
      { kind: 'paragraph', text: 'sharing.none' },
      { kind: 'paragraph', text: 'sharing.mail' },
    ],
  },
  {
    id: 'your-rights',
    heading: 'rights.heading',
    blocks: [
      { kind: 'paragraph', text: 'rights.intro' },
      {
        kind: 'list',
        items: ['rights.informed', 'rights.access', 'rights.correct', 'rights.withdraw', 'rights.object'],
      },
      { kind: 'paragraph', text: 'rights.ask', link: 'contact' },
      { kind: 'paragraph', text: 'rights.newsletter' },
    ],
  },
  {
    id: 'complaints',
    heading: 'complaint.heading',
    blocks: [{ kind: 'paragraph', text: 'complaint.text', link: 'regulator' }],
  },
  {
    id: 'changes',
    heading: 'changes.heading',
    blocks: [{ kind: 'paragraph', text: 'changes.text' }],
  },
];
