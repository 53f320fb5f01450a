import type { AnyMachineSnapshot } from 'xstate';
import type { DraftRequest } from '@/machines/generatorTypes';
import type { LiveMachine } from '@/shared/machine/liveMachines';

// The latest run (topic, category and the seed it used) of each generator, kept after the machine forgets
// it (publish, discard), so the run can be replayed later. Keyed by the actor's session id.
const lastRuns = new Map<string, DraftRequest>();

/** Notes the run a generator is on now, if any; call on every change of the live machines. */
export function rememberGeneratorRuns(machines: LiveMachine[]): void {
  for (const machine of machines) {
    if (machine.machineId !== 'generator') continue;
    const request = currentRun(machine);
    if (request) lastRuns.set(machine.sessionId, request);
  }
}

/** The run this generator is on now, else the latest one the panel has seen, or undefined. */
export function lastGeneratorRun(machine: LiveMachine): DraftRequest | undefined {
  return currentRun(machine) ?? lastRuns.get(machine.sessionId);
}

function currentRun(machine: LiveMachine): DraftRequest | null | undefined {
  return (machine.snapshot.context as { request?: DraftRequest | null }).request;
}

/** True when the generator would take a new request now (idle or preview, not while generating). */
export function canReplay(snapshot: AnyMachineSnapshot, run: DraftRequest): boolean {
  return snapshot.can({ type: 'GENERATE', topic: run.topic, category: run.category });
}

/**
 * Runs the generator again exactly as `run` did: the seed first (the Seed field belongs to the machine,
 * so the page shows it), then the same topic and category. Same seed, same draft: generation is a pure
 * function of the request (draftTemplates.ts).
 */
export function replayGeneratorRun(machine: LiveMachine, run: DraftRequest): void {
  machine.actor.send({ type: 'SEED_CHANGED', text: String(run.seed) });
  machine.actor.send({ type: 'GENERATE', topic: run.topic, category: run.category });
}
