import { assign, setup, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { LoginAttempt, LoginError, LoginEvent } from '@/machines/login.machine';
import type { SessionInfo } from '@/shared/api/accounts';
import { byTransition } from '../utils/testPaths';

/*
 * A model of the login, written from SPEC §4/§5/§9 and issue 24 (not derived from the machine), for
 * model-based tests: tests/machines/login.machine.test.ts replays its paths on a real actor and
 * tests/routes/LoginRoute.model.test.tsx on the real login screen, with msw standing in for the server.
 * The server checks the pair and owns the lock-out: the screen counts nothing, and shows what it was
 * answered. createTestModel refuses machines with `invoke` or `after`, so the server's answers and the
 * passing of the redirect pause, of a second and of a whole lock are ordinary events here.
 */

/** A submission: the e-mail and password typed. */
export type Submitted = LoginEvent;

export const EMAIL = 'editor@example.gov.ng';
export const PASSWORD = 'correct horse battery';
export const RIGHT: Submitted = { type: 'SUBMITTED', email: EMAIL, password: PASSWORD };
export const WRONG: Submitted = { type: 'SUBMITTED', email: EMAIL, password: 'not the password' };
export const EMPTY: Submitted = { type: 'SUBMITTED', email: '', password: '' };
export const NO_PASSWORD: Submitted = { type: 'SUBMITTED', email: EMAIL, password: '  ' };

/** The wait a locked answer names (429 retryAfterSeconds): long enough to see the countdown go down. */
export const RETRY_AFTER_SECONDS = 3;

/** The session the server answers a right pair with (the fake's, for the screen). */
export const SESSION: SessionInfo = {
  user: { id: '00000000-0000-4000-9000-000000000001', email: EMAIL, name: 'Test editor', role: 'editor' },
  csrfToken: 'csrf-token',
  expiresAt: '2099-01-01T00:00:00.000Z',
};

/** What the screen sees of a login: a sign-in sent, and the two effects of a success. */
export type Effect = { signIn: LoginAttempt } | { sessionStarted: SessionInfo } | 'redirected';

export type ModelEvent =
  | LoginEvent
  /** The server answers the pair: a right one signs in, a wrong one is refused (401). */
  | { type: 'SERVER_ANSWERED' }
  /** The server answers that signing in is locked for now (429, RETRY_AFTER_SECONDS). */
  | { type: 'SERVER_LOCKED' }
  /** No answer: the network failed, or the server answered with an error. */
  | { type: 'SERVER_UNREACHABLE' }
  | { type: 'REDIRECT_TIME_PASSED' }
  | { type: 'SECOND_PASSED' }
  | { type: 'LOCK_TIME_PASSED' };

export interface ModelContext {
  error: LoginError | null;
  errorCount: number;
  /** The lock the server named, counting down; 0 when none runs. */
  lockLeftMs: number;
  /** A lock ended on screen, and nothing has been sent since: the page says so. */
  lockEndedHere: boolean;
  /** The session a right pair started, handed on when the redirect pause is over. */
  session: SessionInfo | null;
  /** Whether the pair being checked is the right one (what the server will answer). */
  sentRight: boolean;
  /** The effects of the latest step only. */
  effects: Effect[];
}

const refused = (error: LoginError) => ({ type: 'refused', params: { error } }) as const;

export const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  actions: {
    refused: assign(({ context }, { error }: { error: LoginError }) => ({
      error,
      errorCount: context.errorCount + 1,
      effects: [],
    })),
    lockOver: assign({ lockLeftMs: 0, error: null, lockEndedHere: true, effects: [] }),
  },
}).createMachine({
  id: 'loginModel',
  initial: 'idle',
  context: {
    error: null,
    errorCount: 0,
    lockLeftMs: 0,
    lockEndedHere: false,
    session: null,
    sentRight: false,
    effects: [],
  },
  // An event the current state does not handle is ignored: no second sign-in, no effect.
  on: { SUBMITTED: { actions: assign({ effects: [] }) } },
  states: {
    idle: {
      on: {
        SUBMITTED: [
          {
            guard: ({ event }) => event.email.trim() === '' || event.password.trim() === '',
            actions: refused('missingFields'),
          },
          {
            target: 'submitting',
            actions: assign(({ event }) => ({
              error: null,
              lockEndedHere: false,
              sentRight: event.password === PASSWORD,
              effects: [{ signIn: { email: event.email, password: event.password } }],
            })),
          },
        ],
      },
    },
    submitting: {
      tags: 'busy',
      on: {
        SERVER_ANSWERED: [
          {
            guard: ({ context }) => context.sentRight,
            target: 'redirect',
            actions: assign({ session: SESSION, effects: [] }),
          },
          { target: 'idle', actions: refused('invalidCredentials') },
        ],
        SERVER_LOCKED: {
          target: 'locked',
          actions: assign({ lockLeftMs: RETRY_AFTER_SECONDS * 1000, effects: [] }),
        },
        SERVER_UNREACHABLE: { target: 'idle', actions: refused('unavailable') },
      },
    },
    locked: {
      on: {
        SECOND_PASSED: [
          {
            guard: ({ context }) => context.lockLeftMs > 1000,
            actions: assign(({ context }) => ({ lockLeftMs: context.lockLeftMs - 1000, effects: [] })),
          },
          { target: 'idle', actions: 'lockOver' },
        ],
        LOCK_TIME_PASSED: { target: 'idle', actions: 'lockOver' },
      },
    },
    redirect: {
      tags: 'busy',
      on: {
        REDIRECT_TIME_PASSED: {
          target: 'loggedIn',
          actions: assign({ effects: [{ sessionStarted: SESSION }, 'redirected'] satisfies Effect[] }),
        },
      },
    },
    loggedIn: { type: 'final', tags: 'busy' },
  },
});
export type ModelSnapshot = SnapshotFrom<typeof model>;

// errorCount grows without end: a state is where the model is, the error it shows, the countdown and
// whether a lock ended on screen, plus the step that led there, so the shortest paths take every
// transition rather than only reach every state.
const where = (snapshot: ModelSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.error,
    snapshot.context.lockLeftMs,
    snapshot.context.lockEndedHere,
    snapshot.value === 'submitting' && snapshot.context.sentRight,
  ]);
export const testModel = createTestModel(model, {
  events: [
    EMPTY,
    NO_PASSWORD,
    WRONG,
    RIGHT,
    { type: 'SERVER_ANSWERED' },
    { type: 'SERVER_LOCKED' },
    { type: 'SERVER_UNREACHABLE' },
    { type: 'REDIRECT_TIME_PASSED' },
    { type: 'SECOND_PASSED' },
    { type: 'LOCK_TIME_PASSED' },
  ],
  // Logged in is final: the machine is done and takes no more events. Once a lock has ended on screen,
  // a second one adds nothing new but length, so the model stops locking there and stays small.
  filterEvents: (snapshot, event) =>
    snapshot.status === 'active' && !(event.type === 'SERVER_LOCKED' && snapshot.context.lockEndedHere),
  serializeState: byTransition(where),
});
/** The shortest paths to every transition of the model. */
export const paths = testModel.getShortestPaths();

/** A step's name in a test's title. */
export const name = (event: ModelEvent) =>
  event.type === 'SUBMITTED'
    ? `SUBMITTED(${event.email ? 'e-mail' : '—'}, ${
        !event.password.trim() ? '—' : event.password === PASSWORD ? 'right' : 'wrong'
      })`
    : event.type;
