import type { Translation } from '@/shared/i18n/translate';

/** Naijá (pcm) strings for guideEditorMessages; English is in ./messages.ts. */
const translation: Translation = {
  'language.label': 'Di language wey you dey edit',
  'part.label': 'Part of di guide',
  'part.about': 'Title and agency',
  'part.facts': 'Facts and figures',
  'part.tab': 'Tab: {label}',
  'section.title': 'Section {n}: {heading}',
  'text.title': 'Page heading',
  'text.shortTitle': 'Short title (for di breadcrumb)',
  'text.intro': 'Introduction',
  'text.agencyName': 'Di agency full name',
  'text.agencyShort': 'Di agency short name',
  'text.tabLabel': 'Name of dis tab',
  'text.heading': 'Heading',
  'text.paragraph': 'Paragraph {n}',
  'text.caveat': 'Important note {n}',
  'text.item': 'List item {n}',
  'text.step': 'Step {n}',
  'text.term': 'Term {n}',
  'text.detail': 'Detail {n}',
  'text.question': 'Question {n}',
  'text.answer': 'Answer {n}',
  'text.english': 'English: {text}',
  'text.fallsBack': 'If you leave am empty, dis text go show for English.',
  'text.placeholders':
    'Words inside braces, like {example}, na di guide figures or number to dial wey go enter there: no change dem, for any language.',
  'agency.url': 'Di agency website',
  'reviewed.label': 'Di last day wey dem check di whole guide',
  'figure.value': 'Value of {name}',
  'figure.naira': 'Amount of {name}, for naira',
  'figure.year': 'Year of {name}',
  'figure.month': 'Month of {name} (1–12)',
  'fact.source': 'Official source (https:// address)',
  'fact.lastChecked': 'Last day wey dem check am',
  'fact.checkBy': 'Check am again before',
  'fact.overdue': 'E don reach time to check am since {date}',
  'fact.checkedToday': 'I check dis one today',
  'due.title': '{count} facts for dis guide don reach time to check',
  'due.body':
    'Check each one with im official source, then choose “I check dis one today” or correct am, then save. Visitors no go see dis message.',
  unreadable:
    'We no fit read dis guide content as guide ({problem}). We dey show am as e dey for storage, so nothing go loss: fix am or bring back one old version from di history.',
  'raw.label': 'Di guide as e dey for storage (JSON)',
};

export default translation;
