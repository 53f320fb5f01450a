import { createActor, fromPromise } from 'xstate';
import {
  loginMachine,
  type LoginAttempt,
  type LoginEvent,
  type SignInOutcome,
} from '@/machines/login.machine';
import type { SessionInfo } from '@/shared/api/accounts';
import { actorSession, type ActorSession } from '@/shared/machine/lazyActorStore';
import { machineOptions } from '@/shared/machine/machineInspector';
import type { LoginView } from './LoginForm';
import { signIn } from './signIn';

/** The effects the screen supplies: what a successful sign-in does. */
export interface LoginEffects {
  sessionStarted: (session: SessionInfo) => void;
  redirected: () => void;
}

/**
 * Starts the login machine with the real sign-in (a POST to the server). This module (with xstate) is
 * fetched only when the visitor starts filling in the form (LoginRoute), so it stays out of the page's
 * first download. The server owns the lock-out; the machine counts down the wait it named.
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
  return actorSession(createActor(machine, machineOptions()), (snapshot): LoginView => {
    const { error, errorCount, lockLeftMs, lockEndedHere } = snapshot.context;
    const busy = snapshot.hasTag('busy');
    const locked = snapshot.matches('locked');
    return {
      busy,
      redirecting: snapshot.matches('redirect') || snapshot.matches('loggedIn'),
      locked,
      secondsLeft: Math.ceil(lockLeftMs / 1000),
      error,
      errorCount,
      unlocked: !locked && !busy && lockEndedHere && error === null,
    };
  });
}
