import type { InspectionEvent } from 'xstate';

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
 * The inspector every machine in the app is started with. In development it logs each state change to
 * the console, so a tester can step through the login, generator and newsletter flows (the generator's
 * seed makes a run repeatable); the hosted Stately inspector would need the network, which the portal
 * never uses. Production builds get `undefined`, and Vite drops the logger.
 */
export const machineInspector = import.meta.env.DEV ? logTransition : undefined;
