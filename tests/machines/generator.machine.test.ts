import { assign, createActor, fromPromise, setup, SimulatedClock, waitFor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDraft } from '@/features/generator/draftTemplates';
import type { DraftRequest, GeneratedDraft } from '@/machines/generatorTypes';
import { nextSeed, parseSeed } from '@/shared/lib/seededRandom';
import {
  generatorMachine,
  isSeedTextInvalid,
  type GeneratorContext,
  type GeneratorEvent,
} from '@/machines/generator.machine';
import { byTransition, namedPaths } from '../utils/testPaths';

const NIN: GeneratorEvent = { type: 'GENERATE', topic: '  NIN registration ', category: 'documents' };
const NIN_REQUEST = { topic: 'NIN registration', category: 'documents' } as const;

/** The composer the screen provides: the template builder. */
const composeWithTemplates = fromPromise<GeneratedDraft, DraftRequest>(async ({ input }) =>
  buildDraft(input),
);

/** A running generator whose effects are spies; the delay is 0 unless a test asks for the real one. */
function startGenerator({
  seed = 42,
  delay = 0,
  composeDraft = composeWithTemplates,
  clock,
}: {
  seed?: number;
  delay?: number | 'default';
  composeDraft?: typeof composeWithTemplates;
  clock?: SimulatedClock;
} = {}) {
  const spies = {
    reportInvalidSeed: vi.fn<() => void>(),
    reportEmptyTopic: vi.fn<() => void>(),
    reportGenerated: vi.fn<(draft: GeneratedDraft) => void>(),
    reportFailed: vi.fn<(error: unknown) => void>(),
    publish: vi.fn<(draft: GeneratedDraft) => void>(),
  };
  const machine = generatorMachine.provide({
    ...(delay === 'default' ? {} : { delays: { GENERATION_DELAY: delay } }),
    actions: {
      reportInvalidSeed: () => spies.reportInvalidSeed(),
      reportEmptyTopic: () => spies.reportEmptyTopic(),
      reportGenerated: (_, params) => spies.reportGenerated(params.draft),
      reportFailed: (_, params) => spies.reportFailed(params.error),
      publish: (_, params) => spies.publish(params.draft),
    },
    actors: { composeDraft },
  });
  const actor = createActor(machine, { input: { seed }, ...(clock ? { clock } : {}) }).start();
  return { actor, spies };
}

type GeneratorActor = ReturnType<typeof startGenerator>['actor'];

/** Sends a request and waits until the preview is showing. */
async function generate(actor: GeneratorActor, event: GeneratorEvent = NIN) {
  actor.send(event);
  return waitFor(actor, (snapshot) => snapshot.matches('preview'));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('isSeedTextInvalid', () => {
  it.each(['', '   ', '0', '42', ' 77 ', '999999'])('takes %j (empty keeps the current seed)', (text) => {
    expect(isSeedTextInvalid(text)).toBe(false);
  });

  it.each(['abc', '12a', '-1', '1.5', '1e3', '1000000'])('refuses %j', (text) => {
    expect(isSeedTextInvalid(text)).toBe(true);
  });
});

describe('generator machine', () => {
  it('starts idle with the seed it was given as input, shown in the Seed field', () => {
    const { actor } = startGenerator({ seed: 777 });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ seed: 777, seedText: '777', request: null, draft: null });
  });

  it.each(['', '   ', '\t\n'])('refuses the topic %j with the error action and stays idle', (topic) => {
    const { actor, spies } = startGenerator();
    actor.send({ type: 'GENERATE', topic, category: 'documents' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(spies.reportEmptyTopic).toHaveBeenCalledTimes(1);
    expect(spies.reportInvalidSeed).not.toHaveBeenCalled();
    expect(spies.reportGenerated).not.toHaveBeenCalled();
  });

  // SPEC §9: the generator "thinks" for 1.5 s. The numbers are the spec's, not the constant, on purpose.
  it('by default is generating for 1.5 s: still waiting at 1499 ms, composing at 1500 ms', async () => {
    const clock = new SimulatedClock();
    const { actor, spies } = startGenerator({ delay: 'default', clock });
    actor.send(NIN);
    expect(actor.getSnapshot().matches({ generating: 'waiting' })).toBe(true);
    expect(actor.getSnapshot().context.request).toEqual({ ...NIN_REQUEST, seed: 42 });
    clock.increment(1499);
    expect(actor.getSnapshot().matches({ generating: 'waiting' })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ generating: 'composing' })).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches('preview'));
    expect(spies.reportGenerated).toHaveBeenCalledWith(snapshot.context.draft);
  });

  it('previews the draft built from the topic, category and seed, then moves the seed on', async () => {
    const { actor, spies } = startGenerator({ seed: 42 });
    const snapshot = await generate(actor);
    const expected = buildDraft({ ...NIN_REQUEST, seed: 42 });
    expect(snapshot.context.draft).toEqual(expected);
    expect(snapshot.context.draft?.status).toBe('draft');
    expect(snapshot.context.seed).toBe(nextSeed(42));
    expect(snapshot.context.seedText).toBe(String(nextSeed(42)));
    expect(spies.reportGenerated).toHaveBeenCalledWith(expected);
  });

  it('gives the same draft for the same seed, topic and category (replayable)', async () => {
    const first = await generate(startGenerator({ seed: 12345 }).actor);
    const again = await generate(startGenerator({ seed: 12345 }).actor);
    const other = await generate(startGenerator({ seed: 12346 }).actor);
    expect(again.context.draft).toEqual(first.context.draft);
    expect(other.context.draft).not.toEqual(first.context.draft);
  });

  it('uses a seed typed into the Seed field, so an earlier draft can be reproduced', async () => {
    const { actor } = startGenerator({ seed: 1 });
    const first = await generate(actor);
    const usedSeed = first.context.draft!.seed;
    actor.send({ type: 'DISCARD' });
    actor.send({ type: 'SEED_CHANGED', text: String(usedSeed) });
    const replay = await generate(actor);
    expect(replay.context.draft).toEqual(first.context.draft);
  });

  it('makes the draft with the typed seed: the same typed seed, topic and category give the same draft', async () => {
    const typed = async () => {
      const { actor } = startGenerator({ seed: 42 });
      actor.send({ type: 'SEED_CHANGED', text: '123456' });
      expect(actor.getSnapshot().context).toMatchObject({ seed: 123456, seedText: '123456' });
      return (await generate(actor)).context.draft;
    };
    const draft = await typed();
    expect(draft?.seed).toBe(123456);
    expect(draft).toEqual(buildDraft({ ...NIN_REQUEST, seed: 123456 }));
    expect(await typed()).toEqual(draft);
  });

  it.each([
    ['idle', false],
    ['preview', true],
  ])(
    'in %s, GENERATE with an invalid seed reports it and stays put, keeping the text',
    async (_state, fromPreview) => {
      const { actor, spies } = startGenerator();
      const before = fromPreview ? await generate(actor) : actor.getSnapshot();
      spies.reportGenerated.mockClear();
      actor.send({ type: 'SEED_CHANGED', text: '12x' });
      expect(actor.getSnapshot().context.seed).toBe(before.context.seed);
      actor.send(NIN);
      expect(spies.reportInvalidSeed).toHaveBeenCalledTimes(1);
      expect(spies.reportEmptyTopic).not.toHaveBeenCalled();
      expect(actor.getSnapshot().value).toBe(before.value);
      expect(actor.getSnapshot().context).toEqual({ ...before.context, seedText: '12x' });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(actor.getSnapshot().value).toBe(before.value);
      expect(spies.reportGenerated).not.toHaveBeenCalled();
    },
  );

  it('with the Seed field emptied, GENERATE uses the previous seed and shows it again', async () => {
    const { actor } = startGenerator({ seed: 42 });
    actor.send({ type: 'SEED_CHANGED', text: '4321' });
    actor.send({ type: 'SEED_CHANGED', text: '' });
    expect(actor.getSnapshot().context).toMatchObject({ seed: 4321, seedText: '' });
    actor.send(NIN);
    expect(actor.getSnapshot().context.request).toEqual({ ...NIN_REQUEST, seed: 4321 });
    expect(actor.getSnapshot().context.seedText).toBe('4321');
    const snapshot = await waitFor(actor, (s) => s.matches('preview'));
    expect(snapshot.context.draft?.seed).toBe(4321);
  });

  it.each([
    ['a valid seed with spaces', ' 77 ', 77, '77'],
    ['an empty field', '', 42, '42'],
    ['an invalid seed', 'abc', 42, 'abc'],
  ])('on leaving the Seed field with %s, shows %j as %j', (_name, text, seed, shown) => {
    const { actor } = startGenerator({ seed: 42 });
    actor.send({ type: 'SEED_CHANGED', text });
    expect(actor.getSnapshot().context).toMatchObject({ seed, seedText: text });
    actor.send({ type: 'SEED_FIELD_LEFT' });
    expect(actor.getSnapshot().context).toMatchObject({ seed, seedText: shown });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('gives a different draft when Generate is pressed again from the preview', async () => {
    const { actor } = startGenerator();
    const first = (await generate(actor)).context.draft;
    actor.send(NIN);
    expect(actor.getSnapshot().matches('generating')).toBe(true);
    expect(actor.getSnapshot().context.draft).toBeNull();
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
    expect(actor.getSnapshot().context).toMatchObject({ draft: null, request: null, seed: 42 });
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('fails rather than guesses when no composer was provided', async () => {
    const reportFailed = vi.fn<(error: unknown) => void>();
    const machine = generatorMachine.provide({
      delays: { GENERATION_DELAY: 0 },
      actions: { reportFailed: (_, params) => reportFailed(params.error) },
    });
    const actor = createActor(machine, { input: { seed: 42 } }).start();
    actor.send(NIN);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(reportFailed).toHaveBeenCalledWith(expect.any(Error));
    expect(actor.getSnapshot().context.draft).toBeNull();
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
    expect(actor.getSnapshot().context.draft).toBeNull();
    expect(spies.publish).not.toHaveBeenCalled();
  });

  it('ignores a new request, seed edits and PUBLISH while generating', () => {
    const { actor, spies } = startGenerator({ delay: 60_000 });
    actor.send(NIN);
    actor.send({ type: 'GENERATE', topic: 'Passport', category: 'documents' });
    actor.send({ type: 'SEED_CHANGED', text: '9' });
    actor.send({ type: 'SEED_FIELD_LEFT' });
    actor.send({ type: 'PUBLISH' });
    expect(actor.getSnapshot().matches('generating')).toBe(true);
    expect(actor.getSnapshot().context.request?.topic).toBe('NIN registration');
    expect(actor.getSnapshot().context).toMatchObject({ seed: 42, seedText: '42' });
    expect(spies.publish).not.toHaveBeenCalled();
    actor.stop();
  });
});

/*
 * Model-based. createTestModel refuses machines with `after` or `invoke`, so the paths come from this
 * model of the spec, in which the passing of the 1.5 s and the composer's two outcomes are ordinary
 * events. Every path is replayed on the real machine (its own delay on a simulated clock, the template
 * composer settled by hand): after each step the actor must be in the path's state, with the context
 * the model reaches on the same events, having run exactly the model's effects. Because the model is
 * written from the spec and not derived from the machine, a changed transition makes a replay fail.
 */
describe('generator machine, model-based', () => {
  const FAILURE = 'template missing';
  type Effect =
    | 'reportInvalidSeed'
    | 'reportEmptyTopic'
    | { reportGenerated: GeneratedDraft }
    | { reportFailed: string }
    | { publish: GeneratedDraft };
  type ModelEvent =
    | GeneratorEvent
    | { type: 'GENERATION_TIME_PASSED' }
    | { type: 'DRAFT_COMPOSED' }
    | { type: 'COMPOSING_FAILED' };
  interface ModelContext extends GeneratorContext {
    /** The effects of the latest step only. */
    effects: Effect[];
  }

  // A step that changes nothing, which the machine must not act on either.
  const ignored = { actions: 'nothingHappens' } as const;
  const model = setup({
    types: { context: {} as ModelContext, events: {} as ModelEvent },
    actions: { nothingHappens: assign({ effects: [] }) },
  }).createMachine({
    id: 'generatorModel',
    initial: 'idle',
    context: { seed: 42, seedText: '42', request: null, draft: null, effects: [] },
    // Idle and preview take a request (or refuse it) and seed edits; generating overrides all of this.
    on: {
      GENERATE: [
        {
          guard: ({ context }) => isSeedTextInvalid(context.seedText),
          actions: assign({ effects: ['reportInvalidSeed'] satisfies Effect[] }),
        },
        {
          guard: ({ event }) => event.topic.trim() === '',
          actions: assign({ effects: ['reportEmptyTopic'] satisfies Effect[] }),
        },
        {
          target: '.generating',
          actions: assign(({ context, event }) => ({
            request: { topic: event.topic.trim(), category: event.category, seed: context.seed },
            seedText: String(context.seed),
            draft: null,
            effects: [],
          })),
        },
      ],
      // An empty or invalid text keeps the current seed.
      SEED_CHANGED: {
        actions: assign(({ context, event }) => ({
          seedText: event.text,
          seed: parseSeed(event.text) ?? context.seed,
          effects: [],
        })),
      },
      // Leaving the field shows the seed again, unless the text is invalid: that stays for the editor to fix.
      SEED_FIELD_LEFT: [
        {
          guard: ({ context }) => !isSeedTextInvalid(context.seedText),
          actions: assign(({ context }) => ({ seedText: String(context.seed), effects: [] })),
        },
        ignored,
      ],
      PUBLISH: ignored,
      DISCARD: ignored,
    },
    states: {
      idle: {},
      generating: {
        initial: 'waiting',
        on: {
          GENERATE: ignored,
          SEED_CHANGED: ignored,
          SEED_FIELD_LEFT: ignored,
          PUBLISH: ignored,
          DISCARD: ignored,
        },
        states: {
          waiting: { on: { GENERATION_TIME_PASSED: { target: 'composing', ...ignored } } },
          composing: {
            on: {
              DRAFT_COMPOSED: {
                target: '#generatorModel.preview',
                actions: assign(({ context }) => {
                  const draft = buildDraft(context.request!);
                  const seed = nextSeed(draft.seed);
                  return { draft, seed, seedText: String(seed), effects: [{ reportGenerated: draft }] };
                }),
              },
              COMPOSING_FAILED: {
                target: '#generatorModel.idle',
                actions: assign({ draft: null, request: null, effects: [{ reportFailed: FAILURE }] }),
              },
            },
          },
        },
      },
      preview: {
        on: {
          PUBLISH: {
            target: 'idle',
            actions: assign(({ context }) => ({
              draft: null,
              request: null,
              effects: [{ publish: context.draft! }],
            })),
          },
          DISCARD: { target: 'idle', actions: assign({ draft: null, request: null, effects: [] }) },
        },
      },
    },
  });
  type ModelSnapshot = SnapshotFrom<typeof model>;

  /** What the Seed field shows, in the terms that decide what the generator does next. */
  const seedField = ({ seed, seedText }: GeneratorContext) =>
    seedText === String(seed)
      ? 'the seed'
      : seedText.trim() === ''
        ? 'empty'
        : isSeedTextInvalid(seedText)
          ? 'invalid'
          : 'a valid seed, as typed';
  // The seed moves on with every draft, so a state is where the model is and what the Seed field shows,
  // plus the step that led there: the shortest paths then take every transition, ignored ones included.
  const where = (snapshot: ModelSnapshot) => JSON.stringify([snapshot.value, seedField(snapshot.context)]);
  const testModel = createTestModel(model, {
    events: [
      NIN,
      { type: 'GENERATE', topic: '   ', category: 'documents' },
      { type: 'SEED_CHANGED', text: '4321' },
      { type: 'SEED_CHANGED', text: ' 77 ' },
      { type: 'SEED_CHANGED', text: 'abc' },
      { type: 'SEED_CHANGED', text: '' },
      { type: 'SEED_FIELD_LEFT' },
      { type: 'PUBLISH' },
      { type: 'DISCARD' },
      { type: 'GENERATION_TIME_PASSED' },
      { type: 'DRAFT_COMPOSED' },
      { type: 'COMPOSING_FAILED' },
    ],
    serializeState: byTransition(where),
  });
  const paths = testModel.getShortestPaths();

  it('reaches every state of the machine, and every state of the Seed field in idle and preview', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => where(step.state))));
    const everyState = ['"idle"', '"preview"'].flatMap((value) =>
      ['the seed', 'empty', 'invalid', 'a valid seed, as typed'].map((field) => `[${value},"${field}"]`),
    );
    everyState.push('[{"generating":"waiting"},"the seed"]', '[{"generating":"composing"},"the seed"]');
    expect(reached).toEqual(new Set(everyState));
  });

  const name = (event: ModelEvent) => {
    if (event.type === 'GENERATE') return event.topic.trim() ? 'GENERATE' : 'GENERATE(no topic)';
    if (event.type === 'SEED_CHANGED') return `SEED_CHANGED(${JSON.stringify(event.text)})`;
    return event.type;
  };

  it.each(namedPaths(paths, name))('replays on a real actor: %s', async (_name, path) => {
    const clock = new SimulatedClock();
    const effects: Effect[] = [];
    let composing: { resolve: () => void; reject: (error: Error) => void } | undefined;
    const machine = generatorMachine.provide({
      actors: {
        composeDraft: fromPromise<GeneratedDraft, DraftRequest>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              composing = { resolve: () => resolve(buildDraft(input)), reject };
            }),
        ),
      },
      actions: {
        reportInvalidSeed: () => void effects.push('reportInvalidSeed'),
        reportEmptyTopic: () => void effects.push('reportEmptyTopic'),
        reportGenerated: (_, params) => void effects.push({ reportGenerated: params.draft }),
        reportFailed: (_, params) => void effects.push({ reportFailed: (params.error as Error).message }),
        publish: (_, params) => void effects.push({ publish: params.draft }),
      },
    });
    const actor = createActor(machine, { input: { seed: 42 }, clock }).start();
    /** Settles the running composer, then lets the settled promise reach the machine. */
    const settle = async (settleWith: (composer: NonNullable<typeof composing>) => void) => {
      if (!composing) throw new Error('No draft is being composed');
      settleWith(composing);
      composing = undefined;
      await new Promise((resolve) => setTimeout(resolve, 0));
    };

    // The path's own states carry whichever seed first reached their key, so the exact expected state
    // comes from the model replaying the same events; its value must still be the path's.
    const expected = createActor(model).start();
    const step =
      (exec: (event: ModelEvent) => unknown) =>
      async ({ event }: { event: { type: string } }) => {
        expected.send(event as ModelEvent);
        await exec(event as ModelEvent);
      };
    const send = step((event) => actor.send(event as GeneratorEvent));
    const expectSameState = (pathState: ModelSnapshot) => {
      const snapshot = actor.getSnapshot();
      const { effects: expectedEffects, ...context } = expected.getSnapshot().context;
      expect(expected.getSnapshot().value).toEqual(pathState.value);
      expect(snapshot.value).toEqual(pathState.value);
      expect(snapshot.status).toBe('active');
      expect(snapshot.context).toEqual(context);
      expect(effects.splice(0)).toEqual(expectedEffects);
    };

    await path.test({
      events: {
        GENERATE: send,
        SEED_CHANGED: send,
        SEED_FIELD_LEFT: send,
        PUBLISH: send,
        DISCARD: send,
        // SPEC §9's 1.5 s, on the machine's own delay: nothing happens a moment before.
        GENERATION_TIME_PASSED: step(() => {
          clock.increment(1499);
          expect(actor.getSnapshot().value).toEqual({ generating: 'waiting' });
          clock.increment(1);
        }),
        DRAFT_COMPOSED: step(() => settle((composer) => composer.resolve())),
        COMPOSING_FAILED: step(() => settle((composer) => composer.reject(new Error(FAILURE)))),
      },
      states: { idle: expectSameState, generating: expectSameState, preview: expectSameState },
    });
    actor.stop();
  });
});
