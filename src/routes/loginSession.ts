import { createActor, fromPromise } from 'xstate';
import { verifyCredentials } from '@/features/session/credentials';
import { loginMachine, type LoginAttempt, type LoginError, type LoginEvent } from '@/machines/login.machine';
import type { ActorSession } from '@/shared/lib/lazyActorStore';
import { machineOptions } from '@/shared/lib/machineInspector';

/** What the login screen shows of its machine. */
export interface LoginView {
  /** A check is running or the redirect is pending. */
  busy: boolean;
  redirecting: boolean;
  error: LoginError | null;
  errorCount: number;
}

/** The effects the screen supplies: what a successful login does. */
export interface LoginEffects {
  sessionStarted: () => void;
  redirected: () => void;
}

/**
 * Starts the login machine with the real credential check. This module (with xstate) is fetched only
 * when the visitor starts filling in the form (LoginRoute), so it stays out of the page's first download.
 */
export function startLogin(effects: LoginEffects): ActorSession<LoginView, LoginEvent> {
  const machine = loginMachine.provide({
    actors: {
      checkCredentials: fromPromise<boolean, LoginAttempt>(({ input }) =>
        verifyCredentials(input.email, input.password),
      ),
    },
    actions: { sessionStarted: effects.sessionStarted, redirected: effects.redirected },
  });
  const actor = createActor(machine, machineOptions()).start();
  return {
    send: (event) => actor.send(event),
    view: () => {
      const snapshot = actor.getSnapshot();
      return {
        busy: snapshot.hasTag('busy'),
        redirecting: snapshot.matches('redirect') || snapshot.matches('loggedIn'),
        ...snapshot.context,
      };
    },
    subscribe: (listener) => {
      const subscription = actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    stop: () => actor.stop(),
  };
}
