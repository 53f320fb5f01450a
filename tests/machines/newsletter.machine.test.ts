import { assign, createActor, setup, SimulatedClock, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newsletterMachine, type NewsletterEvent } from '@/machines/newsletter.machine';
import { newsletterEmailError } from '@/shared/api/newsletter';
import { byTransition, namedPaths } from '../utils/testPaths';

const VALID = 'ada@example.com';

/** A running actor whose log effect is a spy and whose reset takes `resetMs`. */
function startNewsletter(resetMs = 10) {
  const signedUp = vi.fn();
  const actor = createActor(
    newsletterMachine.provide({
      actions: { signedUp: (_, params) => signedUp(params) },
      delays: { THANKS_RESET: resetMs },
    }),
  ).start();
  return { actor, signedUp };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('newsletter machine', () => {
  it('refuses an empty submission with the "required" error', () => {
    const { actor, signedUp } = startNewsletter();
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.error).toBe('required');
    expect(signedUp).not.toHaveBeenCalled();
  });

  it('refuses a malformed address, keeping what was typed', () => {
    const { actor, signedUp } = startNewsletter();
    actor.send({ type: 'EMAIL_CHANGED', email: 'ada@example' });
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context).toEqual({ email: 'ada@example', error: 'format' });
    expect(signedUp).not.toHaveBeenCalled();
  });

  it('logs a valid address once, even if submitted twice, and thanks the visitor', () => {
    const { actor, signedUp } = startNewsletter();
    actor.send({ type: 'EMAIL_CHANGED', email: `  ${VALID} ` });
    actor.send({ type: 'SUBMITTED' });
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().value).toBe('thanks');
    expect(signedUp).toHaveBeenCalledTimes(1);
    expect(signedUp).toHaveBeenCalledWith({ email: VALID });
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

  // SPEC §9: the thank-you stays 5 s. The numbers are the spec's, not the constant, on purpose.
  it('shows the thank-you for 5 s by default: still at 4999 ms, the form back at 5000 ms', () => {
    vi.useFakeTimers();
    const actor = createActor(newsletterMachine).start();
    actor.send({ type: 'EMAIL_CHANGED', email: VALID });
    actor.send({ type: 'SUBMITTED' });
    vi.advanceTimersByTime(4999);
    expect(actor.getSnapshot().value).toBe('thanks');
    expect(actor.getSnapshot().context.email).toBe(VALID);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context).toEqual({ email: '', error: null });
  });

  it('shows the thanks for an address the server took, without signing it up again, for as long', () => {
    vi.useFakeTimers();
    const { actor, signedUp } = startNewsletter(10);
    actor.send({ type: 'SERVER_THANKED', email: ` ${VALID}` });
    expect(actor.getSnapshot().value).toBe('thanks');
    expect(actor.getSnapshot().context).toEqual({ email: ` ${VALID}`, error: null });
    vi.advanceTimersByTime(10);
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context).toEqual({ email: '', error: null });
    expect(signedUp).not.toHaveBeenCalled();
  });

  it('takes a second subscription after the reset', () => {
    vi.useFakeTimers();
    const { actor, signedUp } = startNewsletter(10);
    for (const email of [VALID, 'obi@example.org']) {
      actor.send({ type: 'EMAIL_CHANGED', email });
      actor.send({ type: 'SUBMITTED' });
      vi.advanceTimersByTime(10);
    }
    expect(signedUp.mock.calls).toEqual([[{ email: VALID }], [{ email: 'obi@example.org' }]]);
    expect(actor.getSnapshot().value).toBe('form');
  });
});

/*
 * Model-based. createTestModel refuses machines with `after` (and `invoke`), so the paths come from this
 * model of the spec, in which the passing of the thank-you time is an ordinary event. Every path is then
 * replayed on the real machine, with its real 5 s delay on a simulated clock: after each step the actor
 * must be in the model's state, with the model's context, having run exactly the model's effects.
 * Because the model is written from the spec and not derived from the machine, a changed transition
 * in the machine makes a replay fail.
 */
describe('newsletter machine, model-based', () => {
  /** An effect the screen sees; the model lists those of its latest step, the replay records the real ones. */
  type Effect = { signedUp: { email: string } };
  type ModelEvent = NewsletterEvent | { type: 'THANKS_TIME_PASSED' };

  const model = setup({
    types: {
      context: {} as { email: string; error: 'required' | 'format' | null; effects: Effect[] },
      events: {} as ModelEvent,
    },
  }).createMachine({
    id: 'newsletterModel',
    initial: 'form',
    context: { email: '', error: null, effects: [] },
    // Whatever a state does not handle is ignored: nothing changes and nothing is logged.
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
              target: 'thanks',
              actions: assign(({ context }) => ({
                error: null,
                effects: [{ signedUp: { email: context.email.trim() } }],
              })),
            },
            {
              actions: assign(({ context }) => ({
                error: context.email.trim() === '' ? ('required' as const) : ('format' as const),
                effects: [],
              })),
            },
          ],
          // The server took the address (the form was sent before the app ran): thanks, nothing run.
          SERVER_THANKED: {
            target: 'thanks',
            actions: assign(({ event }) => ({ email: event.email, error: null, effects: [] })),
          },
        },
      },
      thanks: {
        on: {
          THANKS_TIME_PASSED: { target: 'form', actions: assign({ email: '', error: null, effects: [] }) },
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
      { type: 'SUBMITTED' },
      { type: 'SERVER_THANKED', email: VALID },
      { type: 'THANKS_TIME_PASSED' },
    ],
    // A state is where the model is and what it holds, plus the step that led there.
    serializeState: byTransition((snapshot) => JSON.stringify([snapshot.value, snapshot.context])),
  });
  const paths = testModel.getShortestPaths();

  it('reaches both states and takes every transition of the model', () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(['form', 'thanks']));
    expect(paths.length).toBeGreaterThan(10);
  });

  const name = (event: { type: string; email?: string }) =>
    event.type === 'EMAIL_CHANGED' ? `EMAIL_CHANGED(${JSON.stringify(event.email)})` : event.type;

  it.each(namedPaths(paths, name))('replays on a real actor: %s', async (_name, path) => {
    const clock = new SimulatedClock();
    const effects: Effect[] = [];
    const actor = createActor(
      newsletterMachine.provide({
        actions: { signedUp: (_, params) => void effects.push({ signedUp: params }) },
      }),
      { clock },
    ).start();
    const send = ({ event }: { event: { type: string } }) => actor.send(event as NewsletterEvent);
    const expectSameState = (expected: ModelSnapshot) => {
      const { effects: expectedEffects, ...context } = expected.context;
      expect(actor.getSnapshot().value).toEqual(expected.value);
      expect(actor.getSnapshot().context).toEqual(context);
      expect(effects.splice(0)).toEqual(expectedEffects);
    };

    await path.test({
      events: {
        EMAIL_CHANGED: send,
        SUBMITTED: send,
        SERVER_THANKED: send,
        // SPEC §9's 5 s, on the machine's own delay: nothing happens a moment before.
        THANKS_TIME_PASSED: () => {
          clock.increment(4999);
          expect(actor.getSnapshot().value).toBe('thanks');
          clock.increment(1);
        },
      },
      states: { form: expectSameState, thanks: expectSameState },
    });
    actor.stop();
  });
});
