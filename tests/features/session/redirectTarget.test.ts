import { describe, expect, it } from 'vitest';
import { redirectTarget, serverPageAfterLogin } from '@/features/session/redirectTarget';

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

describe('serverPageAfterLogin', () => {
  const id = '0b6f3c1e-8f0a-4a7e-9a8e-3d2f1c0b9a87';

  it('opens the draft preview that sent a signed-out staff member to the login', () => {
    expect(serverPageAfterLogin(`?next=${encodeURIComponent(`/preview/articles/${id}`)}`)).toBe(
      `/preview/articles/${id}`,
    );
  });

  it('ignores any other address, so the login cannot be made to send people elsewhere', () => {
    for (const next of [
      'https://evil.example/preview/articles/x',
      '//evil.example',
      '/admin',
      `/preview/${id}`,
    ])
      expect(serverPageAfterLogin(`?next=${encodeURIComponent(next)}`), next).toBeUndefined();
    expect(serverPageAfterLogin('')).toBeUndefined();
  });
});
