import { assign, setup } from 'xstate';
import type { SessionInfo } from '@/shared/api/accounts';
import { heldInState, providedActor, providedByScreen } from '@/shared/machine/machineActions';

/** SPEC §4/§9: the pause between accepted credentials and the redirect. */
export const LOGIN_REDIRECT_MS = 500;

/** How often the countdown shown while locked goes down. */
export const LOGIN_COUNTDOWN_TICK_MS = 1000;

/**
 * The longest lock the screen counts down: the server's answer is trusted for anything shorter, and a
 * wait beyond what a browser timer holds (about 24.8 days) would end the lock at once.
 */
export const LOGIN_LOCK_MAX_MS = 24 * 60 * 60_000;

/** Why a sign-in was refused: a field left empty, a wrong pair, or no answer from the server. */
export type LoginError = 'missingFields' | 'invalidCredentials' | 'unavailable';

export interface LoginAttempt {
  email: string;
  password: string;
}

/**
 * What the server answered a sign-in (issue 24: the server owns the lock-out). No answer at all (the
 * network, a server error) is the actor's rejection instead.
 */
export type SignInOutcome =
  | { kind: 'signedIn'; session: SessionInfo }
  | { kind: 'refused' }
  | { kind: 'locked'; retryAfterSeconds: number };

export interface LoginContext {
  error: LoginError | null;
  /** Counts refusals, so the page can announce and focus an error identical to the previous one. */
  errorCount: number;
  /** Time left on the lock the server announced; 0 when none is running. */
  lockLeftMs: number;
  /** A lock ended while this form was open, and nothing has been sent since: the page says so. */
  lockEndedHere: boolean;
  /** The session the server started, handed to the app when the redirect pause is over. */
  session: SessionInfo | null;
}

// The password travels in the event and the actor's input only; it is never kept in context.
export type LoginEvent = { type: 'SUBMITTED' } & LoginAttempt;

/**
 * The staff sign-in: idle → submitting (signIn: the server checks the pair) → redirect → (after
 * LOGIN_REDIRECT) loggedIn. Every state but idle and locked is tagged `busy`: the form is disabled and
 * reads "Logging in...". The server counts wrong passwords and decides on locks; when it answers that
 * the account or this address is locked, the form is `locked` for the seconds it named (a countdown
 * going down every COUNTDOWN_TICK), then idle again (LOCK_EXPIRED). Nothing is counted here.
 *
 * The screen supplies `signIn` and the effects `sessionStarted` (with the server's session) and
 * `redirected`. No clock in here: time passes only through named delays.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    // Until provided it rejects: an unprovided machine can never sign anyone in.
    signIn: providedActor<SignInOutcome, LoginAttempt>('signIn'),
  },
  actions: {
    sessionStarted: providedByScreen<SessionInfo>(),
    redirected: providedByScreen(),
    refused: assign({
      error: (_, params: { error: LoginError }) => params.error,
      errorCount: ({ context }) => context.errorCount + 1,
    }),
    submissionStarted: assign({ error: null, lockEndedHere: false }),
    sessionKept: assign({ session: (_, session: SessionInfo) => session }),
    lockStarted: assign({
      lockLeftMs: (_, params: { seconds: number }) => Math.min(params.seconds * 1000, LOGIN_LOCK_MAX_MS),
    }),
    secondPassed: assign({ lockLeftMs: ({ context }) => context.lockLeftMs - nextTickMs(context) }),
    lockEnded: assign({ lockLeftMs: 0, error: null, lockEndedHere: true }),
  },
  guards: {
    fieldMissing: ({ event }) => !event.email.trim() || !event.password.trim(),
    // The last part of a second is left to LOCK_EXPIRED, so the countdown never shows 0.
    moreThanATickLeft: ({ context }) => context.lockLeftMs > nextTickMs(context),
  },
  delays: {
    LOGIN_REDIRECT: LOGIN_REDIRECT_MS,
    LOCK_EXPIRED: ({ context }) => context.lockLeftMs,
    COUNTDOWN_TICK: ({ context }) => nextTickMs(context),
  },
}).createMachine({
  id: 'login',
  initial: 'idle',
  context: { error: null, errorCount: 0, lockLeftMs: 0, lockEndedHere: false, session: null },
  states: {
    idle: {
      on: {
        SUBMITTED: [
          { guard: 'fieldMissing', actions: { type: 'refused', params: { error: 'missingFields' } } },
          { target: 'submitting', actions: 'submissionStarted' },
        ],
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => ({ email: event.email, password: event.password }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'signedIn',
            target: 'redirect',
            actions: {
              type: 'sessionKept',
              params: ({ event }) => (event.output as Extract<SignInOutcome, { kind: 'signedIn' }>).session,
            },
          },
          {
            guard: ({ event }) => event.output.kind === 'locked',
            target: 'locked',
            actions: {
              type: 'lockStarted',
              params: ({ event }) => ({
                seconds: (event.output as Extract<SignInOutcome, { kind: 'locked' }>).retryAfterSeconds,
              }),
            },
          },
          { target: 'idle', actions: { type: 'refused', params: { error: 'invalidCredentials' } } },
        ],
        onError: { target: 'idle', actions: { type: 'refused', params: { error: 'unavailable' } } },
      },
    },
    locked: {
      after: { LOCK_EXPIRED: { target: 'idle', actions: 'lockEnded' } },
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
        LOGIN_REDIRECT: {
          target: 'loggedIn',
          actions: [
            { type: 'sessionStarted', params: ({ context }) => heldInState(context.session, 'The session') },
            'redirected',
          ],
        },
      },
    },
    loggedIn: {
      type: 'final',
      tags: 'busy',
    },
  },
});

function nextTickMs(context: LoginContext): number {
  return context.lockLeftMs % LOGIN_COUNTDOWN_TICK_MS || LOGIN_COUNTDOWN_TICK_MS;
}
