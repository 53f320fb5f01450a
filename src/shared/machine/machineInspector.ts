import type { AnyActorRef, InspectionEvent } from 'xstate';
import { recordInspection } from './liveMachines';
import { createTesterClock, type TesterClock } from './testerClock';
import { lastOf } from '@/shared/lib/lists';

/**
 * Turns a machine's snapshot inspection event into one readable line, e.g.
 * `[login] "submitting" ← SUBMITTED`; other inspection events (and non-machine actors) give undefined.
 */
export function describeTransition(event: InspectionEvent): string | undefined {
  if (event.type !== '@xstate.snapshot') return undefined;
  const snapshot = event.snapshot as { value?: unknown; machine?: { id: string } };
  if (!snapshot.machine || snapshot.value === undefined) return undefined;
  return `[${snapshot.machine.id}] ${JSON.stringify(snapshot.value)} ← ${event.event.type}`;
}

function logTransition(event: InspectionEvent): void {
  const line = describeTransition(event);
  if (line) console.debug(line);
}

/**
 * False when the app was built with `VITE_TESTER_TOOLS=off` (a production deploy that wants no tester
 * hooks at all): Vite replaces the expression at build time and drops the code below with it.
 */
export const TESTER_TOOLS_BUILT_IN = import.meta.env.VITE_TESTER_TOOLS !== 'off';

/**
 * The name of the delay a machine has just scheduled. XState records a scheduled event in its system
 * (`xstate.after.THANKS_RESET.newsletter.thanks`) just before it asks the clock for the timer, so the
 * newest record of that length is this timer. `_scheduledEvents` is XState's own bookkeeping: if it ever
 * changes shape, the panel falls back to the milliseconds.
 */
function scheduledDelayName(root: AnyActorRef | undefined, ms: number): string {
  const records = Object.values(root?.system.getSnapshot()._scheduledEvents ?? {});
  const record = lastOf(records.filter((scheduled) => scheduled.delay === ms));
  const type = record?.event.type;
  if (!type) return `${ms} ms`;
  return /^xstate\.after\.([^.]+)\./.exec(type)?.[1] ?? type;
}

/** What `createActor` (or `useMachine`) takes to make a machine visible to the tester tools. */
export interface MachineOptions {
  inspect?: (event: InspectionEvent) => void;
  clock?: TesterClock;
}

/**
 * The options every machine in the app is started with: `createActor(machine, machineOptions())`.
 * In development each state change is logged to the console (not under vitest, whose output it would
 * bury: there the tests read the machines themselves). Unless built with VITE_TESTER_TOOLS=off,
 * the machine also gets a tester clock (real timing, but its pending delays can be listed and fired at
 * once) and reports to the live-machine registry, which the tester panel and the Stately inspector read
 * when a tester switches them on (`?tester`, `?inspect`; see src/app/tester). Call it once per actor:
 * each actor needs a clock of its own.
 */
export function machineOptions(): MachineOptions {
  const log = import.meta.env.DEV && import.meta.env.MODE !== 'test' ? logTransition : undefined;
  if (!TESTER_TOOLS_BUILT_IN) return { inspect: log };
  let root: AnyActorRef | undefined;
  const clock = createTesterClock((ms) => scheduledDelayName(root, ms));
  return {
    clock,
    inspect: (event) => {
      // The first event is the root actor's own creation; later ones may come from its children.
      root ??= event.actorRef as AnyActorRef;
      log?.(event);
      recordInspection(event, clock);
    },
  };
}
