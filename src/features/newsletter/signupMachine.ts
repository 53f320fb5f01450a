import { createActor, fromPromise } from 'xstate';
import {
  newsletterMachine,
  SignupFailed,
  type NewsletterEvent,
  type SubscribeInput,
} from '@/machines/newsletter.machine';
import type { NewsletterError } from '@/shared/api/newsletter';
import { NEWSLETTER_PATH, type SignupFailure } from '@/shared/api/newsletterAction';
import { siteAddress } from '@/shared/api/sameSite';
import { actorSession, type ActorSession } from '@/shared/machine/lazyActorStore';
import { machineOptions } from '@/shared/machine/machineInspector';

/** What the sign-up form shows. */
export interface SignupView {
  thanking: boolean;
  /** The sign-up is on its way to the server: the button waits. */
  sending: boolean;
  email: string;
  error: NewsletterError | null;
  failure: SignupFailure | null;
}

/**
 * POST /api/newsletter. The server answers 202 whatever became of the address (new, on the list already,
 * or taken for a bot's); anything else is a failure the form names. The address is never written to the
 * console or a log.
 */
export async function sendSignup(input: SubscribeInput): Promise<void> {
  let response: Response;
  try {
    response = await fetch(siteAddress(NEWSLETTER_PATH), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    });
  } catch {
    throw new SignupFailed('offline');
  }
  if (response.status === 429) throw new SignupFailed('tooMany');
  if (!response.ok) throw new SignupFailed('unavailable');
}

const signupMachine = newsletterMachine.provide({
  actors: { subscribe: fromPromise<unknown, SubscribeInput>(({ input }) => sendSignup(input)) },
});

/**
 * Starts a newsletter machine for one sign-up form. This module (with xstate) is fetched only when the
 * form is about to be used (NewsletterSignup), so it stays out of a visitor's first download.
 */
export const startSignup = (): ActorSession<SignupView, NewsletterEvent> =>
  actorSession(createActor(signupMachine, machineOptions()), (snapshot) => ({
    thanking: snapshot.matches('thanks'),
    sending: snapshot.matches('sending'),
    ...snapshot.context,
  }));
