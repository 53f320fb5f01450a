import { createActor, fromPromise } from 'xstate';
import { generatorMachine, type GeneratorEvent } from '@/machines/generator.machine';
import type { DraftRequest, GeneratedDraft } from '@/machines/generatorTypes';
import { actorSession, type ActorSession } from '@/shared/machine/lazyActorStore';
import { machineOptions } from '@/shared/machine/machineInspector';

/** What the generator tab shows of its machine. */
export interface GeneratorView {
  generating: boolean;
  /** A draft is shown, to publish or discard. */
  previewing: boolean;
  /** The Seed field's text (the machine owns the field: each draft moves the seed on). */
  seedText: string;
  request: DraftRequest | null;
  draft: GeneratedDraft | null;
}

/** Makes a draft from a request: the template builder (draftTemplates.ts), or a test's. */
export type BuildDraft = (request: DraftRequest) => GeneratedDraft;

/** What the screen supplies: the first seed, the draft builder and the machine's effects. */
export interface GeneratorSetup {
  seed: number;
  buildDraft: BuildDraft;
  reportInvalidSeed: () => void;
  reportEmptyTopic: () => void;
  reportGenerated: () => void;
  reportFailed: (error: unknown) => void;
  publish: (draft: GeneratedDraft) => void;
}

/**
 * Starts a generator machine for the AI Content Generator tab. It travels with the staff area's code
 * (GeneratorPanel), which is not in any public page's download.
 */
export function startGenerator({
  seed,
  buildDraft,
  reportFailed,
  publish,
  ...reports
}: GeneratorSetup): ActorSession<GeneratorView, GeneratorEvent> {
  const machine = generatorMachine.provide({
    actors: {
      // eslint-disable-next-line @typescript-eslint/require-await -- async so that a template that throws fails the actor (the machine's error state), as a rejection does
      composeDraft: fromPromise<GeneratedDraft, DraftRequest>(async ({ input }) => buildDraft(input)),
    },
    actions: {
      ...reports,
      reportFailed: (_, { error }) => reportFailed(error),
      publish: (_, { draft }) => publish(draft),
    },
  });
  return actorSession(createActor(machine, { input: { seed }, ...machineOptions() }), (snapshot) => ({
    generating: snapshot.matches('generating'),
    previewing: snapshot.matches('preview'),
    seedText: snapshot.context.seedText,
    request: snapshot.context.request,
    draft: snapshot.context.draft,
  }));
}
