import { assertEvent, assign, setup } from 'xstate';
import { providedActor } from '@/shared/machine/machineActions';
import { newsletterEmailError, type NewsletterError } from '@/shared/api/newsletter';
import type { SignupFailure } from '@/shared/api/newsletterAction';

/** SPEC §4/§9: how long the thank-you message stays before the form returns. */
export const THANKS_RESET_MS = 5000;

/** What the screen adds to the address when it sends a sign-up: where, in which words, and the bot check. */
export interface SignupDetails {
  page: string;
  language: string;
  /** The wording shown beside the form (its hint), as shown. */
  consent: string;
  /** The honeypot's value (src/shared/api/botCheck.ts). */
  website: string;
  /** How long the form was on screen. */
  elapsedMs: number;
}

/** The sign-up the `subscribe` actor sends: the address trimmed, and the screen's details. */
export type SubscribeInput = { email: string } & Partial<SignupDetails>;

/** How `subscribe` fails: an Error carrying why (offline, the server failed, too many sign-ups). */
export class SignupFailed extends Error {
  constructor(readonly failure: SignupFailure) {
    super(`The sign-up was not sent: ${failure}`);
  }
}

export interface NewsletterContext {
  /** Exactly what the visitor typed, kept as is so a refused or failed submission loses nothing. */
  email: string;
  error: NewsletterError | null;
  /** Why the last sending failed; null when it did not. */
  failure: SignupFailure | null;
}

export type NewsletterEvent =
  | { type: 'EMAIL_CHANGED'; email: string }
  | { type: 'SUBMITTED'; details?: SignupDetails }
  /** The server took this address already: the form was sent before the app ran (or without it). */
  | { type: 'SERVER_THANKED'; email: string };

const failureOf = (error: unknown): SignupFailure =>
  error instanceof SignupFailed ? error.failure : 'unavailable';

/**
 * The newsletter sign-up: form → sending → thanks → (after THANKS_RESET) form, emptied. The thanks
 * shows only once the server has answered; a failure returns to the form with the address still in the
 * field and the reason (`failure`) shown.
 *
 * Field owner: the e-mail field belongs to this machine (`email`), so a refusal, a failure, the thank-you
 * and the reset all read and clear the same value. The screen supplies the one effect, the `subscribe`
 * actor (a POST to /api/newsletter), run once for each valid address. The address is judged by the shared
 * rule (src/shared/api/newsletter.ts) that the server applies too.
 */
export const newsletterMachine = setup({
  types: {
    context: {} as NewsletterContext,
    events: {} as NewsletterEvent,
  },
  actors: {
    subscribe: providedActor<unknown, SubscribeInput>('subscribe'),
  },
  actions: {
    emailChanged: assign(({ event }) => {
      assertEvent(event, 'EMAIL_CHANGED');
      return { email: event.email };
    }),
    // The same rules as the server's (src/shared/api/newsletter.ts), so both refuse alike.
    submissionRefused: assign({
      error: ({ context }) => newsletterEmailError(context.email) ?? 'format',
      failure: null,
    }),
    serverThanked: assign(({ event }) => {
      assertEvent(event, 'SERVER_THANKED');
      return { email: event.email, error: null, failure: null };
    }),
    // An earlier refusal's or failure's message must not linger while sending or behind the thank-you.
    messagesCleared: assign({ error: null, failure: null }),
    sendingFailed: assign({ failure: ({ event }) => failureOf((event as { error?: unknown }).error) }),
    formCleared: assign({ email: '', error: null, failure: null }),
  },
  guards: {
    isValidEmail: ({ context }) => newsletterEmailError(context.email) === null,
  },
  delays: {
    THANKS_RESET: THANKS_RESET_MS,
  },
}).createMachine({
  id: 'newsletter',
  initial: 'form',
  context: { email: '', error: null, failure: null },
  states: {
    form: {
      on: {
        EMAIL_CHANGED: { actions: 'emailChanged' },
        SUBMITTED: [
          { guard: 'isValidEmail', target: 'sending', actions: 'messagesCleared' },
          { actions: 'submissionRefused' },
        ],
        // The thanks the server's page showed stays, for as long as any thanks; nothing is sent again
        // for an address the server has taken.
        SERVER_THANKED: { target: 'thanks', actions: 'serverThanked' },
      },
    },
    sending: {
      // A second SUBMITTED here (double click) is ignored, so a sign-up is sent once; the field waits.
      invoke: {
        src: 'subscribe',
        input: ({ context, event }) => ({
          email: context.email.trim(),
          ...(event.type === 'SUBMITTED' ? event.details : undefined),
        }),
        onDone: { target: 'thanks' },
        onError: { target: 'form', actions: 'sendingFailed' },
      },
    },
    thanks: {
      after: {
        THANKS_RESET: { target: 'form', actions: 'formCleared' },
      },
    },
  },
});
