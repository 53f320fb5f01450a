import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDraft, type DraftRequest, type GeneratedDraft } from '@/features/generator/draftTemplates';
import { nextSeed } from '@/shared/lib/seededRandom';
import { GENERATION_DELAY, generatorMachine, type GeneratorEvent } from '@/machines/generator.machine';

const NIN: GeneratorEvent = { type: 'GENERATE', topic: '  NIN registration ', category: 'documents' };

/** A running generator whose effects are spies; the delay is 0 unless a test asks for the real one. */
function startGenerator({
  seed = 42,
  delay = 0,
  composeDraft,
}: {
  seed?: number;
  delay?: number;
  composeDraft?: ReturnType<typeof fromPromise<GeneratedDraft, DraftRequest>>;
} = {}) {
  const spies = {
    reportEmptyTopic: vi.fn(),
    reportGenerated: vi.fn(),
    reportFailed: vi.fn(),
    publish: vi.fn(),
  };
  const machine = generatorMachine.provide({
    delays: { GENERATION_DELAY: delay },
    actions: {
      reportEmptyTopic: () => spies.reportEmptyTopic(),
      reportGenerated: (_, params) => spies.reportGenerated(params.draft),
      reportFailed: (_, params) => spies.reportFailed(params.error),
      publish: (_, params) => spies.publish(params.draft),
    },
    ...(composeDraft ? { actors: { composeDraft } } : {}),
  });
  const actor = createActor(machine, { input: { seed } }).start();
  return { actor, spies };
}

/** Sends a request and waits until the preview is showing. */
async function generate(actor: ReturnType<typeof startGenerator>['actor'], event: GeneratorEvent = NIN) {
  actor.send(event);
  return waitFor(actor, (snapshot) => snapshot.matches('preview'));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('generator machine', () => {
  it('waits the 1.5 s of SPEC §9 unless told otherwise', () => {
    expect(GENERATION_DELAY).toBe(1500);
    expect(generatorMachine.implementations.delays.GENERATION_DELAY).toBe(GENERATION_DELAY);
  });

  it('starts idle with the seed it was given as input', () => {
    const { actor } = startGenerator({ seed: 777 });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ seed: 777, request: null, draft: null });
  });

  it.each(['', '   ', '\t\n'])('refuses the topic %j with the error action and stays idle', (topic) => {
    const { actor, spies } = startGenerator();
    actor.send({ type: 'GENERATE', topic, category: 'documents' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(spies.reportEmptyTopic).toHaveBeenCalledTimes(1);
    expect(spies.reportGenerated).not.toHaveBeenCalled();
  });

  it('is generating for exactly GENERATION_DELAY, then shows the preview', async () => {
    vi.useFakeTimers();
    const { actor, spies } = startGenerator({ delay: GENERATION_DELAY });
    actor.send(NIN);
    expect(actor.getSnapshot().matches({ generating: 'waiting' })).toBe(true);
    expect(actor.getSnapshot().context.request).toEqual({
      topic: 'NIN registration',
      category: 'documents',
      seed: 42,
    });
    vi.advanceTimersByTime(GENERATION_DELAY - 1);
    expect(actor.getSnapshot().matches('generating')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ generating: 'composing' })).toBe(true);
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe('preview');
    expect(spies.reportGenerated).toHaveBeenCalledWith(actor.getSnapshot().context.draft);
  });

  it('previews the draft built from the topic, category and seed, then moves the seed on', async () => {
    const { actor, spies } = startGenerator({ seed: 42 });
    const snapshot = await generate(actor);
    const expected = buildDraft({ topic: 'NIN registration', category: 'documents', seed: 42 });
    expect(snapshot.context.draft).toEqual(expected);
    expect(snapshot.context.draft?.status).toBe('draft');
    expect(snapshot.context.seed).toBe(nextSeed(42));
    expect(spies.reportGenerated).toHaveBeenCalledWith(expected);
  });

  it('gives the same draft for the same seed, topic and category (replayable)', async () => {
    const first = await generate(startGenerator({ seed: 12345 }).actor);
    const again = await generate(startGenerator({ seed: 12345 }).actor);
    const other = await generate(startGenerator({ seed: 12346 }).actor);
    expect(again.context.draft).toEqual(first.context.draft);
    expect(other.context.draft).not.toEqual(first.context.draft);
  });

  it('uses a seed set with SEED_CHANGED, so an earlier draft can be reproduced', async () => {
    const { actor } = startGenerator({ seed: 1 });
    const first = await generate(actor);
    const usedSeed = first.context.draft!.seed;
    actor.send({ type: 'DISCARD' });
    actor.send({ type: 'SEED_CHANGED', seed: usedSeed });
    const replay = await generate(actor);
    expect(replay.context.draft).toEqual(first.context.draft);
  });

  it('gives a different draft when Generate is pressed again from the preview', async () => {
    const { actor } = startGenerator();
    const first = (await generate(actor)).context.draft;
    actor.send(NIN);
    expect(actor.getSnapshot().matches('generating')).toBe(true);
    const second = (await waitFor(actor, (s) => s.matches('preview'))).context.draft;
    expect(second?.seed).toBe(nextSeed(first!.seed));
    expect(second).not.toEqual(first);
  });

  it('runs the failure action and returns to idle when the builder throws', async () => {
    const failure = new Error('template missing');
    const { actor, spies } = startGenerator({
      composeDraft: fromPromise<GeneratedDraft, DraftRequest>(async () => {
        throw failure;
      }),
    });
    actor.send(NIN);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(spies.reportFailed).toHaveBeenCalledWith(failure);
    expect(spies.reportGenerated).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.draft).toBeNull();
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('PUBLISH runs the publish action with the previewed draft and returns to idle', async () => {
    const { actor, spies } = startGenerator();
    const draft = (await generate(actor)).context.draft;
    actor.send({ type: 'PUBLISH' });
    expect(spies.publish).toHaveBeenCalledTimes(1);
    expect(spies.publish).toHaveBeenCalledWith(draft);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.draft).toBeNull();
  });

  it('DISCARD drops the preview without publishing', async () => {
    const { actor, spies } = startGenerator();
    await generate(actor);
    actor.send({ type: 'DISCARD' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(spies.publish).not.toHaveBeenCalled();
  });

  it('ignores a new request, a seed change and PUBLISH while generating', () => {
    const { actor, spies } = startGenerator({ delay: 60_000 });
    actor.send(NIN);
    actor.send({ type: 'GENERATE', topic: 'Passport', category: 'documents' });
    actor.send({ type: 'SEED_CHANGED', seed: 9 });
    actor.send({ type: 'PUBLISH' });
    expect(actor.getSnapshot().matches('generating')).toBe(true);
    expect(actor.getSnapshot().context.request?.topic).toBe('NIN registration');
    expect(actor.getSnapshot().context.seed).toBe(42);
    expect(spies.publish).not.toHaveBeenCalled();
    actor.stop();
  });

  // Model-based: the delay and the builder's outcome are events too, so the graph reaches every state.
  it('reaches every state by its shortest path', () => {
    const draft = buildDraft({ topic: 'NIN', category: 'documents', seed: 42 });
    const events = [
      { type: 'GENERATE', topic: 'NIN', category: 'documents' },
      { type: 'GENERATE', topic: ' ', category: 'documents' },
      { type: 'PUBLISH' },
      { type: 'DISCARD' },
      { type: 'xstate.after.GENERATION_DELAY.generator.generating.waiting' },
      { type: 'xstate.done.actor.composeDraft', output: draft },
      { type: 'xstate.error.actor.composeDraft', error: new Error('boom') },
    ] satisfies AnyEventObject[] as unknown as GeneratorEvent[]; // internal events are not in the public type
    const paths = getShortestPaths(generatorMachine, { events, input: { seed: 42 } });
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(reached).toEqual(
      new Set(['"idle"', '{"generating":"waiting"}', '{"generating":"composing"}', '"preview"']),
    );
  });
});
