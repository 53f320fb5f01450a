/**
 * The localStorage key of each persisted slice, declared once (written by src/app/persistence.ts, named
 * to staff by the admin's storage notices). The content list keeps its first name; the format of its
 * value is inside it (src/features/content/contentFormat.ts).
 */
export const STORAGE_KEYS = {
  content: 'cgn.content.v1',
  language: 'cgn.language.v1',
} as const;

export type StorageKeyName = keyof typeof STORAGE_KEYS;

/**
 * Keys earlier versions wrote and this one no longer reads: the signed-in user and the failed logins
 * (issue 24 moved both to the server), the visitor's last searches and "Is this page useful?" answers
 * (issue 28: the server counts searches and keeps the answers). Removed on start, with any copy of them
 * set aside, so nothing stale stays in the browser.
 */
export const RETIRED_STORAGE_KEYS = [
  'cgn.session.v1',
  'cgn.loginLock.v1',
  'cgn.searchLog.v1',
  'cgn.feedback.v1',
] as const;
