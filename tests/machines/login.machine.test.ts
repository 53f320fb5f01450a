import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOGIN_LOCK_MAX_MS,
  loginMachine,
  type LoginAttempt,
  type LoginAttempts,
  type LoginEvent,
} from '@/machines/login.machine';
import { namedPaths } from '../utils/testPaths';
import {
  EMPTY,
  RIGHT,
  model,
  name,
  paths,
  type Effect,
  type ModelEvent,
  type ModelSnapshot,
} from './loginModel';

const REDIRECT_MS = 10;

/**
 * A running login whose credential check is a promise the test settles by hand, and whose effects are
 * recorded in order; the redirect delay is REDIRECT_MS, or the machine's own with 'default'.
 */
function startLogin(redirectMs: number | 'default' = REDIRECT_MS, input: Partial<LoginAttempts> = {}) {
  let pending: { resolve: (ok: boolean) => void; reject: (error: Error) => void } | undefined;
  const checked = vi.fn<(attempt: LoginAttempt) => void>();
  const effects: Effect[] = [];
  const machine = loginMachine.provide({
    actors: {
      checkCredentials: fromPromise<boolean, LoginAttempt>(({ input }) => {
        checked(input);
        effects.push({ checked: input });
        return new Promise((resolve, reject) => (pending = { resolve, reject }));
      }),
    },
    actions: {
      sessionStarted: () => void effects.push('sessionStarted'),
      redirected: () => void effects.push('redirected'),
      attemptsChanged: (_, attempts) => void effects.push({ attempts }),
    },
    ...(redirectMs === 'default' ? {} : { delays: { LOGIN_REDIRECT: redirectMs } }),
  });
  const actor = createActor(machine, { input }).start();
  /** Settles the running check; advanceTimersByTimeAsync(0) lets the settled promise reach the machine. */
  const settle = async (settleWith: (check: NonNullable<typeof pending>) => void) => {
    if (!pending) throw new Error('No credential check is running');
    settleWith(pending);
    pending = undefined;
    await vi.advanceTimersByTimeAsync(0);
  };
  const answer = (ok: boolean) => settle((check) => check.resolve(ok));
  const fail = () => settle((check) => check.reject(new Error('WebCrypto unavailable')));
  return { actor, checked, effects, answer, fail };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('login machine', () => {
  it('starts idle, not busy, with no error', () => {
    const { actor } = startLogin();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context).toEqual({
      error: null,
      errorCount: 0,
      lockEndedHere: false,
      failures: 0,
      locks: 0,
      lockLeftMs: 0,
    });
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
    expect(actor.getSnapshot().context).toMatchObject({ error: 'missingFields', errorCount: 1, failures: 0 });
    expect(checked).not.toHaveBeenCalled();
  });

  it('counts a repeated refusal, so the page can announce it again', () => {
    const { actor } = startLogin();
    actor.send(EMPTY);
    actor.send(EMPTY);
    expect(actor.getSnapshot().context).toMatchObject({ error: 'missingFields', errorCount: 2 });
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
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'invalidCredentials',
      errorCount: 1,
      failures: 1,
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(effects).toEqual([
      { checked: { email: RIGHT.email, password: RIGHT.password } },
      { attempts: { failures: 1, locks: 0, lockLeftMs: 0 } },
    ]);
  });

  it('returns to idle with the unavailable error when the check itself fails', async () => {
    const { actor, fail, effects } = startLogin();
    actor.send(RIGHT);
    await fail();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('unavailable');
    expect(effects).not.toContain('sessionStarted');
  });

  it('on a right pair, stays busy for LOGIN_REDIRECT, then starts the session and redirects, once', async () => {
    const { actor, answer, effects } = startLogin();
    actor.send(RIGHT);
    await answer(true);
    effects.splice(0);
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

  // SPEC §9: 0.5 s between accepted credentials and the redirect. The numbers are the spec's on purpose.
  it('by default redirects 500 ms after a right pair: still waiting at 499 ms, logged in at 500 ms', async () => {
    const { actor, answer, effects } = startLogin('default');
    actor.send(RIGHT);
    await answer(true);
    effects.splice(0);
    await vi.advanceTimersByTimeAsync(499);
    expect(actor.getSnapshot().value).toBe('redirect');
    expect(effects).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(effects).toEqual(['sessionStarted', 'redirected']);
  });

  it('never logs anyone in when no credential check was provided', async () => {
    const actor = createActor(loginMachine, { input: {} }).start();
    actor.send(RIGHT);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('unavailable');
  });
});

const WRONG: LoginEvent = { ...RIGHT, password: 'wrong' };

/** Sends `count` wrong pairs, each refused by the check. */
async function failTimes(login: ReturnType<typeof startLogin>, count: number) {
  for (let i = 0; i < count; i += 1) {
    login.actor.send(WRONG);
    await login.answer(false);
  }
}

describe('login machine, lock-out (issue 13)', () => {
  it('keeps the spec message for four wrong pairs, then locks for 30 s on the fifth, without a message', async () => {
    const login = startLogin();
    await failTimes(login, 4);
    expect(login.actor.getSnapshot().value).toBe('idle');
    expect(login.actor.getSnapshot().context).toMatchObject({ error: 'invalidCredentials', failures: 4 });
    login.effects.splice(0);

    await failTimes(login, 1);
    const snapshot = login.actor.getSnapshot();
    expect(snapshot.matches('locked')).toBe(true);
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(snapshot.context).toMatchObject({ error: null, failures: 5, locks: 1, lockLeftMs: 30_000 });
    expect(login.effects).toEqual([
      { checked: { email: WRONG.email, password: WRONG.password } },
      { attempts: { failures: 5, locks: 1, lockLeftMs: 30_000 } },
    ]);
  });

  it('ignores submissions while locked: no check runs, even with the right pair', async () => {
    const login = startLogin();
    await failTimes(login, 5);
    login.checked.mockClear();
    login.actor.send(RIGHT);
    await vi.advanceTimersByTimeAsync(0);
    expect(login.checked).not.toHaveBeenCalled();
    expect(login.actor.getSnapshot().matches('locked')).toBe(true);
  });

  it('counts down each second and unlocks after exactly 30 s; the right pair then logs in', async () => {
    const login = startLogin();
    await failTimes(login, 5);
    await vi.advanceTimersByTimeAsync(1000);
    expect(login.actor.getSnapshot().context.lockLeftMs).toBe(29_000);
    await vi.advanceTimersByTimeAsync(28_999);
    expect(login.actor.getSnapshot().matches('locked')).toBe(true);
    expect(login.actor.getSnapshot().context.lockLeftMs).toBe(1000);
    await vi.advanceTimersByTimeAsync(1);
    expect(login.actor.getSnapshot().value).toBe('idle');
    expect(login.actor.getSnapshot().context).toMatchObject({ lockLeftMs: 0, failures: 5, locks: 1 });

    login.actor.send(RIGHT);
    await login.answer(true);
    expect(login.actor.getSnapshot().value).toBe('redirect');
  });

  it('doubles each further lock: one more wrong pair after a lock locks for 60 s, then 120 s', async () => {
    const login = startLogin();
    await failTimes(login, 5);
    await vi.advanceTimersByTimeAsync(30_000);
    await failTimes(login, 1);
    expect(login.actor.getSnapshot().context).toMatchObject({ failures: 6, locks: 2, lockLeftMs: 60_000 });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(login.actor.getSnapshot().matches('locked')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await failTimes(login, 1);
    expect(login.actor.getSnapshot().context).toMatchObject({ locks: 3, lockLeftMs: 120_000 });
  });

  it('stops doubling at one hour', async () => {
    const login = startLogin(REDIRECT_MS, { failures: 20, locks: 12 });
    await failTimes(login, 1);
    expect(login.actor.getSnapshot().context).toMatchObject({ locks: 13, lockLeftMs: 3_600_000 });
  });

  it('does not count a missing field or an unavailable check as a failure', async () => {
    const login = startLogin();
    await failTimes(login, 4);
    login.actor.send(EMPTY);
    login.actor.send(WRONG);
    await login.fail();
    expect(login.actor.getSnapshot().value).toBe('idle');
    expect(login.actor.getSnapshot().context.failures).toBe(4);
  });

  it('starts locked from input, with a part-second first tick so the countdown shows whole seconds', async () => {
    const login = startLogin(REDIRECT_MS, { failures: 5, locks: 1, lockLeftMs: 2_500 });
    expect(login.actor.getSnapshot().matches('locked')).toBe(true);
    expect(login.effects).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(login.actor.getSnapshot().context.lockLeftMs).toBe(2_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(login.actor.getSnapshot().context.lockLeftMs).toBe(1_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(login.actor.getSnapshot().matches('locked')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(login.actor.getSnapshot().value).toBe('idle');
  });

  it('starts idle from input with a lock that is over, keeping the count: the next wrong pair locks for 60 s', async () => {
    const login = startLogin(REDIRECT_MS, { failures: 5, locks: 1, lockLeftMs: 0 });
    expect(login.actor.getSnapshot().value).toBe('idle');
    await failTimes(login, 1);
    expect(login.actor.getSnapshot().context).toMatchObject({ locks: 2, lockLeftMs: 60_000 });
  });

  it("locks when another tab's record has a running lock, and unlocks when another tab clears it", () => {
    const login = startLogin();
    login.actor.send({ type: 'ATTEMPTS_SYNCED', failures: 5, locks: 1, lockLeftMs: 12_000 });
    expect(login.actor.getSnapshot().matches('locked')).toBe(true);
    expect(login.actor.getSnapshot().context.lockLeftMs).toBe(12_000);
    // Its own record coming back changes nothing.
    login.actor.send({ type: 'ATTEMPTS_SYNCED', failures: 5, locks: 1, lockLeftMs: 11_000 });
    expect(login.actor.getSnapshot().context.lockLeftMs).toBe(12_000);
    login.actor.send({ type: 'ATTEMPTS_SYNCED', failures: 0, locks: 0, lockLeftMs: 0 });
    expect(login.actor.getSnapshot().value).toBe('idle');
    expect(login.effects).toEqual([]);
  });

  it('keeps its own count when a synced record is empty or damaged (a tester tool sending it bare)', async () => {
    const login = startLogin(REDIRECT_MS, { failures: 4, locks: 0, lockLeftMs: 0 });
    login.actor.send({ type: 'ATTEMPTS_SYNCED' } as LoginEvent);
    login.actor.send({ type: 'ATTEMPTS_SYNCED', failures: -1, locks: 1.5, lockLeftMs: Number.NaN });
    expect(login.actor.getSnapshot().context).toMatchObject({ failures: 4, locks: 0, lockLeftMs: 0 });
    await failTimes(login, 1);
    expect(login.actor.getSnapshot().matches('locked')).toBe(true);
  });

  it('never waits longer than the longest lock, whatever the stored end says (a clock turned back)', () => {
    const login = startLogin(REDIRECT_MS, { failures: 5, locks: 1, lockLeftMs: 400 * 24 * 3_600_000 });
    expect(login.actor.getSnapshot().matches('locked')).toBe(true);
    expect(login.actor.getSnapshot().context.lockLeftMs).toBe(LOGIN_LOCK_MAX_MS);
  });

  it("counts this tab's wrong pair on top of another tab's that was counted while it was checked", async () => {
    // Both tabs had three failures and sent a wrong pair together; the other tab's answer came first.
    const login = startLogin(REDIRECT_MS, { failures: 3, locks: 0, lockLeftMs: 0 });
    login.actor.send(WRONG);
    login.actor.send({ type: 'ATTEMPTS_SYNCED', failures: 4, locks: 0, lockLeftMs: 0 });
    await login.answer(false);
    expect(login.actor.getSnapshot().matches('locked')).toBe(true);
    expect(login.actor.getSnapshot().context).toMatchObject({ failures: 5, locks: 1, lockLeftMs: 30_000 });
  });

  it('shows the lock another tab started while its own check could not run', async () => {
    const login = startLogin();
    login.actor.send(WRONG);
    login.actor.send({ type: 'ATTEMPTS_SYNCED', failures: 5, locks: 1, lockLeftMs: 20_000 });
    await login.fail();
    expect(login.actor.getSnapshot().matches('locked')).toBe(true);
    expect(login.actor.getSnapshot().context).toMatchObject({ error: null, lockLeftMs: 20_000 });
  });

  it("adds another tab's failures to the count: one more wrong pair here makes five", async () => {
    const login = startLogin();
    login.actor.send({ type: 'ATTEMPTS_SYNCED', failures: 4, locks: 0, lockLeftMs: 0 });
    expect(login.actor.getSnapshot().value).toBe('idle');
    await failTimes(login, 1);
    expect(login.actor.getSnapshot().matches('locked')).toBe(true);
  });
});

/*
 * Model-based: the paths of the spec's model (./loginModel.ts). Every path is replayed on the real
 * machine (its credential check settled by hand, its own delays on fake timers): after each step the
 * actor must be in the model's state, with the model's context and busy tag, having run exactly the
 * model's effects. Because the model is written from the spec and not derived from the machine, a
 * changed transition makes a replay fail.
 */
describe('login machine, model-based', () => {
  it('reaches every state and every error, and both locks', () => {
    const reached = paths.flatMap((path) =>
      path.steps.map((step) => `${String(step.state.value)}:${step.state.context.error}`),
    );
    expect(new Set(reached)).toEqual(
      new Set([
        'idle:null',
        'idle:missingFields',
        'idle:invalidCredentials',
        'idle:unavailable',
        'submitting:null',
        'redirect:null',
        'loggedIn:null',
        'locked:null',
      ]),
    );
    const lockLengths = paths.flatMap((path) =>
      path.steps.flatMap((step) =>
        step.event.type === 'CHECK_REFUSED' ? [step.state.context.lockLeftMs] : [],
      ),
    );
    expect(lockLengths).toContain(30_000);
    expect(lockLengths).toContain(60_000);
  });

  it.each(namedPaths(paths, name))('replays on a real actor: %s', async (_name, path) => {
    const { actor, effects, answer, fail } = startLogin('default');
    // The path's own states carry whatever errorCount first reached their key, so the exact expected
    // state comes from the model replaying the same events; its value must still be the path's.
    const expected = createActor(model).start();
    const step =
      (exec: (event: ModelEvent) => unknown) =>
      async ({ event }: { event: { type: string } }) => {
        expected.send(event as ModelEvent);
        await exec(event as ModelEvent);
      };
    const expectSameState = (pathState: ModelSnapshot) => {
      const snapshot = actor.getSnapshot();
      const { effects: expectedEffects, ...context } = expected.getSnapshot().context;
      expect(expected.getSnapshot().value).toEqual(pathState.value);
      expect(snapshot.matches(pathState.value as 'idle')).toBe(true);
      expect(snapshot.status).toBe(pathState.status);
      expect(snapshot.hasTag('busy')).toBe(pathState.hasTag('busy'));
      expect(snapshot.context).toEqual(context);
      expect(effects.splice(0)).toEqual(expectedEffects);
      expect(JSON.stringify(snapshot.context)).not.toContain(RIGHT.password);
    };

    await path.test({
      events: {
        SUBMITTED: step((event) => actor.send(event as LoginEvent)),
        ATTEMPTS_SYNCED: step((event) => actor.send(event as LoginEvent)),
        CHECK_ACCEPTED: step(() => answer(true)),
        CHECK_REFUSED: step(() => answer(false)),
        CHECK_FAILED: step(() => fail()),
        // SPEC §9's 0.5 s, on the machine's own delay: nothing happens a moment before.
        REDIRECT_TIME_PASSED: step(async () => {
          await vi.advanceTimersByTimeAsync(499);
          expect(actor.getSnapshot().value).toBe('redirect');
          await vi.advanceTimersByTimeAsync(1);
        }),
        SECOND_PASSED: step(() => vi.advanceTimersByTimeAsync(1000)),
        // The whole lock, on the machine's own delay: still locked a moment before.
        LOCK_TIME_PASSED: step(async () => {
          await vi.advanceTimersByTimeAsync(actor.getSnapshot().context.lockLeftMs - 1);
          expect(actor.getSnapshot().matches('locked')).toBe(true);
          await vi.advanceTimersByTimeAsync(1);
        }),
      },
      states: {
        idle: expectSameState,
        submitting: expectSameState,
        redirect: expectSameState,
        loggedIn: expectSameState,
        locked: expectSameState,
      },
    });
  });
});
