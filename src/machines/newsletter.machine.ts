import { assertEvent, assign, setup } from 'xstate';
import { providedByScreen } from '@/shared/lib/machineActions';
import { newsletterEmailError, type NewsletterError } from '@/shared/api/newsletter';

/** SPEC §4/§9: how long the thank-you message stays before the form returns. */
export const THANKS_RESET_MS = 5000;

export interface NewsletterContext {
  /** Exactly what the visitor typed, kept as is so a refused submission loses nothing. */
  email: string;
  error: NewsletterError | null;
}

export type NewsletterEvent =
  | { type: 'EMAIL_CHANGED'; email: string }
  | { type: 'SUBMITTED' }
  /** The server took this address already: the form was sent before the app ran (or without it). */
  | { type: 'SERVER_THANKED'; email: string };

/**
 * The newsletter sign-up: form → thanks → (after THANKS_RESET) form, emptied.
 *
 * Field owner: the e-mail field belongs to this machine (`email`), so a refusal, the thank-you and the
 * reset all read and clear the same value. The screen supplies the one effect, `signedUp`, run once for
 * each valid address. The address is judged by the shared rule (src/shared/api/newsletter.ts) that the
 * server applies to the form sent without the app.
 */
export const newsletterMachine = setup({
  types: {
    context: {} as NewsletterContext,
    events: {} as NewsletterEvent,
  },
  actions: {
    signedUp: providedByScreen<{ email: string }>(),
    emailChanged: assign(({ event }) => {
      assertEvent(event, 'EMAIL_CHANGED');
      return { email: event.email };
    }),
    // The same rules as the server's (src/shared/api/newsletter.ts), so both refuse alike.
    submissionRefused: assign({
      error: ({ context }) => newsletterEmailError(context.email) ?? 'format',
    }),
    serverThanked: assign(({ event }) => {
      assertEvent(event, 'SERVER_THANKED');
      return { email: event.email, error: null };
    }),
    // An earlier refusal's message must not linger behind the thank-you.
    errorCleared: assign({ error: null }),
    formCleared: assign({ email: '', error: null }),
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
  context: { email: '', error: null },
  states: {
    form: {
      on: {
        EMAIL_CHANGED: { actions: 'emailChanged' },
        SUBMITTED: [
          {
            guard: 'isValidEmail',
            target: 'thanks',
            actions: [
              { type: 'signedUp', params: ({ context }) => ({ email: context.email.trim() }) },
              'errorCleared',
            ],
          },
          { actions: 'submissionRefused' },
        ],
        // The thanks the server's page showed stays, for as long as any thanks; signedUp does not run
        // again for an address the server has taken.
        SERVER_THANKED: { target: 'thanks', actions: 'serverThanked' },
      },
    },
    thanks: {
      // A second SUBMITTED here (double click) is ignored, so a subscription is logged once.
      after: {
        THANKS_RESET: { target: 'form', actions: 'formCleared' },
      },
    },
  },
});
