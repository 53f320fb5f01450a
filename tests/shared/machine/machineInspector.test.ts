import { createActor, fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveMachines, observeInspection } from '@/shared/machine/liveMachines';
import { describeTransition, machineOptions } from '@/shared/machine/machineInspector';
import { newsletterMachine, type SubscribeInput } from '@/machines/newsletter.machine';

/** The sign-up's request, answered at once (the thanks follow the answer). */
const answered = fromPromise<unknown, SubscribeInput>(async () => undefined);

describe('describeTransition', () => {
  it('describes each state change of a machine as one line', async () => {
    const lines: string[] = [];
    const actor = createActor(newsletterMachine.provide({ actors: { subscribe: answered } }), {
      inspect: (event) => {
        const line = describeTransition(event);
        if (line) lines.push(line);
      },
    });
    actor.start();
    actor.send({ type: 'EMAIL_CHANGED', email: 'ada@example.com' });
    actor.send({ type: 'SUBMITTED' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('thanks'));
    actor.stop();
    expect(lines[0]).toBe('[newsletter] "form" ← xstate.init');
    expect(lines).toContain('[newsletter] "sending" ← SUBMITTED');
  });
});

describe('machineOptions', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function startNewsletter() {
    const actor = createActor(
      newsletterMachine.provide({ actors: { subscribe: answered } }),
      machineOptions(),
    ).start();
    const live = () => liveMachines().find((machine) => machine.actor === actor);
    return { actor, live };
  }

  it('lists a started machine with its state, and forgets it when it stops', async () => {
    const { actor, live } = startNewsletter();
    expect(live()).toMatchObject({ machineId: 'newsletter', snapshot: { value: 'form' } });
    actor.send({ type: 'EMAIL_CHANGED', email: 'ada@example.com' });
    actor.send({ type: 'SUBMITTED' });
    await vi.waitFor(() => expect(live()?.snapshot.value).toBe('thanks'));
    actor.stop();
    expect(live()).toBeUndefined();
  });

  it('does not list a machine that was created but never started (React StrictMode makes such)', () => {
    const actor = createActor(newsletterMachine, machineOptions());
    expect(liveMachines().some((machine) => machine.actor === actor)).toBe(false);
  });

  it('names the pending delay, keeps its real timing, and fires it at once on request', async () => {
    vi.useFakeTimers();
    const { actor, live } = startNewsletter();
    actor.send({ type: 'EMAIL_CHANGED', email: 'ada@example.com' });
    actor.send({ type: 'SUBMITTED' });
    await vi.advanceTimersByTimeAsync(0);
    const [timer] = live()!.clock.pending();
    expect(timer).toMatchObject({ delay: 'THANKS_RESET', ms: 5000 });

    vi.advanceTimersByTime(4999);
    expect(actor.getSnapshot().value).toBe('thanks');
    expect(live()!.clock.fire(timer!.id)).toBe(true);
    expect(actor.getSnapshot().value).toBe('form');
    expect(live()!.clock.pending()).toEqual([]);
    // Fired once only: the real timer was cancelled, so nothing is left to run.
    expect(vi.getTimerCount()).toBe(0);
    expect(live()!.clock.fire(timer!.id)).toBe(false);
    actor.stop();
  });

  it('lets the real delay pass as before when nobody fires it', async () => {
    vi.useFakeTimers();
    const { actor, live } = startNewsletter();
    actor.send({ type: 'EMAIL_CHANGED', email: 'ada@example.com' });
    actor.send({ type: 'SUBMITTED' });
    await vi.advanceTimersByTimeAsync(0);
    vi.advanceTimersByTime(5000);
    expect(actor.getSnapshot().value).toBe('form');
    expect(live()!.clock.pending()).toEqual([]);
    actor.stop();
  });

  it('passes every inspection event to an observer until it unsubscribes', () => {
    const seen: string[] = [];
    const stop = observeInspection((event) => seen.push(event.type));
    const { actor } = startNewsletter();
    actor.send({ type: 'SUBMITTED' });
    stop();
    actor.stop();
    expect(seen).toContain('@xstate.actor');
    expect(seen).toContain('@xstate.event');
    expect(seen.filter((type) => type === '@xstate.snapshot').length).toBe(2);
  });
});
