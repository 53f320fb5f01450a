import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../server/site/acceptEncoding';

describe('chooseEncoding', () => {
  const both = ['br', 'gzip', 'identity'] as const;
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', 'identity'],
  ])('Accept-Encoding %j → %s', (header, expected) => {
    expect(chooseEncoding(header, both)).toBe(expected);
  });

  it('only picks an encoding the file has a copy in', () => {
    expect(chooseEncoding('br, gzip', ['gzip', 'identity'])).toBe('gzip');
    expect(chooseEncoding('br, gzip', ['identity'])).toBe('identity');
  });
});
