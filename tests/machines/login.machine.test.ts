import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOGIN_LOCK_MAX_MS,
  loginMachine,
  type LoginAttempt,
  type LoginEvent,
  type SignInOutcome,
} from '@/machines/login.machine';
import { namedPaths } from '../utils/testPaths';
import {
  EMPTY,
  PASSWORD,
  RIGHT,
  SESSION,
  WRONG,
  RETRY_AFTER_SECONDS,
  model,
  name,
  paths,
  type Effect,
  type ModelEvent,
  type ModelSnapshot,
} from './loginModel';

const REDIRECT_MS = 10;

/**
 * A running login whose sign-in is a promise the test settles by hand, and whose effects are recorded
 * in order; the redirect delay is REDIRECT_MS, or the machine's own with 'default'.
 */
function startLogin(redirectMs: number | 'default' = REDIRECT_MS) {
  let pending: { resolve: (outcome: SignInOutcome) => void; reject: (error: Error) => void } | undefined;
  const sent = vi.fn<(attempt: LoginAttempt) => void>();
  const effects: Effect[] = [];
  const machine = loginMachine.provide({
    actors: {
      signIn: fromPromise<SignInOutcome, LoginAttempt>(({ input }) => {
        sent(input);
        effects.push({ signIn: input });
        return new Promise((resolve, reject) => (pending = { resolve, reject }));
      }),
    },
    actions: {
      sessionStarted: (_, session) => void effects.push({ sessionStarted: session }),
      redirected: () => void effects.push('redirected'),
    },
    ...(redirectMs === 'default' ? {} : { delays: { LOGIN_REDIRECT: redirectMs } }),
  });
  const actor = createActor(machine).start();
  /** Settles the running sign-in; advanceTimersByTimeAsync(0) lets the settled promise reach the machine. */
  const settle = async (settleWith: (check: NonNullable<typeof pending>) => void) => {
    if (!pending) throw new Error('No sign-in is running');
    settleWith(pending);
    pending = undefined;
    await vi.advanceTimersByTimeAsync(0);
  };
  const answer = (outcome: SignInOutcome) => settle((check) => check.resolve(outcome));
  const fail = () => settle((check) => check.reject(new Error('Failed to fetch')));
  return { actor, sent, effects, answer, fail };
}

const SIGNED_IN: SignInOutcome = { kind: 'signedIn', session: SESSION };
const REFUSED: SignInOutcome = { kind: 'refused' };
const locked = (retryAfterSeconds: number): SignInOutcome => ({ kind: 'locked', retryAfterSeconds });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('login machine', () => {
  it('starts idle, not busy, with no error and no session', () => {
    const { actor } = startLogin();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context).toEqual({
      error: null,
      errorCount: 0,
      lockLeftMs: 0,
      lockEndedHere: false,
      session: null,
    });
  });

  it.each([
    ['both fields empty', EMPTY],
    ['no password', { ...RIGHT, password: '' }],
    ['no e-mail', { ...RIGHT, email: '' }],
    ['only spaces', { type: 'SUBMITTED', email: '  ', password: ' \t' } satisfies LoginEvent],
  ])('with %s, stays idle with the missing-fields error and sends nothing', (_name, event) => {
    const { actor, sent } = startLogin();
    actor.send(event);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ error: 'missingFields', errorCount: 1 });
    expect(sent).not.toHaveBeenCalled();
  });

  it('counts a repeated refusal, so the page can announce it again', () => {
    const { actor } = startLogin();
    actor.send(EMPTY);
    actor.send(EMPTY);
    expect(actor.getSnapshot().context).toMatchObject({ error: 'missingFields', errorCount: 2 });
  });

  it('sends a filled pair while busy, clearing an earlier error and never keeping the password', () => {
    const { actor, sent } = startLogin();
    actor.send(EMPTY);
    actor.send(RIGHT);
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(sent).toHaveBeenCalledWith({ email: RIGHT.email, password: RIGHT.password });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain(PASSWORD);
  });

  it('ignores a second submission while the first is being answered', () => {
    const { actor, sent } = startLogin();
    actor.send(RIGHT);
    actor.send(WRONG);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('returns to idle with the invalid-credentials error when the server refuses, starting no session', async () => {
    const { actor, answer, effects } = startLogin();
    actor.send(WRONG);
    await answer(REFUSED);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ error: 'invalidCredentials', errorCount: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(effects).toEqual([{ signIn: { email: WRONG.email, password: WRONG.password } }]);
  });

  it('returns to idle with the unavailable error when no answer comes', async () => {
    const { actor, fail, effects } = startLogin();
    actor.send(RIGHT);
    await fail();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('unavailable');
    expect(effects.filter((effect) => effect !== 'redirected' && !('signIn' in effect))).toEqual([]);
  });

  it("on a sign-in, stays busy for LOGIN_REDIRECT, then hands on the server's session and redirects, once", async () => {
    const { actor, answer, effects } = startLogin();
    actor.send(RIGHT);
    await answer(SIGNED_IN);
    effects.splice(0);
    expect(actor.getSnapshot().value).toBe('redirect');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    await vi.advanceTimersByTimeAsync(REDIRECT_MS - 1);
    expect(actor.getSnapshot().value).toBe('redirect');
    expect(effects).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects).toEqual([{ sessionStarted: SESSION }, 'redirected']);
  });

  // SPEC §9: 0.5 s between accepted credentials and the redirect. The numbers are the spec's on purpose.
  it('by default redirects 500 ms after a sign-in: still waiting at 499 ms, logged in at 500 ms', async () => {
    const { actor, answer, effects } = startLogin('default');
    actor.send(RIGHT);
    await answer(SIGNED_IN);
    effects.splice(0);
    await vi.advanceTimersByTimeAsync(499);
    expect(actor.getSnapshot().value).toBe('redirect');
    expect(effects).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(effects).toEqual([{ sessionStarted: SESSION }, 'redirected']);
  });

  it('never signs anyone in when no sign-in was provided', async () => {
    const actor = createActor(loginMachine).start();
    actor.send(RIGHT);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('unavailable');
  });
});

describe("login machine, the server's lock (issue 24)", () => {
  it('locks for the seconds the server names, without an error message, and counts down each second', async () => {
    const login = startLogin();
    login.actor.send(WRONG);
    await login.answer(locked(30));
    const snapshot = login.actor.getSnapshot();
    expect(snapshot.matches('locked')).toBe(true);
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(snapshot.context).toMatchObject({ error: null, lockLeftMs: 30_000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(login.actor.getSnapshot().context.lockLeftMs).toBe(29_000);
    await vi.advanceTimersByTimeAsync(27_999);
    expect(login.actor.getSnapshot().context.lockLeftMs).toBe(2_000);
  });

  it('ignores submissions while locked: nothing is sent, even the right pair', async () => {
    const login = startLogin();
    login.actor.send(WRONG);
    await login.answer(locked(5));
    login.sent.mockClear();
    login.actor.send(RIGHT);
    await vi.advanceTimersByTimeAsync(0);
    expect(login.sent).not.toHaveBeenCalled();
    expect(login.actor.getSnapshot().matches('locked')).toBe(true);
  });

  it('unlocks after exactly the named wait, says so, and the next sign-in clears that', async () => {
    const login = startLogin();
    login.actor.send(WRONG);
    await login.answer(locked(RETRY_AFTER_SECONDS));
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_SECONDS * 1000 - 1);
    expect(login.actor.getSnapshot().matches('locked')).toBe(true);
    expect(login.actor.getSnapshot().context.lockLeftMs).toBe(1000);
    await vi.advanceTimersByTimeAsync(1);
    expect(login.actor.getSnapshot().value).toBe('idle');
    expect(login.actor.getSnapshot().context).toMatchObject({ lockLeftMs: 0, lockEndedHere: true });

    login.actor.send(RIGHT);
    expect(login.actor.getSnapshot().context.lockEndedHere).toBe(false);
    await login.answer(SIGNED_IN);
    expect(login.actor.getSnapshot().value).toBe('redirect');
  });

  it('never waits longer than a day, whatever the server names (a browser timer holds no more than ~24 days)', async () => {
    const login = startLogin();
    login.actor.send(WRONG);
    await login.answer(locked(400 * 24 * 3600));
    expect(login.actor.getSnapshot().matches('locked')).toBe(true);
    expect(login.actor.getSnapshot().context.lockLeftMs).toBe(LOGIN_LOCK_MAX_MS);
  });
});

/*
 * Model-based: the paths of the spec's model (./loginModel.ts). Every path is replayed on the real
 * machine (its sign-in settled by hand with what the server would answer, its own delays on fake
 * timers): after each step the actor must be in the model's state, with the model's context and busy
 * tag, having run exactly the model's effects. Because the model is written from the spec and not
 * derived from the machine, a changed transition makes a replay fail.
 */
describe('login machine, model-based', () => {
  it('reaches every state and every error, and a lock ending', () => {
    const reached = paths.flatMap((path) =>
      path.steps.map((step) => `${step.state.value}:${step.state.context.error}`),
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
    const lockEnds = paths.flatMap((path) => path.steps.filter((step) => step.state.context.lockEndedHere));
    expect(lockEnds.length).toBeGreaterThan(0);
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
      const {
        effects: expectedEffects,
        error,
        errorCount,
        lockLeftMs,
        lockEndedHere,
        session,
      } = expected.getSnapshot().context;
      expect(expected.getSnapshot().value).toEqual(pathState.value);
      expect(snapshot.matches(pathState.value as 'idle')).toBe(true);
      expect(snapshot.status).toBe(pathState.status);
      expect(snapshot.hasTag('busy')).toBe(pathState.hasTag('busy'));
      expect(snapshot.context).toEqual({ error, errorCount, lockLeftMs, lockEndedHere, session });
      expect(effects.splice(0)).toEqual(expectedEffects);
      expect(JSON.stringify(snapshot.context)).not.toContain(PASSWORD);
    };

    await path.test({
      events: {
        SUBMITTED: step((event) => actor.send(event as LoginEvent)),
        // What the server answers the pair being checked: a session for the right one, 401 for another.
        SERVER_ANSWERED: step(() => answer(expected.getSnapshot().context.sentRight ? SIGNED_IN : REFUSED)),
        SERVER_LOCKED: step(() => answer(locked(RETRY_AFTER_SECONDS))),
        SERVER_UNREACHABLE: step(() => fail()),
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
