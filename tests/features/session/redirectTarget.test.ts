import { describe, expect, it } from 'vitest';
import { redirectTarget } from '@/features/session/redirectTarget';

describe('redirectTarget', () => {
  it('rebuilds the remembered location with its query and hash', () => {
    expect(redirectTarget({ from: { pathname: '/admin', search: '?tab=generator', hash: '#x' } })).toBe(
      '/admin?tab=generator#x',
    );
    expect(redirectTarget({ from: { pathname: '/documents/nin' } })).toBe('/documents/nin');
  });

  it.each<[string, unknown]>([
    ['no state', null],
    ['state without from', { other: 1 }],
    ['a from that is text', { from: '/admin' }],
    ['a protocol-relative path', { from: { pathname: '//evil.example/admin' } }],
    ['a backslash path', { from: { pathname: '/\\evil.example' } }],
    ['a full URL', { from: { pathname: 'https://evil.example/' } }],
    ['the login page itself', { from: { pathname: '/login' } }],
    ['a numeric search', { from: { pathname: '/admin', search: 3 } }],
  ])('falls back to /admin with %s', (_name, state) => {
    expect(redirectTarget(state)).toBe('/admin');
  });

  it('drops a query or hash without its leading mark', () => {
    expect(redirectTarget({ from: { pathname: '/admin', search: 'tab=x', hash: 'top' } })).toBe('/admin');
  });
});
