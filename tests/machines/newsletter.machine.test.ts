import { getShortestPaths } from '@xstate/graph';
import { createActor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isValidEmail,
  newsletterMachine,
  THANKS_RESET_MS,
  type NewsletterEvent,
} from '@/machines/newsletter.machine';

const VALID = 'ada@example.com';

/** A running actor whose log effect is a spy and whose reset takes `resetMs`. */
function startNewsletter(resetMs = 10) {
  const logSubscription = vi.fn();
  const actor = createActor(
    newsletterMachine.provide({
      actions: { logSubscription: (_, params) => logSubscription(params) },
      delays: { THANKS_RESET: resetMs },
    }),
  ).start();
  return { actor, logSubscription };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('isValidEmail', () => {
  it.each(['ada@example.com', ' ada.obi+news@mail.gov.ng ', 'a@b.co'])('accepts %j', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each(['', '   ', 'ada', 'ada@', 'ada@example', '@example.com', 'ada obi@example.com'])(
    'refuses %j',
    (value) => {
      expect(isValidEmail(value)).toBe(false);
    },
  );
});

describe('newsletter machine', () => {
  it('uses the 5 s thank-you delay of SPEC §9 unless told otherwise', () => {
    expect(THANKS_RESET_MS).toBe(5000);
    expect(newsletterMachine.implementations.delays.THANKS_RESET).toBe(THANKS_RESET_MS);
  });

  // Model-based: every state the events can reach is replayed on a real actor.
  const events: NewsletterEvent[] = [
    { type: 'EMAIL_CHANGED', email: VALID },
    { type: 'EMAIL_CHANGED', email: 'not-an-email' },
    { type: 'SUBMITTED' },
  ];
  const paths = getShortestPaths(newsletterMachine, { events });

  it('reaches both states, form and thanks', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect(reached).toEqual(new Set(['form', 'thanks']));
  });

  it.each(
    paths.map((path) => [`${String(path.state.value)} ${JSON.stringify(path.state.context)}`, path] as const),
  )('replays the path to %s', (_name, path) => {
    const { actor } = startNewsletter();
    for (const step of path.steps) actor.send(step.event);
    expect(actor.getSnapshot().value).toEqual(path.state.value);
    expect(actor.getSnapshot().context).toEqual(path.state.context);
    actor.stop();
  });

  it('refuses an empty submission with the "required" error', () => {
    const { actor, logSubscription } = startNewsletter();
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.error).toBe('required');
    expect(logSubscription).not.toHaveBeenCalled();
  });

  it('refuses a malformed address, keeping what was typed', () => {
    const { actor, logSubscription } = startNewsletter();
    actor.send({ type: 'EMAIL_CHANGED', email: 'ada@example' });
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context).toEqual({ email: 'ada@example', error: 'format' });
    expect(logSubscription).not.toHaveBeenCalled();
  });

  it('logs a valid address once, even if submitted twice, and thanks the visitor', () => {
    const { actor, logSubscription } = startNewsletter();
    actor.send({ type: 'EMAIL_CHANGED', email: `  ${VALID} ` });
    actor.send({ type: 'SUBMITTED' });
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().value).toBe('thanks');
    expect(logSubscription).toHaveBeenCalledTimes(1);
    expect(logSubscription).toHaveBeenCalledWith({ email: VALID });
  });

  it('returns to an empty form, error cleared, when THANKS_RESET has passed', () => {
    vi.useFakeTimers();
    const { actor } = startNewsletter(10);
    actor.send({ type: 'EMAIL_CHANGED', email: 'bad' });
    actor.send({ type: 'SUBMITTED' });
    actor.send({ type: 'EMAIL_CHANGED', email: VALID });
    actor.send({ type: 'SUBMITTED' });

    vi.advanceTimersByTime(9);
    expect(actor.getSnapshot().value).toBe('thanks');
    expect(actor.getSnapshot().context).toEqual({ email: VALID, error: null });

    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context).toEqual({ email: '', error: null });
  });

  it('waits the full 5 s by default', () => {
    vi.useFakeTimers();
    const actor = createActor(newsletterMachine).start();
    actor.send({ type: 'EMAIL_CHANGED', email: VALID });
    actor.send({ type: 'SUBMITTED' });
    vi.advanceTimersByTime(THANKS_RESET_MS - 1);
    expect(actor.getSnapshot().value).toBe('thanks');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('form');
  });

  it('takes a second subscription after the reset', () => {
    vi.useFakeTimers();
    const { actor, logSubscription } = startNewsletter(10);
    for (const email of [VALID, 'obi@example.org']) {
      actor.send({ type: 'EMAIL_CHANGED', email });
      actor.send({ type: 'SUBMITTED' });
      vi.advanceTimersByTime(10);
    }
    expect(logSubscription.mock.calls).toEqual([[{ email: VALID }], [{ email: 'obi@example.org' }]]);
    expect(actor.getSnapshot().value).toBe('form');
  });
});
