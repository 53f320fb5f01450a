import { assertEvent, assign, setup } from 'xstate';
import { providedActor, providedByScreen } from '@/shared/lib/machineActions';

/** SPEC §4/§9: the pause between accepted credentials and the redirect. */
export const LOGIN_REDIRECT_MS = 500;

/** Why a login was refused: a field left empty, a wrong pair, or no way to check (no WebCrypto). */
export type LoginError = 'missingFields' | 'invalidCredentials' | 'unavailable';

export interface LoginContext {
  error: LoginError | null;
  /** Counts refusals, so the page can announce and focus an error identical to the previous one. */
  errorCount: number;
}

export interface LoginAttempt {
  email: string;
  password: string;
}

// The password travels in the event and the actor's input only; it is never kept in context.
export type LoginEvent = { type: 'SUBMITTED' } & LoginAttempt;

/**
 * The admin login: idle → submitting (checkCredentials) → redirect → (after LOGIN_REDIRECT) loggedIn.
 * Every state but idle is tagged `busy`: the form is disabled and reads "Logging in...".
 *
 * Field owners: the e-mail and password fields belong to the screen and arrive with SUBMITTED (so the
 * password is never stored here). The screen supplies `checkCredentials` and the effects
 * `sessionStarted` and `redirected`.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    // Until provided it rejects: an unprovided machine can never log anyone in.
    checkCredentials: providedActor<boolean, LoginAttempt>('checkCredentials'),
  },
  actions: {
    sessionStarted: providedByScreen(),
    redirected: providedByScreen(),
    refused: assign({
      error: (_, params: { error: LoginError }) => params.error,
      errorCount: ({ context }) => context.errorCount + 1,
    }),
    errorCleared: assign({ error: null }),
  },
  guards: {
    fieldMissing: ({ event }) => {
      assertEvent(event, 'SUBMITTED');
      return !event.email.trim() || !event.password.trim();
    },
  },
  delays: {
    LOGIN_REDIRECT: LOGIN_REDIRECT_MS,
  },
}).createMachine({
  id: 'login',
  initial: 'idle',
  context: { error: null, errorCount: 0 },
  states: {
    idle: {
      on: {
        SUBMITTED: [
          { guard: 'fieldMissing', actions: { type: 'refused', params: { error: 'missingFields' } } },
          { target: 'submitting', actions: 'errorCleared' },
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
          { target: 'idle', actions: { type: 'refused', params: { error: 'invalidCredentials' } } },
        ],
        onError: { target: 'idle', actions: { type: 'refused', params: { error: 'unavailable' } } },
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
