import { createActor } from 'xstate';
import { newsletterMachine, type NewsletterError, type NewsletterEvent } from '@/machines/newsletter.machine';
import type { ActorSession } from '@/shared/lib/lazyActorStore';
import { machineOptions } from '@/shared/lib/machineInspector';

/** What the sign-up form shows. */
export interface SignupView {
  thanking: boolean;
  email: string;
  error: NewsletterError | null;
}

// SPEC §7: a sign-up is only logged; nothing leaves the browser.
const signupMachine = newsletterMachine.provide({
  actions: {
    logSubscription: (_, { email }) => console.info('[newsletter] subscribed', { email }),
  },
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
