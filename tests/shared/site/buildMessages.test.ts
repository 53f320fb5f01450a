import { describe, expect, it } from 'vitest';
import { buildMessages, buildText, type BuildMessageKey } from '@/shared/site/buildMessages';

const PUBLIC_KEYS = (Object.keys(buildMessages.en) as BuildMessageKey[]).filter(
  (key) => !/^(previewEnded|badForm|tooMany)\./.test(key),
);

describe('the words only the build writes, in every language (issue 27)', () => {
  it.each(['pcm', 'yo', 'ha', 'ig'] as const)(
    '%s: every meta description, the offline page and the notes above each page are translated',
    (locale) => {
      for (const key of PUBLIC_KEYS) expect(buildText(locale, key), key).not.toBe(buildMessages.en[key]);
    },
  );

  it('staff-only answers stay in English', () => {
    expect(buildText('yo', 'badForm.title')).toBe(buildMessages.en['badForm.title']);
  });
});
