import * as v from 'valibot';
import { COMMENT_MAX_LENGTH, FEEDBACK_LIMIT, type FeedbackAnswer } from './feedbackAnswer';

/** A stored answer; unknown fields are dropped, so nothing else a hand edit adds is ever kept. */
const feedbackAnswerSchema = v.object({
  page: v.pipe(v.string(), v.nonEmpty()),
  useful: v.boolean(),
  whatWentWrong: v.optional(v.pipe(v.string(), v.maxLength(COMMENT_MAX_LENGTH))),
  at: v.pipe(v.string(), v.isoTimestamp()),
});

/** The schema's output must be the slice's type: a field the type requires and the schema lacks fails to compile. */
const storedAnswers: v.GenericSchema<unknown, FeedbackAnswer[]> = v.array(feedbackAnswerSchema);

/** Stored answers when every one is well formed (cut to the limit), otherwise undefined. */
export function parseFeedbackAnswers(value: unknown): FeedbackAnswer[] | undefined {
  const result = v.safeParse(storedAnswers, value);
  return result.success ? result.output.slice(0, FEEDBACK_LIMIT) : undefined;
}
