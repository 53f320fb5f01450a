import { assertEvent, assign, setup } from 'xstate';
import type { ContentCategory } from '@/shared/api/contentCategories';
import { heldInState, providedActor, providedByScreen } from '@/shared/machine/machineActions';
import { nextSeed, parseSeed } from '@/shared/lib/seededRandom';
import { hasVisibleText } from '@/shared/lib/text';
import type { DraftRequest, GeneratedDraft } from './generatorTypes';

/** SPEC §4/§9: the generator "thinks" for about 1.5 s before the preview appears. */
export const GENERATION_DELAY = 1500;

export interface GeneratorInput {
  /** The seed the first draft uses; each draft then moves it on (see nextSeed). */
  seed: number;
}

export interface GeneratorContext {
  /** The seed the next draft will use: the last valid number in the Seed field. */
  seed: number;
  /** The Seed field's text, exactly as typed (it may be briefly empty or not a number). */
  seedText: string;
  request: DraftRequest | null;
  draft: GeneratedDraft | null;
}

export type GeneratorEvent =
  | { type: 'GENERATE'; topic: string; category: ContentCategory }
  | { type: 'SEED_CHANGED'; text: string }
  | { type: 'SEED_FIELD_LEFT' }
  | { type: 'PUBLISH' }
  | { type: 'DISCARD' };

/** True when the Seed field holds something that is not a seed (empty is fine: the current seed stays). */
export function isSeedTextInvalid(text: string): boolean {
  return text.trim() !== '' && parseSeed(text) === undefined;
}

// What idle and preview both accept: a new request (or one of its two refusals) and seed edits.
const acceptRequest = {
  GENERATE: [
    { guard: 'seedInvalid', actions: 'reportInvalidSeed' },
    { guard: 'hasTopic', target: '#generator.generating', actions: 'rememberRequest' },
    { actions: 'reportEmptyTopic' },
  ],
  SEED_CHANGED: { actions: 'seedTyped' },
  SEED_FIELD_LEFT: { guard: 'seedValid', actions: 'showSeed' },
} as const;

/**
 * The AI content generator: idle → generating (GENERATION_DELAY, then the `composeDraft` actor) →
 * preview → PUBLISH or DISCARD → idle.
 *
 * Field owners: the Seed field belongs to this machine (`seedText`, and `seed`, the number it stands
 * for), because each draft moves it on; the topic and category belong to the screen and arrive with
 * GENERATE. The screen supplies `composeDraft` (the template builder, which a test can make fail) and
 * the effects: the three reports and `publish`.
 */
export const generatorMachine = setup({
  types: {
    context: {} as GeneratorContext,
    events: {} as GeneratorEvent,
    input: {} as GeneratorInput,
  },
  actors: {
    composeDraft: providedActor<GeneratedDraft, DraftRequest>('composeDraft'),
  },
  actions: {
    reportInvalidSeed: providedByScreen(),
    reportEmptyTopic: providedByScreen(),
    reportGenerated: providedByScreen<{ draft: GeneratedDraft }>(),
    reportFailed: providedByScreen<{ error: unknown }>(),
    publish: providedByScreen<{ draft: GeneratedDraft }>(),
    rememberRequest: assign(({ context, event }) => {
      assertEvent(event, 'GENERATE');
      return {
        request: { topic: event.topic.trim(), category: event.category, seed: context.seed },
        seedText: String(context.seed),
        draft: null,
      };
    }),
    seedTyped: assign(({ context, event }) => {
      assertEvent(event, 'SEED_CHANGED');
      return { seedText: event.text, seed: parseSeed(event.text) ?? context.seed };
    }),
    showSeed: assign({ seedText: ({ context }) => String(context.seed) }),
    forgetDraft: assign({ draft: null, request: null }),
  },
  guards: {
    seedInvalid: ({ context }) => isSeedTextInvalid(context.seedText),
    seedValid: ({ context }) => !isSeedTextInvalid(context.seedText),
    hasTopic: ({ event }) => {
      assertEvent(event, 'GENERATE');
      return hasVisibleText(event.topic);
    },
  },
  delays: { GENERATION_DELAY },
}).createMachine({
  id: 'generator',
  context: ({ input }) => ({ seed: input.seed, seedText: String(input.seed), request: null, draft: null }),
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
            input: ({ context }) => heldInState(context.request, 'The request'),
            onDone: {
              target: '#generator.preview',
              actions: [
                assign(({ event }) => {
                  const seed = nextSeed(event.output.seed);
                  return { draft: event.output, seed, seedText: String(seed) };
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
          actions: [
            {
              type: 'publish',
              params: ({ context }) => ({ draft: heldInState(context.draft, 'The draft') }),
            },
            'forgetDraft',
          ],
        },
        DISCARD: { target: 'idle', actions: 'forgetDraft' },
        // Generating again from a preview replaces it, exactly as a request from idle.
        ...acceptRequest,
      },
    },
  },
});
