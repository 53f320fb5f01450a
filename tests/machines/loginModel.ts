import { assign, setup, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { LoginAttempt, LoginAttempts, LoginError, LoginEvent } from '@/machines/login.machine';
import { byTransition } from '../utils/testPaths';

/*
 * A model of the login, written from SPEC §4/§5/§9 and issue 13 (not derived from the machine), for
 * model-based tests: tests/machines/login.machine.test.ts replays its paths on a real actor and
 * tests/routes/LoginRoute.model.test.tsx on the real login screen. createTestModel refuses machines
 * with `invoke` or `after`, so the check's three outcomes, the passing of the redirect pause, of a
 * second and of a whole lock are ordinary events here.
 */

/** A submission: the e-mail and password typed. */
export type Submitted = Extract<LoginEvent, { type: 'SUBMITTED' }>;

export const RIGHT: Submitted = { type: 'SUBMITTED', email: 'admin@example.gov.ng', password: 'secret' };
export const EMPTY: Submitted = { type: 'SUBMITTED', email: '', password: '' };
export const NO_PASSWORD: Submitted = { type: 'SUBMITTED', email: 'admin@example.gov.ng', password: '  ' };

/**
 * What the screen sees of a login: a credential check started, the two effects of a success, and the
 * record of failed attempts it is asked to keep.
 */
export type Effect =
  { checked: LoginAttempt } | 'sessionStarted' | 'redirected' | { attempts: LoginAttempts };

export type ModelEvent =
  | LoginEvent
  | { type: 'CHECK_ACCEPTED' }
  | { type: 'CHECK_REFUSED' }
  | { type: 'CHECK_FAILED' }
  | { type: 'REDIRECT_TIME_PASSED' }
  | { type: 'SECOND_PASSED' }
  | { type: 'LOCK_TIME_PASSED' };
export interface ModelContext extends LoginAttempts {
  error: LoginError | null;
  errorCount: number;
  /** A lock ended on screen, and nothing has been sent since: the page says so. */
  lockEndedHere: boolean;
  /** The effects of the latest step only. */
  effects: Effect[];
}
// Issue 13's numbers, written out: five wrong pairs, then 30 s, then 60 s.
const LOCK_MS = [30_000, 60_000];
const MAX_LOCKS = LOCK_MS.length;
const refuse = (error: LoginError) => ({ type: 'refused', params: { error } }) as const;
const attempts = ({ failures, locks, lockLeftMs }: ModelContext) => ({ failures, locks, lockLeftMs });

export const model = setup({
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
  context: {
    error: null,
    errorCount: 0,
    lockEndedHere: false,
    failures: 0,
    locks: 0,
    lockLeftMs: 0,
    effects: [],
  },
  // An event the current state does not handle is ignored: no second check, no effect.
  on: {
    SUBMITTED: { actions: assign({ effects: [] }) },
    ATTEMPTS_SYNCED: { actions: assign({ effects: [] }) },
  },
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
              lockEndedHere: false,
              effects: [{ checked: { email: event.email, password: event.password } }],
            })),
          },
        ],
        ATTEMPTS_SYNCED: [
          {
            guard: ({ event }) => event.lockLeftMs > 0,
            target: 'locked',
            actions: assign(({ event }) => ({
              failures: event.failures,
              locks: event.locks,
              lockLeftMs: event.lockLeftMs,
              error: null,
              effects: [],
            })),
          },
          {
            actions: assign(({ event }) => ({
              failures: event.failures,
              locks: event.locks,
              lockLeftMs: 0,
              effects: [],
            })),
          },
        ],
      },
    },
    submitting: {
      tags: 'busy',
      on: {
        CHECK_ACCEPTED: { target: 'redirect', actions: assign({ effects: [] }) },
        CHECK_REFUSED: [
          {
            guard: ({ context }) => context.failures + 1 >= 5,
            target: 'locked',
            actions: assign(({ context }) => {
              const next = {
                ...context,
                failures: context.failures + 1,
                locks: context.locks + 1,
                lockLeftMs: LOCK_MS[context.locks]!,
              };
              return { ...next, effects: [{ attempts: attempts(next) }] };
            }),
          },
          {
            target: 'idle',
            actions: assign(({ context }) => {
              const next = {
                ...context,
                error: 'invalidCredentials' as const,
                errorCount: context.errorCount + 1,
                failures: context.failures + 1,
              };
              return { ...next, effects: [{ attempts: attempts(next) }] };
            }),
          },
        ],
        CHECK_FAILED: [
          {
            guard: ({ context }) => context.lockLeftMs > 0,
            target: 'locked',
            actions: assign({ error: null, effects: [] }),
          },
          { target: 'idle', actions: refuse('unavailable') },
        ],
        // Another tab's record arriving during the check: its count is the one this check adds to.
        ATTEMPTS_SYNCED: {
          actions: assign(({ event }) => ({
            failures: event.failures,
            locks: event.locks,
            lockLeftMs: event.lockLeftMs,
            effects: [],
          })),
        },
      },
    },
    locked: {
      on: {
        SECOND_PASSED: [
          {
            guard: ({ context }) => context.lockLeftMs > 1000,
            actions: assign(({ context }) => ({ lockLeftMs: context.lockLeftMs - 1000, effects: [] })),
          },
          {
            target: 'idle',
            actions: assign({ lockLeftMs: 0, error: null, lockEndedHere: true, effects: [] }),
          },
        ],
        LOCK_TIME_PASSED: {
          target: 'idle',
          actions: assign({ lockLeftMs: 0, error: null, lockEndedHere: true, effects: [] }),
        },
        ATTEMPTS_SYNCED: {
          guard: ({ event }) => event.lockLeftMs <= 0,
          target: 'idle',
          actions: assign(({ event }) => ({
            failures: event.failures,
            locks: event.locks,
            lockLeftMs: 0,
            error: null,
            lockEndedHere: true,
            effects: [],
          })),
        },
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
export type ModelSnapshot = SnapshotFrom<typeof model>;

export const SYNC_LOCKED: LoginEvent = { type: 'ATTEMPTS_SYNCED', failures: 5, locks: 1, lockLeftMs: 2_000 };
export const SYNC_CLEARED: LoginEvent = { type: 'ATTEMPTS_SYNCED', failures: 0, locks: 0, lockLeftMs: 0 };

// errorCount grows without end: a state is where the model is, the error it shows and the failed
// attempts (a countdown of more than a second counts as one), plus the step that led there, so the
// shortest paths take every transition rather than only reach every state.
const where = (snapshot: ModelSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.error,
    snapshot.context.failures,
    snapshot.context.locks,
    snapshot.context.lockLeftMs > 1000,
  ]);
export const testModel = createTestModel(model, {
  events: [
    EMPTY,
    NO_PASSWORD,
    RIGHT,
    { type: 'CHECK_ACCEPTED' },
    { type: 'CHECK_REFUSED' },
    { type: 'CHECK_FAILED' },
    { type: 'REDIRECT_TIME_PASSED' },
    { type: 'SECOND_PASSED' },
    { type: 'LOCK_TIME_PASSED' },
    SYNC_LOCKED,
    SYNC_CLEARED,
  ],
  // Logged in is final: the machine is done and takes no more events. Two locks show the doubling;
  // the model stops there (and failures are only counted up to a sixth), so it stays finite.
  filterEvents: (snapshot, event) =>
    snapshot.status === 'active' &&
    !(event.type === 'CHECK_REFUSED' && snapshot.context.locks >= MAX_LOCKS) &&
    !(event.type === 'ATTEMPTS_SYNCED' && snapshot.context.locks >= MAX_LOCKS),
  serializeState: byTransition(where),
});
/** The shortest paths to every transition of the model. */
export const paths = testModel.getShortestPaths();

/** A step's name in a test's title. */
export const name = (event: ModelEvent) =>
  event.type === 'SUBMITTED'
    ? `SUBMITTED(${event.email ? 'e-mail' : '—'}, ${event.password.trim() ? 'password' : '—'})`
    : event.type === 'ATTEMPTS_SYNCED'
      ? `ATTEMPTS_SYNCED(${event.lockLeftMs > 0 ? 'locked' : 'cleared'})`
      : event.type;
