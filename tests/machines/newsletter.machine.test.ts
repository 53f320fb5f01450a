import { assign, createActor, fromPromise, setup, SimulatedClock, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  newsletterMachine,
  SignupFailed,
  type NewsletterEvent,
  type SignupDetails,
  type SubscribeInput,
} from '@/machines/newsletter.machine';
import { newsletterEmailError } from '@/shared/api/newsletter';
import type { SignupFailure } from '@/shared/api/newsletterAction';
import { byTransition, namedPaths } from '../utils/testPaths';

const VALID = 'ada@example.com';
const DETAILS: SignupDetails = {
  page: '/yo/documents',
  language: 'yo',
  consent: 'We only use it to send you this newsletter.',
  website: '',
  elapsedMs: 4000,
};

/** A sign-up request the test answers by hand: each call waits for `answer()` or `fail()`. */
function heldRequests() {
  const calls: SubscribeInput[] = [];
  const pending: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  const subscribe = fromPromise<unknown, SubscribeInput>(
    ({ input }) =>
      new Promise<void>((resolve, reject) => {
        calls.push(input);
        pending.push({ resolve, reject });
      }),
  );
  const settle = async (how: (request: (typeof pending)[number]) => void) => {
    how(pending.shift()!);
    await Promise.resolve();
    await Promise.resolve();
  };
  return {
    subscribe,
    calls,
    answer: () => settle((request) => request.resolve()),
    fail: (failure: SignupFailure | Error) =>
      settle((request) => request.reject(failure instanceof Error ? failure : new SignupFailed(failure))),
  };
}

/** A running actor whose sign-up requests the test answers, and whose reset takes `resetMs`. */
function startNewsletter(resetMs = 10) {
  const requests = heldRequests();
  const actor = createActor(
    newsletterMachine.provide({
      actors: { subscribe: requests.subscribe },
      delays: { THANKS_RESET: resetMs },
    }),
  ).start();
  return { actor, requests };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('newsletter machine', () => {
  it('refuses an empty submission with the "required" error, sending nothing', () => {
    const { actor, requests } = startNewsletter();
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.error).toBe('required');
    expect(requests.calls).toEqual([]);
  });

  it('refuses a malformed address, keeping what was typed', () => {
    const { actor, requests } = startNewsletter();
    actor.send({ type: 'EMAIL_CHANGED', email: 'ada@example' });
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context).toEqual({ email: 'ada@example', error: 'format', failure: null });
    expect(requests.calls).toEqual([]);
  });

  it('sends a valid address once, trimmed, with the screen’s details, and thanks only after the server answered', async () => {
    const { actor, requests } = startNewsletter();
    actor.send({ type: 'EMAIL_CHANGED', email: `  ${VALID} ` });
    actor.send({ type: 'SUBMITTED', details: DETAILS });
    actor.send({ type: 'SUBMITTED', details: DETAILS });
    actor.send({ type: 'EMAIL_CHANGED', email: 'changed@example.com' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(requests.calls).toEqual([{ email: VALID, ...DETAILS }]);
    await requests.answer();
    expect(actor.getSnapshot().value).toBe('thanks');
    expect(actor.getSnapshot().context).toEqual({ email: `  ${VALID} `, error: null, failure: null });
  });

  it.each(['offline', 'unavailable', 'tooMany'] as const)(
    'a failure (%s) returns to the form, keeping the address and saying why; sending again works',
    async (failure) => {
      const { actor, requests } = startNewsletter();
      actor.send({ type: 'EMAIL_CHANGED', email: VALID });
      actor.send({ type: 'SUBMITTED' });
      await requests.fail(failure);
      expect(actor.getSnapshot().value).toBe('form');
      expect(actor.getSnapshot().context).toEqual({ email: VALID, error: null, failure });
      actor.send({ type: 'SUBMITTED' });
      expect(actor.getSnapshot().context.failure).toBeNull();
      await requests.answer();
      expect(actor.getSnapshot().value).toBe('thanks');
      expect(requests.calls).toHaveLength(2);
    },
  );

  it('calls an unexpected error a server failure', async () => {
    const { actor, requests } = startNewsletter();
    actor.send({ type: 'EMAIL_CHANGED', email: VALID });
    actor.send({ type: 'SUBMITTED' });
    await requests.fail(new TypeError('boom'));
    expect(actor.getSnapshot().context.failure).toBe('unavailable');
  });

  it('returns to an empty form, messages cleared, when THANKS_RESET has passed', async () => {
    vi.useFakeTimers();
    const { actor, requests } = startNewsletter(10);
    actor.send({ type: 'EMAIL_CHANGED', email: 'bad' });
    actor.send({ type: 'SUBMITTED' });
    actor.send({ type: 'EMAIL_CHANGED', email: VALID });
    actor.send({ type: 'SUBMITTED' });
    await requests.answer();

    vi.advanceTimersByTime(9);
    expect(actor.getSnapshot().value).toBe('thanks');
    expect(actor.getSnapshot().context).toEqual({ email: VALID, error: null, failure: null });

    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context).toEqual({ email: '', error: null, failure: null });
  });

  // SPEC §9: the thank-you stays 5 s. The numbers are the spec's, not the constant, on purpose.
  it('shows the thank-you for 5 s by default: still at 4999 ms, the form back at 5000 ms', async () => {
    vi.useFakeTimers();
    const actor = createActor(
      newsletterMachine.provide({
        actors: { subscribe: fromPromise<unknown, SubscribeInput>(async () => undefined) },
      }),
    ).start();
    actor.send({ type: 'EMAIL_CHANGED', email: VALID });
    actor.send({ type: 'SUBMITTED' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('thanks');
    vi.advanceTimersByTime(4999);
    expect(actor.getSnapshot().value).toBe('thanks');
    expect(actor.getSnapshot().context.email).toBe(VALID);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context).toEqual({ email: '', error: null, failure: null });
  });

  it('a machine started without the screen’s request fails loudly rather than pretend', async () => {
    const actor = createActor(newsletterMachine).start();
    actor.send({ type: 'EMAIL_CHANGED', email: VALID });
    actor.send({ type: 'SUBMITTED' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('form'));
    expect(actor.getSnapshot().context.failure).toBe('unavailable');
  });

  it('shows the thanks for an address the server took, without sending it again, for as long', () => {
    vi.useFakeTimers();
    const { actor, requests } = startNewsletter(10);
    actor.send({ type: 'SERVER_THANKED', email: ` ${VALID}` });
    expect(actor.getSnapshot().value).toBe('thanks');
    expect(actor.getSnapshot().context).toEqual({ email: ` ${VALID}`, error: null, failure: null });
    vi.advanceTimersByTime(10);
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context).toEqual({ email: '', error: null, failure: null });
    expect(requests.calls).toEqual([]);
  });
});

/*
 * Model-based. createTestModel refuses machines with `after` and `invoke`, so the paths come from this
 * model of the spec, in which the server's answer and the passing of the thank-you time are ordinary
 * events. Every path is then replayed on the real machine, with its real request (answered by the test)
 * and its real 5 s delay on a simulated clock: after each step the actor must be in the model's state,
 * with the model's context, having sent exactly the model's requests. Because the model is written from
 * the spec and not derived from the machine, a changed transition in the machine makes a replay fail.
 */
describe('newsletter machine, model-based', () => {
  /** A request the screen sends; the model lists those of its latest step, the replay records the real ones. */
  type Effect = { subscribe: SubscribeInput };
  type ModelEvent =
    | NewsletterEvent
    | { type: 'SERVER_ANSWERED' }
    | { type: 'SENDING_FAILED'; failure: SignupFailure }
    | { type: 'THANKS_TIME_PASSED' };

  const model = setup({
    types: {
      context: {} as {
        email: string;
        error: 'required' | 'format' | null;
        failure: SignupFailure | null;
        effects: Effect[];
      },
      events: {} as ModelEvent,
    },
  }).createMachine({
    id: 'newsletterModel',
    initial: 'form',
    context: { email: '', error: null, failure: null, effects: [] },
    // Whatever a state does not handle is ignored: nothing changes and nothing is sent.
    on: {
      EMAIL_CHANGED: { actions: assign({ effects: [] }) },
      SUBMITTED: { actions: assign({ effects: [] }) },
      SERVER_THANKED: { actions: assign({ effects: [] }) },
    },
    states: {
      form: {
        on: {
          EMAIL_CHANGED: { actions: assign(({ event }) => ({ email: event.email, effects: [] })) },
          SUBMITTED: [
            {
              guard: ({ context }) => newsletterEmailError(context.email) === null,
              target: 'sending',
              actions: assign(({ context, event }) => ({
                error: null,
                failure: null,
                effects: [{ subscribe: { email: context.email.trim(), ...event.details } }],
              })),
            },
            {
              actions: assign(({ context }) => ({
                error: context.email.trim() === '' ? ('required' as const) : ('format' as const),
                failure: null,
                effects: [],
              })),
            },
          ],
          // The server took the address (the form was sent before the app ran): thanks, nothing sent.
          SERVER_THANKED: {
            target: 'thanks',
            actions: assign(({ event }) => ({ email: event.email, error: null, failure: null, effects: [] })),
          },
        },
      },
      sending: {
        on: {
          SERVER_ANSWERED: { target: 'thanks', actions: assign({ effects: [] }) },
          // The address stays in the field, and the reason is shown.
          SENDING_FAILED: {
            target: 'form',
            actions: assign(({ event }) => ({ failure: event.failure, effects: [] })),
          },
        },
      },
      thanks: {
        on: {
          THANKS_TIME_PASSED: {
            target: 'form',
            actions: assign({ email: '', error: null, failure: null, effects: [] }),
          },
        },
      },
    },
  });
  type ModelSnapshot = SnapshotFrom<typeof model>;

  const testModel = createTestModel(model, {
    events: [
      { type: 'EMAIL_CHANGED', email: `  ${VALID} ` },
      { type: 'EMAIL_CHANGED', email: 'ada@example' },
      { type: 'EMAIL_CHANGED', email: '' },
      { type: 'SUBMITTED', details: DETAILS },
      { type: 'SERVER_THANKED', email: VALID },
      { type: 'SERVER_ANSWERED' },
      { type: 'SENDING_FAILED', failure: 'offline' },
      { type: 'SENDING_FAILED', failure: 'tooMany' },
      { type: 'THANKS_TIME_PASSED' },
    ],
    // A state is where the model is and what it holds, plus the step that led there.
    serializeState: byTransition((snapshot) => JSON.stringify([snapshot.value, snapshot.context])),
  });
  const paths = testModel.getShortestPaths();

  it('reaches every state and takes every transition of the model', () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(['form', 'sending', 'thanks']));
    expect(paths.length).toBeGreaterThan(20);
  });

  const name = (event: { type: string; email?: string; failure?: string }) =>
    event.type === 'EMAIL_CHANGED'
      ? `EMAIL_CHANGED(${JSON.stringify(event.email)})`
      : event.type === 'SENDING_FAILED'
        ? `SENDING_FAILED(${event.failure})`
        : event.type;

  it.each(namedPaths(paths, name))('replays on a real actor: %s', async (_name, path) => {
    const clock = new SimulatedClock();
    const requests = heldRequests();
    const actor = createActor(newsletterMachine.provide({ actors: { subscribe: requests.subscribe } }), {
      clock,
    }).start();
    const send = ({ event }: { event: { type: string } }) => actor.send(event as NewsletterEvent);
    const expectSameState = (expected: ModelSnapshot) => {
      const { effects: expectedEffects, ...context } = expected.context;
      expect(actor.getSnapshot().value).toEqual(expected.value);
      expect(actor.getSnapshot().context).toEqual(context);
      expect(requests.calls.splice(0).map((input) => ({ subscribe: input }))).toEqual(expectedEffects);
    };

    await path.test({
      events: {
        EMAIL_CHANGED: send,
        SUBMITTED: send,
        SERVER_THANKED: send,
        SERVER_ANSWERED: () => requests.answer(),
        SENDING_FAILED: ({ event }) =>
          requests.fail((event as unknown as { failure: SignupFailure }).failure),
        // SPEC §9's 5 s, on the machine's own delay: nothing happens a moment before.
        THANKS_TIME_PASSED: () => {
          clock.increment(4999);
          expect(actor.getSnapshot().value).toBe('thanks');
          clock.increment(1);
        },
      },
      states: { form: expectSameState, sending: expectSameState, thanks: expectSameState },
    });
    actor.stop();
  });
});
