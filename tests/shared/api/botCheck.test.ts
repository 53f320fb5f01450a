import { describe, expect, it } from 'vitest';
import { looksLikeBot, MIN_HUMAN_MS } from '@/shared/api/botCheck';

describe('looksLikeBot', () => {
  it('takes a person: empty honeypot, no timing (sent without the app) or a human pace', () => {
    expect(looksLikeBot({})).toBe(false);
    expect(looksLikeBot({ website: '' })).toBe(false);
    expect(looksLikeBot({ website: '  ', elapsedMs: MIN_HUMAN_MS })).toBe(false);
  });

  it('spots a bot: the hidden field filled in, or a form sent faster than anyone types', () => {
    expect(looksLikeBot({ website: 'https://spam.example' })).toBe(true);
    expect(looksLikeBot({ elapsedMs: MIN_HUMAN_MS - 1 })).toBe(true);
    expect(looksLikeBot({ elapsedMs: 0 })).toBe(true);
  });
});
