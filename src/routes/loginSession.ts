import { createActor, fromPromise } from 'xstate';
import { verifyCredentials } from '@/features/session/credentials';
import {
  loginMachine,
  type LoginAttempt,
  type LoginAttempts,
  type LoginError,
  type LoginEvent,
} from '@/machines/login.machine';
import type { ActorSession } from '@/shared/lib/lazyActorStore';
import { machineOptions } from '@/shared/lib/machineInspector';

/** What the login screen shows of its machine. */
export interface LoginView {
  /** A check is running or the redirect is pending. */
  busy: boolean;
  redirecting: boolean;
  error: LoginError | null;
  errorCount: number;
  /** Too many wrong pairs: the form is locked for `secondsLeft` more seconds. */
  locked: boolean;
  secondsLeft: number;
  /** Wrong pairs since the last successful login, and the locks they led to. */
  failures: number;
  locks: number;
  /** A lock ended while the form was open, and nothing has been sent since. */
  lockEndedHere: boolean;
}

/** The effects the screen supplies: what a successful login does. */
export interface LoginEffects {
  sessionStarted: () => void;
  redirected: () => void;
  /** The record of failed attempts changed: the screen keeps it for reloads and other tabs. */
  attemptsChanged: (attempts: LoginAttempts) => void;
}

/**
 * Starts the login machine with the real credential check, from the failed attempts stored so far (so a
 * lock still running starts locked). This module (with xstate) is fetched only when the visitor starts
 * filling in the form, or a lock is running (LoginRoute), so it stays out of the page's first download.
 */
export function startLogin(
  effects: LoginEffects,
  attempts: LoginAttempts,
): ActorSession<LoginView, LoginEvent> {
  const machine = loginMachine.provide({
    actors: {
      checkCredentials: fromPromise<boolean, LoginAttempt>(({ input }) =>
        verifyCredentials(input.email, input.password),
      ),
    },
    actions: {
      sessionStarted: effects.sessionStarted,
      redirected: effects.redirected,
      attemptsChanged: (_, changed) => effects.attemptsChanged(changed),
    },
  });
  const actor = createActor(machine, { ...machineOptions(), input: attempts }).start();
  return {
    send: (event) => actor.send(event),
    view: () => {
      const snapshot = actor.getSnapshot();
      const { lockLeftMs, ...context } = snapshot.context;
      return {
        busy: snapshot.hasTag('busy'),
        redirecting: snapshot.matches('redirect') || snapshot.matches('loggedIn'),
        locked: snapshot.matches('locked'),
        secondsLeft: Math.ceil(lockLeftMs / 1000),
        ...context,
      };
    },
    subscribe: (listener) => {
      const subscription = actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    stop: () => actor.stop(),
  };
}
