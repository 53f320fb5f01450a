import { defineMessages } from '@/shared/i18n/translate';

/** Strings of the guide editor (GuideFields): a guide's texts, figures and facts. */
export const guideEditorMessages = defineMessages(
  {
    en: {
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
    },
  },
  {
    pcm: () => import('./messages.pcm'),
    yo: () => import('./messages.yo'),
    ha: () => import('./messages.ha'),
    ig: () => import('./messages.ig'),
  },
);
