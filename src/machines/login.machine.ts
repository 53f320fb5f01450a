import { assign, fromPromise, setup } from 'xstate';

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
 * `checkCredentials`, `sessionStarted` and `redirected` are supplied by the page with .provide().
 * Every state but idle is tagged `busy`: the form is disabled and reads "Logging in...".
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    // Placeholder: refusing to guess keeps an unprovided machine from ever logging anyone in.
    checkCredentials: fromPromise<boolean, LoginAttempt>(() =>
      Promise.reject(new Error('checkCredentials was not provided')),
    ),
  },
  actions: {
    // Placeholders: the page supplies the real effects with .provide().
    sessionStarted: () => {},
    redirected: () => {},
    refused: assign({
      error: (_, params: { error: LoginError }) => params.error,
      errorCount: ({ context }) => context.errorCount + 1,
    }),
    errorCleared: assign({ error: null }),
  },
  guards: {
    fieldMissing: ({ event }) => !event.email.trim() || !event.password.trim(),
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
        input: ({ event }) => ({ email: event.email, password: event.password }),
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
