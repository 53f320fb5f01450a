import { assertEvent, assign, setup } from 'xstate';
import { providedActor, providedByScreen } from '@/shared/lib/machineActions';

/** SPEC §4/§9: the pause between accepted credentials and the redirect. */
export const LOGIN_REDIRECT_MS = 500;

/** Wrong pairs allowed before the form locks (issue 13). */
export const LOGIN_MAX_FAILURES = 5;

/** The first lock's length; each later lock (before a successful login) lasts twice the one before. */
export const LOGIN_LOCK_BASE_MS = 30_000;

/** The longest lock: the doubling stops here (and stays far below what a browser timer can wait). */
export const LOGIN_LOCK_MAX_MS = 60 * 60_000;

/** How often the countdown shown while locked goes down. */
export const LOGIN_COUNTDOWN_TICK_MS = 1000;

/** The length of the `nth` lock (1 for the first) since the last successful login. */
export function lockLengthMs(nth: number): number {
  return Math.min(LOGIN_LOCK_BASE_MS * 2 ** Math.max(0, nth - 1), LOGIN_LOCK_MAX_MS);
}

/** Why a login was refused: a field left empty, a wrong pair, or no way to check (no WebCrypto). */
export type LoginError = 'missingFields' | 'invalidCredentials' | 'unavailable';

/**
 * Failed logins since the last successful one, as kept between visits and shared between tabs:
 * `lockLeftMs` > 0 means a lock is running for that much longer.
 */
export interface LoginAttempts {
  failures: number;
  /** Locks since the last successful login: the next one lasts `lockLengthMs(locks + 1)`. */
  locks: number;
  lockLeftMs: number;
}

export interface LoginContext extends LoginAttempts {
  error: LoginError | null;
  /** Counts refusals, so the page can announce and focus an error identical to the previous one. */
  errorCount: number;
  /**
   * A lock ended while this form was open, and nothing has been sent since: the page says logging in
   * is possible again. Kept here, not worked out from the record, which still counts that lock on a
   * later visit (the page would say it again then).
   */
  lockEndedHere: boolean;
}

export interface LoginAttempt {
  email: string;
  password: string;
}

// The password travels in the event and the actor's input only; it is never kept in context.
export type LoginEvent =
  | ({ type: 'SUBMITTED' } & LoginAttempt)
  /** Another tab (or this browser's storage) has a newer record of failed attempts. */
  | ({ type: 'ATTEMPTS_SYNCED' } & LoginAttempts);

/** `value` when it is a whole number of at least 0, else `fallback`. */
function wholeOr(value: unknown, fallback: number): number {
  return Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : fallback;
}

/**
 * A lock's time left as given (stored, or from another tab): never more than the longest lock, whatever
 * the stored end says (a clock turned back, an edited value), since a wait beyond what a browser timer
 * holds would end the lock at once; `fallback` when it is not a number.
 */
function lockLeft(value: unknown, fallback: number): number {
  return Number.isFinite(value) ? Math.min(LOGIN_LOCK_MAX_MS, Math.max(0, value as number)) : fallback;
}

/**
 * The admin login: idle → submitting (checkCredentials) → redirect → (after LOGIN_REDIRECT) loggedIn.
 * Every state but idle and locked is tagged `busy`: the form is disabled and reads "Logging in...".
 * The LOGIN_MAX_FAILURES-th wrong pair (and every one after it, until a login succeeds) leads to
 * `locked`, for lockLengthMs(n) — 30 s, then doubling — after which (LOCK_EXPIRED) the form is idle
 * again. While locked, the countdown in `lockLeftMs` goes down every COUNTDOWN_TICK.
 *
 * Field owners: the e-mail and password fields belong to the screen and arrive with SUBMITTED (so the
 * password is never stored here). Failed attempts are owned here, but the screen keeps them between
 * visits and tabs: it starts the machine with the stored record as input (already `locked` when a lock
 * is still running), is told of every change (`attemptsChanged`) and passes on other tabs' changes
 * (ATTEMPTS_SYNCED). The screen supplies `checkCredentials` and the effects `sessionStarted`,
 * `redirected` and `attemptsChanged`. No clock in here: time passes only through named delays.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as Partial<LoginAttempts> | undefined,
  },
  actors: {
    // Until provided it rejects: an unprovided machine can never log anyone in.
    checkCredentials: providedActor<boolean, LoginAttempt>('checkCredentials'),
  },
  actions: {
    sessionStarted: providedByScreen(),
    redirected: providedByScreen(),
    /** The record of failed attempts changed here (not by ATTEMPTS_SYNCED): the screen keeps it. */
    attemptsChanged: providedByScreen<LoginAttempts>(),
    refused: assign({
      error: (_, params: { error: LoginError }) => params.error,
      errorCount: ({ context }) => context.errorCount + 1,
    }),
    errorCleared: assign({ error: null }),
    submissionStarted: assign({ error: null, lockEndedHere: false }),
    failureCounted: assign({ failures: ({ context }) => context.failures + 1 }),
    lockStarted: assign({
      locks: ({ context }) => context.locks + 1,
      lockLeftMs: ({ context }) => lockLengthMs(context.locks + 1),
    }),
    secondPassed: assign({ lockLeftMs: ({ context }) => context.lockLeftMs - nextTickMs(context) }),
    lockEnded: assign({ lockLeftMs: 0, error: null, lockEndedHere: true }),
    // Another tab's record: a figure that is not a number (a damaged or empty event) keeps this tab's
    // own, so nothing can reset the lock-out by sending nonsense.
    attemptsSynced: assign(({ context, event }) => {
      assertEvent(event, 'ATTEMPTS_SYNCED');
      return {
        failures: wholeOr(event.failures, context.failures),
        locks: wholeOr(event.locks, context.locks),
        lockLeftMs: lockLeft(event.lockLeftMs, context.lockLeftMs),
      };
    }),
  },
  guards: {
    fieldMissing: ({ event }) => {
      assertEvent(event, 'SUBMITTED');
      return !event.email.trim() || !event.password.trim();
    },
    lockRunning: ({ context }) => context.lockLeftMs > 0,
    lockDue: ({ context }) => context.failures + 1 >= LOGIN_MAX_FAILURES,
    lockedElsewhere: ({ event }) => {
      assertEvent(event, 'ATTEMPTS_SYNCED');
      return event.lockLeftMs > 0;
    },
    // The last part of a second is left to LOCK_EXPIRED, so the countdown never shows 0.
    moreThanATickLeft: ({ context }) => context.lockLeftMs > nextTickMs(context),
  },
  delays: {
    LOGIN_REDIRECT: LOGIN_REDIRECT_MS,
    LOCK_EXPIRED: ({ context }) => context.lockLeftMs,
    // The first tick brings a part-second left (a lock read from storage) to whole seconds.
    COUNTDOWN_TICK: ({ context }) => nextTickMs(context),
  },
}).createMachine({
  id: 'login',
  initial: 'idle',
  context: ({ input }) => ({
    error: null,
    errorCount: 0,
    lockEndedHere: false,
    failures: wholeOr(input?.failures, 0),
    locks: wholeOr(input?.locks, 0),
    lockLeftMs: lockLeft(input?.lockLeftMs, 0),
  }),
  states: {
    idle: {
      // Only a lock given as input (a reload, another tab) is running on arrival here.
      always: { guard: 'lockRunning', target: 'locked' },
      on: {
        SUBMITTED: [
          { guard: 'fieldMissing', actions: { type: 'refused', params: { error: 'missingFields' } } },
          { target: 'submitting', actions: 'submissionStarted' },
        ],
        ATTEMPTS_SYNCED: [
          { guard: 'lockedElsewhere', target: 'locked', actions: ['attemptsSynced', 'errorCleared'] },
          { actions: 'attemptsSynced' },
        ],
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'checkCredentials',
        src: 'checkCredentials',
        input: ({ event }) => {
          assertEvent(event, 'SUBMITTED');
          return { email: event.email, password: event.password };
        },
        onDone: [
          { guard: ({ event }) => event.output, target: 'redirect' },
          {
            guard: 'lockDue',
            target: 'locked',
            actions: [
              'failureCounted',
              'lockStarted',
              { type: 'attemptsChanged', params: ({ context }) => attemptsOf(context) },
            ],
          },
          {
            target: 'idle',
            actions: [
              { type: 'refused', params: { error: 'invalidCredentials' } },
              'failureCounted',
              { type: 'attemptsChanged', params: ({ context }) => attemptsOf(context) },
            ],
          },
        ],
        onError: [
          // Another tab locked the form while this check ran: the lock, not the failed check, is what
          // this tab shows next.
          { guard: 'lockRunning', target: 'locked', actions: 'errorCleared' },
          { target: 'idle', actions: { type: 'refused', params: { error: 'unavailable' } } },
        ],
      },
      on: {
        // Another tab's wrong pair counted while this one was being checked: this one is counted on top
        // of it, so two tabs submitting together cannot each count only one of their two failures.
        ATTEMPTS_SYNCED: { actions: 'attemptsSynced' },
      },
    },
    locked: {
      after: { LOCK_EXPIRED: { target: 'idle', actions: 'lockEnded' } },
      on: {
        // Another tab logged in (which clears the record): nothing is left to wait for.
        ATTEMPTS_SYNCED: {
          guard: ({ event }) => event.lockLeftMs <= 0,
          target: 'idle',
          actions: ['attemptsSynced', 'lockEnded'],
        },
      },
      initial: 'counting',
      states: {
        counting: {
          after: {
            COUNTDOWN_TICK: {
              guard: 'moreThanATickLeft',
              target: 'counting',
              reenter: true,
              actions: 'secondPassed',
            },
          },
        },
      },
    },
    redirect: {
      tags: 'busy',
      after: {
        LOGIN_REDIRECT: { target: 'loggedIn', actions: ['sessionStarted', 'redirected'] },
      },
    },
    loggedIn: {
      type: 'final',
      tags: 'busy',
    },
  },
});

function nextTickMs(context: LoginAttempts): number {
  return context.lockLeftMs % LOGIN_COUNTDOWN_TICK_MS || LOGIN_COUNTDOWN_TICK_MS;
}

function attemptsOf({ failures, locks, lockLeftMs }: LoginContext): LoginAttempts {
  return { failures, locks, lockLeftMs };
}
