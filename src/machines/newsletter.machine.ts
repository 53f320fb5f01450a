import { assertEvent, assign, setup } from 'xstate';
import { providedByScreen } from '@/shared/lib/machineActions';
import { MAX_LENGTH } from '@/shared/lib/text';

/** SPEC §4/§9: how long the thank-you message stays before the form returns. */
export const THANKS_RESET_MS = 5000;

// Stricter than the browser's type="email" check, which accepts "ada@example": this also asks for a dot
// in the part after the @, as every address a newsletter could reach has. The browser's check runs
// first; this guard refuses what slips past it, and keeps the rule when the form is sent without it.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when `value` (ignoring surrounding spaces) has the shape of an e-mail address. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= MAX_LENGTH.email && EMAIL_SHAPE.test(email);
}

/** Why a submission was refused: nothing typed, or not an e-mail address. */
export type NewsletterError = 'required' | 'format';

export interface NewsletterContext {
  /** Exactly what the visitor typed, kept as is so a refused submission loses nothing. */
  email: string;
  error: NewsletterError | null;
}

export type NewsletterEvent = { type: 'EMAIL_CHANGED'; email: string } | { type: 'SUBMITTED' };

/**
 * The newsletter sign-up: form → thanks → (after THANKS_RESET) form, emptied.
 *
 * Field owner: the e-mail field belongs to this machine (`email`), so a refusal, the thank-you and the
 * reset all read and clear the same value. The screen supplies the one effect, `signedUp`, run once for
 * each valid address.
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
    submissionRefused: assign({
      error: ({ context }): NewsletterError => (context.email.trim() ? 'format' : 'required'),
    }),
    // An earlier refusal's message must not linger behind the thank-you.
    errorCleared: assign({ error: null }),
    formCleared: assign({ email: '', error: null }),
  },
  guards: {
    isValidEmail: ({ context }) => isValidEmail(context.email),
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
