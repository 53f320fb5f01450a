import { describe, expect, it } from 'vitest';
import { newsletterEmailError } from '@/shared/api/newsletter';

// The one rule the browser's machine and the server both judge an address by (SPEC §5: required, and a
// valid e-mail form).
describe('newsletterEmailError', () => {
  it.each(['ada@example.com', ' ada.obi+news@mail.gov.ng ', 'a@b.co'])('takes %j', (value) => {
    expect(newsletterEmailError(value)).toBeNull();
  });

  it.each(['', '   ', '\t\n'])('refuses %j as required', (value) => {
    expect(newsletterEmailError(value)).toBe('required');
  });

  it.each(['ada', 'ada@', 'ada@example', '@example.com', 'ada obi@example.com', `${'a'.repeat(250)}@b.co`])(
    'refuses %j as not an address',
    (value) => {
      expect(newsletterEmailError(value)).toBe('format');
    },
  );

  it('measures the length without the surrounding spaces: 254 characters are taken, 255 are not', () => {
    const address = (length: number) => `${'a'.repeat(length - '@b.co'.length)}@b.co`;
    expect(newsletterEmailError(`  ${address(254)}  `)).toBeNull();
    expect(newsletterEmailError(address(255))).toBe('format');
  });
});
