import * as v from 'valibot';
import { MAX_LENGTH } from '@/shared/lib/text';

/** Why an address was refused: nothing typed, or not an e-mail address. */
export type NewsletterError = 'required' | 'format';

// Stricter than the browser's type="email" check, which accepts "ada@example": this also asks for a dot
// in the part after the @, as every address a newsletter could reach has.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A newsletter address, surrounding spaces ignored: required, at most MAX_LENGTH.email, shaped like an
 * address. Each check's message is the NewsletterError it stands for. The browser's machine and the
 * server both judge an address by this one schema.
 */
export const newsletterEmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('required'),
  v.maxLength(MAX_LENGTH.email, 'format'),
  v.regex(EMAIL_SHAPE, 'format'),
);

/** A sign-up as the form sends it without the app: the address, and the page the form was on. */
export const newsletterFormSchema = v.object({
  email: v.string(),
  page: v.string(),
});

/** Why `email` would be refused, or null when it would be taken. */
export function newsletterEmailError(email: string): NewsletterError | null {
  const result = v.safeParse(newsletterEmailSchema, email, { abortPipeEarly: true });
  return result.success ? null : (result.issues[0].message as NewsletterError);
}

/** The server's answer to a sign-up sent without the app, shown in the form: thanks, or the refusal. */
export const newsletterAnswerSchema = v.object({
  /** What was typed, as sent (the thanks names it trimmed; a refusal keeps it in the field). */
  email: v.string(),
  /** null: taken, and thanked for. */
  error: v.nullable(v.picklist<NewsletterError[]>(['required', 'format'])),
});
export type NewsletterAnswer = v.InferOutput<typeof newsletterAnswerSchema>;
