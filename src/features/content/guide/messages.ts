import { defineMessages } from '@/shared/i18n/translate';

/** Strings of the guide editor (GuideFields): a guide's texts, figures and facts. */
const en = {
  'translation.status': 'This translation: {state}. Last checked {date}.',
  'translation.none': 'This translation has no status yet: visitors are told it is machine-assisted.',
  'translation.state.machine': 'machine-assisted, not reviewed by a native speaker',
  'translation.state.reviewed': 'reviewed by {reviewer}, a native speaker',
  'translation.state.approved': 'approved, after review by {reviewer}',
  'translation.outdated':
    'Out of date: the English has changed since this translation was checked. Visitors are told it is being updated.',
  'translation.reviewer': 'Native speaker who reviewed it',
  'translation.markReviewed': 'Mark as reviewed today',
  'translation.approve': 'Approve this translation',
  'translation.reviewerMissing': 'Enter the name of the native speaker who reviewed it.',
  'translation.outdatedCount':
    'Texts whose English changed since this translation was checked: {count}. Each is marked at its field; once it is translated again and a native speaker has checked it, choose “Mark this text checked” there.',
  'text.outdated': 'The English changed since this was translated.',
  'text.new': 'This text is new in English since the translation was checked.',
  'text.markChecked': 'Mark this text checked',
  'text.reviewerMissing':
    'Enter the name of the native speaker who checked it in “Native speaker who reviewed it”, above.',
  'text.rechecked': 'Checked on its own by {reviewer} on {date}.',
  'language.label': 'Language you are editing',
  'part.label': 'Part of the guide',
  'part.about': 'Title and agency',
  'part.facts': 'Facts and figures',
  'part.tab': 'Tab: {label}',
  'section.title': 'Section {n}: {heading}',
  'text.title': 'Page heading',
  'text.shortTitle': 'Short title (in the breadcrumb)',
  'text.intro': 'Introduction',
  'text.agencyName': 'Agency’s full name',
  'text.agencyShort': 'Agency’s short name',
  'text.tabLabel': 'Name of this tab',
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
  'text.fallsBack': 'Left empty, this text reads in English.',
  'text.placeholders':
    'Words in braces, like {example}, are filled in with the guide’s figures or a number to dial: keep them as they are, in every language.',
  'agency.url': 'Agency’s website',
  'reviewed.label': 'Whole guide last reviewed on',
  'figure.value': 'Value of {name}',
  'figure.naira': 'Amount of {name}, in naira',
  'figure.year': 'Year of {name}',
  'figure.month': 'Month of {name} (1–12)',
  'fact.source': 'Official source (https:// address)',
  'fact.lastChecked': 'Last checked on',
  'fact.checkBy': 'Check again by',
  'fact.overdue': 'Due for checking since {date}',
  'fact.checkedToday': 'I checked this today',
  'due.title': 'Facts of this guide due for checking: {count}',
  'due.body':
    'Check each against its official source, then choose “I checked this today” or correct it, and save. Visitors are not told.',
  unreadable:
    'This guide’s content cannot be read as a guide ({problem}). It is shown as it is stored, so nothing is lost: fix it or restore an earlier version from the history.',
  'raw.label': 'The guide as stored (JSON)',
  'fact.add.title': 'Add a fact',
  'fact.add.label': 'What the fact is (for staff)',
  'fact.add.name': 'Name of its figure in the texts',
  'fact.add.nameHint':
    'Letters and digits, starting with a letter. Write it in braces where a text gives the figure, like {example}.',
  'fact.add.kind': 'Kind of figure',
  'fact.add.submit': 'Add the fact',
  'fact.add.invalid':
    'Say what the fact is, and give its figure a name no other figure has: letters and digits, starting with a letter.',
  'figureKind.naira': 'An amount in naira',
  'figureKind.number': 'A number',
  'figureKind.year': 'A year',
  'fact.remove': 'Remove this fact',
  'structure.englishOnly':
    'Tabs, sections and blocks are added and removed in English; the other languages fill them.',
  'structure.addPart': 'Add a tab',
  'structure.removePart': 'Remove the tab “{label}”',
  'structure.addSection': 'Add a section to this tab',
  'structure.removeSection': 'Remove section {n}',
  'structure.addLabel': 'Add to section {n}',
  'structure.addBlock': 'Add',
  'structure.addItem': 'Add a list item',
  'structure.addStep': 'Add a step',
  'structure.remove': 'Remove {what}',
  'block.paragraph': 'A paragraph',
  'block.list': 'A list',
  'block.steps': 'Numbered steps',
  'block.caveat': 'An important note',
  'start.title': 'Start a guide to a document',
  'start.document': 'Document',
  'start.submit': 'Start the guide',
  'start.hint':
    'It starts with what the documents list says of it, in every language the list has. Add its tabs, sections and facts, then send it for review: a second editor checks a guide before it is published.',
  'start.discard': 'Discard this guide',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<ContentGuideMessageKey>`). */
export type ContentGuideMessageKey = keyof typeof en;

export const contentGuideMessages = defineMessages(
  { en },
  {
    pcm: () => import('./messages.pcm'),
    yo: () => import('./messages.yo'),
    ha: () => import('./messages.ha'),
    ig: () => import('./messages.ig'),
  },
);
