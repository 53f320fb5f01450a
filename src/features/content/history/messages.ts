import { defineMessages } from '@/shared/i18n/translate';

/** Strings of an article's history: its versions, the comparison of two, and restoring one. */
const en = {
  'history.title': 'History',
  'history.intro':
    'Every saved version of this article, newest first. Show the changes in a version to compare it, or to restore it.',
  'history.loading': 'Loading the history…',
  'history.failed': 'The history could not be loaded.',
  'history.retry': 'Try again',
  'history.list': 'Versions, newest first',
  'entry.version': 'Version {revision}',
  'entry.title': '“{title}”',
  'entry.by': 'By {name}, {when}',
  'entry.published': 'Published version',
  'entry.current': 'Current draft',
  'entry.show': 'Show changes',
  'entry.hide': 'Hide changes',
  'entry.inVersion': 'in version {revision}',
  'event.created': 'Created',
  'event.saved': 'Saved',
  'event.restored': 'Restored',
  'event.submitted': 'Submitted for review',
  'event.sentBack': 'Sent back',
  'event.scheduled': 'Scheduled',
  'event.scheduleCancelled': 'Schedule cancelled',
  'event.published': 'Published',
  'event.unpublished': 'Unpublished',
  'note.sentBack': 'Comment: {note}',
  'note.unpublished': 'Reason: {note}',
  'note.published': 'Change note: {note}',
  'note.withoutReview': 'Published without review by a second editor. Reason: {note}',
  'compare.with': 'Compare version {revision} with',
  'compare.previous': 'the version before it (version {revision})',
  'compare.current': 'the current draft (version {revision})',
  'compare.first': 'This is the first version: there is nothing before it to compare it with.',
  'compare.heading': 'Changes from version {from} to version {to}',
  'compare.loading': 'Loading the versions…',
  'compare.failed': 'The versions could not be loaded.',
  'compare.unchanged': 'No change.',
  'compare.nothing': 'The title, address, category, summary and text are the same in both versions.',
  'field.title': 'Title',
  'field.slug': 'Address',
  'field.category': 'Category',
  'field.summary': 'Summary',
  'field.content': 'Text',
  'diff.removed': 'removed:',
  'diff.removedEnd': 'end of removed text',
  'diff.added': 'added:',
  'diff.addedEnd': 'end of added text',
  'diff.lineBreak': 'a line break',
  'diff.space': 'a space',
  'diff.folded': '… {count} unchanged lines …',
  'restore.action': 'Restore this version',
  'restore.title': 'Restore version {revision}?',
  'restore.body':
    'This makes a new draft from version {revision}. The current text stays in the history, and visitors keep seeing the published version until it is published.',
  'restore.cancel': 'Cancel',
  'restore.confirm': 'Restore version {revision}',
  'restore.done': 'Version {revision} was restored: it is now the current draft, version {draft}.',
  'restore.conflict':
    'Someone else changed this article while you were looking at its history, so nothing was restored. The history now shows their change: look at it, then restore again if you still want to.',
  'restore.deleted': 'This article was deleted meanwhile, so nothing was restored.',
  'restore.offline':
    'The version was not restored: the server cannot be reached. Try again when you are back online.',
  'restore.refused': 'The version was not restored. {message}',
  'dialog.close': 'Close',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<ContentHistoryMessageKey>`). */
export type ContentHistoryMessageKey = keyof typeof en;

export const contentHistoryMessages = defineMessages(
  { en },
  {
    pcm: () => import('./messages.pcm'),
    yo: () => import('./messages.yo'),
    ha: () => import('./messages.ha'),
    ig: () => import('./messages.ig'),
  },
);
