/**
 * How the public forms (newsletter, feedback, translation reports) tell a bot from a person without a
 * CAPTCHA that shuts out screen readers:
 * - a honeypot: a text field named HONEYPOT_FIELD, hidden from people and from assistive technology
 *   (`hidden` wrapper, `tabIndex={-1}`, `autoComplete="off"`), which form-filling bots fill in;
 * - timing: the app sends how long the form was on screen before it was sent (`elapsedMs`); a person
 *   takes longer than MIN_HUMAN_MS to type even a short address. The form sent without the app has no
 *   timing (the prerendered page cannot know when it was served), only the honeypot.
 * A request that looks like a bot is answered exactly as a person's would be, and nothing is stored or
 * sent: the bot learns nothing.
 */
export const HONEYPOT_FIELD = 'website';

/** Faster than this from the form showing to its sending is not a person typing. */
export const MIN_HUMAN_MS = 1500;

/** What a public form carries for the check, beside its own fields. */
export interface BotSignals {
  /** The honeypot's value: anything but empty means a bot filled it in. */
  website?: string;
  /** Milliseconds from the form showing to its sending, when the app measured it. */
  elapsedMs?: number;
}

/** Whether a request to a public form looks sent by a bot (see above). */
export function looksLikeBot({ website, elapsedMs }: BotSignals): boolean {
  if (website !== undefined && website.trim() !== '') return true;
  return elapsedMs !== undefined && elapsedMs < MIN_HUMAN_MS;
}
