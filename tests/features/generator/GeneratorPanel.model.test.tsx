import { act, screen, waitFor } from '@testing-library/react';
import { assign, createActor, setup, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDraft } from '@/features/generator/draftTemplates';
import type { DraftRequest } from '@/machines/generatorTypes';
import { isSeedTextInvalid } from '@/machines/generator.machine';
import { nextSeed, parseSeed } from '@/shared/lib/seededRandom';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { GeneratorTab } from './generatorTab';
import { byTransition, namedPaths } from '../../utils/testPaths';
import { staffSession } from '../../utils/accountsFake';

/*
 * Model-based, on the real screen. The model is what an editor can do on the AI Content Generator tab
 * (type or clear the topic, type a seed and leave the field, press Enter in the topic, wait, publish,
 * discard) and what the screen must then show; the 1.5 s and the template builder's failure are
 * ordinary events, since createTestModel refuses machines with `after` and `invoke`. Each model step
 * names the generator machine's transitions it makes the real machine take (`took`). From the shortest
 * paths through the model, a few that between them take every transition of the machine are replayed
 * with userEvent on GeneratorPanel (as the admin route shows it: generatorTab.tsx), on fake timers.
 */

// The page draws the first seed at random when its machine starts; a replay needs to know it.
const FIRST_SEED = 42;

// The template builder breaks when a step asks it to, as a bug in a template would make it.
const composer = { broken: false };
const composeDraft = (request: DraftRequest) => {
  if (composer.broken) throw new Error('template missing');
  return buildDraft(request);
};

const TOPIC = 'NIN registration';
const GENERATION_MS = 1500; // SPEC §9, written out: not the machine's constant

type Effect = 'reportInvalidSeed' | 'reportEmptyTopic' | 'reportGenerated' | 'reportFailed' | 'publish';
type ScreenEvent =
  | { type: 'TOPIC_TYPED' }
  | { type: 'TOPIC_CLEARED' }
  | { type: 'SEED_TYPED'; text: string }
  | { type: 'ENTER_IN_TOPIC' }
  | { type: 'TIME_PASSED' }
  | { type: 'TIME_PASSED_BUILDER_BROKEN' }
  | { type: 'PUBLISH_PRESSED' }
  | { type: 'DISCARD_PRESSED' };
interface ModelContext {
  topic: string;
  seed: number;
  seedText: string;
  request: DraftRequest | null;
  published: string[];
  /** The machine transitions the latest step takes, and the effects the screen shows for it. */
  took: string[];
  effects: Effect[];
}

const step = (took: string[], effects: Effect[] = []) => ({ took, effects });

const modelSetup = setup({ types: { context: {} as ModelContext, events: {} as ScreenEvent } });

/** What idle and preview do alike, with `where` naming the state in the transitions taken. */
function requests(where: 'idle' | 'preview') {
  return {
    ENTER_IN_TOPIC: [
      {
        guard: ({ context }: { context: ModelContext }) => isSeedTextInvalid(context.seedText),
        actions: modelSetup.assign(step([`${where}: GENERATE refused, invalid seed`], ['reportInvalidSeed'])),
      },
      {
        guard: ({ context }: { context: ModelContext }) => context.topic.trim() === '',
        actions: modelSetup.assign(step([`${where}: GENERATE refused, no topic`], ['reportEmptyTopic'])),
      },
      {
        target: '#generatorScreen.generating',
        actions: modelSetup.assign(({ context }: { context: ModelContext }) => ({
          request: { topic: context.topic.trim(), category: 'documents' as const, seed: context.seed },
          seedText: String(context.seed),
          ...step([`${where}: GENERATE → generating`]),
        })),
      },
    ],
    // Typing sends SEED_CHANGED; Tab then leaves the field: the seed is shown again unless the text is
    // invalid, which stays for the editor to fix.
    SEED_TYPED: {
      actions: modelSetup.assign(({ context, event }: { context: ModelContext; event: ScreenEvent }) => {
        const { text } = event as { text: string };
        const seed = parseSeed(text) ?? context.seed;
        const invalid = isSeedTextInvalid(text);
        return {
          seed,
          seedText: invalid ? text : String(seed),
          ...step(
            invalid ? [`${where}: SEED_CHANGED`] : [`${where}: SEED_CHANGED`, `${where}: SEED_FIELD_LEFT`],
          ),
        };
      }),
    },
  };
}

const model = modelSetup.createMachine({
  id: 'generatorScreen',
  initial: 'idle',
  context: {
    topic: '',
    seed: FIRST_SEED,
    seedText: String(FIRST_SEED),
    request: null,
    published: [],
    took: [],
    effects: [],
  },
  // The topic belongs to the screen: the machine hears of it only with GENERATE.
  on: {
    TOPIC_TYPED: { actions: assign({ topic: TOPIC, ...step([]) }) },
    TOPIC_CLEARED: { actions: assign({ topic: '', ...step([]) }) },
  },
  states: {
    idle: { on: requests('idle') },
    // The Seed field is disabled while generating, and Enter in the topic is ignored.
    generating: {
      on: {
        ENTER_IN_TOPIC: { actions: assign(step([])) },
        TIME_PASSED: {
          target: 'preview',
          actions: assign(({ context }) => {
            const seed = nextSeed(context.request!.seed);
            return {
              seed,
              seedText: String(seed),
              ...step(
                ['generating: GENERATION_DELAY → composing', 'composing: draft done → preview'],
                ['reportGenerated'],
              ),
            };
          }),
        },
        TIME_PASSED_BUILDER_BROKEN: {
          target: 'idle',
          actions: assign({
            request: null,
            ...step(
              ['generating: GENERATION_DELAY → composing', 'composing: error → idle'],
              ['reportFailed'],
            ),
          }),
        },
      },
    },
    preview: {
      on: {
        ...requests('preview'),
        PUBLISH_PRESSED: {
          target: 'idle',
          actions: assign(({ context }) => ({
            published: [...context.published, buildDraft(context.request!).title],
            request: null,
            ...step(['preview: PUBLISH → idle'], ['publish']),
          })),
        },
        DISCARD_PRESSED: {
          target: 'idle',
          actions: assign({ request: null, ...step(['preview: DISCARD → idle']) }),
        },
      },
    },
  },
});
type ModelSnapshot = SnapshotFrom<typeof model>;

/** Every transition of the generator machine (src/machines/generator.machine.ts), by the model's names. */
const MACHINE_TRANSITIONS = [
  ...['idle', 'preview'].flatMap((where) => [
    `${where}: GENERATE refused, invalid seed`,
    `${where}: GENERATE refused, no topic`,
    `${where}: GENERATE → generating`,
    `${where}: SEED_CHANGED`,
    `${where}: SEED_FIELD_LEFT`,
  ]),
  'generating: GENERATION_DELAY → composing',
  'composing: draft done → preview',
  'composing: error → idle',
  'preview: PUBLISH → idle',
  'preview: DISCARD → idle',
];

const seedField = ({ seed, seedText }: ModelContext) =>
  seedText === String(seed) ? 'the seed' : isSeedTextInvalid(seedText) ? 'invalid' : 'typed';
const where = (snapshot: ModelSnapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.topic !== '', seedField(snapshot.context)]);
const shortestPaths = createTestModel(model, {
  events: [
    { type: 'TOPIC_TYPED' },
    { type: 'TOPIC_CLEARED' },
    { type: 'SEED_TYPED', text: '4321' },
    { type: 'SEED_TYPED', text: 'abc' },
    { type: 'SEED_TYPED', text: '' },
    { type: 'ENTER_IN_TOPIC' },
    { type: 'TIME_PASSED' },
    { type: 'TIME_PASSED_BUILDER_BROKEN' },
    { type: 'PUBLISH_PRESSED' },
    { type: 'DISCARD_PRESSED' },
  ],
  serializeState: byTransition(where),
}).getShortestPaths();

/** The machine transitions a path takes, found by running the model along it. */
function transitionsOf(path: (typeof shortestPaths)[number]): Set<string> {
  const actor = createActor(model).start();
  const took = new Set<string>();
  for (const { event } of path.steps.slice(1)) {
    actor.send(event);
    actor.getSnapshot().context.took.forEach((transition) => took.add(transition));
  }
  return took;
}

// Each screen replay renders the admin area: a few paths that together take every transition, chosen
// greedily (the path that adds the most not yet taken, longest paths first on a tie), not all of them.
const chosen: typeof shortestPaths = [];
{
  const left = new Set(MACHINE_TRANSITIONS);
  const candidates = shortestPaths.map((path) => ({ path, took: transitionsOf(path) }));
  while (left.size > 0) {
    const gain = (took: Set<string>) => [...took].filter((transition) => left.has(transition)).length;
    const best = candidates.reduce((a, b) => (gain(b.took) > gain(a.took) ? b : a));
    if (gain(best.took) === 0) break;
    chosen.push(best.path);
    best.took.forEach((transition) => left.delete(transition));
  }
}

beforeEach(() => {
  composer.broken = false;
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('GeneratorPanel, model-based', () => {
  it('the chosen paths take every transition of the machine and reach every state', () => {
    const taken = new Set(chosen.flatMap((path) => [...transitionsOf(path)]));
    expect([...taken].sort()).toEqual([...MACHINE_TRANSITIONS].sort());
    const reached = new Set(chosen.flatMap((path) => path.steps.map((s) => s.state.value as string)));
    expect(reached).toEqual(new Set(['idle', 'generating', 'preview']));
    expect(chosen.length).toBeLessThanOrEqual(MACHINE_TRANSITIONS.length);
  });

  const name = (event: ScreenEvent) =>
    event.type === 'SEED_TYPED' ? `SEED_TYPED(${JSON.stringify(event.text)})` : event.type;

  it.each(namedPaths(chosen, name))('replays on the screen: %s', async (_name, path) => {
    const failed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const panel = <GeneratorTab buildDraft={composeDraft} drawSeed={() => FIRST_SEED} />;
    const { store, user } = renderWithProviders(panel, {
      path: '/admin?tab=generator',
      preloadedState: {
        session: staffSession(),
      },
      userOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    const topic = await screen.findByRole('textbox', { name: 'Topic' }, { timeout: 5000 });
    const seed = () => screen.getByRole('textbox', { name: 'Seed (optional)' });
    await waitFor(() => expect(seed()).toHaveValue(String(FIRST_SEED)));
    const itemsBefore = store.getState().content.items.length;

    // A path's states carry whatever context first reached their key, so what the screen must show
    // comes from the model replaying the same events; its state must still be the path's.
    const expected = createActor(model).start();
    const replayStep =
      (exec: (event: ScreenEvent) => unknown) =>
      async ({ event }: { event: { type: string } }) => {
        expected.send(event as ScreenEvent);
        await exec(event as ScreenEvent);
      };
    const passTime = async (broken: boolean) => {
      composer.broken = broken;
      // The fake clock also follows real time (shouldAdvanceTime, which Testing Library's waits need),
      // so the edge is checked loosely; the machine's own test checks 1499 ms against 1500.
      await act(() => vi.advanceTimersByTimeAsync(GENERATION_MS - 300));
      expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(300));
    };

    const expectScreen = async (pathState: ModelSnapshot) => {
      const now = expected.getSnapshot();
      expect(now.value).toEqual(pathState.value);
      const { context } = now;
      await waitFor(() => {
        expect(seed()).toHaveValue(context.seedText);
        if (now.value === 'generating') {
          expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
          expect(seed()).toBeDisabled();
        } else {
          expect(screen.getByRole('button', { name: 'Generate' })).toHaveProperty(
            'disabled',
            context.topic === '',
          );
          expect(seed()).toBeEnabled();
        }
        const article = screen.queryByRole('article');
        if (now.value === 'preview') {
          const draft = buildDraft(context.request!);
          expect(article).toHaveTextContent(draft.title);
          expect(article).toHaveTextContent(`Seed ${context.request!.seed} — enter it to reproduce`);
        } else expect(article).toBeNull();
        expect(screen.queryByText('Enter a whole number from 0 to 999999.') !== null).toBe(
          isSeedTextInvalid(context.seedText),
        );
      });
      for (const effect of context.effects) {
        if (effect === 'reportInvalidSeed') expect(seed()).toHaveFocus();
        if (effect === 'reportEmptyTopic')
          expect(await screen.findByText('Please enter a topic')).toBeVisible();
        if (effect === 'reportGenerated') expect(await screen.findByText('Content Generated')).toBeVisible();
        if (effect === 'reportFailed') {
          expect(await screen.findByText('Generation Failed')).toBeVisible();
          expect(failed).toHaveBeenCalledWith('[generator]', expect.any(Error));
        }
      }
      const titles = store
        .getState()
        .content.items.slice(0, -itemsBefore || undefined)
        .map((item) => item.title);
      expect(titles.sort()).toEqual([...context.published].sort());
    };

    await path.test({
      events: {
        TOPIC_TYPED: replayStep(async () => {
          await user.clear(topic);
          await user.type(topic, TOPIC);
        }),
        TOPIC_CLEARED: replayStep(() => user.clear(topic)),
        SEED_TYPED: replayStep(async (event) => {
          await user.clear(seed());
          const { text } = event as { text: string };
          if (text) await user.type(seed(), text);
          await user.tab();
        }),
        ENTER_IN_TOPIC: replayStep(() => user.type(topic, '{Enter}')),
        TIME_PASSED: replayStep(() => passTime(false)),
        TIME_PASSED_BUILDER_BROKEN: replayStep(() => passTime(true)),
        PUBLISH_PRESSED: replayStep(() =>
          user.click(screen.getByRole('button', { name: 'Publish Content' })),
        ),
        DISCARD_PRESSED: replayStep(() => user.click(screen.getByRole('button', { name: 'Discard' }))),
      },
      states: { idle: expectScreen, generating: expectScreen, preview: expectScreen },
    });
  });
});
