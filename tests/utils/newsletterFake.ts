import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import {
  newsletterReceivedSchema,
  newsletterRequestSchema,
  type NewsletterRequest,
} from '@/shared/api/newsletter';
import { NEWSLETTER_PATH } from '@/shared/api/newsletterAction';

/** The sign-ups the fake server took, in order: what a test asserts on (cleared by resetSignups). */
export const receivedSignups: NewsletterRequest[] = [];

export function resetSignups() {
  receivedSignups.length = 0;
}

/**
 * POST /api/newsletter as the server answers it: checked with the server's own schema (400 with the
 * field when it is refused), then 202 with the one answer every sign-up gets.
 */
export const newsletterHandlers = [
  http.post(NEWSLETTER_PATH, async ({ request }) => {
    const parsed = v.safeParse(newsletterRequestSchema, await request.json().catch(() => undefined));
    if (!parsed.success) return HttpResponse.json({ error: parsed.issues[0].message }, { status: 400 });
    receivedSignups.push(parsed.output);
    return HttpResponse.json(v.parse(newsletterReceivedSchema, { status: 'checkYourInbox' }), {
      status: 202,
    });
  }),
];
