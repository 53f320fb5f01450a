import { describe, expect, it } from 'vitest';
import { isStaffPath, normaliseQuery } from '@/shared/api/visits';

describe('normaliseQuery', () => {
  it.each([
    ['  NIN   Slip ', 'nin slip'],
    ['Tax\tclearance\n', 'tax clearance'],
    ['JAMB', 'jamb'],
    // Tone marks and dots under letters tell words apart in Yorùbá, Hausa and Igbo: kept.
    ['Owó Orí', 'owó orí'],
    ['ỌKỌ', 'ọkọ'],
    ['Ƙasa', 'ƙasa'],
    // The same letter typed as one character or as a letter and a combining mark counts once.
    ['owo\u0301', 'owó'],
  ])('%j → %j', (typed, normalised) => {
    expect(normaliseQuery(typed)).toBe(normalised);
  });

  it('keeps "owó" and "owo" apart', () => {
    expect(normaliseQuery('owó')).not.toBe(normaliseQuery('owo'));
  });
});

describe('isStaffPath', () => {
  it.each(['/admin', '/admin/x', '/login', '/unauthorized', '/account/setup', '/preview/articles/1'])(
    '%s is a staff page',
    (path) => expect(isStaffPath(path)).toBe(true),
  );
  it.each(['/', '/documents/nin', '/administration', '/search', '/articles/login-help'])(
    '%s is public',
    (path) => expect(isStaffPath(path)).toBe(false),
  );
});
