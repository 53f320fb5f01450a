import { assign, fromPromise, setup } from 'xstate';
import type { ContentCategory } from '@/features/content/contentTypes';
import { buildDraft, type DraftRequest, type GeneratedDraft } from '@/features/generator/draftTemplates';
import { nextSeed } from '@/features/generator/seededRandom';

/** SPEC §4/§9: the generator "thinks" for about 1.5 s before the preview appears. */
export const GENERATION_DELAY = 1500;

export interface GeneratorInput {
  /** The seed the first draft uses; each draft then moves it on (see nextSeed). */
  seed: number;
}

export interface GeneratorContext {
  /** The seed the next draft will use. */
  seed: number;
  request: DraftRequest | null;
  draft: GeneratedDraft | null;
}

export type GeneratorEvent =
  | { type: 'GENERATE'; topic: string; category: ContentCategory }
  | { type: 'SEED_CHANGED'; seed: number }
  | { type: 'PUBLISH' }
  | { type: 'DISCARD' };

/** A do-nothing action whose params type the real implementation receives. */
function providedByApp<TParams>() {
  return (_: unknown, params: TParams): void => void params;
}

// What idle and preview both accept: a new request (or the empty-topic error) and a new seed.
const acceptRequest = {
  GENERATE: [
    { guard: 'hasTopic', target: '#generator.generating', actions: 'rememberRequest' },
    { actions: 'reportEmptyTopic' },
  ],
  SEED_CHANGED: { actions: 'changeSeed' },
} as const;

/**
 * The AI content generator: idle → generating (GENERATION_DELAY, then the template builder runs) →
 * preview → PUBLISH or DISCARD → idle. The builder is the `composeDraft` actor so a test can swap it for
 * one that fails; toasts and saving are named actions the component provides.
 */
export const generatorMachine = setup({
  types: {
    context: {} as GeneratorContext,
    events: {} as GeneratorEvent,
    input: {} as GeneratorInput,
  },
  actors: {
    composeDraft: fromPromise<GeneratedDraft, DraftRequest>(async ({ input }) => buildDraft(input)),
  },
  actions: {
    // Effects the component supplies with .provide(); the defaults only declare their params.
    reportEmptyTopic: () => {},
    reportGenerated: providedByApp<{ draft: GeneratedDraft }>(),
    reportFailed: providedByApp<{ error: unknown }>(),
    publish: providedByApp<{ draft: GeneratedDraft }>(),
    rememberRequest: assign(({ context, event }) => {
      if (event.type !== 'GENERATE') return {};
      return {
        request: { topic: event.topic.trim(), category: event.category, seed: context.seed },
        draft: null,
      };
    }),
    changeSeed: assign({
      seed: ({ context, event }) => (event.type === 'SEED_CHANGED' ? event.seed : context.seed),
    }),
    forgetDraft: assign({ draft: null, request: null }),
  },
  guards: {
    hasTopic: ({ event }) => event.type === 'GENERATE' && event.topic.trim() !== '',
  },
  delays: { GENERATION_DELAY },
}).createMachine({
  id: 'generator',
  context: ({ input }) => ({ seed: input.seed, request: null, draft: null }),
  initial: 'idle',
  states: {
    idle: { on: acceptRequest },
    generating: {
      initial: 'waiting',
      states: {
        waiting: { after: { GENERATION_DELAY: 'composing' } },
        composing: {
          invoke: {
            id: 'composeDraft',
            src: 'composeDraft',
            input: ({ context }) => context.request!,
            onDone: {
              target: '#generator.preview',
              actions: [
                assign({
                  draft: ({ event }) => event.output,
                  seed: ({ event }) => nextSeed(event.output.seed),
                }),
                { type: 'reportGenerated', params: ({ event }) => ({ draft: event.output }) },
              ],
            },
            onError: {
              target: '#generator.idle',
              actions: [
                { type: 'reportFailed', params: ({ event }) => ({ error: event.error }) },
                'forgetDraft',
              ],
            },
          },
        },
      },
    },
    preview: {
      on: {
        PUBLISH: {
          target: 'idle',
          actions: [{ type: 'publish', params: ({ context }) => ({ draft: context.draft! }) }, 'forgetDraft'],
        },
        DISCARD: { target: 'idle', actions: 'forgetDraft' },
        // Generating again from a preview replaces it, exactly as a request from idle.
        ...acceptRequest,
      },
    },
  },
});
