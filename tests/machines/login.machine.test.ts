import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOGIN_REDIRECT_MS,
  loginMachine,
  type LoginAttempt,
  type LoginEvent,
} from '@/machines/login.machine';

const RIGHT: LoginEvent = { type: 'SUBMITTED', email: 'admin@example.gov.ng', password: 'secret' };
const EMPTY: LoginEvent = { type: 'SUBMITTED', email: '', password: '' };
const REDIRECT_MS = 10;

/**
 * A running login whose credential check is a promise the test settles by hand, and whose effects are
 * spies; the redirect delay is REDIRECT_MS, or the machine's own with 'default'.
 */
function startLogin(redirectMs: number | 'default' = REDIRECT_MS) {
  let pending: { resolve: (ok: boolean) => void; reject: (error: Error) => void } | undefined;
  const checked = vi.fn<(attempt: LoginAttempt) => void>();
  const effects: string[] = [];
  const machine = loginMachine.provide({
    actors: {
      checkCredentials: fromPromise<boolean, LoginAttempt>(({ input }) => {
        checked(input);
        return new Promise((resolve, reject) => (pending = { resolve, reject }));
      }),
    },
    actions: {
      sessionStarted: () => void effects.push('sessionStarted'),
      redirected: () => void effects.push('redirected'),
    },
    ...(redirectMs === 'default' ? {} : { delays: { LOGIN_REDIRECT: redirectMs } }),
  });
  const actor = createActor(machine).start();
  // advanceTimersByTimeAsync(0) lets the settled promise reach the machine.
  const answer = async (ok: boolean) => {
    pending!.resolve(ok);
    await vi.advanceTimersByTimeAsync(0);
  };
  const fail = async () => {
    pending!.reject(new Error('WebCrypto unavailable'));
    await vi.advanceTimersByTimeAsync(0);
  };
  return { actor, checked, effects, answer, fail };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('login machine', () => {
  it('waits the 0.5 s of SPEC §9 before the redirect unless told otherwise', () => {
    expect(LOGIN_REDIRECT_MS).toBe(500);
    expect(loginMachine.implementations.delays.LOGIN_REDIRECT).toBe(LOGIN_REDIRECT_MS);
  });

  it('starts idle, not busy, with no error', () => {
    const { actor } = startLogin();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context).toEqual({ error: null, errorCount: 0 });
  });

  it.each([
    ['both fields empty', EMPTY],
    ['no password', { ...RIGHT, password: '' }],
    ['no e-mail', { ...RIGHT, email: '' }],
    ['only spaces', { type: 'SUBMITTED', email: '  ', password: ' \t' } as LoginEvent],
  ])('with %s, stays idle with the missing-fields error and checks nothing', (_name, event) => {
    const { actor, checked } = startLogin();
    actor.send(event);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ error: 'missingFields', errorCount: 1 });
    expect(checked).not.toHaveBeenCalled();
  });

  it('counts a repeated refusal, so the page can announce it again', () => {
    const { actor } = startLogin();
    actor.send(EMPTY);
    actor.send(EMPTY);
    expect(actor.getSnapshot().context).toEqual({ error: 'missingFields', errorCount: 2 });
  });

  it('checks a filled pair while busy, clearing an earlier error and never keeping the password', () => {
    const { actor, checked } = startLogin();
    actor.send(EMPTY);
    actor.send(RIGHT);
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(checked).toHaveBeenCalledWith({ email: RIGHT.email, password: RIGHT.password });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain(RIGHT.password);
  });

  it('ignores a second submission while the first is being checked', () => {
    const { actor, checked } = startLogin();
    actor.send(RIGHT);
    actor.send({ ...RIGHT, password: 'other' });
    expect(checked).toHaveBeenCalledTimes(1);
  });

  it('returns to idle with the invalid-credentials error on a wrong pair, starting no session', async () => {
    const { actor, answer, effects } = startLogin();
    actor.send(RIGHT);
    await answer(false);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ error: 'invalidCredentials', errorCount: 1 });
    await vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_MS * 2);
    expect(effects).toEqual([]);
  });

  it('returns to idle with the unavailable error when the check itself fails', async () => {
    const { actor, fail, effects } = startLogin();
    actor.send(RIGHT);
    await fail();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('unavailable');
    expect(effects).toEqual([]);
  });

  it('on a right pair, stays busy for LOGIN_REDIRECT, then starts the session and redirects, once', async () => {
    const { actor, answer, effects } = startLogin();
    actor.send(RIGHT);
    await answer(true);
    expect(actor.getSnapshot().value).toBe('redirect');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    await vi.advanceTimersByTimeAsync(REDIRECT_MS - 1);
    expect(actor.getSnapshot().value).toBe('redirect');
    expect(effects).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects).toEqual(['sessionStarted', 'redirected']);
  });

  it('waits the full 500 ms by default', async () => {
    const { actor, answer, effects } = startLogin('default');
    actor.send(RIGHT);
    await answer(true);
    await vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_MS - 1);
    expect(effects).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(effects).toEqual(['sessionStarted', 'redirected']);
  });

  it('never logs anyone in when no credential check was provided', async () => {
    const actor = createActor(loginMachine).start();
    actor.send(RIGHT);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('unavailable');
  });
});

describe('login machine, model-based', () => {
  // The invoked check and the delay are modelled as the events XState itself raises for them.
  const DONE = 'xstate.done.actor.checkCredentials';
  const FAILED = 'xstate.error.actor.checkCredentials';
  const events = [
    EMPTY,
    RIGHT,
    { type: DONE, output: true },
    { type: DONE, output: false },
    { type: FAILED, error: new Error('no WebCrypto') },
    { type: 'xstate.after.LOGIN_REDIRECT.login.redirect' },
  ] as unknown as LoginEvent[];
  // errorCount grows without end; states are told apart by where the machine is and which error it shows.
  const paths = getShortestPaths(loginMachine, {
    events,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.error]),
  });

  it('reaches every state and every error', () => {
    const reached = paths.map((path) => `${String(path.state.value)}:${path.state.context.error}`);
    expect(new Set(reached)).toEqual(
      new Set([
        'idle:null',
        'idle:missingFields',
        'idle:invalidCredentials',
        'idle:unavailable',
        'submitting:null',
        'redirect:null',
        'loggedIn:null',
      ]),
    );
  });

  it.each(paths.map((path) => [`${String(path.state.value)} (${path.state.context.error})`, path] as const))(
    'replays the path to %s on a real actor',
    async (_name, path) => {
      const { actor, answer, fail } = startLogin();
      for (const { event } of path.steps as { event: AnyEventObject }[]) {
        if (event.type === 'SUBMITTED') actor.send(event as LoginEvent);
        else if (event.type === DONE) await answer(event.output as boolean);
        else if (event.type === FAILED) await fail();
        else if (event.type.startsWith('xstate.after.')) await vi.advanceTimersByTimeAsync(REDIRECT_MS);
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      expect(actor.getSnapshot().context.error).toEqual(path.state.context.error);
    },
  );
});
