import { afterEach, describe, expect, it } from 'vitest';
import { testerToolsAllowed, testerToolsFor } from '@/app/tester/testerSwitch';
import { withoutPasswords } from '@/app/tester/statelyInspector';
import { SWITCH_KEY, testerToolsAsked } from '@/app/tester/testerAsked';

describe('testerToolsFor', () => {
  it.each([
    ['', null, null],
    ['?tester', null, 'panel'],
    ['?tester=1', null, 'panel'],
    ['?inspect', null, 'inspect'],
    ['?tester&inspect', null, 'inspect'],
    ['?q=nin&inspect', 'panel', 'inspect'],
    ['', 'panel', 'panel'],
    ['?q=nin', 'inspect', 'inspect'],
    ['?tester=off', 'inspect', null],
    ['?inspect=off', 'panel', null],
    ['', 'something else', null],
  ] as const)('%j with %j stored for the visit gives %j', (search, stored, tools) => {
    expect(testerToolsFor(search, stored)).toBe(tools);
  });
});

describe('withoutPasswords', () => {
  it('hides every password, however deep, and keeps the rest', () => {
    const event = {
      type: '@xstate.event',
      event: { type: 'SUBMITTED', email: 'admin@example.gov.ng', password: 'portal-demo-2026' },
      snapshot: { input: { email: 'admin@example.gov.ng', password: 'portal-demo-2026' } },
    };
    const safe = withoutPasswords(event);
    expect(JSON.stringify(safe)).not.toContain('portal-demo-2026');
    expect(safe.event).toEqual({ type: 'SUBMITTED', email: 'admin@example.gov.ng', password: '[hidden]' });
    expect(safe.snapshot.input.password).toBe('[hidden]');
  });

  it('cuts reference cycles instead of throwing', () => {
    const node: { name: string; self?: unknown } = { name: 'actor' };
    node.self = node;
    expect(withoutPasswords(node)).toEqual({ name: 'actor' });
  });
});

describe('testerToolsAllowed', () => {
  const built = { DEV: false };
  it('works in development, on this machine, and in a build made for testing', () => {
    expect(testerToolsAllowed('citizenguide.ng', { DEV: true })).toBe(true);
    expect(testerToolsAllowed('localhost', built)).toBe(true);
    expect(testerToolsAllowed('127.0.0.1', built)).toBe(true);
    expect(testerToolsAllowed('staging.citizenguide.ng', { DEV: false, VITE_TESTER_TOOLS: 'on' })).toBe(true);
  });

  it('does nothing on the public site, where it would let anyone end a login lock-out', () => {
    expect(testerToolsAllowed('citizenguide.ng', built)).toBe(false);
    expect(testerToolsAllowed('localhost.evil.example', built)).toBe(false);
  });
});

describe('testerToolsAsked', () => {
  const visit = (search: string) =>
    ({ location: { search }, sessionStorage: window.sessionStorage }) as Window;
  afterEach(() => window.sessionStorage.clear());

  it('is false for an ordinary visit, so the switch’s code is not fetched', () => {
    expect(testerToolsAsked(visit(''))).toBe(false);
    expect(testerToolsAsked(visit('?q=tester'))).toBe(false);
  });

  it('is true when the address names the tools (to switch them on or off) or the visit has them on', () => {
    expect(testerToolsAsked(visit('?tester'))).toBe(true);
    expect(testerToolsAsked(visit('?q=nin&inspect=off'))).toBe(true);
    window.sessionStorage.setItem(SWITCH_KEY, 'panel');
    expect(testerToolsAsked(visit(''))).toBe(true);
  });
});
