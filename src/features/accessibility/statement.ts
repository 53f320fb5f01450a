import type { AccessibilityMessageKey as K } from './messages';

/** The day the statement was prepared (ISO). Change it whenever the statement's text is checked again. */
export const PREPARED_ON = '2026-11-25';

export type StatementBlock =
  | { kind: 'paragraph'; text: K }
  | { kind: 'list'; items: readonly K[] }
  /** A heading one level below its section's. */
  | { kind: 'subheading'; text: K };

export interface StatementSection {
  heading: K;
  blocks: readonly StatementBlock[];
}

/**
 * The statement's sections in GOV.UK's order, as data: the component only lays them out, so the wording
 * and its translations live in the catalogue. The date is filled in by the route.
 */
export const STATEMENT: readonly StatementSection[] = [
  {
    heading: 'using.heading',
    blocks: [
      { kind: 'paragraph', text: 'using.intro' },
      {
        kind: 'list',
        items: [
          'using.zoom',
          'using.textSize',
          'using.keyboard',
          'using.colours',
          'using.motion',
          'using.languages',
          'using.offline',
        ],
      },
      { kind: 'paragraph', text: 'using.plain' },
    ],
  },
  {
    heading: 'status.heading',
    blocks: [
      { kind: 'paragraph', text: 'status.aim' },
      { kind: 'paragraph', text: 'status.partial' },
    ],
  },
  {
    heading: 'problems.heading',
    blocks: [
      { kind: 'subheading', text: 'problems.wcag.heading' },
      { kind: 'list', items: ['problems.wcag.articleLanguage'] },
      { kind: 'subheading', text: 'problems.other.heading' },
      {
        kind: 'list',
        items: [
          'problems.other.translations',
          'problems.other.languageDelay',
          'problems.other.feedbackTap',
          'problems.other.staffArea',
        ],
      },
    ],
  },
  {
    heading: 'testing.heading',
    blocks: [
      { kind: 'paragraph', text: 'testing.intro' },
      {
        kind: 'list',
        items: [
          'testing.axe',
          'testing.keyboard',
          'testing.reflow',
          'testing.targets',
          'testing.contrast',
          'testing.motion',
          'testing.screenReaders',
        ],
      },
      { kind: 'paragraph', text: 'testing.tools' },
      { kind: 'subheading', text: 'testing.notYet.heading' },
      {
        kind: 'list',
        items: [
          'testing.notYet.screenReaders',
          'testing.notYet.browsers',
          'testing.notYet.people',
          'testing.notYet.audit',
        ],
      },
    ],
  },
  {
    heading: 'report.heading',
    blocks: [
      { kind: 'paragraph', text: 'report.wanted' },
      { kind: 'paragraph', text: 'report.noWayYet' },
      { kind: 'paragraph', text: 'report.sources' },
    ],
  },
  {
    heading: 'prepared.heading',
    blocks: [{ kind: 'paragraph', text: 'prepared.date' }],
  },
];
