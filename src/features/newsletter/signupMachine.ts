import { createActor } from 'xstate';
import { newsletterMachine, type NewsletterEvent } from '@/machines/newsletter.machine';
import type { NewsletterError } from '@/shared/api/newsletter';
import type { ActorSession } from '@/shared/lib/lazyActorStore';
import { machineOptions } from '@/shared/lib/machineInspector';

/** What the sign-up form shows. */
export interface SignupView {
  thanking: boolean;
  email: string;
  error: NewsletterError | null;
}

// Nothing keeps a sign-up yet: the address is neither stored nor sent, and never written to the console or
// any log (a visitor's address is theirs). The thanks says so, rather than promise updates that cannot
// come; storing sign-ups on the server is a later issue's work.
const signupMachine = newsletterMachine.provide({
  actions: { signedUp: () => {} },
});

/**
 * Starts a newsletter machine for one sign-up form. This module (with xstate) is fetched only when the
 * form is about to be used (NewsletterSignup), so it stays out of a visitor's first download.
 */
export function startSignup(): ActorSession<SignupView, NewsletterEvent> {
  const actor = createActor(signupMachine, machineOptions()).start();
  return {
    send: (event) => actor.send(event),
    view: () => {
      const snapshot = actor.getSnapshot();
      return { thanking: snapshot.matches('thanks'), ...snapshot.context };
    },
    subscribe: (listener) => {
      const subscription = actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    stop: () => actor.stop(),
  };
}
