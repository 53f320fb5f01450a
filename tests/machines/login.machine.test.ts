import { assign, createActor, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginMachine, type LoginAttempt, type LoginError, type LoginEvent } from '@/machines/login.machine';
import { byTransition, namedPaths } from '../utils/testPaths';

const RIGHT: LoginEvent = { type: 'SUBMITTED', email: 'admin@example.gov.ng', password: 'secret' };
const EMPTY: LoginEvent = { type: 'SUBMITTED', email: '', password: '' };
const REDIRECT_MS = 10;

/** What the screen sees of a login: a credential check started, and the two effects of a success. */
type Effect = { checked: LoginAttempt } | 'sessionStarted' | 'redirected';

/**
 * A running login whose credential check is a promise the test settles by hand, and whose effects are
 * recorded in order; the redirect delay is REDIRECT_MS, or the machine's own with 'default'.
 */
function startLogin(redirectMs: number | 'default' = REDIRECT_MS) {
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
    },
    ...(redirectMs === 'default' ? {} : { delays: { LOGIN_REDIRECT: redirectMs } }),
  });
  const actor = createActor(machine).start();
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
    await vi.advanceTimersByTimeAsync(1000);
    expect(effects).toEqual([{ checked: { email: RIGHT.email, password: RIGHT.password } }]);
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
    const actor = createActor(loginMachine).start();
    actor.send(RIGHT);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('unavailable');
  });
});

/*
 * Model-based. createTestModel refuses machines with `invoke` or `after`, so the paths come from this
 * model of the spec, in which the check's three outcomes and the passing of the redirect pause are
 * ordinary events. Every path is replayed on the real machine (its credential check settled by hand,
 * its own 500 ms delay on fake timers): after each step the actor must be in the model's state, with
 * the model's context and busy tag, having run exactly the model's effects. Because the model is
 * written from the spec and not derived from the machine, a changed transition makes a replay fail.
 */
describe('login machine, model-based', () => {
  type ModelEvent =
    | LoginEvent
    | { type: 'CHECK_ACCEPTED' }
    | { type: 'CHECK_REFUSED' }
    | { type: 'CHECK_FAILED' }
    | { type: 'REDIRECT_TIME_PASSED' };
  interface ModelContext {
    error: LoginError | null;
    errorCount: number;
    /** The effects of the latest step only. */
    effects: Effect[];
  }
  const refuse = (error: LoginError) => ({ type: 'refused', params: { error } }) as const;

  const model = setup({
    types: { context: {} as ModelContext, events: {} as ModelEvent },
    actions: {
      refused: assign(({ context }, { error }: { error: LoginError }) => ({
        error,
        errorCount: context.errorCount + 1,
        effects: [],
      })),
    },
  }).createMachine({
    id: 'loginModel',
    initial: 'idle',
    context: { error: null, errorCount: 0, effects: [] },
    // A submission the current state does not handle is ignored: no second check is started.
    on: { SUBMITTED: { actions: assign({ effects: [] }) } },
    states: {
      idle: {
        on: {
          SUBMITTED: [
            {
              guard: ({ event }) => event.email.trim() === '' || event.password.trim() === '',
              actions: refuse('missingFields'),
            },
            {
              target: 'submitting',
              actions: assign(({ event }) => ({
                error: null,
                effects: [{ checked: { email: event.email, password: event.password } }],
              })),
            },
          ],
        },
      },
      submitting: {
        tags: 'busy',
        on: {
          CHECK_ACCEPTED: { target: 'redirect', actions: assign({ effects: [] }) },
          CHECK_REFUSED: { target: 'idle', actions: refuse('invalidCredentials') },
          CHECK_FAILED: { target: 'idle', actions: refuse('unavailable') },
        },
      },
      redirect: {
        tags: 'busy',
        on: {
          REDIRECT_TIME_PASSED: {
            target: 'loggedIn',
            actions: assign({ effects: ['sessionStarted', 'redirected'] satisfies Effect[] }),
          },
        },
      },
      loggedIn: { type: 'final', tags: 'busy' },
    },
  });
  type ModelSnapshot = SnapshotFrom<typeof model>;

  // errorCount grows without end: a state is where the model is and the error it shows, plus the step
  // that led there, so the shortest paths take every transition rather than only reach every state.
  const where = (snapshot: ModelSnapshot) => JSON.stringify([snapshot.value, snapshot.context.error]);
  const testModel = createTestModel(model, {
    events: [
      EMPTY,
      { type: 'SUBMITTED', email: RIGHT.email, password: '  ' },
      RIGHT,
      { type: 'CHECK_ACCEPTED' },
      { type: 'CHECK_REFUSED' },
      { type: 'CHECK_FAILED' },
      { type: 'REDIRECT_TIME_PASSED' },
    ],
    // Logged in is final: the machine is done and takes no more events.
    filterEvents: (snapshot) => snapshot.status === 'active',
    serializeState: byTransition(where),
  });
  const paths = testModel.getShortestPaths();

  it('reaches every state and every error', () => {
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
      ]),
    );
  });

  const name = (event: ModelEvent) =>
    event.type === 'SUBMITTED'
      ? `SUBMITTED(${event.email ? 'e-mail' : '—'}, ${event.password.trim() ? 'password' : '—'})`
      : event.type;

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
      expect(snapshot.value).toEqual(pathState.value);
      expect(snapshot.status).toBe(pathState.status);
      expect(snapshot.hasTag('busy')).toBe(pathState.hasTag('busy'));
      expect(snapshot.context).toEqual(context);
      expect(effects.splice(0)).toEqual(expectedEffects);
      expect(JSON.stringify(snapshot.context)).not.toContain(RIGHT.password);
    };

    await path.test({
      events: {
        SUBMITTED: step((event) => actor.send(event as LoginEvent)),
        CHECK_ACCEPTED: step(() => answer(true)),
        CHECK_REFUSED: step(() => answer(false)),
        CHECK_FAILED: step(() => fail()),
        // SPEC §9's 0.5 s, on the machine's own delay: nothing happens a moment before.
        REDIRECT_TIME_PASSED: step(async () => {
          await vi.advanceTimersByTimeAsync(499);
          expect(actor.getSnapshot().value).toBe('redirect');
          await vi.advanceTimersByTimeAsync(1);
        }),
      },
      states: {
        idle: expectSameState,
        submitting: expectSameState,
        redirect: expectSameState,
        loggedIn: expectSameState,
      },
    });
  });
});
