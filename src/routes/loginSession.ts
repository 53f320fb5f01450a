import { createActor, fromPromise } from 'xstate';
import { signIn } from '@/features/session/signIn';
import {
  loginMachine,
  type LoginAttempt,
  type LoginError,
  type LoginEvent,
  type SignInOutcome,
} from '@/machines/login.machine';
import type { SessionInfo } from '@/shared/api/accounts';
import type { ActorSession } from '@/shared/machine/lazyActorStore';
import { machineOptions } from '@/shared/machine/machineInspector';

/** What the login screen shows of its machine. */
export interface LoginView {
  /** A check is running or the redirect is pending. */
  busy: boolean;
  redirecting: boolean;
  error: LoginError | null;
  errorCount: number;
  /** The server refused for now: the form is locked for `secondsLeft` more seconds. */
  locked: boolean;
  secondsLeft: number;
  /** A lock ended while the form was open, and nothing has been sent since. */
  lockEndedHere: boolean;
}

/** The effects the screen supplies: what a successful sign-in does. */
export interface LoginEffects {
  sessionStarted: (session: SessionInfo) => void;
  redirected: () => void;
}

/**
 * Starts the login machine with the real sign-in (a POST to the server). This module (with xstate) is
 * fetched only when the visitor starts filling in the form (LoginRoute), so it stays out of the page's
 * first download.
 */
export function startLogin(effects: LoginEffects): ActorSession<LoginView, LoginEvent> {
  const machine = loginMachine.provide({
    actors: {
      signIn: fromPromise<SignInOutcome, LoginAttempt>(({ input }) => signIn(input)),
    },
    actions: {
      sessionStarted: (_, session) => effects.sessionStarted(session),
      redirected: effects.redirected,
    },
  });
  const actor = createActor(machine, machineOptions()).start();
  return {
    send: (event) => actor.send(event),
    view: () => {
      const snapshot = actor.getSnapshot();
      const { error, errorCount, lockLeftMs, lockEndedHere } = snapshot.context;
      return {
        busy: snapshot.hasTag('busy'),
        redirecting: snapshot.matches('redirect') || snapshot.matches('loggedIn'),
        locked: snapshot.matches('locked'),
        secondsLeft: Math.ceil(lockLeftMs / 1000),
        error,
        errorCount,
        lockEndedHere,
      };
    },
    subscribe: (listener) => {
      const subscription = actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    stop: () => actor.stop(),
  };
}
